package heuristic

import (
	"strings"
	"testing"
)

// TestWhetherClause: the words of a "whether" question are marked up to
// the end of its clause; "whether or not" marks nothing.
func TestWhetherClause(t *testing.T) {
	for _, c := range []struct {
		text, want string // want: the marked words, space-joined
	}{
		{"Whether a sign in the window invites entry turns on the lighting.", "a sign in the window invites entry turns on the lighting"},
		{"The judge asked whether the lease ran, and it did.", "the lease ran"},
		{"The lease binds whether or not the tenant read it.", ""},
		{"The lease binds the tenant.", ""},
	} {
		toks := tokenize(c.text)
		q := inWhetherClause(toks)
		var got []string
		for i, tk := range toks {
			if q != nil && q[i] {
				got = append(got, tk.low)
			}
		}
		if g := strings.Join(got, " "); g != c.want {
			t.Errorf("%q: marked %q, want %q", c.text, g, c.want)
		}
	}
}

// TestWhetherQuestionClash: a proposition whose clashing word stands in
// a "whether" question is undecided, not a fail; the same word asserted
// outside a question still fails.
func TestWhetherQuestionClash(t *testing.T) {
	const passage = "A sign that can be read from the street does not invite entry onto the lot."
	runProbes(t, []probe{
		{name: "the question named, not answered", prop: "The court said that whether a sign read from the street invites entry onto the lot depends on its wording.",
			excerpt: passage, why: `stands in a "whether" question`},
		{name: "the word asserted still fails", prop: "A sign that can be read from the street invites entry onto the lot.",
			excerpt: passage, why: "polarity"},
	})
}
