package docfile

import "math"

// Outlined text, as cairo writes it (poppler's pdftocairo, and so
// every "print to PDF" of a GNOME program): the words go into the text
// layer filled white, and their outlines are stroked on top as vector
// paths. The white fill alone would make the words white on the white
// page, hidden by their colour (pdf_colour.go); but the reader sees the
// outlines, so the words are read. A stroked box or rule is no outline:
// only a path of many points (letter shapes) no taller than a line of
// text counts, so white words in a bordered box stay hidden.

// minOutlinePoints is the fewest points of a stroked path taken for
// letter outlines: a rectangle has four or five, cairo's serif "l"
// eleven.
const minOutlinePoints = 8

// strokeOutline records a stroked path that may outline letters.
func (in *interpreter) strokeOutline(p pathBounds, g textState) {
	if !p.set || p.points < minOutlinePoints || g.stroke.same(whiteColour) || len(in.outlines) >= maxPageFills {
		return
	}
	in.outlines = append(in.outlines, p.b)
}

// outlinedOver reports whether letter outlines were stroked over glyph
// g's middle, in a band no taller than its size and a half.
func (in *interpreter) outlinedOver(g glyph) bool {
	x, y := g.x+g.w/2, g.y+g.size/3
	for _, b := range in.outlines {
		if x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 && b.y1-b.y0 <= 1.5*math.Max(g.size, 1) {
			return true
		}
	}
	return false
}
