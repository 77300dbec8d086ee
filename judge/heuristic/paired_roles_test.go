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
