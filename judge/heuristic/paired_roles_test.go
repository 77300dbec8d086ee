package heuristic

import "testing"

// TestPairedPartyRoles: the law names many pairs of parties by one stem
// with -or and -ee (mortgagor and mortgagee, assignor and assignee,
// bailor and bailee, promisor and promisee), not only the pairs the role
// table lists. A proposition that gives the burden or the motion to the
// other party of such a pair swaps the roles; one that keeps them is
// supported.
func TestPairedPartyRoles(t *testing.T) {
	const burden = "In a foreclosure action the mortgagee bears the burden of proving that the borrower defaulted and that notice was given."
	const moved = "The assignee moved for summary judgment on the ground that the assignment transferred every claim under the note."
	runProbes(t, []probe{
		{name: "burden kept", prop: "In a foreclosure action the mortgagee bears the burden of proving that the borrower defaulted and that notice was given.", excerpt: burden, supports: true},
		{name: "burden given to the mortgagor", prop: "In a foreclosure action the mortgagor bears the burden of proving that the borrower defaulted and that notice was given.", excerpt: burden, why: "mortgagor"},
		{name: "motion kept", prop: "The assignee moved for summary judgment on the ground that the assignment transferred every claim under the note.", excerpt: moved, supports: true},
		{name: "motion given to the assignor", prop: "The assignor moved for summary judgment on the ground that the assignment transferred every claim under the note.", excerpt: moved, why: "assignor"},
		{name: "a committee is no party of a pair", prop: "The committee moved for summary judgment on the ground that the assignment transferred every claim under the note.", excerpt: "The committee moved for summary judgment on the ground that the assignment transferred every claim under the note.", supports: true},
	})
}

// TestDutyOwedByWhichParty: the party that owes a duty to act for the
// other ("the insurer must defend", "the bailee owes", "the seller has a
// duty to deliver") is a role: a proposition that puts the duty on the
// other party of the pair swaps it; one that keeps it does not.
func TestDutyOwedByWhichParty(t *testing.T) {
	const defend = "When a complaint includes at least one claim potentially covered, the insurer must defend the entire action, because covered and uncovered claims usually cannot be separated at the outset."
	const bailment = "Under a bailment for hire the bailee owes ordinary care to the goods and must return them on demand."
	runProbes(t, []probe{
		{name: "duty kept", prop: "When a complaint includes at least one claim potentially covered, the insurer must generally defend the entire action.", excerpt: defend, supports: true},
		{name: "duty put on the insured", prop: "When a complaint includes at least one claim potentially covered, the insured must generally defend the entire action.", excerpt: defend, why: "owes the duty"},
		{name: "bailee's care kept", prop: "Under a bailment for hire the bailee owes ordinary care to the goods and must return them on demand.", excerpt: bailment, supports: true},
		{name: "bailee's care put on the bailor", prop: "Under a bailment for hire the bailor owes ordinary care to the goods and must return them on demand.", excerpt: bailment, why: "owes the duty"},
	})
}
