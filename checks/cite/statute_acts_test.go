package cite

import (
	"slices"
	"testing"
)

// TestStatuteListedActs: an enactment cited by its own name and section
// ("Civ. Prac. Act § 5-301(a)(3)", "Lanham Act § 43(a)") is a statute
// when the Vault lists a citation of it, with a sentence-opening article
// left out of the name; an act's name the Vault does not list stays
// prose (a link's title, "Public Works Contracts Act § 61-403", whose
// document is cited as "Gen. Stat. § 61-403"), and so does "Act § 5"
// with no name before it.
func TestStatuteListedActs(t *testing.T) {
	e := mustExtractor(t, Options{Documents: []DocumentNames{
		{ID: "ST-1", Title: "Civil Practice Act", Citations: []string{"Civ. Prac. Act § 5-301", "Civ. Prac. Act § 5-301(a)", "Civil Practice Act § 5-303"}},
		{ID: "ST-2", Title: "Lanham Act", Citations: []string{"Lanham Act § 43(a)"}},
		{ID: "ST-3", Title: "Public Works Contracts Act", Citations: []string{"Gen. Stat. § 61-403"}},
	}})
	for _, tc := range []struct {
		text string
		want []string // statute identifiers, in order
	}{
		{"The rule applies. Civ. Prac. Act § 5-301(a)(3).", []string{"Civ. Prac. Act § 5-301(a)(3)"}},
		{"See Civ. Prac. Act § 5-301.", []string{"Civ. Prac. Act § 5-301"}},
		{"The Civil Practice Act § 5-303 governs consent.", []string{"Civil Practice Act § 5-303"}},
		{"Under the Lanham Act § 43(a), the mark is protected.", []string{"Lanham Act § 43(a)"}},
		{"See Public Works Contracts Act § 61-403.", nil},
		{"See the Act § 5.", nil},
		{"The Uniform Widget Act § 9 governs.", nil},
	} {
		var got []string
		for _, c := range e.Extract(tc.text).Citations {
			if c.Kind == KindStatute {
				got = append(got, c.Identifier)
			}
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("%q: statutes %q, want %q", tc.text, got, tc.want)
		}
	}
}
