package heuristic

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestSourcesSilentFlag: "nothing retrieved addresses ..." and its kin
// are flags, not claims of law; a sentence that merely mentions the Vault
// while stating law is still a claim.
func TestSourcesSilentFlag(t *testing.T) {
	for _, c := range []struct {
		claim   string
		flagged bool
	}{
		{"**Gap.** Nothing retrieved addresses how a court would treat advice shared with the insurer under the lease.", true},
		{"Nothing in the retrieved documents says whether the landlord must mitigate its damages.", true},
		{"The retrieved sources say nothing about whether a guarantor is released by the extension.", true},
		{"None of the retrieved passages decides whether the notice had to be in writing.", true},
		// Near misses: law stated as fact.
		{"A guarantor remains liable under the contract after any extension the landlord grants without its consent.", false},
		{"Nothing in the lease prevents the landlord from assigning its rights under the guaranty.", false},
	} {
		t.Run(c.claim, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c.claim, Claims: []judge.Claim{{ID: "P1", Text: c.claim}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(a.Unflagged) == 0; got != c.flagged {
				t.Errorf("flagged = %v, want %v\n%s", got, c.flagged, a.Reasoning)
			}
		})
	}
}

// TestLeadInSummarises: a summing-up lead-in ("In short: ...") is read
// against the cited sentences after it, in its paragraph or the next
// ones; one that says more than they do, or a plain uncited sentence,
// is still a claim.
func TestLeadInSummarises(t *testing.T) {
	const cited = "\n\nA guarantor is no longer liable under the contract once the landlord extends it without the guarantor's consent. Orwell Realty v. Tamsin Foods, 12 N.E.3d 40, 41 (Mass. 2021).\n\nA guarantor who consented to the extension in advance remains liable. Id. at 42."
	for _, c := range []struct {
		name, claim string
		flagged     bool
	}{
		{"sums up the cited sentences", "In short: a guarantor is no longer liable under the contract once the landlord extends it without the guarantor's consent.", true},
		// Near misses.
		{"says more than they do", "In short: a guarantor is no longer liable under the contract whenever the landlord changes any of its terms, and the tenant is not liable either.", false},
		{"no lead-in", "A guarantor is no longer liable under the contract whenever the landlord changes any of its terms, and the tenant is not liable either.", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: c.claim + cited, Claims: []judge.Claim{{ID: "P1", Text: c.claim}}}
			a, err := New().Assess(context.Background(), u)
			if err != nil {
				t.Fatal(err)
			}
			if got := len(a.Unflagged) == 0; got != c.flagged {
				t.Errorf("flagged = %v, want %v\n%s", got, c.flagged, a.Reasoning)
			}
		})
	}
}

// TestRejoinPins: a pin cut at "p." is read with its sentence.
func TestRejoinPins(t *testing.T) {
	got := rejoinPins([]string{"The remedy is damages [AS-1, p.", "302].", "Next sentence."})
	if len(got) != 2 || got[0] != "The remedy is damages [AS-1, p. 302]." {
		t.Errorf("rejoinPins = %q", got)
	}
}
