package heuristic

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestThreeOutcomes: what the rules can show is decided (a clash is a
// fail, aligned support a pass); what they cannot is undecided, and an
// undecided part is set as failing, never as a pass.
func TestThreeOutcomes(t *testing.T) {
	long := strings.Repeat("The parties agreed that disputes about delivery, payment, warranty, insurance and termination would be heard in the courts named in the contract, ", 12)
	for _, tc := range []struct {
		name                    string
		prop, excerpt           string
		supports, adverse, over bool
		undecided               []string
	}{
		{"aligned support is a decided pass", "Forum-selection clauses are prima facie valid and should be enforced unless the resisting party shows enforcement is unreasonable.", bremenExcerpt,
			true, false, false, nil},
		{"a proposition turned round is a decided fail", "Forum-selection clauses are prima facie invalid and should not be enforced.", bremenExcerpt,
			false, true, false, nil},
		{"half the proposition in the passage is undecided", "Forum-selection clauses are prima facie valid, and courts also award attorney fees against the party that sued elsewhere in breach.", bremenExcerpt,
			false, false, false, []string{judge.UndecidedSupports}},
		{"a proposition too long to align is undecided on all three", long, bremenExcerpt,
			false, true, true, []string{judge.UndecidedSupports, judge.UndecidedAdverse, judge.UndecidedOverclaims}},
		{"a proposition of nothing but a citation is undecided", "See 407 U.S. 1, 10 (1972).", bremenExcerpt,
			false, false, false, []string{judge.UndecidedSupports}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Excerpt: tc.excerpt, Source: bremenSource, Holding: bremenHolding}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if a.Supports != tc.supports || a.Adverse != tc.adverse || a.Overclaims != tc.over || !reflect.DeepEqual(a.Undecided, tc.undecided) {
				t.Errorf("supports/adverse/over = %v/%v/%v undecided %q, want %v/%v/%v undecided %q\n%s",
					a.Supports, a.Adverse, a.Overclaims, a.Undecided, tc.supports, tc.adverse, tc.over, tc.undecided, a.Reasoning)
			}
			for _, part := range a.Undecided {
				if (part == judge.UndecidedSupports && a.Supports) || (part == judge.UndecidedAdverse && !a.Adverse) || (part == judge.UndecidedOverclaims && !a.Overclaims) {
					t.Errorf("undecided part %s is set as passing", part)
				}
			}
		})
	}
}
