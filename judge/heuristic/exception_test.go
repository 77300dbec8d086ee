package heuristic

import "testing"

// TestRuleAgainstOneHolding: a rule cited to a case whose holding goes
// the other way is adverse, except where the rule names that holding as
// its own exception ("courts enforce waivers but refuse to apply them to
// recklessness", cited to the recklessness case) or states only that a
// defense may defeat such a clause (which a holding that this clause
// survived the defense does not deny). A rule that such a clause may be
// enforced, cited to a holding that it is not, stays adverse.
func TestRuleAgainstOneHolding(t *testing.T) {
	const src = "Quade v. Hollin Ski Resorts (VLT-0901, VLT-0901#c2, case, court Vt., decided 2017-12-08)"
	unenforceable := ReadHolding("We hold that the liability waiver is unenforceable as to injuries caused by the resort's reckless grooming.", "").Text()
	enforceable := ReadHolding("We hold that the liability waiver is enforceable.", "").Text()
	const excerpt = "The skier signed the waiver when she bought her season pass. She was hurt on a trail the resort had groomed at night without lights."
	runProbes(t, []probe{
		{name: "the holding named as the rule's exception", prop: "Courts generally enforce ski waivers but refuse to apply them to injuries caused by reckless grooming.",
			excerpt: excerpt, source: src, holding: unenforceable, supports: false},
		{name: "the rule without the exception is adverse", prop: "Courts generally enforce ski waivers.",
			excerpt: excerpt, source: src, holding: unenforceable, adverse: true, why: "adverse holding"},
		{name: "a defense that may defeat a clause", prop: "A liability waiver may be invalidated, like any other contract, on a defense such as fraud.",
			excerpt: excerpt, source: src, holding: enforceable, supports: false},
		{name: "may be enforced, against a holding that it is not", prop: "A ski waiver may be enforced against a season-pass holder.",
			excerpt: excerpt, source: src, holding: unenforceable, adverse: true, why: "adverse holding"},
	})
}
