package cite

import (
	"reflect"
	"regexp"
	"testing"
)

// TestLabelHeadingCitationSupportsItsSection: a heading that labels its
// section with a citation gives that citation, as section support, to
// each uncited statement of its section; the nearest such heading wins,
// a statement with a citation of its own keeps only that, and a heading
// without a citation gives nothing.
func TestLabelHeadingCitationSupportsItsSection(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "HK-0001", Title: "Pellworth v. Ondine Mills", Aliases: []string{"Pellworth"}, Citations: []string{"301 N.E.3d 220"}},
		{ID: "HK-0002", Title: "Rastrick v. Hollow Lane", Aliases: []string{"Rastrick"}, Citations: []string{"88 F.4th 415"}},
	}, IDPattern: regexp.MustCompile(`HK-\d{4}`)})
	const pell = "Pellworth v. Ondine Mills, 301 N.E.3d 220 (Ill. 2024)"
	const rast = "Rastrick v. Hollow Lane, 88 F.4th 415 (9th Cir. 2023)"
	for _, tc := range []struct {
		name, text, prop string
		want             []string // the texts of its section support
	}{
		{"a bullet under a case heading", "## Key cases\n\n### " + pell + "\n\n- Held the covenant void.\n", "Held the covenant void.", []string{pell}},
		{"a paragraph under a pinned heading", "### Pellworth, 301 N.E.3d at 223: notice\n\nNotice by email sufficed.\n", "Notice by email sufficed.", []string{"Pellworth, 301 N.E.3d at 223"}},
		{"the nearest heading", "## " + pell + "\n\nThe court held the lease void.\n\n### " + rast + "\n\nThe tenant stayed.\n", "The tenant stayed.", []string{rast}},
		{"the outer heading after the inner section", "## " + pell + "\n\n### Facts\n\nThe tenant stayed.\n", "The tenant stayed.", []string{pell}},
		{"a cited statement keeps its own", "### " + pell + "\n\nThe tenant stayed. [HK-0002, p. 3]\n", "The tenant stayed.", nil},
		{"an uncited sentence beside a cited one", "### " + pell + "\n\nThe lease was void. [HK-0002, p. 3] The tenant stayed.\n", "The tenant stayed.", nil},
		{"a heading without a citation", "### Background\n\nThe tenant stayed.\n", "The tenant stayed.", nil},
		{"a higher heading ends it", "### " + pell + "\n\n## Analysis\n\nThe tenant stayed.\n", "The tenant stayed.", nil},
		{"insufficiency is not a claim", "### " + pell + "\n\nThe retrieved sources do not address notice.\n", "The retrieved sources do not address notice.", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.text)
			for _, p := range a.Propositions {
				if p.Text != tc.prop {
					continue
				}
				var got []string
				for _, ci := range p.Section {
					got = append(got, a.Citations[ci].Text)
				}
				if !reflect.DeepEqual(got, tc.want) {
					t.Errorf("section support %q, want %q", got, tc.want)
				}
				return
			}
			t.Fatalf("no proposition %q in %+v", tc.prop, a.Propositions)
		})
	}
}
