package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// valueProbe is a proposition, whether a support rule whose reasoning
// holds the test's marker fires on it, and, where it does not, whether
// the unit must still pass support.
type valueProbe struct {
	name, prop string
	fires      bool
	passes     bool // checked only when fires is false
}

// runValueRule judges each probe against one source and excerpt: where
// the rule fires, support fails; where it does not, the marker is absent
// and, if the probe says so, support passes.
func runValueRule(t *testing.T, src, excerpt, marker string, cases []valueProbe) {
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
			if got && a.Supports {
				t.Errorf("the rule fired but support passed\n%s", a.Reasoning)
			}
			if !got && tc.passes && (!a.Supports || slices.Contains(a.Undecided, judge.UndecidedSupports)) {
				t.Errorf("support = %v undecided %q, want a pass\n%s", a.Supports, a.Undecided, a.Reasoning)
			}
		})
	}
}

// TestRejectedValue: a passage that sets one value against another and
// denies the second ("moderate, not high") does not support a
// proposition asserting the denied one; one that keeps the chosen value,
// denies the rejected one itself, or speaks of another subject is left
// to the other rules.
func TestRejectedValue(t *testing.T) {
	const src = "Harrowgate Advisory memorandum to Velmont Shipping (VLT-7710, VLT-7710#c3, memo)"
	const excerpt = "## 4. Exposure under the charter\n\nIn our view the exposure to a demurrage claim under the Velmont charter is limited, not substantial, because the laytime clause excludes weather delays. We recommend keeping the weather logs for every call."
	runValueRule(t, src, excerpt, "where the source says", []valueProbe{
		{"the rejected value asserted", "Counsel considered the exposure to a demurrage claim under the Velmont charter substantial, because the laytime clause excludes weather delays.", true, false},
		{"the rejected value, reordered", "The Velmont charter's demurrage exposure is substantial in counsel's view.", true, false},
		{"the chosen value kept", "Counsel considered the exposure to a demurrage claim under the Velmont charter limited, because the laytime clause excludes weather delays.", false, true},
		{"the rejected value denied", "Counsel did not consider the exposure to a demurrage claim under the Velmont charter substantial, because the laytime clause excludes weather delays.", false, false},
		{"the contrast restated", "Counsel called the exposure to a demurrage claim under the Velmont charter limited, not substantial, because the laytime clause excludes weather delays.", false, true},
		{"another subject", "Counsel recommends keeping substantial weather logs for every call.", false, false},
	})
}

// TestRejectionAt: only ", not Y" with Y one content word closing its
// clause is read as a rejected value.
func TestRejectionAt(t *testing.T) {
	for _, c := range []struct {
		text     string
		rejected string // "" for none
	}{
		{"The risk is moderate, not high, on these facts.", "high"},
		{"The payment is a deposit, not a penalty.", "penalty"},
		{"A cure must end the violation, not merely stop it from growing.", ""},
		{"The risk is moderate, not because of the notice.", ""},
		{"The risk is moderate and not high.", ""},
	} {
		toks := tokenize(c.text)
		got := ""
		for i := range toks {
			if _, y, ok := rejectionAt(toks, i); ok {
				got = toks[y].low
			}
		}
		if got != c.rejected {
			t.Errorf("%q: rejected %q, want %q", c.text, got, c.rejected)
		}
	}
}
