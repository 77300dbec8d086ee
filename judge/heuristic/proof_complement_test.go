package heuristic

import "testing"

// TestProofComplementAgainstHolding: a rule saying who must show that a
// refusal was unreasonable is not contradicted by a holding that the
// refusal was reasonable (C-004); a proposition saying the refusal was
// unreasonable still is.
func TestProofComplementAgainstHolding(t *testing.T) {
	const src = "Penrick Foods v. Galloway Storage (VLT-7012, VLT-7012#c3, case, court Ill. App., decided 2022-11-17)"
	const excerpt = "The tenant bears the burden of showing that the landlord's refusal of consent was unreasonable. The landlord's refusal of consent was reasonable because the proposed subtenant could not insure the goods."
	const holding = "The landlord's refusal of consent was reasonable because the proposed subtenant could not insure the goods."
	runProbes(t, []probe{
		{name: "the burden of showing", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The tenant bears the burden of showing that the landlord's refusal of consent was unreasonable."},
		{name: "must prove", source: src, excerpt: "A tenant must prove that the landlord's refusal of consent was unreasonable. The landlord's refusal of consent was reasonable because the proposed subtenant could not insure the goods.", holding: holding, supports: true,
			prop: "A tenant must prove that the landlord's refusal of consent was unreasonable."},
		{name: "the refusal said unreasonable", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "adverse holding",
			prop: "The court held that the landlord's refusal of consent was unreasonable."},
	})
}
