package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestCourtHeldNeedsACourt: a claim telling what a particular court
// held is not supported (C-008) by a contract's or statute's clause with
// its words, nor by a memo passage that reports no decision; a case's
// passage, a memo reporting the holding, and claims about a court in
// general or in a condition are read as before.
func TestCourtHeldNeedsACourt(t *testing.T) {
	const clause = "Consent to an assignment shall not be unreasonably withheld by the landlord."
	const held = "The Whitcombe court held that consent to an assignment was not unreasonably withheld by the landlord."
	for _, c := range []struct {
		name, claim, text, kind string
		supported               bool
	}{
		{"contract clause for a holding", held, clause, "contract", false},
		{"statute for a holding", held, clause, "statute", false},
		{"memo with no decision", held, clause, "memo", false},
		{"memo reporting the holding", held, "In Whitcombe the court held that consent to an assignment was not unreasonably withheld by the landlord.", "memo", true},
		{"the case itself", held, "We hold that consent to an assignment was not unreasonably withheld by the landlord.", "case", true},
		{"the clause for the clause", "Consent to an assignment may not be unreasonably withheld by the landlord under the lease.", clause, "contract", true},
		{"a court in a condition", "If a court finds that consent to an assignment was unreasonably withheld by the landlord, the lease permits the assignment.", "If a court finds that consent to an assignment was unreasonably withheld by the landlord, the assignment is permitted under this lease.", "contract", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c.claim,
				Claims: []judge.Claim{{ID: "P1", Text: c.claim, Passages: []judge.ClaimPassage{{Chunk: "VLT-1#c1", Text: c.text, Source: "Whitcombe materials", Kind: c.kind}}}}}
			a, err := NewAt(alignedPoint).Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := !slices.Contains(a.Unflagged, "P1"); got != c.supported {
				t.Errorf("supported = %v, want %v\n%s", got, c.supported, a.Reasoning)
			}
		})
	}
}
