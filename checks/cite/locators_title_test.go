package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestLocatorsAfterATitle: a reference naming its document by ID and
// then by title reads the locators after the title, bracketed or bare;
// a chapter before a section leaves the section to check; prose after
// the ID is no title, and an unread tail stays unread.
func TestLocatorsAfterATitle(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, tc := range []struct {
		name, answer, want string // want: the first citation's locators, "kind value" joined by "; "
	}{
		{"bare, in parentheses", "Clauses bind (DOC-3, Forum Selection Treatise, § 5.1).", "section 5.1"},
		{"bracketed", "Clauses bind [DOC-3, Forum Selection Treatise, p. 12].", "page 12"},
		{"chapter then section", "Clauses bind (DOC-3, Forum Selection Treatise, ch. 5, § 5.1).", "section 5.1"},
		{"a Sources entry", "Clauses bind.[1]\n\nSources:\n[1] DOC-12, Liability Insurance Coverage, ch. 5, § 5.1.", "section 5.1"},
		{"title with a connective and a case name", "Clauses bind (DOC-3, Bremen v. Zapata, p. 15).", "page 15"},
		{"prose is no title", "Clauses bind (DOC-3, which holds that, § 5.1).", ""},
		{"a page without its space", "Clauses bind (DOC-3 p10).", "page 10"},
		{"pages without their space", "Clauses bind (DOC-3, pp10-11).", "page 10-11"},
		{"a word after a Vault ID is no page", "Clauses bind (DOC-3 p10x).", ""},
		{"a PDF open parameter written as text", "Clauses bind (DOC-3#page=12).", "page 12"},
		{"a section before a bracketed ID", "Clauses bind. Venue Treatise, ch. 4, § 4.4 [DOC-3].", "section 4.4"},
		{"pages before a bracketed ID", "Clauses bind, pp. 10-11 [DOC-3].", "page 10-11"},
		{"an \"at\" pin before a bracket is not its own", "Clauses bind at 15 [DOC-3].", ""},
		{"a number in prose is no locator", "Clauses bind in 2 cases [DOC-3].", ""},
		{"chunk numbered with a hash", "Clauses bind (DOC-3, chunk #3).", "chunk 3"},
		{"title after a section", "Clauses bind (DOC-3, § 2, Forum Selection Clauses).", "section 2"},
		{"title opening with an article after a section", "Clauses bind (DOC-3, § 2, A Treatise on Venue).", "section 2"},
		{"sections continued by a roman numeral", "Clauses bind (DOC-3, §§ 2, IV).", "section 2; section IV"},
		{"section named by a letter", "Clauses bind (DOC-3, §§ 2, B).", "section 2; section B"},
		{"unread tail stays unread", "Clauses bind [DOC-3, Forum Selection Treatise, p. 99 et 77].", "page 99; unread et 77"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := e.Extract(tc.answer)
			if len(a.Citations) == 0 {
				t.Fatalf("no citation in %q", tc.answer)
			}
			var got []string
			for _, l := range a.Citations[0].Locators {
				got = append(got, string(l.Kind)+" "+l.Value)
			}
			if g := strings.Join(got, "; "); g != tc.want {
				t.Errorf("locators %q, want %q", g, tc.want)
			}
		})
	}
}
