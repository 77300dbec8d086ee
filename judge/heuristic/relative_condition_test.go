package heuristic

import "testing"

// TestConditionOfARelativeClause: a condition after ", which <verb>"
// qualifies the relative clause, so a proposition restating the main
// clause drops nothing; the same condition on the main clause still
// binds, and one restating the relative clause must keep it.
func TestConditionOfARelativeClause(t *testing.T) {
	const src = "Dorn Optics v. Veltra Glass (VLT-3501, VLT-3501#c2, case, court Minn., decided 2021-05-04)"
	const holding = "We hold that the ending of a license does not by itself end the licensee's duty of secrecy. The judgment is reversed."
	const excerpt = "The ending of a license does not by itself end the licensee's duty of secrecy, which continues as long as the formula remains unpublished and the owner keeps guarding it."
	const onMain = "A licensee may keep using the formula as long as the license has not ended."
	runProbes(t, []probe{
		{name: "the main clause restated", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The end of a license does not, on its own, end the licensee's duty of secrecy."},
		{name: "the relative clause restated without its condition", source: src, excerpt: excerpt, holding: holding, over: true, why: "as long as",
			prop: "The licensee's duty of secrecy continues after the license ends, whatever the owner does to guard the formula once it is unpublished."},
		{name: "a condition on the main clause still binds", source: src, excerpt: onMain, holding: holding, over: true, why: "as long as",
			prop: "A licensee may keep using the formula."},
	})
	for _, tc := range []struct {
		s    string
		want bool
	}{{"protection, which lasts", true}, {"protection, which", false}, {"the rule which lasts", false}, {"protection, which lasts, for now", false}} {
		if got := endsInRelative(tokenize(tc.s)); got != tc.want {
			t.Errorf("endsInRelative(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
