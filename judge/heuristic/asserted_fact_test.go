package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestFactsOfObligationAreClaims: a sentence stating as fact what a
// party owes, whether it is insured, paid, excused or barred, or an
// amount of money, is a claim C-008 examines like a statement of law:
// left uncited and unsupported by any offered passage it is not passed.
// A sentence about the answer itself, or a plain narrative sentence with
// none of that, is not examined.
func TestFactsOfObligationAreClaims(t *testing.T) {
	const passage = "§ 4 Notice. The buyer shall give written notice of any defect within thirty days of delivery."
	for _, c := range []struct {
		claim    string
		examined bool
	}{
		{"The carrier's insurer has already accepted the shipper as an additional insured on the policy.", true},
		{"The supplier owes the buyer a full refund whatever the cause of the delay.", true},
		{"In that case the grower had invested $3.1 million in the orchard between 2015 and 2017.", true},
		{"The seller's late delivery was excused by the storm that closed the port.", true},
		{"The meeting took place in the second week of the harvest season.", false},
	} {
		t.Run(c.claim, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c.claim,
				Claims: []judge.Claim{{ID: "P1", Text: c.claim, Passages: []judge.ClaimPassage{{Chunk: "VLT-1#c1", Text: passage, Source: "Supply Agreement (VLT-1, VLT-1#c1, contract)"}}}}}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(a.Unflagged, ",") != ""; got != c.examined {
				t.Errorf("unflagged = %v, want %v\n%s", got, c.examined, a.Reasoning)
			}
		})
	}
}
