package docfile

import "math"

// Column bands. findGutter takes a page as set in two columns only when
// nearly every row keeps clear of one gutter, as a two-column opinion
// does. A word processor sets columns on part of a page: LibreOffice's
// and Word's multi-column sections between full-width paragraphs, and a
// text frame (a sidebar, a "Note to draft" box) that the body text wraps
// beside. There the full-width rows cross the gutter, no gutter is
// found, and each row is read across: the two columns' lines (or the
// body's and the frame's) interleave ("3.1 The Supplier warrants that
// the goods will con- option."), so a true quotation of either fails.
//
// bandOrder finds such a band: a run of consecutive rows none of which
// crosses one x in the middle of the page, with prose on both sides
// (most rows on each side fill much of their side, neither side is a
// table's last column beside its other cells, and no border runs across
// the gutter between its rows, as a ruled table's do) in columns no
// narrower than a fifth of the page. The band is read left column
// first, then right, as findGutter's columns are; the rows above and
// below it are read on their own, each part searched again for a band.
// A frame's text starts where the body's lines end, so a fragment
// crosses x only when it runs past it by more than bandTouch (where its
// last letter ends: a justified line's trailing space may reach under
// the frame). A table of short cells ("Event  Date"), a table whose rows
// stand beside cells on one side of x, and single-column prose (every
// line crosses the middle) have no band and read row by row as before.

// bandTouch is how far, in page units, a fragment may run past a band's
// gutter and still lie on its side (a frame's text drawn touching the
// body lines beside it).
const bandTouch = 1.0

// Shares that make a band (see bandOrder): a side's long rows fill
// bandLongRow of its width, and at least bandProse of its rows are long;
// each side is at least bandMinWidth of the page wide; a side whose
// rows stand, bandBeside of them, beside cells set apart on the other is
// a table's column (tableColumns).
const (
	bandLongRow  = 0.6
	bandProse    = 0.6
	bandBeside   = 0.75
	bandMinWidth = 0.2
	maxBandDepth = 8
)

// bandOrder lists rows' lines in reading order: each column band left
// then right, the rows between bands row by row (their wrapped table
// cells merged). block numbers the lines' blocks across the page.
func bandOrder(rows []*row, w float64, rules []rule, block *int, depth int) []line {
	if depth < maxBandDepth {
		if a, b, x, ok := findBand(rows, w, rules); ok {
			out := bandOrder(rows[:a], w, rules, block, depth+1)
			var left, right []*row
			for _, r := range rows[a:b] {
				lf, rf := splitAt(r.frags, x)
				if len(lf) > 0 {
					left = append(left, subRow(lf))
				}
				if len(rf) > 0 {
					right = append(right, subRow(rf))
				}
			}
			out = append(out, columnLines(left, rules, block, 1)...)
			out = append(out, columnLines(right, rules, block, 2)...)
			return append(out, bandOrder(rows[b:], w, rules, block, depth+1)...)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	*block++
	var out []line
	for _, r := range mergeWrappedCells(rows, rules) { // pdf_tablecells.go
		out = append(out, rowLine(r.frags, r, *block, 0))
	}
	return out
}

// findBand finds the column band of the most rows: rows[a:b] read in two
// columns split at x.
func findBand(rows []*row, w float64, rules []rule) (a, b int, x float64, ok bool) {
	if len(rows) < 4 {
		return 0, 0, 0, false
	}
	crossed := make([]bool, len(rows))
	for cx := 0.3 * w; cx <= 0.7*w; cx++ {
		for i, r := range rows {
			crossed[i] = rowCrosses(r, cx)
		}
		for i := 0; i < len(rows); {
			if crossed[i] {
				i++
				continue
			}
			j := i
			for j < len(rows) && !crossed[j] {
				j++
			}
			if ti, tj := trimBand(rows, i, j, cx); tj-ti > b-a && isBand(rows[ti:tj], cx, w) && !ruledAcross(rows[ti:tj], cx, rules) {
				a, b, x, ok = ti, tj, cx, true
			}
			i = j
		}
	}
	return a, b, x, ok
}

// trimBand narrows the run rows[i:j] that keeps clear of x to the band
// it holds: a row on the left of x alone at its top that goes on at the
// line spacing from the row above (the short last line of the
// full-width paragraph above), and such rows at its foot set apart from
// the row above by more than the line spacing (a heading or paragraph
// after the columns), belong to the text above and below, not to the
// left column.
func trimBand(rows []*row, i, j int, x float64) (int, int) {
	for i < j && i > 0 && leftOnly(rows[i], x) && rows[i-1].y-rows[i].y <= 1.45*rows[i].size {
		i++
	}
	for k := i + 1; k < j; k++ {
		if leftOnly(rows[k], x) && rows[k-1].y-rows[k].y > 1.45*rows[k].size {
			rest := true
			for _, r := range rows[k:j] {
				rest = rest && leftOnly(r, x)
			}
			if rest {
				return i, k
			}
		}
	}
	return i, j
}

// leftOnly reports whether all of r lies left of x.
func leftOnly(r *row, x float64) bool {
	for _, f := range r.frags {
		if f.ink > x+bandTouch {
			return false
		}
	}
	return true
}

// ruledAcross reports whether a border runs across x between the first
// and the last of rows: they are a ruled table's rows (two cells of
// prose side by side), read row by row, not two columns of text.
func ruledAcross(rows []*row, x float64, rules []rule) bool {
	top, bottom := rows[0].y, rows[len(rows)-1].y
	for _, u := range rules {
		y := (u.y0 + u.y1) / 2
		if !u.white && y < top && y > bottom && u.x0 < x-bandTouch && u.x1 > x+bandTouch {
			return true
		}
	}
	return false
}

// rowCrosses reports whether a fragment of r runs across x by more than
// bandTouch on both sides.
func rowCrosses(r *row, x float64) bool {
	for _, f := range r.frags {
		if f.x0 < x-bandTouch && f.ink > x+bandTouch {
			return true
		}
	}
	return false
}

// isBand reports whether rows, none crossing x, are a band of two
// columns of prose split at x.
func isBand(rows []*row, x, w float64) bool {
	lo, hi := x, x // the sides' outer edges
	for _, r := range rows {
		for _, f := range r.frags {
			lo, hi = min(lo, f.x0), max(hi, f.ink)
		}
	}
	if x-lo < bandMinWidth*w || hi-x < bandMinWidth*w {
		return false
	}
	var left, right side
	for _, r := range rows {
		lf, rf := splitAt(r.frags, x)
		left.add(lf, x-lo)
		right.add(rf, hi-x)
	}
	if left.rows+right.rows < 5 {
		return false
	}
	return left.prose() && right.prose() && !tableColumns(rows, x)
}

// side tallies one side of a band's rows.
type side struct{ rows, long int }

// add counts one row's fragments on the side, width wide.
func (s *side) add(frags []*fragment, width float64) {
	if len(frags) == 0 {
		return
	}
	s.rows++
	if frags[len(frags)-1].ink-frags[0].x0 >= bandLongRow*width {
		s.long++
	}
}

// prose reports whether the side is a column of prose: two rows or more,
// most of them long.
func (s *side) prose() bool {
	return s.rows >= 2 && float64(s.long) >= bandProse*float64(s.rows)
}

// tableColumns reports whether x splits a table's columns rather than
// two columns of text: nearly every row with text on one side of x
// (bandBeside of them) stands beside cells on the other, as a table's
// last column stands beside the cells before it. Cells beside are two
// fragments set apart by a column gap, or fragments that all start on
// the edge of such a cell other than the first (a row whose first cell
// is empty, under a cell spanning rows). A table inside one of two
// columns of text leaves the other column's rows beside prose or
// nothing, so its page keeps its gutter. Rows that cross x are left out.
func tableColumns(rows []*row, x float64) bool {
	type split struct {
		lf, rf []*fragment
		size   float64
	}
	var parts []split
	var leftEdges, rightEdges []float64
	for _, r := range rows {
		var p split
		p.size = r.size
		crossing := false
		for _, f := range r.frags {
			switch {
			case f.ink <= x+bandTouch:
				p.lf = append(p.lf, f)
			case f.x0 >= x-bandTouch:
				p.rf = append(p.rf, f)
			default:
				crossing = true
			}
		}
		if crossing {
			continue
		}
		parts = append(parts, p)
		if cellsApart(p.lf, r.size) {
			leftEdges = cellEdges(leftEdges, p.lf, cellAlign*r.size)
		}
		if cellsApart(p.rf, r.size) {
			rightEdges = cellEdges(rightEdges, p.rf, cellAlign*r.size)
		}
	}
	var leftRows, leftBeside, rightRows, rightBeside int
	for _, p := range parts {
		if len(p.lf) > 0 {
			leftRows++
			if cellsApart(p.rf, p.size) || onInnerEdges(p.rf, rightEdges, cellAlign*p.size) {
				leftBeside++
			}
		}
		if len(p.rf) > 0 {
			rightRows++
			if cellsApart(p.lf, p.size) || onInnerEdges(p.lf, leftEdges, cellAlign*p.size) {
				rightBeside++
			}
		}
	}
	return leftRows > 0 && float64(leftBeside) >= bandBeside*float64(leftRows) ||
		rightRows > 0 && float64(rightBeside) >= bandBeside*float64(rightRows)
}

// cellEdges adds the starts of frags to edges.
func cellEdges(edges []float64, frags []*fragment, tol float64) []float64 {
	for _, f := range frags {
		edges = addEdge(edges, f.x0, tol)
	}
	return edges
}

// onInnerEdges reports whether frags, one or more, all start on an edge
// of edges other than the leftmost (the cells after an empty first one).
func onInnerEdges(frags []*fragment, edges []float64, tol float64) bool {
	if len(frags) == 0 || len(edges) < 2 {
		return false
	}
	first := edges[0]
	for _, e := range edges {
		first = min(first, e)
	}
	for _, f := range frags {
		if math.Abs(f.x0-first) <= tol || !onEdge(edges, f.x0, tol) {
			return false
		}
	}
	return true
}

// cellsApart reports whether frags (left to right) hold two set apart by
// a column gap: table cells.
func cellsApart(frags []*fragment, size float64) bool {
	for i := 1; i < len(frags); i++ {
		if frags[i].x0-frags[i-1].x1 >= fragmentGap*size {
			return true
		}
	}
	return false
}

// splitAt splits a row's fragments at a band's gutter x: those whose ink
// ends by x (within bandTouch) stand left of it, the others right.
func splitAt(frags []*fragment, x float64) (left, right []*fragment) {
	for _, f := range frags {
		if f.ink <= x+bandTouch {
			left = append(left, f)
		} else {
			right = append(right, f)
		}
	}
	return left, right
}
