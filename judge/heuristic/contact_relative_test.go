package heuristic

import "testing"

// TestContactRelative: a modal in a relative clause without "that" on a
// negated noun is given no reading; a negated subject still forbids.
func TestContactRelative(t *testing.T) {
	for _, c := range []struct {
		text string
		verb string
		sign int // 0: no reading
	}{
		{"The buyer gets no title it can pass on to a lender.", "pass", 0},
		{"No tenant can sublet the unit.", "sublet", -1},
		{"The tenant can sublet the unit.", "sublet", 1},
	} {
		got := modalVerbs(tokenize(c.text))[stem(c.verb)]
		if got != c.sign {
			t.Errorf("%q: %q sign %d, want %d", c.text, c.verb, got, c.sign)
		}
	}
	runProbes(t, []probe{
		{name: "that left out", prop: "Where the deed is void, the buyer gets no title it can pass on to a lender.",
			excerpt: "Where the deed is void, the buyer gets no title that it can pass on to a lender.", supports: true},
	})
}
