package cite

import (
	"reflect"
	"regexp"
	"testing"
)

// TestLocatorRunsAndPluralWords: a run of sections written in words
// ("§§ 7.2 to 7.4", "through") is one locator holding both ends, and the
// plural and clause words ("Sections 7.2-7.3", "Secs.", "cl. 7.3")
// introduce section locators. A word that only looks alike ("to" before
// prose, "clause" in prose) adds nothing.
func TestLocatorRunsAndPluralWords(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`), Filenames: []string{"Harbor-Supply-Terms.pdf"}})
	tests := []struct {
		in   string
		locs []string
	}{
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf §§ 7.2 to 7.4.", []string{"section 7.2 to 7.4"}},
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf §§ 7.2 through 7.4.", []string{"section 7.2 through 7.4"}},
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf, Sections 7.2-7.3.", []string{"section 7.2-7.3"}},
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf, Secs. 7.2, 7.3.", []string{"section 7.2", "section 7.3"}},
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf, cl. 7.3.", []string{"section 7.3"}},
		{"Delivery is due in ten days. [DOC-001, Sections 4-5].", []string{"section 4-5"}},
		// twins: a single section, and "to" that starts prose
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf § 7.2 to the buyer.", []string{"section 7.2"}},
		{"Delivery is due in ten days. Harbor-Supply-Terms.pdf § 7.2.", []string{"section 7.2"}},
	}
	for _, tt := range tests {
		a := e.Extract(tt.in)
		if len(a.Citations) != 1 {
			t.Errorf("%q: %d citations, want 1", tt.in, len(a.Citations))
			continue
		}
		var got []string
		for _, l := range a.Citations[0].Locators {
			got = append(got, string(l.Kind)+" "+l.Value)
		}
		if !reflect.DeepEqual(got, tt.locs) {
			t.Errorf("%q: locators %q, want %q", tt.in, got, tt.locs)
		}
	}
}
