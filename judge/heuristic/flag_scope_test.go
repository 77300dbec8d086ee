package heuristic

import (
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestFlagInAnotherParagraphNamesTheClaim: a flag in the next paragraph
// flags the claim before it only when most of what it is about is the
// claim's; sharing a compound term ("trade secret") with a flag about
// something else (how a claim ended) flags nothing.
func TestFlagInAnotherParagraphNamesTheClaim(t *testing.T) {
	const claim = "A lapsed repair covenant does not by itself end the landlord's duty to keep the roof sound."
	for _, c := range []struct {
		name, flag string
		flagged    bool
	}{
		{"names the claim's subject", "The retrieved sources do not say whether a lapsed repair covenant ends the landlord's roof duty.", true},
		{"shares a term, about something else", "The retrieved sources do not say how the roof repair claim was finally resolved.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			answer := claim + "\n\n" + c.flag
			if got := flaggedNext(judge.Claim{ID: "P1", Text: claim, Next: c.flag}, answer); got != c.flagged {
				t.Errorf("flagged = %v, want %v", got, c.flagged)
			}
		})
	}
}
