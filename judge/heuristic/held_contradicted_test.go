package heuristic

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestHeldTheOtherWayRound: a proposition telling what the court held,
// clashing with the court's holding sentence, fails C-004 as well as
// C-003; the same words without "held", or the clash against a sentence
// that is not the holding, leave C-004 as it was.
func TestHeldTheOtherWayRound(t *testing.T) {
	const holding = "We hold that a sublease to a related company without the landlord's written approval is a breach of the lease."
	const other = "The tenant argued at trial that a sublease to a related company without the landlord's written approval is a breach of the lease."
	probes := []struct {
		name, prop, excerpt string
		adverse             bool
	}{
		{"held, against the holding", "The court held that a sublease to a related company without the landlord's written approval is not a breach of the lease.", holding, true},
		{"held, verb denied", "Pell held that a sublease to a related company without the landlord's written approval does not breach the lease.", holding, true},
		{"no held", "A sublease to a related company without the landlord's written approval is not a breach of the lease.", holding, false},
		{"held, agreeing", "The court held that a sublease to a related company without the landlord's written approval is a breach of the lease.", holding, false},
		{"held, against another sentence", "The court held that a sublease to a related company without the landlord's written approval is not a breach of the lease.", other, false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "Pell v. Quarry Lane LLC, 77 P.3d 210, 214 (Or. Ct. App. 2021)",
				Excerpt: p.excerpt, Holding: holding, Source: "Pell v. Quarry Lane LLC (DOC-4, DOC-4#c3, case, court Or. Ct. App., decided 2021-02-01)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Adverse != p.adverse {
				t.Errorf("adverse = %v, want %v\n%s", a.Adverse, p.adverse, a.Reasoning)
			}
		})
	}
}
