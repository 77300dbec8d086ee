package heuristic

import "testing"

// TestNegatedSubjectNegatesPredicate: "no notice was given" restates a
// passage saying notice "was never given" and clashes with one saying
// it was given.
func TestNegatedSubjectNegatesPredicate(t *testing.T) {
	const never = "The tenant's repair request went unanswered because the written notice the lease requires was never given, so the deposit is owed."
	const given = "The tenant's repair request went unanswered although the written notice the lease requires was given, so the deposit is owed."
	runProbes(t, []probe{
		{name: "restates never", prop: "The deposit is owed because no written notice was given.", excerpt: never, supports: true},
		{name: "clashes with given", prop: "The repair request went unanswered although no written notice the lease requires was given, so the deposit is owed.", excerpt: given, supports: false, why: `"given"`},
		{name: "an object's negator", prop: "Enforcing the clause where the breach caused no loss would award the landlord a sum for nothing.",
			excerpt: "Where the breach caused no loss at all, enforcing the clause would award the landlord a sum for nothing, which is a penalty.", supports: true},
		{name: "no later than is no negation", prop: "The written notice the lease requires was given no later than the repair request, so the deposit is owed.", excerpt: given, supports: true},
	})
}
