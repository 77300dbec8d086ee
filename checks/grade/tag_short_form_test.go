package grade

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestTagAfterShortForm compares a Vault ID written as the tag of an
// Id., supra or short citation with the document that short form refers
// to through its antecedent. Before, the tag's name ("Id. at 12") named
// no document by itself, so C-001 passed a tag naming another case than
// the one the short form repeats. A tag naming the antecedent's own
// document passes.
func TestTagAfterShortForm(t *testing.T) {
	g := suiteGrader(t, suiteDir)
	const bremen = "Forum selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972). "
	const carnival = "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 590 (1991). "
	for _, tt := range []struct{ name, answer, want, reason string }{
		{"Id. tagged with another document", bremen + "They bind the parties. Id. at 12 (VLT-0002).", "fail", `"Id. at 12" refers to VLT-0001 but the ID is VLT-0002`},
		{"Id. tagged in brackets with another document", bremen + "They bind the parties. Id. at 12 [VLT-0002].", "fail", "refers to VLT-0001"},
		{"Id. tagged with a label and another document", bremen + "They bind the parties. Id. at 12 (Vault ID: VLT-0002).", "fail", "refers to VLT-0001"},
		{"supra tagged with another document", bremen + carnival + "They bind the parties. Bremen, supra, at 12 (VLT-0002).", "fail", `"Bremen, supra, at 12" refers to VLT-0001`},
		{"short cite tagged with another document", bremen + carnival + "They bind the parties. Bremen, 407 U.S. at 12 (VLT-0002).", "fail", "refers to VLT-0001"},
		{"Id. tagged with its own document", bremen + "They bind the parties. Id. at 12 (VLT-0001).", "pass", ""},
		{"supra tagged with its own document", bremen + carnival + "They bind the parties. Bremen, supra, at 12 (VLT-0001).", "pass", ""},
		{"short cite tagged with its own document", bremen + carnival + "They bind the parties. Bremen, 407 U.S. at 12 (VLT-0001).", "pass", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			body, _ := json.Marshal(map[string]any{"answer": tt.answer, "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
				"retrieved": []map[string]string{{"chunk_id": "VLT-0001#c1"}, {"chunk_id": "VLT-0002#c1"}}})
			cr := criterionOf(t, g, string(body), "C-001")
			if string(cr.Verdict) != tt.want || !strings.Contains(cr.Reasoning, tt.reason) {
				t.Errorf("C-001 %s, want %s with %q: %s", cr.Verdict, tt.want, tt.reason, cr.Reasoning)
			}
		})
	}
}
