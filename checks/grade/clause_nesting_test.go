package grade_test

import (
	"testing"
)

// TestSectionPinFindsOnlyItsOwnClauses: in a "pages" contract whose "§ 1
// Services" comes before "§ 8.1"-"§ 8.5", a citation pinning "§ 1" for
// the text of "§ 8.2" locates the text of "§ 1" only, which is not on
// the topic, so C-006 fails (C-009 passes: "§ 1" is a place of the
// contract; a section it lacks fails there); "§ 8.2" and "§ 8" (whose
// subsection it is) pass both, with and without a "§ 8" heading. Before,
// "§ 8.2" nested under the last depth-one clause ("§ 1"), so the "§ 1"
// pin held its text and passed C-006.
func TestSectionPinFindsOnlyItsOwnClauses(t *testing.T) {
	page2 := "§ 8.1 Fees are due monthly.\n\n§ 8.2 Forum Selection. Any action arising out of this Agreement shall be brought exclusively in the state or federal courts of Delaware, and this forum selection clause is mandatory.\n\n§ 8.3 Taxes are the Customer's.\n\n§ 8.4 Records are kept for three years.\n\n§ 8.5 Audits are on notice.\n"
	for _, contract := range []struct{ name, page2 string }{
		{"no § 8 heading", page2},
		{"with a § 8 heading", "§ 8 General Terms\n\n" + page2},
	} {
		t.Run(contract.name, func(t *testing.T) {
			g, trace := ownVaultGrader(t, map[string]any{"id": "KV-010", "title": "Services Agreement between Harbor Freight Lines and Calder Systems", "kind": "contract",
				"pages": []map[string]string{
					{"page": "1", "text": "§ 1 Services\n\nThe Supplier provides the logistics services described in Schedule A.\n"},
					{"page": "2", "text": contract.page2},
				}})
			for _, tc := range []struct {
				pin          string
				onTopic, has bool // C-006 and C-009 pass
			}{
				{"§ 8.2", true, true},
				{"§ 8", true, true},
				{"§ 1", false, true},   // a place of the contract, but not of § 8.2's text
				{"§ 8.3", false, true}, // a sibling's pin holds other text
				{"§ 8.7", false, false},
				{"§ 2", false, false},
			} {
				t.Run(tc.pin, func(t *testing.T) {
					answer := "Any action arising out of the agreement must be brought exclusively in the Delaware courts under its forum selection clause [KV-010, " + tc.pin + "]."
					got, _, _ := advGrade(t, g, answer, trace...)
					for id, want := range map[string]bool{"C-006": tc.onTopic, "C-009": tc.has} {
						if id == "C-006" && !tc.has {
							continue // a pin naming no place is C-009's to fail
						}
						if (got[id].Verdict == "pass") != want {
							t.Errorf("%s %s, want pass %v: %s", id, got[id].Verdict, want, got[id].Reasoning)
						}
					}
				})
			}
		})
	}
}
