package heuristic

import (
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestSplitSideAsRule: a passage that reports courts divided, and a
// proposition that says what "courts" do with no word of the split or
// of which courts: over-claim undecided (failing, never a pass). One
// that names the side ("most courts"), reports the split, or speaks of
// one state's courts, is not read by this rule.
func TestSplitSideAsRule(t *testing.T) {
	const src = "Treatise on Bailments (VLT-9120, VLT-9120#c3, secondary, § 4.1)"
	const excerpt = "## 4.1 Warehouse liability caps\nCourts are divided over whether a warehouse may cap its liability for its own negligence by a term on the receipt. Many courts enforce the cap when the depositor could declare a higher value; others refuse it unless the depositor signed the term. The question has no settled answer."
	runUndecidedOverclaimRule(t, src, excerpt, "the passage reports a split of authority", []ruleProbe{
		{"one side as the courts' rule", "Courts refuse the cap unless the depositor signed the term.", true},
		{"the same side as the rule of the courts", "The courts refuse the cap unless the depositor signed the term.", true},
		{"the side named", "Many courts enforce the cap when the depositor could declare a higher value.", false},
		{"the other side named", "Other courts refuse the cap unless the depositor signed the term.", false},
		{"the split reported", "Courts are divided over whether a warehouse may cap its liability for its own negligence by a term on the receipt.", false},
		{"one state's courts", "Nevada courts refuse the cap unless the depositor signed the term.", false},
	})
}

// TestPointedFailureBesideUndecided: a support clash the rules decided
// refutes a claim (C-008) even when an over-claim beside it is left
// undecided; one with support itself undecided, or resting only on a
// missing word, does not.
func TestPointedFailureBesideUndecided(t *testing.T) {
	cases := []struct {
		name             string
		clashes, absent  int
		undecided        []string
		adverse, pointed bool
	}{
		{"a decided clash, over-claim undecided", 1, 0, []string{judge.UndecidedOverclaims}, false, true},
		{"a decided clash, support undecided too", 1, 0, []string{judge.UndecidedSupports, judge.UndecidedOverclaims}, false, false},
		{"only a missing word, over-claim undecided", 1, 1, []string{judge.UndecidedOverclaims}, false, false},
		{"an undecided adverse holding alone", 0, 0, []string{judge.UndecidedAdverse}, true, false},
		{"a decided clash, nothing undecided", 1, 0, nil, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			v := &unitVerdict{clashes: tc.clashes, absent: tc.absent}
			v.a.Undecided, v.a.Adverse = tc.undecided, tc.adverse
			if got := pointedFailure(v); got != tc.pointed {
				t.Errorf("pointedFailure = %v, want %v", got, tc.pointed)
			}
		})
	}
}
