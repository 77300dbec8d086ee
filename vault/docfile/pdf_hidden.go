package docfile

import (
	"math"

	"github.com/ledongthuc/pdf"
)

// A PDF's text layer can hold words its page does not show: text drawn
// in an invisible render mode, or too small to read. Read as the
// document's text, they would let a quotation pass as the document's
// words that no reader of the page ever saw (a planted sentence, a
// hidden instruction). Such text is not the page's text, with one
// exception: OCR lays its recognised words invisibly over the scanned
// image (ocrmypdf, Acrobat's "searchable image"), and there the
// invisible words are what the page shows.

// minReadableSize is the smallest text size read, in points: below it
// no reader sees the words (legal print runs 8-12 pt, footnotes 6 pt).
const minReadableSize = 1.0

// box is where an image is painted: an axis-aligned rectangle on the
// page, the order it was drawn in, and whether it hides what is under it.
type box struct {
	x0, y0, x1, y1 float64
	seq            int
	opaque         bool
}

// drawn numbers the page's glyphs and images in the order they are
// drawn.
func (in *interpreter) drawn() int {
	in.seq++
	return in.seq
}

// opaqueImage reports whether an image hides what lies under it: one
// with no transparency (no soft mask, no mask, not a stencil mask), as
// a pasted-over scan or a box painted over words is. A signature with a
// transparent background leaves the name under it readable.
func opaqueImage(x pdf.Value) bool {
	return x.Key("SMask").IsNull() && x.Key("Mask").IsNull() && !x.Key("ImageMask").Bool()
}

// unitSquare is where the unit square lands under m: where an image
// drawn with that transformation is painted.
func unitSquare(m matrix) box {
	b := box{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	for _, p := range [][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		x, y := p[0]*m[0]+p[1]*m[2]+m[4], p[0]*m[1]+p[1]*m[3]+m[5]
		b.x0, b.y0, b.x1, b.y1 = math.Min(b.x0, x), math.Min(b.y0, y), math.Max(b.x1, x), math.Max(b.y1, y)
	}
	return b
}

// seen is the page's glyphs a reader sees: the visible ones no opaque
// image was painted over afterwards, whose colour is not that of what
// lies under them (pdf_colour.go) and that are not struck through
// (pdf_strike.go), and the invisible ones that lie on a scan of the page
// (an OCR layer over it; isScan).
func (in *interpreter) seen() []glyph {
	struck := newStrikes(in.rules)
	if len(in.images) == 0 {
		out := in.glyphs[:0]
		for _, g := range in.glyphs {
			if !g.invisible && !in.hiddenByColour(g) && !in.paintedOver(g) && !struck.struck(g) {
				out = append(out, g)
			}
		}
		in.unseen += len(in.glyphs) - len(out)
		return out
	}
	out := in.glyphs[:0]
	for _, g := range in.glyphs {
		if g.invisible && in.onImage(g, in.isScan) ||
			!g.invisible && !in.onImage(g, func(b box) bool { return b.opaque && b.seq > g.seq }) && !in.hiddenByColour(g) && !in.paintedOver(g) && !struck.struck(g) {
			out = append(out, g)
		}
	}
	in.unseen += len(in.glyphs) - len(out)
	return out
}

// minScanShare is the least share of the visible page an image must
// cover for invisible text on it to be read as its OCR layer.
const minScanShare = 0.25

// isScan reports whether an image can be a scan an OCR layer describes:
// opaque, and covering at least minScanShare of the visible page.
// Invisible words over a logo, a signature or a small figure are no OCR
// of a scanned page; read as text, they let a sentence planted there pass
// as the document's words.
func (in *interpreter) isScan(b box) bool {
	pw, ph := in.page.x1-in.page.x0, in.page.y1-in.page.y0
	return b.opaque && pw > 0 && ph > 0 && (b.x1-b.x0)*(b.y1-b.y0) >= minScanShare*pw*ph
}

// onImage reports whether glyph g's middle lies on an image that
// qualifies.
func (in *interpreter) onImage(g glyph, qualifies func(box) bool) bool {
	x, y := g.x+g.w/2, g.y+g.size/3
	for _, b := range in.images {
		if qualifies(b) && x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 {
			return true
		}
	}
	return false
}

// visibleBox is the part of the page a viewer shows: its CropBox (which
// is clipped to the MediaBox), else its MediaBox, each inherited through
// the page tree; US Letter when the file says neither.
func visibleBox(p pdf.Page) (b box) {
	b = box{x0: 0, y0: 0, x1: 612, y1: 792}
	defer func() { recover() }()
	read := func(key string) (box, bool) {
		var v pdf.Value
		for n := p.V; !n.IsNull() && v.IsNull(); n = n.Key("Parent") {
			v = n.Key(key) // inherited; checkParents bounded the chain
		}
		if v.Len() != 4 {
			return box{}, false
		}
		x0, y0, x1, y1 := v.Index(0).Float64(), v.Index(1).Float64(), v.Index(2).Float64(), v.Index(3).Float64()
		r := box{x0: math.Min(x0, x1), y0: math.Min(y0, y1), x1: math.Max(x0, x1), y1: math.Max(y0, y1)}
		return r, r.x1 > r.x0 && r.y1 > r.y0
	}
	if m, ok := read("MediaBox"); ok {
		b = m
	}
	if c, ok := read("CropBox"); ok {
		b = box{x0: math.Max(b.x0, c.x0), y0: math.Max(b.y0, c.y0), x1: math.Min(b.x1, c.x1), y1: math.Min(b.y1, c.y1)}
	}
	return b
}

// onPage keeps the glyphs that lie on the visible page, and counts the
// others: a glyph drawn off it is shown to no reader. A glyph straddling
// the edge (its middle within its own size of it) is kept.
func onPage(glyphs []glyph, b box) ([]glyph, int) {
	out := glyphs[:0]
	for _, g := range glyphs {
		x, y := g.x+g.w/2, g.y+g.size/3
		if x >= b.x0-g.size && x <= b.x1+g.size && y >= b.y0-g.size && y <= b.y1+g.size {
			out = append(out, g)
		}
	}
	return out, len(glyphs) - len(out)
}
