package cite

import "testing"

// TestOpeningCitationCitesItsBlock: a citation sentence that opens a
// list item or a paragraph, followed by sentences of that item or
// paragraph, supports the block's first statement, never the list's
// lead-in, the previous bullet or the paragraph before. A citation
// sentence after a statement of its block, and a block that is only
// citations, still cite the statement before them.
func TestOpeningCitationCitesItsBlock(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "CI-001", Title: "Marrowfield v. Xandor Corp.", Aliases: []string{"Marrowfield"}, Citations: []string{"301 N.E.3d 220"}},
		{ID: "CI-004", Title: "Tessaly v. Yarrow", Aliases: []string{"Tessaly"}, Citations: []string{"88 F.4th 415"}},
	}})
	const tessaly = "Tessaly v. Yarrow, 88 F.4th 415, 418-19 (9th Cir. 2023)"
	const marrow = "Marrowfield v. Xandor Corp., 301 N.E.3d 220, 223 (Ill. 2024)"
	for _, tc := range []struct {
		name, text string
		cite       string // the citation's text
		want       string // the proposition it supports
	}{
		{"a bullet under a lead-in", "Courts split on the question:\n\n- " + tessaly + ". The Ninth Circuit affirmed the dismissal.\n- " + marrow + ". The court held the covenant void.\n",
			tessaly, "The Ninth Circuit affirmed the dismissal."},
		{"the next bullet", "Courts split on the question:\n\n- " + tessaly + ". The Ninth Circuit affirmed the dismissal.\n- " + marrow + ". The court held the covenant void.\n",
			marrow, "The court held the covenant void."},
		{"a numbered item", "Two holdings matter.\n\n1. " + tessaly + ". The Ninth Circuit affirmed the dismissal.\n2. " + marrow + ". The court held the covenant void.\n",
			marrow, "The court held the covenant void."},
		{"a signal", "Courts split:\n\n- See " + tessaly + ". The Ninth Circuit affirmed the dismissal.\n",
			tessaly, "The Ninth Circuit affirmed the dismissal."},
		{"a paragraph opening with a short cite", "The Ninth Circuit affirmed. " + tessaly + ".\n\nTessaly, 88 F.4th at 418-19. Held: the clause was unenforceable.\n",
			"Tessaly, 88 F.4th at 418-19", "Held: the clause was unenforceable."},
		{"two opening citation sentences", "Courts split.\n\n" + tessaly + ". " + marrow + ". Both courts refused enforcement.\n",
			tessaly, "Both courts refused enforcement."},
		{"the second of them", "Courts split.\n\n" + tessaly + ". " + marrow + ". Both courts refused enforcement.\n",
			marrow, "Both courts refused enforcement."},
		// what still cites the statement before it
		{"a citation after its block's statement", "- The Ninth Circuit affirmed the dismissal. " + tessaly + ". It did so twice.\n",
			tessaly, "The Ninth Circuit affirmed the dismissal."},
		{"a bullet that is only a citation", "The Ninth Circuit affirmed the dismissal:\n\n- " + tessaly + ".\n- " + marrow + ".\n",
			marrow, "The Ninth Circuit affirmed the dismissal:"},
		{"a paragraph that is only a citation", "The Ninth Circuit affirmed the dismissal.\n\n" + tessaly + ".\n\nThe court held the covenant void.\n",
			tessaly, "The Ninth Circuit affirmed the dismissal."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			var c *Citation
			for i := range a.Citations {
				if a.Citations[i].Text == tc.cite {
					c = &a.Citations[i]
				}
			}
			if c == nil {
				t.Fatalf("no citation %q in %+v", tc.cite, a.Citations)
			}
			if c.Proposition < 0 {
				t.Fatalf("%q supports no proposition, want %q", tc.cite, tc.want)
			}
			if got := a.Propositions[c.Proposition].Text; got != tc.want {
				t.Errorf("%q supports %q, want %q", tc.cite, got, tc.want)
			}
		})
	}
}
