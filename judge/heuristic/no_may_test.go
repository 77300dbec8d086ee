package heuristic

import "testing"

// TestNoSubjectMayForbids: "No claim ... may be brought after two years"
// forbids the claim; it grants no permission, so a proposition that
// says such a claim is barred drops no "may" (C-007) and is supported. A
// "may" that does grant a permission still binds a proposition that
// turns it into a duty.
func TestNoSubjectMayForbids(t *testing.T) {
	const src = "Wage Payment Act (VLT-1801, VLT-1801#c3, statute, section § 31-60 Time for suit)"
	runProbes(t, []probe{
		{name: "no claim may be brought, restated as barred", source: src, supports: true,
			excerpt: "§ 31-60 Time for suit\nNo claim for unpaid wages may be brought more than two years after the wages fell due.",
			prop:    "The Wage Payment Act bars any claim for unpaid wages brought more than two years after the wages fell due."},
		{name: "a permission turned into a duty", source: src, supports: false, over: true, why: "may",
			excerpt: "§ 31-60 Time for suit\nAn employee may bring a claim for unpaid wages in the county where the work was done.",
			prop:    "An employee must bring a claim for unpaid wages in the county where the work was done."},
	})
}
