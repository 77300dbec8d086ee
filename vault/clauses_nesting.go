package vault

import "strings"

// Nesting by number (FORMATS.md: section structure): a numbered clause
// nests only under the clause whose number is its prefix ("8.2" under
// "8", "2-615(b)" under "2-615", "12.1(a)(i)" under "12.1(a)"); with no
// such parent it stands at its own level. Ranking by the number's depth
// alone put "§ 8.2" under the last depth-one clause before it ("§ 1
// Services" when the contract has no "§ 8" heading), so a citation
// pinning "§ 1" held the text of "§ 8.2". Articles, parts and headings
// whose numbers are not section numbers ("ARTICLE XII", "II.", "## Part
// 2") enclose what follows them by rank as before.

// clauseNumber is the section number of a clause entry when it is
// written in digits ("§ 8.2" -> "8.2", "12.1(a)" -> "12.1(a)", the
// heading "§ 8 Fees" -> "8"), else "" (articles, parts, Roman and
// lettered headings, headings with no number).
func clauseNumber(e clauseEntry) string {
	if e.base == "" {
		return ""
	}
	l := strings.TrimLeft(e.label, "# ")
	for _, w := range []string{"Article", "ARTICLE", "Art.", "ART.", "Part", "PART", "Chapter", "CHAPTER", "Title", "TITLE"} {
		if strings.HasPrefix(l, w) {
			return ""
		}
	}
	n := strings.TrimPrefix(strings.TrimPrefix(e.base, "§ "), "Section ")
	if n == "" || n[0] < '0' || n[0] > '9' {
		return ""
	}
	return n
}

// numberUnder reports whether section number n is a subsection of
// parent: parent followed by ".", "(" or "-" ("8.2" under "8", "2-615(b)"
// under "2-615"), where "80.1" is not under "8".
func numberUnder(n, parent string) bool {
	if len(n) <= len(parent) || !strings.HasPrefix(n, parent) {
		return false
	}
	switch n[len(parent)] {
	case '.', '(', '-':
		return true
	}
	return false
}

// popFor drops from the top of the stack the clauses e does not nest
// under: those of its rank or deeper, and, when e is numbered in
// digits, every clause numbered in digits whose number is not e's
// prefix (a clause that is its prefix keeps e under it whatever their
// ranks).
func (c *clauseTracker) popFor(e clauseEntry) {
	n := clauseNumber(e)
	for len(c.stack) > 0 {
		top := c.stack[len(c.stack)-1]
		if tn := clauseNumber(top); n != "" && tn != "" && top.count {
			if numberUnder(n, tn) {
				return
			}
		} else if top.rank < e.rank {
			return
		}
		c.stack = c.stack[:len(c.stack)-1]
	}
}

// enclosesInnermost reports whether stack entry i encloses the innermost
// clause by number: always, unless both are numbered in digits and i's
// number is not a prefix of the innermost's ("## 1 Services", then an
// unnumbered heading, then "8.2": the heading stays, "1" does not
// enclose "8.2").
func (c *clauseTracker) enclosesInnermost(i int) bool {
	n := clauseNumber(c.stack[len(c.stack)-1])
	p := clauseNumber(c.stack[i])
	return n == "" || p == "" || numberUnder(n, p)
}
