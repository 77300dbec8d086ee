package cite

import (
	"reflect"
	"regexp"
	"testing"
)

// TestLeadingLocatorsJoinedByOf: prose pins a contract or memo before
// naming it ("Art. III of DOC-001", "Section 7.2 of
// Harbor-Supply-Terms.pdf"), or after a short label in parentheses
// ("DOC-004 (practice note), § 2"); "at § 7.2" and "at ¶ 3" are section
// and paragraph locators, a quoted caption (`DOC-004, "Open points"`)
// a section locator, and "Part II" a section locator. The
// locator is the citation's; words that are not exactly locators and
// "of" add nothing.
func TestLeadingLocatorsJoinedByOf(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]{3}`), Filenames: []string{"Harbor-Supply-Terms.pdf"}})
	tests := []struct {
		in, text string
		locs     []string
	}{
		{"The fee schedule is in Art. III of DOC-001.", "Art. III of DOC-001", []string{"section III"}},
		{"Delivery is due under Section 7.2 of Harbor-Supply-Terms.pdf.", "Section 7.2 of Harbor-Supply-Terms.pdf", []string{"section 7.2"}},
		{"Delivery is due under § 7.2(a) of the Harbor-Supply-Terms.pdf.", "§ 7.2(a) of the Harbor-Supply-Terms.pdf", []string{"section 7.2(a)"}},
		{"The memo says so at ¶ 4 of DOC-002.", "¶ 4 of DOC-002", []string{"paragraph 4"}},
		{"Art. II, § 2.1 of DOC-001 treats a change of control as an assignment.", "Art. II, § 2.1 of DOC-001", []string{"section II", "section 2.1"}},
		{"Transfer is addressed in DOC-003, Part II.", "DOC-003, Part II", []string{"section II"}},
		{"Both apply (Section 7.2 of DOC-001, p. 4).", "Section 7.2 of DOC-001, p. 4", []string{"section 7.2", "page 4"}},
		{"The note agrees. See DOC-004 (practice note), § 2.", "DOC-004 (practice note), § 2", []string{"section 2"}},
		{"The note agrees (DOC-004 (the memo) ¶ 4).", "DOC-004 (the memo) ¶ 4", []string{"paragraph 4"}},
		{"The memo agrees. DOC-004 at ¶ 3.", "DOC-004 at ¶ 3", []string{"paragraph 3"}},
		{"The terms agree. Harbor-Supply-Terms.pdf at § 7.2.", "Harbor-Supply-Terms.pdf at § 7.2", []string{"section 7.2"}},
		{"The memo agrees. DOC-004 at 3.", "DOC-004 at 3", []string{"page 3"}},
		{"The memo agrees. DOC-004, \"Open points\".", "DOC-004, \"Open points\"", []string{"section Open points"}},
		{"The memo agrees. DOC-004, “Short answer”, ¶ 2.", "DOC-004, “Short answer”, ¶ 2", []string{"section Short answer", "paragraph 2"}},
		{"The memo agrees. DOC-004, \"the rent is due on 1 May\".", "DOC-004", nil}, // a quotation, not a caption
		// twins: words between, or no locator before "of"; a label with no locator after it
		{"The note agrees. See DOC-004 (practice note).", "DOC-004", nil},
		{"The memo's account of DOC-002 is short.", "DOC-002", nil},
		{"Section 7.2 says more of DOC-001.", "DOC-001", nil},
		{"It is discussed at 10 of DOC-001.", "DOC-001", nil},
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
	}
}
