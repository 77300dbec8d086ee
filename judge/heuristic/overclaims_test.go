package heuristic

import "testing"

// TestSideOfASplitTaken: a passage that reports a split ("some courts
// ..., others ...", "courts are divided") and then states the court's own
// side unqualified supports a proposition giving that side as the
// court's: it drops no qualifier. A proposition giving one side as what
// courts generally do, where the passage only reports the split, still
// drops it.
func TestSideOfASplitTaken(t *testing.T) {
	const split = "Courts are divided on whether an insurer that delays its coverage decision loses the right to deny coverage. " +
		"Some courts treat the delay as a waiver of every defense. Others treat it as a waiver only if the insured relied on it to its detriment. "
	const side = "We agree with the second group. An insurer's delay waives a coverage defense only if the insured relied on the delay to its detriment."
	runProbes(t, []probe{
		{name: "the court's side, stated by the court", source: "Hale v. Northgate Mutual (VLT-0401, VLT-0401#c2, case, court Or., decided 2020-02-03)", prop: "The Supreme Court of Oregon treats an insurer's delay as waiving a coverage defense only if the insured relied on it to its detriment.",
			excerpt: split + side, supports: true, adverse: true},
		{name: "the court's side, negative form", prop: "An insurer's delay does not waive a coverage defense unless the insured relied on the delay to its detriment.",
			excerpt: split + side, supports: true},
		{name: "one side given as the rule, passage only reports the split", prop: "An insurer's delay waives a coverage defense only if the insured relied on the delay to its detriment.",
			excerpt: split, over: true},
		{name: "a recital of facts is not the court's side", prop: "A tenant may assign the lease, so the assignment to the bakery will be honored.",
			excerpt: "Tenants may generally assign a lease, but a court will not honor an assignment that the lease itself forbids. The tenant's lease, signed in Ohio, contained an assignment to the bakery and a clause choosing Ohio law.", over: true},
	})
}

// TestWhetherElsewhereInTheProposition: "whether" in another clause of
// the proposition ("... and a court does not ask whether the landlord
// acted in good faith") does not excuse the clause that restates the
// passage from keeping its condition; a proposition that itself asks
// whether the statement holds asserts nothing to qualify.
func TestWhetherElsewhereInTheProposition(t *testing.T) {
	const excerpt = "Under the Code, a security deposit is refundable to the tenant unless the tenant damaged the unit beyond ordinary wear."
	runProbes(t, []probe{
		{name: "condition dropped, whether in another clause", prop: "Under the Code, a security deposit is refundable to the tenant, and a court does not ask whether the landlord acted in good faith.",
			excerpt: excerpt, over: true, why: "unless"},
		{name: "the proposition asks whether", prop: "Courts differ on whether a security deposit is refundable to the tenant when the unit was damaged.",
			excerpt: "Courts differ on whether a security deposit is refundable to the tenant when the unit was damaged. " + excerpt, supports: true},
	})
}

// TestPermissionKeptAsLet: "let" keeps a passage's "may" as "lets" and
// "allows" do; a proposition that states the permitted act as what
// happens drops it.
func TestPermissionKeptAsLet(t *testing.T) {
	const excerpt = "Under the bylaws, the board may allow a member to vote by proxy at the annual meeting."
	runProbes(t, []probe{
		{name: "let", prop: "Under the bylaws, boards let a member vote by proxy at the annual meeting.", excerpt: excerpt, supports: true},
		{name: "allows", prop: "Under the bylaws, the board allows a member to vote by proxy at the annual meeting.", excerpt: excerpt, supports: true},
		{name: "the permission dropped", prop: "Under the bylaws, a member votes by proxy at the annual meeting.", excerpt: excerpt, over: true, why: "may"},
	})
}
