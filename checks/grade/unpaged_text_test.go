package grade

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestPagePinOnUnpagedDocuments: a page pin is judged by what the cited
// document is, however its text reached the Vault. A Word document has
// no pages by nature: read from its file it fails C-009 (Unpaged), and
// now so does the same memo given as text under its Word file name
// (VLT-0021, matter-2041-forum-memo.docx), where before it passed with
// a warning. A text of another kind without page markup (VLT-0016, a
// PDF treatise given as text) passes with the warning SPEC.md §4 asks
// for; a paged document places the page; a section of the Word memo is
// a place it has.
func TestPagePinOnUnpagedDocuments(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	for _, tt := range []struct{ name, answer, want, reason string }{
		{"Word memo given as text, page pin", "Forum selection clauses are enforced [VLT-0021, p. 3].", "fail", "a Word document (matter-2041-forum-memo.docx) has no pages"},
		{"Word memo given as text, section pin", "Forum selection clauses are enforced [VLT-0021, Part III].", "pass", ""},
		{"PDF treatise given as unmarked text, page pin", "Forum selection clauses are enforced [VLT-0016, p. 3].", "pass", "has no page markup"},
		{"paged contract, page pin", "Forum selection clauses are enforced [VLT-0022, p. 4].", "pass", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z"})
			cr := criterionOf(t, g, string(body), "C-009")
			if string(cr.Verdict) != tt.want || !strings.Contains(cr.Reasoning, tt.reason) {
				t.Errorf("C-009 %s, want %s with %q: %s", cr.Verdict, tt.want, tt.reason, cr.Reasoning)
			}
		})
	}
}
