package heuristic

import "testing"

// TestLegalAssertionWords: conclusions about privilege, waiver,
// admissibility and assignability state law (26.41-s); a sentence of
// plain fact does not.
func TestLegalAssertionWords(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"The manager's testimony has already waived the privilege over the adviser's letters.", true},
		{"The letters are privileged and need not be produced.", true},
		{"The draft is admissible to show what the parties meant.", true},
		{"The license is not assignable without the owner's consent.", true},
		{"The manager met the adviser twice in March and took notes.", false},
	} {
		if got := legalAssertion.MatchString(c.text); got != c.want {
			t.Errorf("%q: legal assertion %v, want %v", c.text, got, c.want)
		}
	}
}
