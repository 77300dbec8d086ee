package grade

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// TestNativeProbesRefused: provider objects that must be refused as bad
// input (exit 2) with a message saying what to do, never graded. Assistants
// run steps listed without the include parameter carry no file search
// results (or results without content): read as an empty trace, every
// citation failed as "not retrieved", which is not what happened; the
// steps say nothing of what the run retrieved.
func TestNativeProbesRefused(t *testing.T) {
	for _, tt := range []struct {
		file, format string
		field        string
		msg          []string
	}{
		{"openai-assistants-no-results.json", "openai-assistants", "run_steps[0].step_details.tool_calls[0].file_search",
			[]string{"carry no file search results", "include[]=step_details.tool_calls[*].file_search.results[*].content"}},
		{"openai-assistants-results-without-content.json", "openai-assistants", "run_steps[0].step_details.tool_calls[0].file_search.results[0].content",
			[]string{"carries no content", "include[]=step_details.tool_calls[*].file_search.results[*].content"}},
		// A char_location quoting nothing (empty cited_text, empty range)
		// was graded as a citation of the whole document sent and passed
		// every criterion, C-009 as tied to a span.
		{"anthropic-char-location-empty.json", "anthropic", "response.content[1].citations[0]", []string{"a char_location that quotes nothing cites no passage"}},
		// Not formats SPEC lists: refused by --from auto, naming the
		// formats read and what the object is.
		{"openai-chat-completions-tool.json", "", "", []string{"none of the formats known (openai-responses, anthropic, langchain, llamaindex, cohere, gemini, bedrock-kb, azure-on-your-data, openai-assistants)", "OpenAI Chat Completions object"}},
		{"openai-chat-completion.json", "", "", []string{"none of the formats known (openai-responses,", "OpenAI Chat Completions object"}},
		{"bedrock-converse-citations.json", "", "", []string{"none of the formats known (openai-responses,", "Bedrock Converse response"}},
	} {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join("testdata", "native-probes", tt.file)
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if format := native.Detect(data); format != tt.format {
				t.Fatalf("detected as %q, want %q", format, tt.format)
			}
			dec, err := native.Decoder(native.Auto)
			if err != nil {
				t.Fatal(err)
			}
			_, err = rubric.ParseResponseLimited(path, data, rubric.ResponseOptions{Decode: dec})
			var ie *rubric.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want bad input", err)
			}
			if tt.field != "" && ie.Field != tt.field {
				t.Errorf("field %q, want %q (%v)", ie.Field, tt.field, err)
			}
			for _, m := range tt.msg {
				if !strings.Contains(err.Error(), m) {
					t.Errorf("error %q does not say %q", err, m)
				}
			}
		})
	}
}

// TestNativeProbeIDIsAFileName: a Bedrock custom data source whose
// documents were ingested under their Vault IDs names one "VLT-0017",
// and another Vault document's file is called "VLT-0017" (a scan saved
// under the ID of the note it exhibits). The ID used to win silently;
// the name names both, and C-001 fails naming them.
func TestNativeProbeIDIsAFileName(t *testing.T) {
	c, err := rubric.LoadCase(filepath.Join(nativeSuite, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	src, err := vault.LoadSource(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	renamed := false
	for _, d := range src.Documents {
		if d.ID == "VLT-0021" {
			d.Filename, renamed = "VLT-0017", true
		}
	}
	if !renamed {
		t.Fatal("VLT-0021 is not in the suite's Vault")
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join("testdata", "native-probes", "bedrock-custom-id-is-a-file-name.json")
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec, _ := native.Decoder(native.Auto)
	resp, err := rubric.ParseResponseLimited(path, data, rubric.ResponseOptions{Decode: dec})
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	for _, cr := range s.CriteriaResults {
		if cr.ID == "C-001" && (cr.Verdict != "fail" || !strings.Contains(cr.Reasoning, "VLT-0017, VLT-0021")) {
			t.Errorf("C-001 %s, want a fail naming VLT-0017 and VLT-0021: %s", cr.Verdict, cr.Reasoning)

		}
	}
}
