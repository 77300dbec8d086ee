package cite

import "testing"

// TestNameAfterMarkedCitation: a case name written after (or in the same
// paragraph as) the marker of a footnote or Sources entry that cites the
// case in full is a mention of that citation, as a name after an inline
// full citation is; a name no marker reaches stays a citation by title.
func TestNameAfterMarkedCitation(t *testing.T) {
	e := mustExtractor(t, Options{
		Titles: []string{"M/S Bremen v. Zapata Off-Shore Co.", "Bremen"},
		Documents: []DocumentNames{
			{ID: "VLT-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"Bremen"}, Citations: []string{"407 U.S. 1"}},
		},
	})
	const full = "M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972)."
	for _, tc := range []struct {
		name, in string
		titles   int // citations of kind title
	}{
		{"after a footnote marker", "Clauses are valid.[^1] The *Bremen* court also said fraud voids them.\n\n[^1]: " + full + "\n", 0},
		{"marker later in the paragraph", "The *Bremen* court held clauses valid.[^1]\n\n[^1]: " + full + "\n", 0},
		{"after a Sources marker", "Clauses are valid [1]. The *Bremen* court also said fraud voids them.\n\nSources\n1. " + full + "\n", 0},
		{"marker only in a later paragraph", "The *Bremen* court held clauses valid.\n\nMore law.[^1]\n\n[^1]: " + full + "\n", 1},
		{"no marker at all", "Under *Bremen* clauses are valid.\n\nSources\n1. " + full + "\n", 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.in)
			n := 0
			for _, c := range a.Citations {
				if c.Kind == KindTitle {
					n++
				}
			}
			if n != tc.titles {
				t.Errorf("%d title citations, want %d", n, tc.titles)
			}
		})
	}
}
