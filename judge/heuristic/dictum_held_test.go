package heuristic

import "testing"

// TestDictumStatedAsHeld: a sentence the court follows with "We need not
// decide the point" is not held; a proposition that the court held it
// over-claims. A holding the court did decide, told as held, does not.
func TestDictumStatedAsHeld(t *testing.T) {
	const src = "Merrow Dairy v. Castine Freight (VLT-9970, VLT-9970#c2, case, court D. Vt., decided 2024-04-11)"
	const excerpt = "Castine's late delivery of the milk breached the contract. Had the contract fixed no delivery hour, a delivery on the following morning would have been timely. We need not decide the point."
	const holding = "Castine's late delivery of the milk breached the contract. Merrow's motion for summary judgment on liability is granted."
	runProbes(t, []probe{
		{name: "the dictum as held", source: src, excerpt: excerpt, holding: holding, over: true, why: "left undecided",
			prop: "The court held that, had the contract fixed no delivery hour, a delivery on the following morning would have been timely."},
		{name: "what was decided", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court held that Castine's late delivery of the milk breached the contract."},
	})
}
