package heuristic

import "testing"

// TestSwappedNumbered: what the passage says of one numbered item ("the
// ninety-day window") given to another of the same kind ("the thirty-day
// window") is undecided; the same thing said of the right item, a
// passage that says it of both, and two items told apart rightly pass
// (invented passages).
func TestSwappedNumbered(t *testing.T) {
	const excerpt = "A buyer must give notice of a defect within the thirty-day window after delivery. The ninety-day window is a grace period for cure and runs from the seller's receipt of the notice."
	runProbes(t, []probe{
		{name: "the items swapped", prop: "The thirty-day window is a grace period for cure and runs from the seller's receipt of the notice.", excerpt: excerpt, supports: false, why: "what the passage says of"},
		{name: "near-miss: the right item", prop: "The ninety-day window is a grace period for cure and runs from the seller's receipt of the notice.", excerpt: excerpt, supports: true},
		{name: "near-miss: said of both", prop: "The thirty-day window is a grace period for cure.",
			excerpt: "The thirty-day window is a grace period for cure. The ninety-day window is a grace period for cure as well.", supports: true},
		{name: "near-miss: both told rightly", prop: "A buyer must give notice of a defect within the thirty-day window after delivery, and the ninety-day window is a grace period for cure.", excerpt: excerpt, supports: true},
	})
}
