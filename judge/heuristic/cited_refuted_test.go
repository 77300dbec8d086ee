package heuristic

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestCitedRefutesClaim: C-008 decides an unflagged claim no offered
// passage supports when the passage the answer cites for it fails it on
// a reliable family (a universal word, a dissent given to the court),
// though another offered passage is one the rules cannot read; a cited
// passage that fails it only on a weak family (a court its source does
// not name, a dropped qualifier), an uncited claim, and a cited chunk
// not among the offered passages leave it undecided. Every citation
// naming nothing in the Vault decides it too.
func TestCitedRefutesClaim(t *testing.T) {
	const (
		claim     = "Every court holds that a landlord who locks out a tenant without notice owes the tenant double rent."
		dissent   = "The court held that a landlord who locks out a tenant without notice owes the tenant double rent."
		mustClaim = "A landlord who locks out a tenant without notice must pay the tenant double rent."
		court     = "The Ninth Circuit held that a landlord who locks out a tenant without notice owes the tenant double rent."
	)
	narrow := judge.ClaimPassage{Chunk: "A#c1", Text: "One trial court held that a landlord who locked out a tenant without notice owed the tenant double rent."}
	dissenting := judge.ClaimPassage{Chunk: "A#c2", Text: "Judge Ames, dissenting, would hold that a landlord who locks out a tenant without notice owes the tenant double rent."}
	mayPay := judge.ClaimPassage{Chunk: "A#c3", Text: "A landlord who locks out a tenant without notice may be ordered to pay the tenant double rent."}
	unnamed := judge.ClaimPassage{Chunk: "A#c4", Text: "The court held that a landlord who locked out a tenant without notice owed the tenant double rent."}
	other := judge.ClaimPassage{Chunk: "B#c1", Text: "Every court agrees that the statute gives a tenant some remedy; the remedies differ from county to county."}
	tests := []struct {
		name, text string
		passages   []judge.ClaimPassage
		cited      []string
		missing    bool
		decided    bool
	}{
		{"cited passage narrower than every court", claim, []judge.ClaimPassage{other, narrow}, []string{"A#c1"}, false, true},
		{"cited dissent given to the court", dissent, []judge.ClaimPassage{other, dissenting}, []string{"A#c2"}, false, true},
		{"uncited, other passage unread", dissent, []judge.ClaimPassage{other, dissenting}, nil, false, false},
		{"cited chunk not offered", dissent, []judge.ClaimPassage{other}, []string{"A#c2"}, false, false},
		{"cited only the unread passage", dissent, []judge.ClaimPassage{other, dissenting}, []string{"B#c1"}, false, false},
		{"a court the source does not name", court, []judge.ClaimPassage{other, unnamed}, []string{"A#c4"}, false, false},
		{"dropped may", mustClaim, []judge.ClaimPassage{other, mayPay}, []string{"A#c3"}, false, false},
		{"cites nothing in the Vault", dissent, []judge.ClaimPassage{other}, nil, true, true},
		{"cites nothing, no decision without the flag", dissent, []judge.ClaimPassage{other}, nil, false, false},
	}
	// One judge for every case as well as a new one each: the judge
	// remembers verdicts across the responses it grades, and the cases
	// differ only in fields a memo key could leave out (Cited,
	// CitesMissing), so a key without them gives one case another's
	// verdict.
	shared := New()
	for _, tc := range tests {
		for _, j := range []judge.Judge{New(), shared} {
			t.Run(tc.name, func(t *testing.T) {
				u := judge.Unit{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: tc.text, Claims: []judge.Claim{{ID: "P0", Text: tc.text, Passages: tc.passages, Cited: tc.cited, CitesMissing: tc.missing}}}
				a, err := j.Assess(context.Background(), u)
				if err != nil {
					t.Fatal(err)
				}
				if strings.Join(a.Unflagged, ",") != "P0" {
					t.Fatalf("unflagged = %v, want [P0]\n%s", a.Unflagged, a.Reasoning)
				}
				if got := !a.IsUndecided(judge.UndecidedUnflagged); got != tc.decided {
					t.Errorf("decided = %v, want %v\n%s", got, tc.decided, a.Reasoning)
				}
			})
		}
	}
}
