package cite

import "testing"

// TestNameWithParenthesisedLocator: a document's name followed by a
// parenthesis of locators only cites it there; a parenthesis of anything
// else leaves the name a mention.
func TestNameWithParenthesisedLocator(t *testing.T) {
	opt := Options{
		Documents: []DocumentNames{{ID: "DOC-0005", Title: "Master Services Agreement", Aliases: []string{"MSA"}},
			{ID: "DOC-0001", Title: "M/S Bremen v. Zapata Off-Shore Co.", Aliases: []string{"Bremen"}, Citations: []string{"407 U.S. 1"}}},
		DocIDs: []string{"DOC-0005", "DOC-0001"},
		Titles: []string{"Master Services Agreement", "MSA", "M/S Bremen v. Zapata Off-Shore Co.", "Bremen"},
	}
	e := mustExtractor(t, opt)
	for _, tc := range []struct{ text, loc string }{
		{"According to the MSA (Section 14.1), disputes go to Wilmington.", "section 14.1"},
		{"Bremen (p. 10) holds such clauses valid.", "page 10"},
		{"The Master Services Agreement (§§ 14.1-14.2) sends disputes to Wilmington.", "section 14.1-14.2"},
		{"The MSA (2019) governs.", ""},
		{"Bremen (the 1972 case) holds such clauses valid.", ""},
		{"Bremen (p. 10 and passim) holds such clauses valid.", ""},
	} {
		a := e.Extract(tc.text)
		loc := ""
		for _, c := range a.Citations {
			for _, l := range c.Locators {
				loc = string(l.Kind) + " " + l.Value
			}
		}
		if loc != tc.loc {
			t.Errorf("%q: cited at %q, want %q", tc.text, loc, tc.loc)
		}
	}
}
