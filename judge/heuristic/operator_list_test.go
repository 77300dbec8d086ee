package heuristic

import "testing"

// TestOperatorList: an operator that ends before a comma does not turn
// round the next act of a list; an operator with its object after the
// comma still reaches it.
func TestOperatorList(t *testing.T) {
	for _, c := range []struct {
		text string
		word string
		sign int
	}{
		{"The panel found the ruling error, reversed the award and remanded.", "reversed", -1},
		{"The panel reversed the award.", "reversed", -1},
		{"The panel found no error and affirmed.", "affirmed", 1},
	} {
		a := analyse(sentence{text: c.text, toks: tokenize(c.text)})
		got, seen := 0, false
		for _, cl := range a.clauses {
			for _, as := range cl.asserts {
				if as.word == c.word {
					got, seen = as.sign, true
				}
			}
		}
		if !seen || got != c.sign {
			t.Errorf("%q: %q sign %d (read %v), want %d", c.text, c.word, got, seen, c.sign)
		}
	}
	runProbes(t, []probe{
		{name: "a list of acts", prop: "The panel found the fee ruling error, reversed the fee award and remanded for a new hearing.",
			excerpt: "The fee ruling was error. The fee award is reversed, and the case is remanded for a new hearing.", supports: true},
	})
}
