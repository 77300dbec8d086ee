package heuristic

import "testing"

func TestIsDisclaimer(t *testing.T) {
	cases := []struct {
		text string
		want bool
	}{
		{"This memo is not legal advice.", true},
		{"These notes are not legal advice; consult counsel in the state before relying on them.", true},
		{"Nothing here is to be taken as legal advice.", true},
		{"This overview is not a substitute for counsel; check the governing statute first.", true},
		{"A lease term is not legal advice, but the landlord must still repair the roof.", false},
		{"The tenant's letter was not legal advice, so the privilege does not attach.", false},
		{"The privilege covers legal advice given by in-house counsel.", false},
	}
	for _, c := range cases {
		if got := isDisclaimer(c.text); got != c.want {
			t.Errorf("isDisclaimer(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
