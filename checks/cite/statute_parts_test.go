package cite

import (
	"reflect"
	"testing"
)

// TestStatutePartsAreLocators: every part a statute citation names after
// its section is a locator, so none is dropped unchecked: a subsection
// run, a list, a subsection written apart or after "subd.", a paragraph
// after a comma; a comment is an unread locator (C-009 fails it as
// undecidable). A year or a word in parentheses after the section, and
// prose after it, are not parts.
func TestStatutePartsAreLocators(t *testing.T) {
	e := mustExtractor(t, Options{})
	for _, tt := range []struct {
		in, text string
		locs     []string
	}{
		{"Excuse applies. Com. Code § 2-615(b)–(z).", "Com. Code § 2-615(b)–(z)", []string{"section 2-615(b)", "section 2-615(z)"}},
		{"Excuse applies. Com. Code § 2-615(b)-(c).", "Com. Code § 2-615(b)-(c)", []string{"section 2-615(b)", "section 2-615(c)"}},
		{"Excuse applies. Com. Code § 2-615(b)(1)–(3).", "Com. Code § 2-615(b)(1)–(3)", []string{"section 2-615(b)(1)", "section 2-615(b)(3)"}},
		{"Excuse applies. Com. Code § 2-615(a) & (z).", "Com. Code § 2-615(a) & (z)", []string{"section 2-615(a)", "section 2-615(z)"}},
		{"Excuse applies. Com. Code § 2-615(a), (z), as amended.", "Com. Code § 2-615(a), (z)", []string{"section 2-615(a)", "section 2-615(z)"}},
		{"Excuse applies. Com. Code § 2-615 (z).", "Com. Code § 2-615 (z)", []string{"section 2-615", "section 2-615(z)"}},
		{"Excuse applies. Com. Code § 2-615, subd. (z).", "Com. Code § 2-615, subd. (z)", []string{"section 2-615", "section 2-615(z)"}},
		{"Excuse applies. UCC § 2-615(a), cmt. 99.", "UCC § 2-615(a), cmt. 99", []string{"section 2-615(a)", "unread cmt. 99"}},
		{"Excuse applies. Com. Code § 2-615, subd. z.", "Com. Code § 2-615, subd. z", []string{"section 2-615", "unread subd. z"}},
		{"Excuse applies. Com. Code § 2-615, ¶ 3.", "Com. Code § 2-615, ¶ 3", []string{"section 2-615", "paragraph 3"}},
		{"Excuse applies. Com. Code §§ 2-615(b)–(c).", "Com. Code §§ 2-615(b)–(c)", []string{"section 2-615(b)", "section 2-615(c)"}},
		{"Dismissal lies. Fed. R. Civ. P. 12(b)(3)–(6).", "Fed. R. Civ. P. 12(b)(3)–(6)", []string{"section 12(b)(3)", "section 12(b)(6)"}},
		{"Dismissal lies. Fed. R. Civ. P. 12(b)(3), (6).", "Fed. R. Civ. P. 12(b)(3), (6)", []string{"section 12(b)(3)", "section 12(b)(6)"}},
		// twins: not parts
		{"Dismissal lies. Fed. R. Civ. P. 12(b)(3) (2021).", "Fed. R. Civ. P. 12(b)(3)", []string{"section 12(b)(3)"}},
		{"Excuse applies. Com. Code § 2-615 (2021).", "Com. Code § 2-615", []string{"section 2-615"}},
		{"Excuse applies. Com. Code § 2-615 (West).", "Com. Code § 2-615", []string{"section 2-615"}},
		{"Excuse applies. Com. Code § 2-615(a), and the buyer may cancel.", "Com. Code § 2-615(a)", []string{"section 2-615(a)"}},
		{"Excuse applies. Com. Code § 2-615(a) (excuse).", "Com. Code § 2-615(a)", []string{"section 2-615(a)"}},
	} {
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
