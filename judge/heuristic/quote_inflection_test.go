package heuristic

import (
	"slices"
	"testing"
)

// TestQuoteInflection: a quotation that differs from the passage only in
// one word's ending is undecided, not a missing quotation; one whose
// words differ otherwise still fails.
func TestQuoteInflection(t *testing.T) {
	for _, c := range []struct {
		q, variant string
		want       bool
	}{
		{"bears on", "bear on", true},
		{"bear on", "bears on", true},
		{"was waived", "was waive", true},
		{"a lease", "a leases", true},
		{"it is", "it iss", false}, // two-letter words keep their form
	} {
		if got := slices.Contains(inflectionVariants(c.q), c.variant); got != c.want {
			t.Errorf("%q: variant %q listed %v, want %v", c.q, c.variant, got, c.want)
		}
	}
	const passage = `The words "bear on" have limits; a lease term that does not bear on the dispute is not read into it.`
	runProbes(t, []probe{
		{name: "one ending changed", prop: `Whether a lease term "bears on" the dispute decides whether it is read into it.`,
			excerpt: passage, why: "one word's ending differs"},
		{name: "other words still fail", prop: `A lease term that "touches upon" the dispute is read into it.`,
			excerpt: passage, why: "do not occur in the passage"},
	})
}
