package heuristic

import "testing"

// TestQualifierKeptInItsOwnClause: a proviso restated with its
// "provided" in another clause of the proposition than the one restating
// the rule keeps it; the same proposition without the proviso's clause
// drops it, and one restating the proviso's words without a connective
// of its class does not keep it either.
func TestQualifierKeptInItsOwnClause(t *testing.T) {
	const src = "Tamsin Freight v. Orrell Leasing (VLT-3501, VLT-3501#c2, case, court Pa., decided 2021-03-02)"
	const excerpt = "Early-return charges in truck leases are usually enforced as liquidated damages, provided that the lessor's charge tracks the rent it actually loses."
	const holding = "We hold that Orrell's early-return charge is enforceable. The judgment is affirmed."
	runProbes(t, []probe{
		{name: "the proviso in a clause of its own", source: src, excerpt: excerpt, holding: holding,
			prop: "Early-return charges in truck leases are usually enforced as liquidated damages: charging the rest of the term at once is not a penalty, provided that the lessor's charge tracks the rent it actually loses.", supports: true},
		{name: "the proviso's words without its connective", source: src, excerpt: excerpt, holding: holding,
			prop: "Early-return charges in truck leases are usually enforced as liquidated damages: charging the rest of the term at once is not a penalty, and the lessor's charge tracks the rent it actually loses.", over: true, why: "provided"},
		{name: "the proviso dropped", source: src, excerpt: excerpt, holding: holding,
			prop: "Early-return charges in truck leases are usually enforced as liquidated damages: charging the rest of the term at once is not a penalty.", over: true, why: "provided"},
	})
}
