package docfile

import "math"

// Wrapped table cells. A table row is a row of cells, fragments apart by
// more than a column gap; a cell whose text is too long for its width
// wraps onto the lines below, where only the wrapping cells have text.
// Read row by row, those lines interleave the cells ("The shipper sent
// its written Tolled nothing under the claim to the carrier by tariff"),
// which is no text of the page: a quotation of one cell fails and words
// of two cells read as one sentence. mergeWrappedCells reads such a row
// cell by cell instead, each cell's lines joined, so the row is one line
// ("October 30, 2023 The shipper sent its written claim to the carrier
// by certified mail Tolled nothing under the tariff").
//
// A line continues the row above when it follows it at no more than a
// line's spacing (1.5 times the text size), is set in the same size,
// every one of its fragments starts where a cell of the row starts, and
// it has nothing in the row's first cell: the next table row begins with
// its first cell (a date, a name, a factor). A row whose first cell
// wraps, and a new row whose first cell is empty, are read row by row as
// before. A page set in two columns is not merged: a paragraph ending
// in the left column leaves the next line's left half empty, as a
// wrapped cell does, while the right column goes on.

// cellAlign is how far, in text sizes, a continuation line's fragment
// may start from its cell's left edge.
const cellAlign = 0.5

// mergeWrappedCells returns rows with each table row and the lines its
// cells wrap onto merged into one row of one fragment per cell.
func mergeWrappedCells(rows []*row) []*row {
	out := make([]*row, 0, len(rows))
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		starts := cellStarts(r)
		if len(starts) < 2 {
			out = append(out, r)
			continue
		}
		cells := make([][]string, len(starts))
		ends := make([]float64, len(starts))
		addLine := func(l *row) {
			byCell := make([][]*fragment, len(starts))
			for _, f := range l.frags {
				c := cellOf(starts, f.x0, r.size)
				byCell[c] = append(byCell[c], f)
				ends[c] = math.Max(ends[c], f.x1)
			}
			for c, fs := range byCell {
				if t := (&row{frags: fs}).text(); t != "" {
					cells[c] = append(cells[c], t)
				}
			}
		}
		addLine(r)
		last := r
		for i+1 < len(rows) && continuesRow(last, rows[i+1], starts) {
			last = rows[i+1]
			addLine(last)
			i++
		}
		if last == r {
			out = append(out, r)
			continue
		}
		m := &row{y: r.y, size: r.size}
		for c, x0 := range starts {
			f := &fragment{x0: x0, x1: math.Max(ends[c], x0), y: r.y, size: r.size}
			f.text.WriteString(joinLines(cells[c]))
			m.frags = append(m.frags, f)
		}
		out = append(out, m)
	}
	return out
}

// cellStarts is the left edge of each cell of r when r is a table row
// (fragments apart by at least a column gap), else nil.
func cellStarts(r *row) []float64 {
	if len(r.frags) < 2 {
		return nil
	}
	starts := []float64{r.frags[0].x0}
	for k := 1; k < len(r.frags); k++ {
		if r.frags[k].x0-r.frags[k-1].x1 >= fragmentGap*r.size {
			starts = append(starts, r.frags[k].x0)
		} else if !r.frags[k].raised {
			return nil // two fragments of one cell: not a plain row of cells
		}
	}
	if len(starts) < 2 {
		return nil
	}
	return starts
}

// cellOf is the index of the cell a fragment starting at x0 lies in
// (size is the row's text size).
func cellOf(starts []float64, x0, size float64) int {
	c := 0
	for k, s := range starts {
		if x0 >= s-cellAlign*size {
			c = k
		}
	}
	return c
}

// continuesRow reports whether next holds lines the cells of the table
// row ending with prev wrap onto (see mergeWrappedCells).
func continuesRow(prev, next *row, starts []float64) bool {
	if prev.y-next.y > 1.5*prev.size || math.Abs(prev.size-next.size) > 0.15*prev.size || len(next.frags) == 0 {
		return false
	}
	for _, f := range next.frags {
		k := -1
		for j, s := range starts {
			if math.Abs(f.x0-s) <= cellAlign*next.size {
				k = j
			}
		}
		if k <= 0 && !f.raised {
			return false // off every cell's edge, or in the first cell
		}
	}
	return true
}
