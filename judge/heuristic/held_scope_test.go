package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestHeldClashInDoubt: "the court held X" against a holding that says X
// in words where a negator ("refusal") stands in both is no decided
// failure of support: it needs review, or, since the operator nouns are
// read (noun_operators.go: "the refusal ... was reasonable" is said of the
// refusal), it is the support it is; a holding that says the opposite in
// the same words still fails support as decided.
func TestHeldClashInDoubt(t *testing.T) {
	const src = "Orwell Realty v. Tamsin Foods (X-1, X-1#c1, case, court Mass., decided 2021-01-01)"
	const holding = "Its refusal of consent to the sublease was reasonable as a matter of law. The judgment is affirmed."
	for _, c := range []struct {
		name, prop, excerpt string
		undecided           bool
		supports            bool
	}{
		{"held reasonable, refusal in both", "The landlord's refusal of consent was held reasonable as a matter of law because its demand for a deposit tracked the lease.",
			"The landlord's demand for a deposit tracked the lease's own credit terms. Its refusal of consent to the sublease was reasonable as a matter of law.", false, true},
		{"majority held the refusal reasonable", "The majority instead held the refusal reasonable as a matter of law and affirmed.", holding, false, true},
		// Near misses: the holding says the opposite.
		{"held unreasonable and reversed", "The majority instead held the refusal unreasonable as a matter of law and reversed.", holding, false, false},
		{"held unreasonably withheld", "The court held that the landlord's consent was unreasonably withheld.", holding, false, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			a, err := NewAt(alignedPoint).Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: c.prop, Excerpt: c.excerpt, Holding: holding, Source: src})
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != c.supports {
				t.Fatalf("supports %v, want %v: %s", a.Supports, c.supports, a.Reasoning)
			}
			if got := slices.Contains(a.Undecided, judge.UndecidedSupports); got != c.undecided {
				t.Errorf("support undecided %v, want %v: %s", got, c.undecided, a.Reasoning)
			}
		})
	}
}
