package heuristic

import "testing"

// TestHistoryIsNotTheHolding: a proposition telling what was done before
// the decision it cites ("the trial court had granted ...", "reversed an
// order that had denied ...") states the history, not what the cited
// court held: it is neither adverse to a remand that decided nothing nor
// a remand stated as a holding. What the cited court itself did is still
// compared with its holding.
func TestHistoryIsNotTheHolding(t *testing.T) {
	const src = "Marrow v. Kestrel Mutual Insurance (VLT-0501, VLT-0501#c1, case, court 9th Cir., decided 2021-06-01)"
	const excerpt = "The trial court granted summary judgment to Kestrel, holding that the policy's flood exclusion was enforceable and barred the claim. The homeowner appealed."
	remand := ReadHolding("We do not decide whether the flood exclusion is enforceable against the homeowner's claim. The judgment is vacated, and the case is remanded for further proceedings.", "").Text()
	reversed := ReadHolding("We hold that the flood exclusion is unenforceable against the homeowner. The judgment is reversed.", "").Text()
	runProbes(t, []probe{
		{name: "the history below, in the pluperfect", prop: "In Marrow, the trial court had enforced the flood exclusion on summary judgment.",
			excerpt: excerpt, source: src, holding: remand, supports: true},
		{name: "a judgment that had done it, vacated", prop: "The Ninth Circuit vacated a summary judgment that had enforced the flood exclusion and did not decide whether the exclusion is enforceable.",
			excerpt: excerpt, source: src, holding: remand, supports: false},
		{name: "the cited court's own act is still its holding", prop: "The Ninth Circuit held that the flood exclusion is enforceable.",
			excerpt: excerpt, source: src, holding: reversed, adverse: true, why: "adverse holding"},
		{name: "a remand stated as a holding is still caught", prop: "The Ninth Circuit held that the flood exclusion is enforceable.",
			excerpt: excerpt, source: src, holding: remand, adverse: true, over: true, why: "decided nothing"},
	})
}

// TestPluperfectIsNotPossession: "had" before a verb marks the history;
// "had" before a noun phrase is possession and asserts as before.
func TestPluperfectIsNotPossession(t *testing.T) {
	for _, tc := range []struct {
		text string
		past bool
	}{
		{"The trial court had enforced the exclusion.", true},
		{"The motion had already been denied.", true},
		{"The court reversed an order that had refused to enforce the waiver.", true},
		{"The employer had no legitimate interest in the restraint.", false},
		{"The court enforced the exclusion.", false},
	} {
		a := analyse(sentencesOf(tc.text)[0])
		got, any := false, false
		for _, c := range a.clauses {
			for _, x := range c.asserts {
				if x.axis == "disposition" && tc.past {
					continue // "reversed" is the court's own act
				}
				any = true
				got = got || x.past
			}
		}
		if !any || got != tc.past {
			t.Errorf("%q: past %v (assertions found: %v), want %v", tc.text, got, any, tc.past)
		}
	}
}
