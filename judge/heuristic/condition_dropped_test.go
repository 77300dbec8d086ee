package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestConditionWidened: a proposition that restates a rule the passage
// states on a condition, on a wider condition of its own ("once",
// "whenever", "for any") keeping few of the condition's words, leaves
// over-claim undecided (failing, never a pass). One that keeps the
// condition, restates it in other words, or says nothing wider, does
// not.
func TestConditionWidened(t *testing.T) {
	const src = "Orchard Supply Act (VLT-8802, VLT-8802#c1, statute)"
	const excerpt = "§ 7-210. Holdover fees.\n(a) If the lessee kept the equipment past the return date without the lessor's written consent, the lessor may charge a holdover fee of up to one day's rent for each day of delay.\n(b) The lessor may waive the fee."
	cases := []struct {
		name, prop string
		fires      bool
	}{
		{"once, without the consent condition", "Once the equipment comes back late, the lessor may charge a holdover fee of up to one day's rent for each day of delay.", true},
		{"for any delay", "The lessor may charge a holdover fee of up to one day's rent for any day of delay.", true},
		{"the condition kept", "If the lessee kept the equipment past the return date without the lessor's written consent, the lessor may charge a holdover fee of up to one day's rent for each day of delay.", false},
		{"once, the condition paraphrased", "Once a lessee keeps the equipment past its return date without written consent, the lessor may charge a holdover fee of up to a day's rent per day.", false},
		{"no wider condition in words", "The lessor may charge a holdover fee of up to one day's rent for each day of delay.", false},
	}
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(a.Reasoning, "states its rule only on a condition")
			if got != tc.fires {
				t.Fatalf("rule fired = %v, want %v\n%s", got, tc.fires, a.Reasoning)
			}
			if got && (!a.Overclaims || !slices.Contains(a.Undecided, judge.UndecidedOverclaims)) {
				t.Errorf("over = %v undecided %q, want failing and undecided\n%s", a.Overclaims, a.Undecided, a.Reasoning)
			}
		})
	}
}
