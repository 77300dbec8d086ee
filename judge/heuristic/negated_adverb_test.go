package heuristic

import "testing"

// TestNegatedVerbBeforeAbsolute: "does not forfeit it automatically"
// denies the absolute as "is not always" does, so it claims nothing so
// general; the absolute asserted after a clause boundary, or with no
// negator before its verb, still needs a passage that says as much.
func TestNegatedVerbBeforeAbsolute(t *testing.T) {
	const src = "Quenby Textiles v. Arlo Dye Works (VLT-3301, VLT-3301#c2, case, court Md., decided 2022-06-01)"
	const excerpt = "A buyer who gives late notice of a defect loses its claim only if the delay prejudiced the seller. Arlo shows no prejudice."
	runProbes(t, []probe{
		{name: "the verb negated before the absolute", source: src, excerpt: excerpt,
			prop: "Late notice does not forfeit the claim automatically: a buyer who gives late notice of a defect loses its claim only if the delay prejudiced the seller.", supports: true, adverse: true},
		{name: "the absolute asserted", source: src, excerpt: excerpt,
			prop: "Late notice of a defect automatically costs the buyer its claim unless the delay prejudiced no one.", adverse: true, over: true, why: "automatically"},
		{name: "a negator before a clause boundary does not reach it", source: src, excerpt: excerpt,
			prop: "Late notice is not fatal, and a buyer that gives it always keeps its claim when the delay prejudiced no one.", adverse: true, over: true, why: "always"},
	})
	for _, tc := range []struct {
		before string
		want   bool
	}{
		{"late notice does not cost the buyer its claim ", false},
		{"late notice does not cost the buyer ", true},
		{"the clause is not void, and it ", false},
		{"courts never enforce it ", true},
		{"late notice does not forfeit the claim ", true},
		{"late notice, which is not rare, ", false},
	} {
		if got := negatedVerbBefore(tc.before); got != tc.want {
			t.Errorf("negatedVerbBefore(%q) = %v, want %v", tc.before, got, tc.want)
		}
	}
}
