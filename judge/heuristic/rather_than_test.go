package heuristic

import "testing"

// TestRatherThanDenies: "proved rather than presumed" restates "must be
// proved, not presumed", and clashes with a passage where it is presumed.
func TestRatherThanDenies(t *testing.T) {
	runProbes(t, []probe{
		{name: "restates not presumed", prop: "The landlord's damages had to be proved at the hearing rather than presumed.",
			excerpt: "The landlord's damages must be proved at the hearing, not presumed.", supports: true},
		{name: "instead of restates not presumed", prop: "The landlord's damages had to be proved at the hearing instead of presumed.",
			excerpt: "The landlord's damages must be proved at the hearing, not presumed.", supports: true},
	})
}

// TestRatherThanBeforeANoun: "by arbitration rather than a lawsuit"
// chooses between means and negates nothing.
func TestRatherThanBeforeANoun(t *testing.T) {
	toks := tokenize("The claim is resolved by arbitration rather than dismissal.")
	for i := range toks {
		if contrastNegatorAt(toks, i) > 0 {
			t.Errorf("a contrast negator read at %q", toks[i].raw)
		}
	}
	toks = tokenize("The harm must be shown rather than presumed.")
	found := false
	for i := range toks {
		found = found || contrastNegatorAt(toks, i) > 0
	}
	if !found {
		t.Error("no contrast negator read before a participle")
	}
}
