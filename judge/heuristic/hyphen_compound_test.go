package heuristic

import "testing"

// TestHyphenCompoundNegator: a negator hyphen-joined to a word the axes
// do not read opens a compound noun and negates no later predicate;
// joined to a polar word it negates that word; written apart it still
// negates what follows.
func TestHyphenCompoundNegator(t *testing.T) {
	for _, c := range []struct {
		text string
		at   int // index of the negator token
		want bool
	}{
		{"the no-fault award", 1, true},
		{"her not-guilty plea", 1, true},
		{"a no-waiver clause", 1, true},
		{"no waiver clause", 0, false},
		{"was not affirmed", 1, false},
		{"a no-harm finding", 1, false}, // "harm" is polar: the negator is spent on it
	} {
		toks := tokenize(c.text)
		if got := compoundNegator(toks, c.at); got != c.want {
			t.Errorf("%q at %d: compound %v, want %v", c.text, c.at, got, c.want)
		}
	}
	runProbes(t, []probe{
		{name: "a no-delay finding upheld is not a denial", prop: "The jury's no-delay finding was upheld on appeal.",
			excerpt: "The jury found that the carrier gave notice without delay, and on appeal that finding was upheld.", supports: true},
		{name: "a no-harm finding against no harm agrees", prop: "The jury's no-harm finding was upheld on appeal.",
			excerpt: "The jury found that the late notice caused the carrier no harm, and on appeal that finding was upheld.", supports: true},
		{name: "upheld against not affirmed still clashes", prop: "The jury's delay finding was upheld on appeal.",
			excerpt: "The jury's delay finding was not upheld on appeal.", why: "polarity"},
	})
}
