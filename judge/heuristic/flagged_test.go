package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestDisclaimerBeforeTheClaim: a statement that the sources do not
// support a point flags the claim right after it when it introduces it
// (a colon) or names its subject; one about something else, or in
// another paragraph, does not.
func TestDisclaimerBeforeTheClaim(t *testing.T) {
	const claim = "Courts in most states enforce a covenant against a departing sales employee for up to two years."
	tests := []struct {
		name, before string
		flagged      bool
	}{
		{"introduced with a colon", "The retrieved sources do not address the next point:", true},
		{"names the claim's subject", "The retrieved sources do not address how long a covenant against a sales employee may run.", true},
		{"about something else", "The retrieved sources do not address choice of law.", false},
		{"in another paragraph", "The retrieved sources do not address the next point:\n\n", false},
		{"no disclaimer", "Restrictive covenants are a frequent subject of litigation.", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			answer := tc.before + " " + claim
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: answer, Claims: []judge.Claim{{ID: "P1", Text: claim}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(a.Unflagged, ",") == ""; got != tc.flagged {
				t.Errorf("flagged = %v, want %v\n%s", got, tc.flagged, a.Reasoning)
			}
		})
	}
}
