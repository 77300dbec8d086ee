package cite

import (
	"fmt"
	"slices"
	"testing"
)

// TestBareIdCarriesThePin: a bare "Id." refers to the citation right
// before it at the same pin (Bluebook), so it carries that pin and C-009
// judges the place; a bare Id. whose antecedent has no pin carries none
// (and still fails C-009), and an Id. after a citation of another
// document follows that one, never an earlier pin.
func TestBareIdCarriesThePin(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "CI-001", Title: "Marrowfield v. Xandor Corp.", Aliases: []string{"Marrowfield"}, Citations: []string{"301 N.E.3d 220"}},
		{ID: "CI-003", Title: "Smith v. Jones", Citations: []string{"12 F.4th 1"}},
	}})
	const pinned = "Reasonableness is a question of law. Marrowfield v. Xandor Corp., 301 N.E.3d 220, 221 (Ill. 2024). "
	for _, tc := range []struct {
		name string
		text string
		ante string   // the text of the citation the last Id. resolves to
		locs []string // the last Id.'s locators, "kind value"
	}{
		{"after a pinned case", pinned + "Its scope is a question of fact. Id.", "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 221 (Ill. 2024)", []string{"page 221"}},
		{"italic, with a parenthetical", pinned + "Its scope is a question of fact. *Id.* (so holding).", "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 221 (Ill. 2024)", []string{"page 221"}},
		{"after an Id. with its own pin", pinned + "Scope is factual. Id. at 223. So is duration. Id.", "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 221 (Ill. 2024)", []string{"page 223"}},
		{"after a short cite", pinned + "Scope is factual. Marrowfield, 301 N.E.3d at 224. So is duration. Id.", "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 221 (Ill. 2024)", []string{"page 224"}},
		{"after another document", pinned + "The duty runs to the buyer. Smith v. Jones, 12 F.4th 1, 5 (2d Cir. 2021). It is owed in tort. Id.", "Smith v. Jones, 12 F.4th 1, 5 (2d Cir. 2021)", []string{"page 5"}},
		{"after a Vault reference", "Scope is factual [CI-001, p. 223]. So is duration. Id.", "[CI-001, p. 223]", []string{"page 223"}},
		{"after a statute", "Notice must be written. Bus. Code § 14-101(b). It must be signed. Id.", "Bus. Code § 14-101(b)", []string{"section 14-101(b)"}},
		{"a parallel group's one pin", "Clauses are valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10, 92 S. Ct. 1907 (1972). Fraud voids them. Id.", "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10", []string{"page 10"}},
		// the wrong inputs that must keep failing C-009: no pin to carry
		{"after a case without a pin", "Reasonableness is a question of law. Marrowfield v. Xandor Corp., 301 N.E.3d 220 (Ill. 2024). Its scope is factual. Id.", "Marrowfield v. Xandor Corp., 301 N.E.3d 220 (Ill. 2024)", nil},
		{"after another document without a pin", pinned + "The duty runs to the buyer. Smith v. Jones, 12 F.4th 1 (2d Cir. 2021). It is owed in tort. Id.", "Smith v. Jones, 12 F.4th 1 (2d Cir. 2021)", nil},
		{"after a whole-document Vault reference", pinned + "Scope is factual [CI-001]. So is duration. Id.", "[CI-001]", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			var id *Citation
			for i := range a.Citations {
				if a.Citations[i].Kind == KindID {
					id = &a.Citations[i]
				}
			}
			if id == nil {
				t.Fatalf("no Id. in %+v", a.Citations)
			}
			if id.Antecedent < 0 || a.Citations[id.Antecedent].Text != tc.ante {
				got := "none"
				if id.Antecedent >= 0 {
					got = a.Citations[id.Antecedent].Text
				}
				t.Errorf("Id. antecedent %q, want %q", got, tc.ante)
			}
			var locs []string
			for _, l := range id.Locators {
				locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
			}
			if !slices.Equal(locs, tc.locs) {
				t.Errorf("Id. locators %q, want %q", locs, tc.locs)
			}
		})
	}
}
