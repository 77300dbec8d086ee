package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// ruleProbe is a proposition and whether a rule that leaves over-claim
// undecided fires on it.
type ruleProbe struct {
	name, prop string
	fires      bool
}

// runUndecidedOverclaimRule judges each probe against one source and
// excerpt and checks that the rule whose reasoning holds marker fires
// exactly where the probe says, and that where it fires over-claim is
// failing and undecided (never a pass).
func runUndecidedOverclaimRule(t *testing.T, src, excerpt, marker string, cases []ruleProbe) {
	t.Helper()
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(a.Reasoning, marker)
			if got != tc.fires {
				t.Fatalf("rule fired = %v, want %v\n%s", got, tc.fires, a.Reasoning)
			}
			if got && (!a.Overclaims || !slices.Contains(a.Undecided, judge.UndecidedOverclaims)) {
				t.Errorf("over = %v undecided %q, want failing and undecided\n%s", a.Overclaims, a.Undecided, a.Reasoning)
			}
		})
	}
}

// holdingProbe is a proposition, the holding read from its source, and
// whether a rule that leaves adverse holding undecided fires on it.
type holdingProbe struct {
	name, prop, holding string
	undecided           bool
}

// runUndecidedAdverseRule is runUndecidedOverclaimRule for the rules that
// leave adverse holding undecided: each probe carries its own holding.
func runUndecidedAdverseRule(t *testing.T, src, excerpt, marker string, cases []holdingProbe) {
	t.Helper()
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt, Holding: tc.holding}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			got := strings.Contains(a.Reasoning, marker)
			if got != tc.undecided {
				t.Fatalf("rule fired = %v, want %v\n%s", got, tc.undecided, a.Reasoning)
			}
			if got && (!a.Adverse || !slices.Contains(a.Undecided, judge.UndecidedAdverse)) {
				t.Errorf("adverse = %v undecided %q, want failing and undecided\n%s", a.Adverse, a.Undecided, a.Reasoning)
			}
		})
	}
}
