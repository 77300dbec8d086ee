package heuristic

import "testing"

// TestSplitDisposition: affirmed as to one claim and reversed as to
// another: a proposition that the court affirmed on both, or affirmed on
// the reversed claim, is adverse; one that it affirmed on the affirmed
// claim, or reversed on the reversed one, is not.
func TestSplitDisposition(t *testing.T) {
	const src = "Brennan Tile v. Osgood Kilns (VLT-3901, VLT-3901#c2, case, court 7th Cir., decided 2022-09-09)"
	const holding = "The judgment is affirmed as to the warranty claim and reversed as to the fraud claim, and the case is remanded for further proceedings on the fraud claim."
	const excerpt = "The warranty claim fails because the disclaimer was conspicuous. The fraud claim is different. " + holding
	runProbes(t, []probe{
		{name: "affirmed on both", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "on the whole",
			prop: "The Seventh Circuit affirmed the judgment for Osgood on both the warranty and the fraud claims."},
		{name: "affirmed on the reversed part", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "other way",
			prop: "The Seventh Circuit affirmed the judgment for Osgood on the fraud claim."},
		{name: "affirmed on the affirmed part", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The Seventh Circuit affirmed the judgment for Osgood on the warranty claim."},
		{name: "both parts told as they were", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The judgment was affirmed on the warranty claim and reversed on the fraud claim, which went back for further proceedings."},
		{name: "reversed on the reversed part", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The Seventh Circuit reversed the judgment on the fraud claim and remanded."},
	})
}
