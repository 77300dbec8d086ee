package native

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

func load(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(fixtureDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

func decode(t *testing.T, format string, data []byte) (*rubric.Response, error) {
	t.Helper()
	dec, err := Decoder(format)
	if err != nil {
		t.Fatal(err)
	}
	return dec("r.json", data)
}

// TestOpenAIResponses: the answer, the trace of file search results, and
// each file_citation as the sentence ending at its index (read in code
// points past non-ASCII text), with the results of its file as its
// passage; created_at is the time asked; the rest is metadata.
func TestOpenAIResponses(t *testing.T) {
	r, err := decode(t, "openai-responses", load(t, "openai-responses-non-ascii"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Retrieved) != 2 || r.Retrieved[0].Doc != "file-PN2026x03" || r.Retrieved[0].DocNames[0] != "practice-note-2026-03.docx" || !r.HasTrace {
		t.Errorf("trace %+v", r.Retrieved)
	}
	if len(r.Structured) != 2 {
		t.Fatalf("structured %+v", r.Structured)
	}
	first := r.Answer[r.Structured[0].Start:r.Structured[0].End]
	if !strings.HasPrefix(first, "Résumé 🏛️") || !strings.HasSuffix(first, "under the circumstances.") {
		t.Errorf("first citation covers %q", first)
	}
	second := r.Answer[r.Structured[1].Start:r.Structured[1].End]
	if !strings.HasPrefix(second, "The grounds for refusing") || !strings.HasSuffix(second, "day in court.") {
		t.Errorf("second citation covers %q", second)
	}
	if got := r.Structured[1].Retrieved; len(got) != 2 {
		t.Errorf("the file's results %v", got)
	}
	if r.AskedAt == nil || r.AtSource != "format" || r.AskedAt.Unix() != 1781532000 {
		t.Errorf("asked at %v (%s)", r.AskedAt, r.AtSource)
	}
	meta := string(r.Metadata)
	if !strings.Contains(meta, `"user":"acme-portal-session-77"`) || !strings.Contains(meta, `"matter":"2041"`) || strings.Contains(meta, "prima facie") {
		t.Errorf("metadata %s", meta)
	}
}

// TestAnthropic: document_index resolves through the request's
// documents, char_location offsets are checked against cited_text, and
// search_result_index through its search results.
func TestAnthropic(t *testing.T) {
	r, err := decode(t, "anthropic", load(t, "anthropic-search-result-and-page"))
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Retrieved) != 2 || !r.Retrieved[0].Whole || r.Retrieved[0].Doc != "Acme-Globex-MSA.pdf" || r.Retrieved[1].Doc != "s3://firm-kb/cases/bremen-v-zapata.pdf" {
		t.Errorf("trace %+v", r.Retrieved)
	}
	if len(r.Structured) != 2 || r.Structured[0].Kind != "search_result_location" || r.Structured[0].Retrieved[0] != 1 ||
		r.Structured[1].Page != "4" || r.Structured[1].Retrieved[0] != 0 {
		t.Errorf("structured %+v", r.Structured)
	}
	if r.AskedAt != nil {
		t.Error("a Messages response carries no time")
	}
}

func TestAdapterErrors(t *testing.T) {
	ant := string(load(t, "anthropic-non-ascii"))
	oai := string(load(t, "openai-responses-clean"))
	tests := []struct {
		name, format, data, field, msg string
	}{
		{"offsets that slice no cited text", "anthropic", strings.Replace(ant, `"start_char_index": `, `"start_char_index": 1`, 1), "response.content[0].citations[0]", "do not slice cited_text"},
		{"document_index past the documents", "anthropic", strings.Replace(ant, `"document_index": 0`, `"document_index": 3`, 1), "response.content[0].citations[0].document_index", "names none of the request's 1 document blocks"},
		{"unknown citation type", "anthropic", strings.Replace(ant, `"char_location"`, `"line_location"`, 1), "response.content[0].citations[0].type", "unknown citation type"},
		{"index outside the text", "openai-responses", strings.Replace(oai, `"index": 168`, `"index": 99999`, 1), "output[1].content[0].annotations[0].index", "outside its text"},
		{"result without text", "openai-responses", strings.Replace(oai, `"text": "¶ 3`, `"text": "", "x": "`, 1), "output[0].results[0].text", "without text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.data == ant || tt.data == oai {
				t.Fatal("the fixture edit did not apply")
			}
			_, err := decode(t, tt.format, []byte(tt.data))
			var ie *rubric.InputError
			if !errors.As(err, &ie) || ie.Field != tt.field || !strings.Contains(ie.Msg, tt.msg) {
				t.Errorf("err = %v, want field %q with %q", err, tt.field, tt.msg)
			}
		})
	}
}

// FuzzDecode: no adapter panics on any input, and what one accepts is
// within bounds (citation spans inside the answer, the limits held).
func FuzzDecode(f *testing.F) {
	paths, _ := filepath.Glob(filepath.Join(fixtureDir, "*.json"))
	for _, pat := range []string{"*.json", "*.jsonl", "*.sse"} { // the saved streams (stream*.go)
		more, _ := filepath.Glob(filepath.Join("testdata", pat))
		paths = append(paths, more...)
	}
	for _, p := range paths {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte(`{"object": "response", "output": [{"type": "message", "content": [{"type": "output_text", "text": "é🏛.", "annotations": [{"type": "file_citation", "index": 3, "file_id": "f"}]}]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		for _, name := range Names() {
			dec, _ := Decoder(name)
			r, err := dec("f.json", data)
			if err != nil {
				var ie *rubric.InputError
				if !errors.As(err, &ie) {
					t.Fatalf("%s: error %T %v, want *rubric.InputError", name, err, err)
				}
				continue
			}
			if len(r.Structured) > MaxCitations || len(r.Retrieved) > MaxTraceEntries {
				t.Fatalf("%s: limits not held", name)
			}
			for _, sc := range r.Structured {
				if sc.Start < 0 || sc.End < sc.Start || sc.End > len(r.Answer) {
					t.Fatalf("%s: span %d-%d outside the answer (%d bytes)", name, sc.Start, sc.End, len(r.Answer))
				}
			}
		}
	})
}
