package heuristic

import "testing"

// TestHeldWhatTheHoldingContradicts: a proposition that says the court
// held the opposite of its holding is not supported by that court's
// passage, even where the passage words the point in a relative clause
// ("we join the courts that treat oral notice as sufficient") that the
// polarity rules do not read as the court's own statement.
func TestHeldWhatTheHoldingContradicts(t *testing.T) {
	const src = "Ashby Orchards v. Kiln Freight (VLT-1901, VLT-1901#c2, case, court Vt., decided 2024-01-09)"
	const holding = "We hold that oral notice of a defect is sufficient notice under the warranty. The judgment is reversed."
	const excerpt = "[*221]\nWe join the courts that treat oral notice of a defect as sufficient notice. Ashby called Kiln within the week."
	runProbes(t, []probe{
		{name: "held the opposite", source: src, holding: holding, excerpt: excerpt, supports: false, adverse: true, why: "held what its holding contradicts",
			prop: "The Vermont Supreme Court held that oral notice of a defect is not sufficient notice under the warranty."},
		{name: "held as it did", source: src, holding: holding, excerpt: excerpt, supports: true,
			prop: "The Vermont Supreme Court held that oral notice of a defect is sufficient notice."},
	})
}
