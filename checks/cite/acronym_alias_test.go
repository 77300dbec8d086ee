package cite

import "testing"

// TestAcronymAliasWithAPin: a Vault alias in capitals of two or three
// letters ("MSA") followed by a locator is a citation of its document,
// the first time as a title citation and after a citation of the document
// as a short form; the word alone is prose, and a three-letter word that
// is no alias the Vault gives in capitals stays prose.
func TestAcronymAliasWithAPin(t *testing.T) {
	opt := Options{
		Documents: []DocumentNames{{ID: "DOC-0005", Title: "Master Services Agreement", Aliases: []string{"MSA"}},
			{ID: "DOC-0009", Title: "Doe v. Roe", Aliases: []string{"Doe"}}},
		DocIDs: []string{"DOC-0005", "DOC-0009"},
		Titles: []string{"Master Services Agreement", "MSA", "Doe v. Roe", "Doe"},
	}
	e := mustExtractor(t, opt)
	for _, tc := range []struct {
		text, kind, loc string
	}{
		{"Wilmington is chosen (MSA § 14.1).", "title", "section 14.1"},
		{"Wilmington is chosen (MSA, p. 3).", "title", "page 3"},
		{"The MSA picks Wilmington.", "", ""},
		{"The MSA picks Wilmington [DOC-0005, § 14.1]. It is exclusive (MSA § 14.2).", "short", "section 14.2"},
		{"The parties settled (Doe p. 3).", "", ""},
	} {
		a := e.Extract(tc.text)
		kind, loc := "", ""
		for _, c := range a.Citations {
			if c.Kind == KindTitle || c.Kind == KindShort {
				kind = string(c.Kind)
				for _, l := range c.Locators {
					loc = string(l.Kind) + " " + l.Value
				}
			}
		}
		if kind != tc.kind || loc != tc.loc {
			t.Errorf("%q: %q at %q, want %q at %q", tc.text, kind, loc, tc.kind, tc.loc)
		}
	}
}
