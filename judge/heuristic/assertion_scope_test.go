package heuristic

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestClaimAboutTheSources: a claim in an area's own words, with no word
// of the legal list, is examined when an offered passage holds most of
// its words (no support there: undecided, never passed); a remark that
// shares nothing with the passages is not a claim.
func TestClaimAboutTheSources(t *testing.T) {
	passage := judge.ClaimPassage{Chunk: "VLT-1901#c2", Source: "Hearth Notes (VLT-1901, VLT-1901#c2, memo)",
		Text: "Whether the deleted kitchen photos can be rebuilt from the adjuster's copies is not yet known; the adjuster kept some of them."}
	for _, c := range []struct {
		name, claim string
		unflagged   bool
	}{
		{"the sources' subject in its own words", "The deleted kitchen photos can be fully rebuilt from the adjuster's copies, so nothing was lost.", true},
		{"a remark about the answer", "Thanks for the thoughtful question about this matter today.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c.claim,
				Claims: []judge.Claim{{ID: "P1", Text: c.claim, Passages: []judge.ClaimPassage{passage}}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(a.Unflagged) > 0; got != c.unflagged {
				t.Errorf("unflagged = %v, want %v: %s", got, c.unflagged, a.Reasoning)
			}
		})
	}
}
