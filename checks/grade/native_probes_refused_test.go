package grade

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/native"
	"github.com/citecheck/citecheck/checks/rubric"
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
