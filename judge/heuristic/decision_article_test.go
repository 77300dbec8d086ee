package heuristic

import "testing"

// TestDecisionToldWithAn: "affirmed an order", "reversed an award" tell
// what the court did as "affirmed the order" does; the article before a
// vowel must not hide the account of the decision, so a holding that
// reversed the order is adverse to it. A rule about such orders, with no
// account of this decision, is not.
func TestDecisionToldWithAn(t *testing.T) {
	const src = "Quillon Farms v. Abernath Seed Co. (VLT-4410, VLT-4410#c3, case, court Or. App., decided 2021-06-02)"
	const excerpt = "An order requiring a grower to open its books to a seed supplier must rest on a showing of need. The order requiring Quillon to open its books is reversed."
	const holding = "The order requiring Quillon to open its books is reversed."
	runProbes(t, []probe{
		{name: "affirmed an order against its reversal", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "adverse holding",
			prop: "The court affirmed an order requiring the grower to open its books to the seed supplier."},
		{name: "reversed an order, as held", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court reversed an order requiring the grower to open its books to the seed supplier."},
		{name: "a rule about such orders", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "An order requiring a grower to open its books to a seed supplier must rest on a showing of need."},
	})
}
