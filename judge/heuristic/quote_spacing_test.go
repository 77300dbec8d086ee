package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestQuoteSpacingOnly: a quotation from a passage read without some of
// its word gaps (a PDF) leaves support undecided rather than failed; a
// quotation with a word changed, or one too short to tell from chance,
// is still a missing quotation.
func TestQuoteSpacingOnly(t *testing.T) {
	const src = "Brannock v. Tillery Ports, 88 P.3d 410 (Alder Ct. App. 2021) (VLT-3301, VLT-3301#c2, case)"
	const excerpt = "[*411]\nThe charter gives theowner a lien on thecargo for unpaid freight, but the lienends when the cargo isdelivered."
	j := NewAt(alignedPoint)
	for _, c := range []struct {
		name, prop string
		undecided  bool // spacing only: support undecided
		missing    bool // the quotation is failed as absent
	}{
		{"spaces lost in the passage", `The charter gives "the owner a lien on the cargo for unpaid freight."`, true, false},
		{"spaces lost near the end", `The lien "ends when the cargo is delivered."`, true, false},
		{"one word changed", `The charter gives "the owner a lien on the vessel for unpaid freight."`, false, true},
		{"too short to tell", `The charter gives "the owner" a lien.`, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Source: src, Excerpt: excerpt}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			spaced := strings.Contains(a.Reasoning, "only with different spacing")
			missing := strings.Contains(a.Reasoning, "do not occur in the passage")
			if spaced != c.undecided || missing != c.missing {
				t.Fatalf("spacing %v missing %v, want %v %v\n%s", spaced, missing, c.undecided, c.missing, a.Reasoning)
			}
			if spaced && (a.Supports || !slices.Contains(a.Undecided, judge.UndecidedSupports)) {
				t.Errorf("support %v undecided %q, want undecided and failing\n%s", a.Supports, a.Undecided, a.Reasoning)
			}
		})
	}
}
