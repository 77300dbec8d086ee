package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestRemandedQuestionHeld: a holding that vacates and sends a question
// back ("to decide whether ..."), or declines it before remanding, and a
// proposition that states as held, or as done, something in most of that
// question's words: adverse holding and over-claim are undecided (never
// a pass). A proposition telling the remand, telling the case's history,
// or speaking of another point in a few of the same words is not.
func TestRemandedQuestionHeld(t *testing.T) {
	const src = "Corbel Tile v. Anvers Kiln Co. (VLT-7310, VLT-7310#c2, case, court 7th Cir., decided 2022-10-04)"
	const excerpt = "[*220]\nThe jury found that Anvers broke the supply contract, and the evidence supports that finding. The award of lost profits rests on a projection the district court never tested, and the court, not the jury, must first decide whether the projection is admissible."
	const holding = "We affirm the finding of breach, vacate the award of lost profits, and remand for the district court to decide whether lost profits may be recovered on the projection and, if so, in what sum."
	const withheld = "the answer the court withheld"
	const declined = "We express no view on whether the kiln maker can recover its tooling costs. The judgment is vacated and the case remanded for further proceedings."
	cases := []struct {
		name, prop, holding string
		// why: the reason that must fail adverse ("" when none may)
		why string
	}{
		{"the remanded sum stated as done", "The Seventh Circuit upheld the finding of breach and reduced the lost profits to the sum the projection supports.", holding, withheld},
		{"the tooling costs stated as awarded", "The court awarded the kiln maker its tooling costs.", declined, withheld},
		// stated as held in the question's own predicate: the closer
		// remand-as-held rule (adverse.go) decides it first
		{"the remanded question stated as held", "The Seventh Circuit held that the buyer may recover lost profits on the projection.", holding, "the source decided nothing on this"},
		{"the remand told", "The Seventh Circuit vacated the lost-profits award and remanded for the district court to decide whether they may be recovered.", holding, ""},
		{"the history told", "The district court had awarded lost profits on the projection after the jury found a breach.", holding, ""},
		{"another point in a few of the same words", "The Seventh Circuit held that the evidence supports the jury's finding that Anvers broke the supply contract.", holding, ""},
	}
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt, Holding: tc.holding}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(a.Reasoning, withheld)
			if want := tc.why == withheld; got != want {
				t.Fatalf("rule fired = %v, want %v\n%s", got, want, a.Reasoning)
			}
			if tc.why != "" && !strings.Contains(a.Reasoning, tc.why) {
				t.Errorf("reasoning lacks %q:\n%s", tc.why, a.Reasoning)
			}
			if tc.why == "" && a.Adverse {
				t.Errorf("adverse fails where nothing was left open by the proposition:\n%s", a.Reasoning)
			}
			if got && (!a.Adverse || !a.Overclaims || !slices.Contains(a.Undecided, judge.UndecidedAdverse) || !slices.Contains(a.Undecided, judge.UndecidedOverclaims)) {
				t.Errorf("adverse/over = %v/%v undecided %q, want both failing and undecided\n%s", a.Adverse, a.Overclaims, a.Undecided, a.Reasoning)
			}
		})
	}
}
