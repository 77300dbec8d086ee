package heuristic

import "testing"

// TestEllipticDenial: a passage sentence that asserts a predicate of one
// subject and denies it of another with a bare auxiliary ("...; a
// rental under thirty days is not.") supports a proposition restating
// the denial in full; one that denies the predicate of the asserted
// subject still clashes.
func TestEllipticDenial(t *testing.T) {
	const src = "Coastal Lodging Tax Act (VLT-6630, VLT-6630#c4, statute)"
	const excerpt = "§ 4. Taxable stays.\nStays in a furnished dwelling are taxable occupancies when they last thirty consecutive nights or more, counted from check-in; a stay booked for a single weekend is not."
	runValueRule(t, src, excerpt, "where the source says it did", []valueProbe{
		{"the denial restated", "A furnished stay becomes taxable once it reaches thirty consecutive nights, and a stay booked for a single weekend is not taxable.", false, true},
		{"the asserted subject denied", "Stays in a furnished dwelling are not taxable when they last thirty consecutive nights or more.", true, false},
	})
	for _, c := range []struct {
		text string
		n    int
	}{
		{"A stay is taxable; a weekend stay is not.", 1},
		{"A stay is taxable, but a weekend stay is not taxable.", 0},
		{"A stay is taxable whether or not it is booked online.", 0},
	} {
		if got, _ := ellipticDenials(tokenize(c.text)); len(got) != c.n {
			t.Errorf("%q: %d elliptic denials, want %d", c.text, len(got), c.n)
		}
	}
}
