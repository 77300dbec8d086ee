package docfile

import (
	"math"
	"sort"
	"strings"
)

// Wrapped table cells. A table row is a row of cells; a cell whose text
// is too long for its width wraps onto the lines below, where only the
// wrapping cells have text. Read row by row, those lines interleave the
// cells ("The company mailed a notice No notice under the statute of
// sale to an address"), which is no text of the page: a quotation of
// one cell fails, and words of two cells read as one sentence.
// mergeWrappedCells reads such a row cell by cell instead, each cell's
// lines joined, the row one line ("May 2, 2024 The company mailed a
// notice of sale to an address the tenant had left No notice under the
// statute").
//
// A cell that wraps fills its width, so on its first line it is often
// one fragment with the next cell (only the cell padding between them):
// the cells' left edges are found from the lines below, each of which
// starts where a word of the row above starts. A line continues the
// row when it follows the line above at no more than 1.5 times the text
// size, is set in the same size, has nothing in the row's first cell
// (the next table row begins with its first cell: a date, a name, a
// factor) and each of its fragments starts where a cell of the row's
// lines starts: a fragment's start, or a word inside one set apart by
// more than a word space (cellPadding). The row must be a row of cells: its first cell
// stands apart from the rest by a column gap. A row whose first cell
// wraps is merged so only in a ruled table, where the borders tell rows
// apart (LibreOffice's and Word's tables; continuesRow); without
// borders it, and a new row whose first cell is empty, are read row by
// row as before. A page set in two columns is not merged across its gutter: a
// paragraph ending in the left column leaves the next line's left half
// empty, as a wrapped cell does, while the right column goes on; each
// column's rows are merged on their own (columnLines), so a table in
// one column reads cell by cell.

// cellAlign is how far, in text sizes, a line's fragment may start from
// the cell edge or word start it is taken to stand under.
const cellAlign = 0.3

// cellPadding is the least room, in text sizes, before a word that
// starts a cell inside a fragment: two cells' padding and their border
// (Chromium's 4pt padding leaves 0.75 of 12pt text), wider than a word
// space even in justified text. A line starting under a word set after
// an ordinary space is no wrapped cell.
const cellPadding = 0.6

// mergeWrappedCells returns rows with each table row and the lines its
// cells wrap onto merged into one row of one fragment per cell.
func mergeWrappedCells(rows []*row, rules []rule) []*row {
	out := make([]*row, 0, len(rows))
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		first, ok := secondCell(r)
		if !ok {
			out = append(out, r)
			continue
		}
		group := []*row{r}
		// a border between this row and the table's line above it: the
		// table draws its rows' borders
		ruled := i > 0 && ruleBetween(rows[i-1], r, r.frags[0].x0, first, rules) &&
			(cellStartsAt(rows[i-1], first, cellAlign*r.size) || innerBorderBelow(rows, i, first, rules))
		for i+1 < len(rows) && continuesRow(group, rows[i+1], first, ruled, rules) {
			group = append(group, rows[i+1])
			i++
		}
		if len(group) == 1 {
			out = append(out, r)
			continue
		}
		out = append(out, mergeCells(group))
	}
	return out
}

// secondCell is the left edge of r's second cell when r is a row of
// cells: two fragments or more, the first apart from the next by at
// least a column gap.
func secondCell(r *row) (float64, bool) {
	if len(r.frags) < 2 || r.frags[1].x0-r.frags[0].x1 < fragmentGap*r.size {
		return 0, false
	}
	return r.frags[1].x0, true
}

// continuesRow reports whether next holds lines the cells of the table
// row group wrap onto (see mergeWrappedCells); second is the left edge
// of the row's second cell. In a ruled table (ruled: a border runs
// between the row and the table's line above it, across its first two
// cells) a
// border between two lines parts two rows, and a line with no border
// above it goes on the row, its first cell's text too ("Structural
// pine" / "grade C24"). A table boxed with no borders between its rows
// (groff's tbl "box") is not ruled so.
func continuesRow(group []*row, next *row, second float64, ruled bool, rules []rule) bool {
	prev := group[len(group)-1]
	tol := cellAlign * prev.size
	if prev.y-next.y > 1.5*prev.size || math.Abs(prev.size-next.size) > 0.15*prev.size || len(next.frags) == 0 {
		return false
	}
	first := group[0].frags[0].x0
	if ruled && ruleBetween(prev, next, first, second, rules) {
		return false // the next row of a ruled table
	}
	for _, f := range next.frags {
		if f.raised {
			continue
		}
		if ruled && math.Abs(f.x0-first) <= tol {
			continue // the row's first cell wraps
		}
		if f.x0 < second-tol || !startsAbove(group, f.x0, tol) {
			return false
		}
	}
	return true
}

// innerBorderBelow reports whether, below the table's first row
// rows[i] (a border over it, the text above no line of the table), a
// border across its first two cells parts two lines of the table within
// the next few lines: the table rules its rows, not only its box
// (groff's tbl "box" draws only the box's top and bottom).
func innerBorderBelow(rows []*row, i int, second float64, rules []rule) bool {
	r := rows[i]
	first := r.frags[0].x0
	tol := cellAlign * r.size
	for k := i + 1; k < len(rows) && k <= i+8; k++ {
		if ruleBetween(rows[k-1], rows[k], first, second, rules) {
			return cellStartsAt(rows[k], first, tol) || cellStartsAt(rows[k], second, tol)
		}
	}
	return false
}

// cellStartsAt reports whether a fragment of r starts at x: r is a line
// of the table whose second cell starts there.
func cellStartsAt(r *row, x, tol float64) bool {
	for _, f := range r.frags {
		if math.Abs(f.x0-x) <= tol {
			return true
		}
	}
	return false
}

// ruleBetween reports whether a border runs between lines prev and next
// (below prev's descenders, above next's capitals) across the first two
// cells: one rule, or rules meeting end to end (Chromium strokes each
// cell's border on its own).
func ruleBetween(prev, next *row, first, second float64, rules []rule) bool {
	var in []rule
	for _, u := range rules {
		y := (u.y0 + u.y1) / 2
		if !u.white && y > next.y+0.5*next.size && y < prev.y-0.25*prev.size {
			in = append(in, u)
		}
	}
	sort.Slice(in, func(i, j int) bool { return in[i].x0 < in[j].x0 })
	reach := first // covered from first up to reach
	started := false
	for _, u := range in {
		switch {
		case !started && u.x0 <= first && u.x1 >= first:
			started, reach = true, max(reach, u.x1)
		case started && u.x0 <= reach+ruleJoint:
			reach = max(reach, u.x1)
		}
	}
	return started && reach >= second
}

// ruleJoint is the most, in page units, two border pieces may stand
// apart and still be one border.
const ruleJoint = 1.5

// startsAbove reports whether a fragment or a word of the group's lines
// starts at x.
func startsAbove(group []*row, x, tol float64) bool {
	for _, r := range group {
		for _, f := range r.frags {
			if math.Abs(f.x0-x) <= tol {
				return true
			}
			for _, w := range f.words {
				if w.gap >= cellPadding*f.size && math.Abs(w.x-x) <= tol {
					return true
				}
			}
		}
	}
	return false
}

// mergeCells reads the group's lines cell by cell: the cells' left
// edges are its lines' fragment starts, each fragment is split where a
// cell begins inside it, and each cell's pieces, line by line, are
// joined as a paragraph's lines are.
func mergeCells(group []*row) *row {
	r := group[0]
	tol := cellAlign * r.size
	var edges []float64
	for _, l := range group {
		for _, f := range l.frags {
			if !f.raised {
				edges = addEdge(edges, f.x0, tol)
			}
		}
	}
	sort.Float64s(edges)
	cells := make([][]string, len(edges))
	ends := make([]float64, len(edges))
	for _, l := range group {
		byCell := make([][]*fragment, len(edges))
		for _, f := range l.frags {
			for _, p := range splitAtEdges(f, edges, tol) {
				c := cellAt(edges, p.x0, tol)
				byCell[c] = append(byCell[c], p)
				ends[c] = math.Max(ends[c], p.x1)
			}
		}
		for c, fs := range byCell {
			if t := (&row{frags: fs}).text(); t != "" {
				cells[c] = append(cells[c], t)
			}
		}
	}
	m := &row{y: r.y, size: r.size}
	for c, x0 := range edges {
		if len(cells[c]) == 0 {
			continue
		}
		f := &fragment{x0: x0, x1: math.Max(ends[c], x0), y: r.y, size: r.size}
		f.text.WriteString(joinLines(cells[c]))
		m.frags = append(m.frags, f)
	}
	return m
}

// addEdge adds x to edges unless one lies within tol of it.
func addEdge(edges []float64, x, tol float64) []float64 {
	for _, e := range edges {
		if math.Abs(e-x) <= tol {
			return edges
		}
	}
	return append(edges, x)
}

// cellAt is the index of the cell a piece starting at x lies in.
func cellAt(edges []float64, x, tol float64) int {
	c := 0
	for k, e := range edges {
		if x >= e-tol {
			c = k
		}
	}
	return c
}

// splitAtEdges splits f at each word that starts on a cell edge other
// than the one f starts at, set apart by a cell's padding.
func splitAtEdges(f *fragment, edges []float64, tol float64) []*fragment {
	text := f.text.String()
	var out []*fragment
	from, x0 := 0, f.x0
	for _, w := range f.words {
		if w.gap < cellPadding*f.size || w.x <= x0+tol || cellAt(edges, w.x, tol) == cellAt(edges, x0, tol) || !onEdge(edges, w.x, tol) {
			continue
		}
		p := &fragment{x0: x0, x1: w.x, y: f.y, size: f.size, raised: f.raised}
		p.text.WriteString(strings.TrimSpace(text[from:w.off]))
		out = append(out, p)
		from, x0 = w.off, w.x
	}
	if from == 0 {
		return []*fragment{f}
	}
	p := &fragment{x0: x0, x1: f.x1, y: f.y, size: f.size, raised: f.raised}
	p.text.WriteString(strings.TrimSpace(text[from:]))
	return append(out, p)
}

// onEdge reports whether x lies within tol of a cell edge.
func onEdge(edges []float64, x, tol float64) bool {
	for _, e := range edges {
		if math.Abs(e-x) <= tol {
			return true
		}
	}
	return false
}
