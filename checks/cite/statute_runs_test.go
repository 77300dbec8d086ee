package cite

import (
	"reflect"
	"testing"
)

// TestStatuteSeveralSections: a "§§" statute citation runs over every
// section it lists, so the citation sentence is whole and the sentence
// before it keeps its citation; each listed section is a locator and a
// run is one. A single "§" reads no further, and a number of another
// shape ends the list.
func TestStatuteSeveralSections(t *testing.T) {
	e := mustExtractor(t, Options{})
	tests := []struct {
		in, text string
		locs     []string
	}{
		{"A term may be severed. Rev. Code §§ 31-205, 31-206.", "Rev. Code §§ 31-205, 31-206", []string{"section 31-205", "section 31-206"}},
		{"A term may be severed. Rev. Code §§ 31-205 and 31-206.", "Rev. Code §§ 31-205 and 31-206", []string{"section 31-205", "section 31-206"}},
		{"The Act governs. See Rev. Code §§ 31-201 to 31-209.", "Rev. Code §§ 31-201 to 31-209", []string{"section 31-201 to 31-209"}},
		{"The Act governs. Rev. Code §§ 31-201 through 31-209.", "Rev. Code §§ 31-201 through 31-209", []string{"section 31-201 through 31-209"}},
		{"Venue lies. 28 U.S.C. §§ 1391(b), 1406.", "28 U.S.C. §§ 1391(b), 1406", []string{"section 1391(b)", "section 1406"}},
		// twins
		{"A term may be severed. Rev. Code § 31-205, 31-206 are cited.", "Rev. Code § 31-205", []string{"section 31-205"}},
		{"A term may be severed. Rev. Code §§ 31-205, 2024.", "Rev. Code §§ 31-205", []string{"section 31-205"}},
	}
	for _, tt := range tests {
		a := e.Extract(tt.in)
		if len(a.Citations) != 1 {
			t.Errorf("%q: %d citations, want 1", tt.in, len(a.Citations))
			continue
		}
		c := a.Citations[0]
		var got []string
		for _, l := range c.Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if c.Text != tt.text || !reflect.DeepEqual(got, tt.locs) {
			t.Errorf("%q: text %q locators %q, want %q %q", tt.in, c.Text, got, tt.text, tt.locs)
		}
		if len(tt.locs) > 1 || tt.locs[0] != "section "+c.Section {
			// a whole citation sentence: the proposition before it cites it
			if p := a.Propositions[0]; len(p.Citations) != 1 || p.End > c.Start {
				t.Errorf("%q: first proposition %q cites %v; want the citation sentence to support it", tt.in, p.Text, p.Citations)
			}
		}
	}
}
