package native

import (
	"strings"
	"testing"
)

// TestAssistantsV1Quote: an Assistants v1 file_citation carries the text
// it quotes (file_citation.quote): that is the citation's cited text, so
// the grader checks it against the Vault document and the trace rather
// than grading the whole file's results.
func TestAssistantsV1Quote(t *testing.T) {
	clean := string(load(t, "openai-assistants-clean"))
	for _, tt := range []struct{ name, data, want string }{
		{"v2: no quote", clean, ""},
		{"v1: the quote is the cited text", strings.Replace(clean, `"file_id": "file-PN2026x03"
              }`, `"file_id": "file-PN2026x03", "quote": "  prima facie valid  "
              }`, 1), "prima facie valid"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r, err := decode(t, "openai-assistants", []byte(tt.data))
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Structured) == 0 || r.Structured[0].CitedText != tt.want {
				t.Errorf("cited text %q, want %q", r.Structured[0].CitedText, tt.want)
			}
		})
	}
}
