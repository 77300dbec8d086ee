package cite

import "testing"

// TestTitleBeforeSectionIsNoCode: "Merger Law § 3.4" is a statute only
// when no Vault document is titled "Merger Law" or when one lists that
// very citation; a treatise titled so is cited at its section (a title
// citation with a section locator), so C-001 finds the document the
// Vault holds.
func TestTitleBeforeSectionIsNoCode(t *testing.T) {
	const text = "A hell-or-high-water clause requires the buyer to accept any divestiture. Merger Law § 3.4."
	for _, tc := range []struct {
		name     string
		docs     []DocumentNames
		kind     Kind
		doc, loc string
	}{
		{"a treatise of that title", []DocumentNames{{ID: "D-5", Title: "Merger Law"}}, KindTitle, "D-5", "section 3.4"},
		{"a treatise of that alias", []DocumentNames{{ID: "D-5", Title: "A Treatise on Mergers", Aliases: []string{"Merger Law"}}}, KindTitle, "D-5", "section 3.4"},
		{"a statute the Vault lists by that citation", []DocumentNames{{ID: "D-6", Title: "Merger Law", Citations: []string{"Merger Law § 3.4"}}}, KindStatute, "", ""},
		{"no document of that name", []DocumentNames{{ID: "D-7", Title: "Another Treatise"}}, KindStatute, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opt := Options{}
			for _, d := range tc.docs {
				opt.DocIDs = append(opt.DocIDs, d.ID)
				opt.Titles = append(append(opt.Titles, d.Title), d.Aliases...)
			}
			opt.Documents = tc.docs
			a := mustExtractor(t, opt).Extract(text)
			if len(a.Citations) != 1 {
				t.Fatalf("citations %+v, want one", a.Citations)
			}
			c := a.Citations[0]
			loc := ""
			for _, l := range c.Locators {
				loc = string(l.Kind) + " " + l.Value
			}
			if c.Kind != tc.kind || tc.doc != "" && loc != tc.loc {
				t.Errorf("%s %q locator %q, want %s (of %s) locator %q", c.Kind, c.Text, loc, tc.kind, tc.doc, tc.loc)
			}
		})
	}
}
