package heuristic

import "testing"

// TestRatherThanNegates: "shown rather than presumed" and "shown instead
// of presumed" deny the presumption as "shown, not presumed" does, so a
// proposition in either form agrees with the passage; "rather" alone
// negates nothing.
func TestRatherThanNegates(t *testing.T) {
	signOf := func(s, word string) int {
		a := analyse(sentencesOf(s)[0])
		for _, c := range a.clauses {
			for _, x := range c.asserts {
				if x.word == word {
					return x.sign
				}
			}
		}
		return 0
	}
	for _, tc := range []struct {
		s    string
		want int
	}{
		{"Irreparable harm must be shown, not presumed.", -1},
		{"Irreparable harm had to be shown rather than presumed.", -1},
		{"Irreparable harm had to be shown instead of presumed.", -1},
		{"Irreparable harm is rather presumed.", 1},
	} {
		if got := signOf(tc.s, "presumed"); got != tc.want {
			t.Errorf("%q: sign of presumed = %d, want %d", tc.s, got, tc.want)
		}
	}
}
