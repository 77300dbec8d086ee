package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestHeldWhatWasLeftOpen: a court that says it does not decide a
// question ("when the buyer's claim accrued") and remands has given no
// answer to it; a proposition saying it held the answer in words of its
// own ("the claim was timely") shares the question's words but not its
// predicate, so the rules cannot tell it from something the court did
// decide. It is left for a person to read on support, holding and
// calibration, never passed. A proposition that says the question was
// left open, tells what a party did, or states a holding on something
// else is not touched.
func TestHeldWhatWasLeftOpen(t *testing.T) {
	const src = "Quarrier v. Ledbetter Homes (VLT-1101, VLT-1101#c3, case, court Ohio, decided 2022-10-04)"
	const holding = "A jury could find either way, and we do not decide when the buyer's fraud claim accrued. The judgment is reversed, and the case is remanded for trial."
	const excerpt = "[*88]\nThe discovery rule applies to latent defects in a house. Ledbetter points to a 2016 survey noting a damp basement. The buyer's surveyor says damp basements are common in sound houses and would not have alerted a buyer to a cracked footing.\n\n" + holding
	const open = "the source declined to decide"
	probes := []struct {
		name, prop string
		flagged    bool
		// decided: the proposition's predicate is one the rules read on
		// an axis the holding left open, so it is decided as stating
		// what the court did not decide (adverse and over-claiming).
		decided bool
	}{
		{"an answer to the open question, as held", "The Ohio Supreme Court held that the buyer's fraud claim was timely, because a damp basement would not have alerted a buyer to a cracked footing.", false, true},
		{"the other answer, as held", "The court held that the buyer's fraud claim was time-barred.", true, false},
		{"said to be left open", "The court did not decide when the buyer's fraud claim accrued and remanded for trial.", false, false},
		{"what a party did", "The court held that Ledbetter had pointed to the survey before the buyer's fraud claim accrued.", false, false},
		{"a holding on something else", "The court held that the discovery rule applies to latent defects in a house.", false, false},
		{"an answer stated as a rule with a modal, and a reversal", "The court held that a buyer may recover on a fraud claim that accrued when the survey was delivered, and it reversed.", false, true},
		{"the remand told", "The court vacated the judgment and remanded for a trial on when the buyer's fraud claim accrued.", false, false},
	}
	j := NewAt(alignedPoint)
	for _, p := range probes {
		t.Run(p.name, func(t *testing.T) {
			a, err := j.Assess(context.Background(), judge.Unit{Kind: judge.UnitCitation, ID: "P1/C1", Proposition: p.prop, Excerpt: excerpt, Source: src, Holding: holding})
			if err != nil {
				t.Fatal(err)
			}
			if p.decided {
				if !strings.Contains(a.Reasoning, "the source decided nothing on this") || !a.Adverse || !a.Overclaims || len(a.Undecided) > 0 && strings.Contains(strings.Join(a.Undecided, ","), judge.UndecidedAdverse) {
					t.Fatalf("not decided as stating what was left open: adverse %v over %v undecided %v\n%s", a.Adverse, a.Overclaims, a.Undecided, a.Reasoning)
				}
				return
			}
			got := strings.Contains(a.Reasoning, open)
			if got != p.flagged {
				t.Fatalf("left-open question flagged = %v, want %v\n%s", got, p.flagged, a.Reasoning)
			}
			if p.flagged {
				und := strings.Join(a.Undecided, ",")
				for _, part := range []string{judge.UndecidedSupports, judge.UndecidedAdverse, judge.UndecidedOverclaims} {
					if !strings.Contains(und, part) {
						t.Errorf("%s not left undecided (undecided: %s)\n%s", part, und, a.Reasoning)
					}
				}
			}
		})
	}
}
