package heuristic

import "testing"

// TestNegationPastAnAside: a negator followed by an aside set off by
// commas ("is not, by itself, enough", "was not, standing alone,
// sufficient") still governs the predicate after the aside; what a thing
// does not suffice to bring about ("not enough to make the waiver void")
// is asserted neither way, so it is not adverse to a holding that the
// waiver is valid.
func TestNegationPastAnAside(t *testing.T) {
	for _, tc := range []struct {
		text string
		axis string
		sign int
	}{
		{"A late notice is not, by itself, sufficient to defeat coverage.", "sufficient", -1},
		{"The lessor's silence was not, standing alone, adequate to support the promise.", "sufficient", -1},
		{"The lessor's silence was not adequate, and the lease is void.", "effect", -1},
	} {
		a := analyse(sentencesOf(tc.text)[0])
		found := false
		for _, c := range a.clauses {
			for _, x := range c.asserts {
				if x.axis == tc.axis && x.sign == tc.sign {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%q: no %s %+d assertion in %+v", tc.text, tc.axis, tc.sign, a.clauses)
		}
	}
	const src = "Dunmore v. Hatchard Storage (VLT-0601, VLT-0601#c2, case, court Minn., decided 2018-04-11)"
	holding := ReadHolding("We hold that the release of claims is enforceable against the depositor.", "").Text()
	runProbes(t, []probe{
		{name: "not, by itself, enough to make it void", prop: "A printed form is not, by itself, enough to make a release of claims unenforceable.",
			excerpt: "That the release was printed on a form is not, by itself, enough to make a release of claims unenforceable.", source: src, holding: holding, supports: true},
		{name: "a flat contrary statement is still adverse", prop: "A release of claims printed on a form is unenforceable.",
			excerpt: "That the release was printed on a form does not make a release of claims unenforceable.", source: src, holding: holding, adverse: true, why: "adverse holding"},
	})
}
