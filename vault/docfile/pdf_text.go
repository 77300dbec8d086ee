package docfile

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// line is one line of body text in reading order.
type line struct {
	text   string
	x0, x1 float64
	y      float64
	size   float64
	block  int // lines of one column band or full-width row share a block
	column int // 0 full width, 1 left, 2 right
	// tabular marks a line of cells: text runs apart by more than a
	// word gap (a table row, "Factor    Weight"). Each is a paragraph
	// of its own, so table rows are not read as one run-on sentence.
	tabular bool
}

// pageText is the page's body text in reading order: paragraphs separated
// by a blank line, the lines of a paragraph joined by a space, a word
// hyphenated across a line end joined, ligatures and odd spaces folded.
func pageText(lp *laidPage) string {
	lines := readingOrder(lp)
	var rotated []string
	for _, r := range lp.rotated {
		if t := foldPDFText(r); t != "" {
			rotated = append(rotated, t)
		}
	}
	if len(lines) == 0 {
		return strings.Join(rotated, "\n\n")
	}
	pitch := medianPitch(lines)
	edges := blockEdges(lines)
	var paras [][]string
	for i, l := range lines {
		if i == 0 || paragraphBreak(lines[i-1], l, pitch, edges) {
			paras = append(paras, nil)
		}
		paras[len(paras)-1] = append(paras[len(paras)-1], l.text)
	}
	out := make([]string, 0, len(paras))
	for _, p := range paras {
		if t := foldPDFText(joinLinesCompounds(p, lp.typedHyphens, lp.compounds)); t != "" {
			out = append(out, t)
		}
	}
	return strings.Join(append(out, rotated...), "\n\n")
}

// readingOrder lists the body lines: with a gutter, each band of rows
// between full-width rows is read left column first, then right column;
// without one, row by row, but for the bands of it set in two columns
// (pdf_bands.go).
func readingOrder(lp *laidPage) []line {
	gutter, cols := findGutter(lp.rows, lp.w)
	if !cols {
		block := 0
		return bandOrder(lp.rows, lp.w, lp.rules, &block, 0) // pdf_bands.go
	}
	var out []line
	var left, right []*row
	block := 0
	flush := func() {
		out = append(out, columnLines(left, lp.rules, &block, 1)...)
		out = append(out, columnLines(right, lp.rules, &block, 2)...)
		left, right = nil, nil
	}
	var last *row // the last row read across the gutter, while no column row followed
	for _, r := range lp.rows {
		var lf, rf []*fragment
		spanning := false
		for _, f := range r.frags {
			switch {
			case f.x1 <= gutter:
				lf = append(lf, f)
			case f.x0 >= gutter:
				rf = append(rf, f)
			default:
				spanning = true
			}
		}
		if spanning {
			flush()
			block++
			out = append(out, rowLine(r.frags, r, block, 0))
			last = r
			continue
		}
		if last != nil && len(rf) == 0 && len(left) == 0 && last.y-r.y <= 1.45*r.size {
			// the short last line of the full-width paragraph above
			out = append(out, rowLine(r.frags, r, block, 0))
			last = r
			continue
		}
		last = nil
		if len(lf) > 0 {
			left = append(left, subRow(lf))
		}
		if len(rf) > 0 {
			right = append(right, subRow(rf))
		}
	}
	flush()
	return out
}

// columnLines are one column's rows of a band as lines of a block of
// their own (numbered on from block), the cells a table row in the
// column wraps onto merged as on a page of one column
// (pdf_tablecells.go).
func columnLines(rows []*row, rules []rule, block *int, column int) []line {
	if len(rows) == 0 {
		return nil
	}
	*block++
	rows = mergeRaised(rows) // a call drawn on the other column's baseline (subRow)
	for _, r := range rows {
		sort.SliceStable(r.frags, func(i, j int) bool { return r.frags[i].x0 < r.frags[j].x0 })
	}
	var out []line
	for _, r := range mergeWrappedCells(rows, rules) {
		out = append(out, rowLine(r.frags, r, *block, column))
	}
	return out
}

// subRow is the row of one column's fragments of a page row: on the
// baseline and at the size of its largest. A footnote call raised in one
// column can sit on the baseline of the other column's line and be
// grouped with it (groupRows); on its own in its column it is a raised
// row again, which columnLines merges onto the line it marks.
func subRow(frags []*fragment) *row {
	r := &row{frags: frags}
	for _, f := range frags {
		if f.size > r.size {
			r.y, r.size = f.y, f.size
		}
	}
	return r
}

func rowLine(frags []*fragment, r *row, block, column int) line {
	sub := &row{frags: frags}
	tabular := false
	for i := 1; i < len(frags); i++ {
		if frags[i].x0-frags[i-1].x1 >= fragmentGap*r.size {
			tabular = true
			break
		}
	}
	return line{text: sub.text(), x0: frags[0].x0, x1: frags[len(frags)-1].x1, y: r.y, size: r.size, block: block, column: column, tabular: tabular}
}

// medianPitch is the typical distance between consecutive lines of one
// block: the page's line spacing.
func medianPitch(lines []line) float64 {
	var ps []float64
	for i := 1; i < len(lines); i++ {
		if lines[i].block == lines[i-1].block {
			if d := lines[i-1].y - lines[i].y; d > 0 {
				ps = append(ps, d)
			}
		}
	}
	if len(ps) == 0 {
		return 0
	}
	sort.Float64s(ps)
	return ps[len(ps)/2]
}

// edge is a block's left and right text edge.
type edge struct{ left, right float64 }

func blockEdges(lines []line) map[int]edge {
	e := map[int]edge{}
	for _, l := range lines {
		b, ok := e[l.block]
		if !ok {
			b = edge{l.x0, l.x1}
		}
		b.left, b.right = math.Min(b.left, l.x0), math.Max(b.right, l.x1)
		e[l.block] = b
	}
	return e
}

// clauseStart is a line that starts a numbered clause or an article.
var clauseStart = regexp.MustCompile(`^(§|¶|Section\s+\d|SECTION\s+\d|ARTICLE\s|Article\s+[IVXLC\d]|\([a-z0-9]{1,4}\)\s|\d+(\.\d+)+\.?\s|\[\d+\]\s)`)

// numberedParagraph is a line that opens a numbered paragraph ("4. No
// party may ..."), as briefs and pleadings number theirs. Unlike the
// dotted clause numbers above it breaks a paragraph only after a line
// that ends a sentence, since a wrapped sentence may start a line with
// a number ("in section\n4. The ...").
func numberedParagraph(s string) bool {
	n := 0
	for n < len(s) && n < 4 && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	if n == 0 || n > 3 || n+2 >= len(s) || s[n] != '.' || s[n+1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(s[n+1:], " "))
	return unicode.IsUpper(r)
}

// paragraphBreak decides whether l starts a new paragraph after prev: a
// wider gap than the line spacing, a change of type size, a full-width
// row, an indented first line, a short line ending a sentence before a
// capital or a clause, a table row's line, a short line in capitals (a caption) before a
// capital, a numbered paragraph after a sentence end, or a line ending far before the edge (a heading,
// a list item) before a capital.
func paragraphBreak(prev, l line, pitch float64, edges map[int]edge) bool {
	if prev.column == 0 && l.column == 0 && prev.block != l.block {
		return true // full-width rows of their own (captions, headings)
	}
	if (prev.column == 0) != (l.column == 0) {
		return true
	}
	if prev.block != l.block {
		// The next column continues the text unless the column before
		// ended a paragraph or a table row.
		return prev.tabular || shortLine(prev, edges) && endsSentence(prev.text)
	}
	if prev.tabular || l.tabular {
		return true
	}
	if pitch > 0 && prev.y-l.y > 1.45*pitch {
		return true
	}
	if math.Abs(prev.size-l.size) > 0.15*math.Max(prev.size, l.size) {
		return true // a heading in a larger or smaller type than its text
	}
	e := edges[l.block]
	if l.x0 > e.left+1.0*l.size && prev.x0 <= e.left+0.5*l.size {
		return true
	}
	if clauseStart.MatchString(l.text) && (endsSentence(prev.text) || shortLine(prev, edges)) {
		return true
	}
	if endsSentence(prev.text) && numberedParagraph(l.text) {
		return true
	}
	// A quotation opens on a capital after its opening mark ("“A claim
	// ..."), as a block quotation after "adopted:" does.
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(l.text, "“‘\"'("))
	capital := unicode.IsUpper(r) || unicode.IsDigit(r) || isRaisedDigit(r) || r == '•' || r == '-' || r == '–'
	if (shortLine(prev, edges) || centredLine(prev, edges)) && (endsSentence(prev.text) || capitalsLine(prev.text)) {
		return capital
	}
	// A line that ends well before the edge without a sentence end (a
	// heading, a list item, a signature line) before a capital.
	e = edges[prev.block]
	return capital && prev.x1 < e.left+0.7*(e.right-e.left)
}

// capitalsLine is a line set in capitals ("UNITED STATES DISTRICT
// COURT", "SMITH v. JONES"): a caption or heading line, which a short
// line of it ends even without a full stop. Its width alone does not
// tell: a wide font sets a caption line across most of the measure.
func capitalsLine(s string) bool {
	upper, lower := 0, 0
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			upper++
		case unicode.IsLower(r):
			lower++
		}
	}
	return upper >= 4 && lower*10 <= upper
}

// centredLine reports whether l is set centred, well in from both edges
// of its block: a caption line as a browser centres it ("UNITED STATES
// COURT OF APPEALS FOR THE TENTH CIRCUIT") may reach past the short-line
// mark and still end its paragraph.
func centredLine(l line, edges map[int]edge) bool {
	e := edges[l.block]
	in, out := l.x0-e.left, e.right-l.x1
	return in > 2*l.size && out > 2*l.size && math.Abs(in-out) < l.size
}

func shortLine(l line, edges map[int]edge) bool {
	e := edges[l.block]
	return l.x1 < e.right-0.12*(e.right-e.left)
}

func endsSentence(s string) bool {
	s = strings.TrimRight(s, " \"'”’)")
	return strings.HasSuffix(s, ".") || strings.HasSuffix(s, ":") || strings.HasSuffix(s, ";") || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "!")
}

// joinLines joins a paragraph's lines with spaces; a word hyphenated at a
// line end ("enforce-" then "ment") is joined without the hyphen when the
// next line goes on in lower case, as typesetters hyphenate; a soft
// hyphen at a line end always joins. The hyphen may be the ASCII one or
// Unicode's HYPHEN (U+2010), which Chromium's PDF writer draws at a
// hyphenated line end ("deter‐" then "minable").
func joinLines(lines []string) string { return joinLinesCompounds(lines, false, nil) }

// joinLinesCompounds is joinLines with what the document tells of its
// line-end hyphens. With typed, a hyphen at a line end is one the author
// typed (the file marks the soft ones, pdf_softhyphen.go): the next line
// is joined to it without a space, the hyphen kept ("out-of-" / "pocket"
// reads "out-of-pocket"). A compound the document writes whole elsewhere
// keeps its hyphen so too (compounds, pdf_compounds.go: "forum-" /
// "selection").
func joinLinesCompounds(lines []string, typed bool, compounds map[string]bool) string {
	var b strings.Builder
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if i == 0 {
			b.WriteString(l)
			continue
		}
		cur := b.String()
		switch {
		case strings.HasSuffix(cur, "\u00ad"):
			b.Reset()
			b.WriteString(strings.TrimSuffix(cur, "\u00ad"))
		case typed && hyphenatedEnd(cur), hyphenatedEnd(cur) && compoundAcross(compounds, cur, l):
		case hyphenatedEnd(cur) && startsLower(l):
			_, n := utf8.DecodeLastRuneInString(cur)
			b.Reset()
			b.WriteString(cur[:len(cur)-n])
		default:
			b.WriteByte(' ')
		}
		b.WriteString(l)
	}
	return b.String()
}

// hyphenatedEnd reports whether s ends in a letter and a hyphen ("-" or
// U+2010).
func hyphenatedEnd(s string) bool {
	h, n := utf8.DecodeLastRuneInString(s)
	if (h != '-' && h != '\u2010') || len(s) <= n {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:len(s)-n])
	return unicode.IsLetter(r)
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

// foldPDFText folds what a PDF's glyphs leave that a reader does not see:
// ligature glyphs (ﬁ, ﬂ, ﬀ, ﬃ, ﬄ, ﬅ, ﬆ) become their letters and every
// Unicode space becomes a plain space, as the reader view of an answer
// folds them (compatibility and space folds); runs of spaces become one;
// control characters and invalid UTF-8 from a font without a usable
// encoding are dropped. Dashes, quotes and other characters are kept as
// the document has them.
func foldPDFText(s string) string {
	s = strings.ToValidUTF8(s, "")
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r >= 0xFB00 && r <= 0xFB06:
			b.WriteString(norm.NFKC.String(string(r)))
			space = false
			continue
		case r == '\n':
			b.WriteByte('\n')
			space = false
			continue
		case unicode.IsSpace(r) || unicode.Is(unicode.Zs, r):
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		case r == 0xAD || unicode.IsControl(r) || r == utf8.RuneError:
			continue
		}
		b.WriteRune(r)
		space = false
	}
	return strings.TrimSpace(b.String())
}
