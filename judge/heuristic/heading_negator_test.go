package heuristic

import "testing"

// TestHeadingNegator: a negator in a heading run into its sentence does
// not turn round the dispositions after the heading's full stop; one in
// the same sentence still does.
func TestHeadingNegator(t *testing.T) {
	for _, c := range []struct {
		text  string
		signs []int // of the disposition words, in order
	}{
		{"**A split result, not a clean one.** The panel affirmed the verdict on breach but reversed the fee award.", []int{1, -1}},
		{"The panel did not affirm the fee award.", []int{-1}},
		{"Not a clean result: the panel affirmed the verdict on breach and reversed the fee award.", []int{1, -1}},
		{"The panel affirmed the verdict on breach.", []int{1}},
	} {
		toks := tokenize(c.text)
		a := analyse(sentence{text: c.text, toks: toks})
		var got []int
		for ci := range a.clauses {
			for _, p := range clauseParts(&a.clauses[ci]) {
				got = append(got, p.sign)
			}
		}
		if len(got) != len(c.signs) {
			t.Errorf("%q: signs %v, want %v", c.text, got, c.signs)
			continue
		}
		for i := range got {
			if got[i] != c.signs[i] {
				t.Errorf("%q: signs %v, want %v", c.text, got, c.signs)
				break
			}
		}
	}
	const holding = "We affirm the judgment as to breach of the lease, reverse the award of fees, and remand for the trial court to set costs."
	runProbes(t, []probe{
		{name: "heading negator does not reverse the account", prop: "**A split result, not a clean one.** The panel affirmed the judgment on breach of the lease and reversed the award of fees.",
			excerpt: "The result on appeal was split and not a clean one. " + holding, holding: holding, supports: true},
		{name: "the parts swapped still adverse", prop: "The panel affirmed the award of fees and reversed the judgment on breach of the lease.",
			excerpt: holding, holding: holding, adverse: true, why: splitDispositionMark},
	})
}
