package heuristic

import (
	"context"
	"slices"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestWholeCaseDismissedAgainstSplit: "the court dismissed the complaint"
// against a motion to dismiss granted on one ground and denied on
// another, in one sentence or two, leaves adverse holding undecided
// (failing, never a pass). A dismissal naming its part, a negated one, a
// rule about dismissals, and a holding that grants in full are not read
// so.
func TestWholeCaseDismissedAgainstSplit(t *testing.T) {
	const src = "Orsini v. Bellweather Freight (VLT-7310, VLT-7310#c1, case, court D. Or., decided 2024-10-09)"
	const excerpt = "[*2]\nBellweather moves to dismiss for failure to state a claim. The contract count pleads a promise and its breach; the fraud count pleads no misstatement with particularity."
	const twoSentences = "The motion is granted as to the fraud count. It is denied as to the contract count."
	const oneSentence = "The motion to dismiss is granted in part and denied in part."
	runUndecidedAdverseRule(t, src, excerpt, "whether it tells the whole case or the part granted", []holdingProbe{
		{"complaint, two sentences", "The court dismissed the complaint because neither count was pleaded with enough detail.", twoSentences, true},
		{"action, one sentence", "In Orsini the judge dismissed the action against Bellweather.", oneSentence, true},
		{"names its part", "The court dismissed the complaint as to the fraud count.", twoSentences, false},
		{"claims named", "The court dismissed the fraud claims for want of particularity.", twoSentences, false},
		{"negated", "The court never dismissed the complaint; it let the contract count go on.", twoSentences, false},
		{"a rule, no court", "A complaint is dismissed where no count is pleaded with particularity.", twoSentences, false},
		{"granted in full", "The court dismissed the complaint.", "The motion to dismiss is granted.", false},
		{"two different motions", "The court dismissed the complaint.", "The motion to dismiss is granted as to the fraud count. The motion to compel arbitration is denied as to the contract count.", false},
	})
}

// TestFullReliefAgainstTwoSentenceSplit: "granted the motion in full"
// against a grant and a denial told in two sentences is undecided (they
// may be two motions), where the same against "granted in part and
// denied in part" in one sentence stays a decided adverse holding.
func TestFullReliefAgainstTwoSentenceSplit(t *testing.T) {
	const src = "Orsini v. Bellweather Freight (VLT-7310, VLT-7310#c1, case, court D. Or., decided 2024-10-09)"
	const excerpt = "[*2]\nBellweather moves to dismiss for failure to state a claim. The contract count pleads a promise and its breach."
	cases := []struct {
		name, holding string
		undecided     bool
	}{
		{"two sentences", "The motion is granted as to the fraud count. It is denied as to the contract count.", true},
		{"one sentence", "The motion to dismiss is granted in part and denied in part.", false},
	}
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: "The court granted Bellweather's motion to dismiss in full.", Source: src, Excerpt: excerpt, Holding: tc.holding}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if !a.Adverse {
				t.Fatalf("adverse = false, want true\n%s", a.Reasoning)
			}
			if got := slices.Contains(a.Undecided, judge.UndecidedAdverse); got != tc.undecided {
				t.Errorf("undecided = %v, want %v\n%s", got, tc.undecided, a.Reasoning)
			}
		})
	}
}
