package heuristic

import "testing"

// TestShiftedBurdenRestated: a proposition that keeps the first stage of
// a shifting burden and gives the second party the shifted one in plain
// words is undecided, not a swap; one that hands the only burden to the
// second party, or names the stages in the other order, still fails.
func TestShiftedBurdenRestated(t *testing.T) {
	const passage = "The tenant bears the burden of proving that the repair falls within the lease's repair covenant. Once the tenant has done so, the burden shifts to the landlord to prove that a carve-out applies."
	runProbes(t, []probe{
		{name: "both stages restated in order", prop: "The tenant must first show that the repair falls within the repair covenant; the landlord then bears the burden of proving that a carve-out applies.",
			excerpt: passage, why: "the passage shifts the burden to that party"},
		{name: "first stage named first without first", prop: "The tenant must show that the repair falls within the repair covenant, and the landlord then bears the burden of proving that a carve-out applies.",
			excerpt: passage, why: "the passage shifts the burden to that party"},
		{name: "stages in the other order still swapped", prop: "The landlord bears the burden of proving that the repair falls outside the repair covenant, and the tenant must then show that no carve-out applies.",
			excerpt: passage, why: "roles swapped"},
		{name: "only burden handed over still swapped", prop: "The landlord bears the burden of proving that the repair falls within the lease's repair covenant.",
			excerpt: passage, why: "roles swapped"},
	})
}
