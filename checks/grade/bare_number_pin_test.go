package grade

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestBareNumberPinUndecidable: a bare number after a Vault ID
// ("[VLT-0001, 10]", "VLT-0001, 10 n.2", "[Bremen](vault://VLT-0001),
// 10") fails C-009 as undecidable, quoting the number and saying why,
// where before it was dropped and the citation read as citing the whole
// document. The same place written with its word passes.
func TestBareNumberPinUndecidable(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const prop = "Forum selection clauses are prima facie valid "
	for _, tt := range []struct{ name, answer, want, reason string }{
		{"bracketed", prop + "[VLT-0001, 10].", "fail", `"10" names a place in VLT-0001 (a bare number does not say whether it is a page, section or paragraph)`},
		{"bare ID with a note", prop + "(VLT-0001, 10 n.2).", "fail", `"10 n.2"`},
		{"after a link", prop + "[Bremen](vault://VLT-0001), 10.", "fail", `"10"`},
		{"with its word", prop + "[VLT-0001, p. 10].", "pass", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
				"retrieved": []map[string]string{{"chunk_id": "VLT-0001#c1"}, {"chunk_id": "VLT-0001#c2"}, {"chunk_id": "VLT-0001#c3"}, {"chunk_id": "VLT-0001#c4"}}})
			cr := criterionOf(t, g, string(body), "C-009")
			if string(cr.Verdict) != tt.want || !strings.Contains(cr.Reasoning, tt.reason) {
				t.Errorf("C-009 %s, want %s with %q: %s", cr.Verdict, tt.want, tt.reason, cr.Reasoning)
			}
		})
	}
}
