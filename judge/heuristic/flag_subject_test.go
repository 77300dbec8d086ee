package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestFlagInAnotherParagraphNamesItsSubject: a statement in the next
// paragraph that the sources fall short flags a claim only when its
// subject names what the claim is about; the words the statement is made
// of ("do not address") are no such subject, so "not" shared with a
// negative claim flags nothing.
func TestFlagInAnotherParagraphNamesItsSubject(t *testing.T) {
	const claim = "A landlord's notice of default is not enforceable unless it is sent by certified mail to the tenant."
	tests := []struct {
		name, after string
		flagged     bool
	}{
		{"another subject, sharing only the flag's words", "\n\nThe retrieved sources do not address certified letters to guarantors abroad.", false},
		{"the claim's subject", "\n\nThe retrieved sources do not address whether a notice of default must be sent by certified mail.", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			answer := claim + tc.after
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
