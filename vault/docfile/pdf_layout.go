package docfile

import (
	"math"
	"sort"
	"strings"
	"unicode"
)

// A PDF page is glyphs at positions, not text: the layout here rebuilds
// the text a reader sees. Glyphs shown one after another on one baseline
// become fragments (a word gap inserts a space; a gap wider than a
// column gutter starts a new fragment); fragments on one baseline form a
// row; rows are what running headers and footers are recognised by
// (pdf_furniture.go); the body's fragments are then split at a column
// gutter when the page has one and read column by column
// (pdf_text.go).

// fragment is a run of glyphs on one baseline with no wide gap inside.
type fragment struct {
	x0, x1, y, size float64
	text            strings.Builder
	// lastSpace: the last glyph was a space, not yet written; spaceX and
	// spaceW are where it was drawn (see zeroRoomSpace).
	lastSpace      bool
	spaceX, spaceW float64
	// cs is the character spacing after its last glyph (glyph.cs).
	cs float64
	// midWordSpacing: the run of glyphs with character spacing that its
	// last glyph ends began inside a word (pdf_spacing_word.go).
	midWordSpacing bool
	// raised: set small above the line it was merged into (mergeRaised),
	// a footnote call or an ordinal's letters.
	raised bool
	// words are where each word after the first begins: its byte offset
	// in text and the x it is drawn at, so a fragment running over two
	// table cells can be split where a cell begins (pdf_tablecells.go).
	words []wordStart
	// ink is where its last glyph other than a space ends.
	ink float64
}

// wordStart is where a word of a fragment begins; gap is the room
// between it and the last letter before it (a space glyph's width
// included).
type wordStart struct {
	off    int
	x, gap float64
}

// row is every fragment on one baseline, left to right.
type row struct {
	y     float64
	size  float64
	frags []*fragment
}

// text is the row's fragments joined by single spaces; a raised
// footnote call is written raised, onto the word it follows when drawn
// right after it (pdf_notecalls.go).
func (r *row) text() string {
	var b strings.Builder
	var prev *fragment
	for _, f := range r.frags {
		t := strings.TrimSpace(f.text.String())
		if t == "" {
			continue
		}
		join := false
		if f.raised {
			if call, ok := noteCall(t); ok {
				t, join = call, prev != nil && callJoins(prev, f)
			}
		}
		if b.Len() > 0 && !join {
			b.WriteByte(' ')
		}
		b.WriteString(t)
		prev = f
	}
	return b.String()
}

// laidPage is one page's rows, top to bottom, with the furniture rows
// moved aside.
type laidPage struct {
	w, h      float64
	rows      []*row
	furniture []*row
	// lineNumbers names the pleading line numbers taken out of the
	// margin (pdf_linenumbers.go), "" when none.
	lineNumbers string
	// rotated holds the runs of text set on another direction than the
	// page's upright lines (pdf_rotated.go), read after the body.
	rotated []string
	// typedHyphens: the file marks the hyphens its hyphenator added
	// (pdf_softhyphen.go), so any other hyphen at a line end was typed
	// and is kept.
	typedHyphens bool
	// compounds are the hyphenated words the document writes whole
	// (pdf_compounds.go), shared by its pages.
	compounds map[string]bool
	// rules are the thin horizontal lines the page paints (pdf_strike.go):
	// a ruled table's row borders (pdf_tablecells.go).
	rules []rule
}

// furnitureLines is the page's furniture as text, top to bottom.
func (lp *laidPage) furnitureLines() []string {
	var out []string
	if lp.lineNumbers != "" {
		out = append(out, lp.lineNumbers)
	}
	for _, r := range lp.furniture {
		if t := foldPDFText(r.text()); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// Gaps, as fractions of the font size: a word space is wider than
// kerning; a column gutter is wider than any word space.
const (
	wordGap     = 0.18
	fragmentGap = 1.5
	baselineTol = 0.35
)

// layoutPage turns a page's glyphs into rows.
func layoutPage(glyphs []glyph, w, h float64) *laidPage {
	var frags []*fragment
	var cur *fragment
	tracked := trackedGaps(glyphs)
	for i, g := range glyphs {
		if g.s == "" {
			continue
		}
		size := g.size
		if size < 1 {
			size = 1
		}
		gw := g.w
		if gw <= 0 {
			gw = 0.5 * size
		}
		space := isSpaceGlyph(g.s)
		if cur != nil && math.Abs(g.y-cur.y) < baselineTol*cur.size && g.x > cur.x0-0.5*size && g.x-cur.x1 < fragmentGap*size {
			gap := false
			switch {
			case space:
				if !cur.lastSpace {
					cur.spaceX, cur.spaceW = g.x, gw
				}
			case cur.lastSpace:
				gap = !zeroRoomSpace(cur.spaceX, cur.spaceW, g.x)
			case g.x-cur.x1-cur.cs > wordGap*size && !tracked[i]:
				gap = true
			case cur.cs > 0 && g.x-cur.ink > wordGap*size && !tracked[i] && (cur.midWordSpacing || !spacedOn(glyphs, i, gw)):
				gap = true // character spacing that is a word space (pdf_spacing_word.go)
			}
			if gap {
				cur.text.WriteByte(' ')
				cur.words = append(cur.words, wordStart{off: cur.text.Len(), x: g.x, gap: g.x - cur.ink})
			}
			if !space {
				cur.text.WriteString(g.s)
				cur.ink = g.x + gw
			}
			cur.lastSpace = space
			if !space {
				cur.midWordSpacing = midWordSpacing(cur, g, gap)
			}
			cur.x1 = math.Max(cur.x1, g.x+gw)
			cur.cs = float64(g.cs)
			continue
		}
		if space {
			cur = nil // a space never starts a fragment
			continue
		}
		cur = &fragment{x0: g.x, x1: g.x + gw, y: g.y, size: size, cs: float64(g.cs), ink: g.x + gw}
		cur.text.WriteString(g.s)
		frags = append(frags, cur)
	}
	return &laidPage{w: w, h: h, rows: groupRows(frags)}
}

// zeroRoomSpace reports whether a space glyph drawn at spaceX, spaceW
// wide, takes no room: the next glyph is drawn at nextX on top of it.
// Chromium's PDF writer (Skia: Chrome's "Save as PDF", Google Docs' PDF
// export) draws a soft hyphen that did not break its line as the font's
// space glyph with no advance, and Ghostscript keeps that glyph when it
// re-distils the file: the page shows "written" and "deter‐", and read as
// a word gap it would say "writ ten" and "deter ‐", so a quotation of
// the page would not match. A space the next glyph starts inside of
// leaves no gap on the page.
func zeroRoomSpace(spaceX, spaceW, nextX float64) bool {
	return nextX < spaceX+0.5*spaceW
}

func isSpaceGlyph(s string) bool {
	for _, r := range s {
		if !unicode.IsSpace(r) {
			return false
		}
	}
	return true
}

// groupRows clusters fragments by baseline, top to bottom, each row left
// to right.
func groupRows(frags []*fragment) []*row {
	sort.SliceStable(frags, func(i, j int) bool { return frags[i].y > frags[j].y })
	var rows []*row
	for _, f := range frags {
		if n := len(rows); n > 0 && math.Abs(rows[n-1].y-f.y) < baselineTol*math.Max(rows[n-1].size, f.size) {
			r := rows[n-1]
			r.frags = append(r.frags, f)
			r.size = math.Max(r.size, f.size)
			continue
		}
		rows = append(rows, &row{y: f.y, size: f.size, frags: []*fragment{f}})
	}
	rows = mergeRaised(rows)
	for _, r := range rows {
		sort.SliceStable(r.frags, func(i, j int) bool { return r.frags[i].x0 < r.frags[j].x0 })
	}
	return rows
}

// mergeRaised joins a row of small raised text (a footnote call, an
// ordinal's "th") to the line it sits on, so "held.¹" does not become a
// line of its own read before the sentence it marks.
func mergeRaised(rows []*row) []*row {
	out := rows[:0]
	for i := 0; i < len(rows); i++ {
		r := rows[i]
		if i+1 < len(rows) {
			next := rows[i+1]
			if r.size < 0.9*next.size && r.y-next.y < 0.75*next.size && overlapsX(r, next) {
				for _, f := range r.frags {
					f.raised = true
				}
				next.frags = append(next.frags, r.frags...)
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

// overlapsX reports whether raised row r lies within the x extent of the
// line below it.
func overlapsX(r, line *row) bool {
	lo, hi := line.frags[0].x0, line.frags[0].x1
	for _, f := range line.frags {
		lo, hi = math.Min(lo, f.x0), math.Max(hi, f.x1)
	}
	for _, f := range r.frags {
		if f.x0 < lo-f.size || f.x0 > hi+f.size {
			return false
		}
	}
	return true
}

// findGutter is the x of a column gutter on the page, if it has one: the
// place in the middle half of the page crossed by the fewest body
// fragments, when it is crossed by few (a centred caption or heading
// may cross it) and at least three rows have text on each side.
func findGutter(rows []*row, w float64) (float64, bool) {
	var frags []*fragment
	for _, r := range rows {
		frags = append(frags, r.frags...)
	}
	if len(frags) < 6 {
		return 0, false
	}
	bestX, bestN := 0.0, len(frags)+1
	for x := 0.3 * w; x <= 0.7*w; x += 1 {
		n := 0
		for _, f := range frags {
			if f.x0 < x && f.x1 > x {
				n++
			}
		}
		if n < bestN {
			bestX, bestN = x, n
		}
	}
	if float64(bestN) > 0.15*float64(len(rows)) {
		return 0, false
	}
	left, right := 0, 0
	for _, r := range rows {
		l, rt := false, false
		for _, f := range r.frags {
			if f.x1 <= bestX {
				l = true
			}
			if f.x0 >= bestX {
				rt = true
			}
		}
		if l {
			left++
		}
		if rt {
			right++
		}
	}
	// Widen to the middle of the empty strip around bestX, so the split
	// does not hug one column's edge.
	lo, hi := bestX, bestX
	for lo > 0.25*w && crossing(frags, lo-1) == bestN {
		lo--
	}
	for hi < 0.75*w && crossing(frags, hi+1) == bestN {
		hi++
	}
	// A column gutter is narrow; a wide empty strip is the gap between
	// a table's columns of cells ("Court congestion ... Considered"),
	// whose rows read across, not down.
	x := (lo + hi) / 2
	return x, left >= 3 && right >= 3 && hi-lo <= maxGutter*w && !tableColumns(rows, x) // pdf_bands.go
}

// maxGutter is the widest column gutter, as a share of the page width:
// two-column opinions and contracts leave 0.02-0.06.
const maxGutter = 0.12

func crossing(frags []*fragment, x float64) int {
	n := 0
	for _, f := range frags {
		if f.x0 < x && f.x1 > x {
			n++
		}
	}
	return n
}
