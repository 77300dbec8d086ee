package cite

import (
	"fmt"
	"strings"
	"testing"
)

// TestTableColumnPins: a table that writes a case citation's pin in a
// column of its own gives the citation that pin; a column that is not
// opened by a pin word (a year, a count) or a cell that goes on as prose
// gives none, and a citation with its own pin keeps it.
func TestTableColumnPins(t *testing.T) {
	e := mustExtractor(t, Options{})
	const head = "| Issue | Authority | Pin |\n|---|---|---|\n"
	for _, tc := range []struct {
		row  string
		want string // the first citation: "kind text [locators]"
	}{
		{"| Prima facie validity | *The Bremen*, 407 U.S. 1 | at 10 |\n", "case 407 U.S. 1 | at 10 [page 10]"},
		{"| Three adjustments | Atlantic Marine, 571 U.S. 49 | pp. 61-63 |\n", "case 571 U.S. 49 | pp. 61-63 [page 61-63]"},
		{"| Transfer | Quillfeather, 2023 WL 4417730 | *2 |\n", "wl 2023 WL 4417730 | *2 [page 2]"},
		{"| Fairness | Carnival, 499 U.S. 585 | p. 595 n.3 |\n", "case 499 U.S. 585 | p. 595 n.3 [page 595 footnote 3]"},
		{"| Validity | *The Bremen*, 407 U.S. 1, 10 | at 15 |\n", "case 407 U.S. 1, 10 [page 10]"},
		{"| Validity | *The Bremen*, 407 U.S. 1 | 1972 |\n", "case 407 U.S. 1 []"},
		{"| Validity | *The Bremen*, 407 U.S. 1 | at 10 the Court said |\n", "case 407 U.S. 1 []"},
	} {
		a := e.Extract(head + tc.row)
		if len(a.Citations) == 0 {
			t.Errorf("%q: no citation", tc.row)
			continue
		}
		c := a.Citations[0]
		var locs []string
		for _, l := range c.Locators {
			locs = append(locs, fmt.Sprintf("%s %s", l.Kind, l.Value))
		}
		text := c.Text[strings.Index(c.Text, ", ")+2:] // the name is the name scan's
		if got := fmt.Sprintf("%s %s [%s]", c.Kind, text, strings.Join(locs, " ")); got != tc.want {
			t.Errorf("%q:\n got %s\nwant %s", tc.row, got, tc.want)
		}
	}
	// prose with a semicolon after a citation is no table
	a := e.Extract("Clauses are valid. The Bremen, 407 U.S. 1; at 10 the Court said more.\n")
	if len(a.Citations) == 0 || len(a.Citations[0].Locators) != 0 {
		t.Errorf("prose: citations %+v, want one without locators", a.Citations)
	}
}
