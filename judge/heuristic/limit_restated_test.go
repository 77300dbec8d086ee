package heuristic

import "testing"

// TestLimitOnTheStatementRestated: a statute or holding that limits the
// very statement a proposition makes ("is void to the extent of the
// landlord's negligence", "is enforceable subject to ...") is
// over-claimed by a proposition that makes the statement in its own
// words and keeps no word of the limit, however it renames the parties
// or drops the examples: the shared predicate binds the limit, not the
// shared wording. A proposition that keeps the limit, or makes another
// statement than the limited one, is not touched.
func TestLimitOnTheStatementRestated(t *testing.T) {
	const lease = "Landlord and Tenant Act (VLT-1301, VLT-1301#c2, statute, section § 8-114 Exculpatory clauses)"
	const leaseText = "§ 8-114 Exculpatory clauses\nA provision in a residential lease that requires the lessee to indemnify the lessor against liability for personal injury or loss of property caused by the negligence of the lessor is void and unenforceable to the extent of the lessor's negligence."
	const wage = "Wage Payment Act (VLT-1302, VLT-1302#c5, statute, section § 31-44 Deductions)"
	const wageText = "§ 31-44 Deductions\nA deduction from an employee's final wages for damage to the employer's equipment is lawful subject to the employee's prior written consent."
	runProbes(t, []probe{
		{name: "void, where the act voids it only to the extent of the negligence", source: lease, excerpt: leaseText, supports: false, over: true, why: "to the extent of",
			prop: "Any clause in a residential lease requiring a tenant to indemnify the landlord for the landlord's own negligence is void."},
		{name: "the limit kept", source: lease, excerpt: leaseText, supports: true,
			prop: "A residential lease clause requiring the lessee to indemnify the lessor for injury or loss of property caused by the lessor's negligence is void to the extent of the lessor's negligence."},
		{name: "lawful, where the act makes it lawful subject to consent", source: wage, excerpt: wageText, supports: false, over: true, why: "subject to",
			prop: "An employer's deduction from a worker's final wages for damage to its equipment is lawful."},
		{name: "lawful with the consent kept", source: wage, excerpt: wageText, supports: true,
			prop: "A deduction from an employee's final wages for damage to the employer's equipment is lawful, subject to the employee's prior written consent."},
	})
}
