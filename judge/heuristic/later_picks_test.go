package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestQuestionThenAnswer: when the sentence a proposition aligns with
// best asks the question, the answer after it is read for clashes: a
// proposition turning the answer round fails, one restating it passes.
func TestQuestionThenAnswer(t *testing.T) {
	const q = "2. Question presented. Whether the tenant should sublet the premises to Orrin Freight before the landlord's inspection."
	probes := []struct {
		name, prop, answer string
		fail               bool
	}{
		{"answer turned round", "The memo recommends that the tenant sublet the premises to Orrin Freight before the landlord's inspection.",
			"We do not recommend that the tenant sublet the premises to Orrin Freight before the inspection.", true},
		{"answer restated", "The memo advises against subletting the premises to Orrin Freight before the landlord's inspection.",
			"We do not recommend that the tenant sublet the premises to Orrin Freight before the inspection.", false},
		{"answer agrees", "The memo recommends that the tenant sublet the premises to Orrin Freight before the landlord's inspection.",
			"We recommend that the tenant sublet the premises to Orrin Freight before the inspection.", false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Citation: "[DOC-9, ¶ 2]",
				Excerpt: q + " " + p.answer, Source: "Memorandum on the Orrin sublease (DOC-9, DOC-9#c2, memo)"}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			fail := !a.Supports && !slices.Contains(a.Undecided, judge.UndecidedSupports)
			if fail != p.fail {
				t.Errorf("decided fail = %v, want %v\n%s", fail, p.fail, a.Reasoning)
			}
		})
	}
}
