package heuristic

import "testing"

// TestNegationInARelativeClause: a negator or negative operator inside a
// relative clause on the subject ("a deed that lacks delivery", "a party
// that does not object") governs that clause, not the main predicate:
// "a party that does not object is bound" asserts being bound. A
// proposition that negates the main predicate itself still clashes.
func TestNegationInARelativeClause(t *testing.T) {
	const bound = "A party that does not object to the arbitrator's appointment before the hearing is bound by the award."
	runProbes(t, []probe{
		{name: "negated relative clause, main predicate kept", prop: "A party that does not object to the arbitrator's appointment before the hearing is bound by the award.", excerpt: bound, supports: true},
		{name: "main predicate negated", prop: "A party that does not object to the arbitrator's appointment before the hearing is not bound by the award.", excerpt: bound, why: "polarity"},
		{name: "negative operator in the relative clause", prop: "A lease that omits the rent term is enforceable once the tenant takes possession.", excerpt: "A lease that omits the rent term is enforceable once the tenant takes possession and pays.", supports: true},
	})
}

// TestExceptionStatedAsItsCase: a proposition that states what a rule's
// exception says of the excepted case ("void ... unless the grantor had
// actual knowledge" → "valid against a grantor who actually knew"),
// with the condition written as a relative clause, does not contradict
// the rule; one that denies the excepted case ("without actual
// knowledge", "regardless of") turns the rule round and is not
// supported; one that states the rule and drops its exception still
// overclaims.
func TestExceptionStatedAsItsCase(t *testing.T) {
	const ex = "Signature and delivery are both conditions of validity, and a deed that lacks either one is void as to the grantee's heirs, unless the grantor had actual knowledge of its recording."
	runProbes(t, []probe{
		{name: "the excepted case stated", prop: "A deed that lacks delivery can still be enforced against a grantor that had actual knowledge of its recording.", excerpt: ex, supports: true},
		{name: "the excepted case stated, valid", prop: "A deed that lacks delivery is valid against a grantor that had actual knowledge of its recording.", excerpt: ex, supports: true},
		{name: "the rule with its exception dropped", prop: "A deed that lacks delivery is void as to the grantee's heirs.", excerpt: ex, over: true},
		{name: "the excepted case denied: without", prop: "A deed that lacks delivery is valid against a grantor without actual knowledge of its recording.", excerpt: ex},
		{name: "the excepted case denied: no", prop: "A deed that lacks delivery is valid even against a grantor who had no actual knowledge of its recording.", excerpt: ex},
		{name: "the excepted case denied: regardless", prop: "A deed that lacks delivery is valid against the grantee's heirs regardless of the grantor's actual knowledge of its recording.", excerpt: ex},
	})
}
