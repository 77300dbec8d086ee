package heuristic

import "testing"

// TestBarringAsAVerb: "barring" with an object and "from" is what an
// order forbids, not the limit "barring fraud"; the limit stays a hedge.
func TestBarringAsAVerb(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"an order barring the welder from using the recipe", "an order forbidding the welder from using the recipe"},
		{"barring fraud, the release binds", "barring fraud, the release binds"},
		{"barring a showing of prejudice from the delay", "barring a showing of prejudice from the delay"},
		{"the covenant barring her from working for a rival", "the covenant forbidding her from working for a rival"},
	} {
		if got := withoutVerbBarring(tc.in); got != tc.want {
			t.Errorf("withoutVerbBarring(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
