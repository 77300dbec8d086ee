package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// tableColumnPins gives a case or database citation that ends a table
// cell the pins the table writes in a column of its own ("| *The
// Bremen*, 407 U.S. 1 | at 10 |", "| ... 2023 WL 4417730 | at *2 |"): the
// reader text holds the row as "The Bremen, 407 U.S. 1; at 10", and the
// next cell must hold only pins, opened by a pin word ("at", "p.",
// "pp.", "¶") or a star page, so a year or count column ("| 1972 |") is
// never read as a page. A Vault ID's locators were read across the cell
// already (readLocators skips "; "); a case's were not, so the row's
// citation had no pin and C-009 failed a pinned table. cites are sorted
// by start; only citations without pins of their own are given any.
func tableColumnPins(s string, tx *mdtext.Text, cites []*cand) {
	bi := 0
	for _, c := range cites {
		if c.Kind != KindCase && c.Kind != KindWL && c.Kind != KindLexis || carriesLocators(c) {
			continue
		}
		for bi < len(tx.Blocks) && tx.Blocks[bi].End <= c.Start {
			bi++
		}
		if bi >= len(tx.Blocks) {
			return
		}
		row := tx.Blocks[bi]
		if row.Kind != mdtext.TableRow || c.Start < row.Start || c.End >= row.End {
			continue
		}
		j := skipSpaces(s, c.End, 3)
		if j >= row.End || s[j] != ';' {
			continue
		}
		r := skipSpaces(s, j+1, 3)
		if r >= row.End || !(hasWordAt(s, r, "at") || strings.HasPrefix(s[r:], "p.") || strings.HasPrefix(s[r:], "pp.") || strings.HasPrefix(s[r:], "¶") || s[r] == '*' && r+1 < len(s) && isDigit(s[r+1])) {
			continue
		}
		if hasWordAt(s, r, "at") {
			r = skipSpaces(s, r+2, 3)
		}
		pins, end := readPins(s[:row.End], r, func(int) bool { return false })
		if len(pins) == 0 {
			continue
		}
		if q := skipSpaces(s, end, 3); q < row.End && s[q] != ';' {
			continue // the cell goes on: prose, not a pin column
		}
		for _, p := range pins {
			c.Pins = append(c.Pins, p.text)
			c.locs = append(c.locs, p.locs...)
		}
		c.Pin = c.Pins[0]
		c.End = end
	}
}
