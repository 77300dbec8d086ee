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

// TestAdjectiveAfterADeclaringVerb: an adjective after the object of a
// declaring or rendering verb ("the judgment declaring the lease void",
// "rendered the release unenforceable") is a predicate, not an
// attributive adjective, so the holding says what the judgment declared;
// before a noun with no such verb it still presupposes ("a void lease
// cannot be assigned").
func TestAdjectiveAfterADeclaringVerb(t *testing.T) {
	for _, tc := range []struct {
		text string
		want int // sign on the effect axis; 0: none
	}{
		{"The judgment declaring the lease void is affirmed.", -1},
		{"The fraud rendered the release unenforceable.", -1},
		{"A void lease cannot be assigned to a stranger.", 0},
	} {
		a := analyse(sentencesOf(tc.text)[0])
		got := 0
		for _, c := range a.clauses {
			for _, x := range c.asserts {
				if x.axis == "effect" {
					got = x.sign
				}
			}
		}
		if got != tc.want {
			t.Errorf("%q: effect sign %d, want %d", tc.text, got, tc.want)
		}
	}
	const src = "Orsini v. Caldera Leasing (VLT-1101, VLT-1101#c3, case, court Cal. Ct. App., decided 2019-11-20)"
	runProbes(t, []probe{
		{name: "honoured where the judgment declared it void", prop: "A choice-of-law clause in a commercial lease will be honored.",
			excerpt: "The lessee signed the lease in Nevada. The lease chose Nevada law.", source: src,
			holding: ReadHolding("The judgment declaring the choice-of-law clause void is affirmed.", "").Text(), adverse: true, why: "adverse holding"},
	})
}
