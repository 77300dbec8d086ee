package cite

import (
	"regexp"
	"strings"
	"testing"
)

// TestLinkDestinations: a link whose destination is a Vault ID (a
// reference definition "[1]: VLT-0001", or "[Bremen](VLT-0001#c3)") cites
// that document as a vault:// link does; a bare reference number linking
// to something that names no Vault document ("[1]" with "[1]:
// https://example.com/x") is a reference citation naming nothing, so
// C-001 fails it. Before, all of these cited nothing, and an answer whose
// only citations were such links passed C-001 and C-009 as citing no
// source. A link whose text is words, and a Sources entry's label, stay
// no citation.
func TestLinkDestinations(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`VLT-[0-9]+`)})
	for _, c := range []struct{ text, want string }{
		{"Clauses are valid [1].\n\n[1]: VLT-0001\n", "vault VLT-0001"},
		{"Clauses are valid [Bremen][1].\n\n[1]: VLT-0001 \"p. 10\"\n", "vault VLT-0001"},
		{"Clauses are valid [Bremen](VLT-0001#c3).", "vault VLT-0001 chunk 3"},
		{"Clauses are valid [Bremen](<VLT-0001?page=10>).", "vault VLT-0001 page 10"},
		{"Clauses are valid [1].\n\n[1]: https://example.com/x \"Bremen, 407 U.S. 1, 10\"\n", "reference "},
		{"Clauses are valid [2](https://example.com/y).", "reference "},
		// not citations
		{"Clauses are valid, as [the court's site](https://example.com/x) explains.", ""},
		{"Clauses are valid [Bremen](notes/VLT-00).", ""},
		{"Clauses are valid.\n\n[1] M/S Bremen opinion\n\n[1]: https://example.com/x\n", ""},
	} {
		a := e.Extract(c.text)
		var got []string
		for _, ct := range a.Citations {
			g := string(ct.Kind) + " " + ct.DocID
			for _, l := range ct.Locators {
				g += " " + string(l.Kind) + " " + l.Value
			}
			got = append(got, g)
		}
		if strings.Join(got, " | ") != c.want {
			t.Errorf("%q: citations %q, want %q", c.text, strings.Join(got, " | "), c.want)
		}
	}
}
