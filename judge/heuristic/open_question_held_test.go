package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestRemandedQuestionBackshiftAndAside: a holding that vacates and
// declines a question whose subject is set off by a short aside
// ("whether the petition, so read, states ..."), and a proposition that
// says the court held the answer in a pluperfect of reported speech
// ("held that the growers had stated ..."): adverse holding is undecided.
// A pluperfect that tells the history, and a holding on another point in
// one of the question's words, are not read so.
func TestRemandedQuestionBackshiftAndAside(t *testing.T) {
	const src = "Ostrander Orchards v. Calloway Cold Storage (VLT-7420, VLT-7420#c3, case, court 8th Cir., decided 2023-02-14)"
	const excerpt = "[*88]\nThe district court read each count alone and never asked what the counts showed together. That was error."
	const holding = "The judgment is vacated and the case is remanded for the trial court to weigh the counts together. We express no view on whether the petition, so read, states a timely claim for rescission."
	runUndecidedAdverseRule(t, src, excerpt, "for the remand or declines it", []holdingProbe{
		{"held, pluperfect, past the aside", "The Eighth Circuit held that the growers had stated a timely claim for rescission, and it reinstated their counts.", holding, true},
		{"held, present tense, past the aside", "The Eighth Circuit held that the petition states a timely claim for rescission.", holding, true},
		{"the history in a pluperfect", "The growers had stated a timely claim for rescission before the Eighth Circuit ruled, the court held.", holding, false},
		{"another point in one of its words", "The Eighth Circuit held that the trial court must weigh the counts together on any claim.", holding, false},
	})
}

// TestQuestionLeftForAnotherDayStatedAsHeld: a passage sentence that
// asks "whether ..." and leaves it "for another day", and a proposition
// stating the answer as the court's: support and over-claim are
// undecided, never a pass. One that keeps the question ("whether") is
// not.
func TestQuestionLeftForAnotherDayStatedAsHeld(t *testing.T) {
	const src = "Halloran Feed v. Brisco Grain (VLT-7421, VLT-7421#c2, case, court Iowa, decided 2021-06-01)"
	const excerpt = "[*310]\nBrisco rejected the corn nine days after delivery, outside the window the contract set. Whether a buyer who rejects late can still recover its storage costs is a question we leave for another day. The judgment for Halloran is affirmed."
	runUndecidedOverclaimRule(t, src, excerpt, "leaves the question open", []ruleProbe{
		{"the answer stated as held", "A buyer who rejects late can still recover its storage costs; the Iowa court so held.", true},
		{"the question kept", "Whether a buyer who rejects late can still recover its storage costs is, the Iowa court said, a question for another day.", false},
	})
}

// TestAdverseHoldingAlsoOverclaims: a proposition the rules find adverse
// (it says the court affirmed what it reversed) that also states as held
// the answer the holding withholds ("we express no view on which
// sanction is fitting") over-claims, undecided; one that answers no
// withheld question is adverse alone.
func TestAdverseHoldingAlsoOverclaims(t *testing.T) {
	const src = "Pell Ledger Co. v. Marsh Archives (VLT-7422, VLT-7422#c4, case, court Conn. App. Ct., decided 2022-09-09)"
	const excerpt = "[*657]\nThe trial court struck the answer without asking whether a lesser measure would cure the loss of the ledgers."
	const holding = "The order striking the answer is reversed, and the case is remanded for the trial court to choose a lesser sanction. We express no view on which sanction is fitting."
	const marker = "declined to decide"
	cases := []struct {
		name, prop string
		fires      bool
	}{
		{"the withheld answer as held", "The court held that the fitting sanction is a monetary fine, and it affirmed the order striking the answer.", true},
		{"adverse alone", "The court affirmed the order striking the answer.", false},
	}
	j := NewAt(alignedPoint)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: tc.prop, Source: src, Excerpt: excerpt, Holding: holding}
			a, err := j.Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if !a.Adverse {
				t.Fatalf("adverse = false, want the affirmance against the reversal found\n%s", a.Reasoning)
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
