package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// Invented text: a passage's general rule on a condition against a
// proposition reporting one decision's opposite outcome is a doubt, not
// a decided polarity clash; the same rule restated as a rule with the
// opposite sign is still a decided clash.
func TestRuleOnConditionAgainstOneCase(t *testing.T) {
	const excerpt = "Such towage surcharges are ordinarily enforced as liquidated damages, provided that the surcharge reflects what the tug owner actually expected to lose."
	const doubt = "may be a case the condition does not meet"
	tests := []struct {
		name, prop string
		decided    bool // a decided polarity clash; else the doubt
	}{
		{"one decision's outcome, the opposite of the rule", "The court refused to enforce the surcharge clause as liquidated damages, because the surcharge did not reflect what the tug owner actually expected to lose.", false},
		{"the rule with the opposite sign", "Such towage surcharges are not enforced as liquidated damages, even where the surcharge reflects what the tug owner actually expected to lose.", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			a, err := NewAt(alignedPoint).Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Excerpt: excerpt})
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports {
				t.Fatalf("passes:\n%s", a.Reasoning)
			}
			clash := strings.Contains(a.Reasoning, "polarity: the proposition is negative")
			if clash != tc.decided || strings.Contains(a.Reasoning, doubt) == tc.decided {
				t.Errorf("decided clash = %v, want %v\n%s", clash, tc.decided, a.Reasoning)
			}
		})
	}
}
