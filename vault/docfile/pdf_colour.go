package docfile

import (
	"math"

	"github.com/ledongthuc/pdf"
)

// Text can also be hidden by its colour: white words on the white page,
// or words in the colour of the box painted under them (black on a black
// bar, as a careless redaction leaves them). A reader sees nothing there,
// so such words are not the page's text, as invisible and off-page text
// is not (pdf_hidden.go): quoted, they must not pass as the document's.
// White words on a dark banner, coloured text, a light-grey watermark
// and any text on an image stay: only a colour equal to what lies under
// the glyph hides it. A colour citecheck cannot tell (a pattern, a
// separation, an indexed palette, a shading under the text) never hides.

// colour is a fill colour as RGB components in [0, 1]; known is false
// for a colour space whose look is not computed.
type colour struct {
	r, g, b float64
	known   bool
}

var (
	blackColour = colour{0, 0, 0, true}
	whiteColour = colour{1, 1, 1, true}
)

// sameColour is the tolerance under which two colours look the same: a
// near-white #FAFAFA on white is as invisible as white.
const sameColour = 0.03

// same reports whether a and b are known and look the same.
func (a colour) same(b colour) bool {
	return a.known && b.known && math.Abs(a.r-b.r) <= sameColour && math.Abs(a.g-b.g) <= sameColour && math.Abs(a.b-b.b) <= sameColour
}

// deviceColour is the colour of components in a device colour space of
// n components (1 gray, 3 RGB, 4 CMYK); unknown for any other count.
func deviceColour(c []float64) colour {
	clamp := func(v float64) float64 { return math.Max(0, math.Min(1, v)) }
	switch len(c) {
	case 1:
		v := clamp(c[0])
		return colour{v, v, v, true}
	case 3:
		return colour{clamp(c[0]), clamp(c[1]), clamp(c[2]), true}
	case 4:
		k := clamp(c[3])
		return colour{(1 - clamp(c[0])) * (1 - k), (1 - clamp(c[1])) * (1 - k), (1 - clamp(c[2])) * (1 - k), true}
	}
	return colour{}
}

// colourSpaceComponents is the number of components of a fill colour
// space whose colours deviceColour can read (the device spaces and an
// ICC-based space by its /N), else 0.
func colourSpaceComponents(res pdf.Value, name string) int {
	switch name {
	case "DeviceGray", "G", "CalGray":
		return 1
	case "DeviceRGB", "RGB", "CalRGB":
		return 3
	case "DeviceCMYK", "CMYK":
		return 4
	}
	cs := res.Key("ColorSpace").Key(name)
	if cs.Kind() == pdf.Name {
		return colourSpaceComponents(pdf.Value{}, cs.Name())
	}
	if cs.Kind() == pdf.Array && cs.Len() >= 2 {
		switch cs.Index(0).Name() {
		case "ICCBased":
			if n := int(cs.Index(1).Key("N").Int64()); n == 1 || n == 3 || n == 4 {
				return n
			}
		case "CalGray":
			return 1
		case "CalRGB":
			return 3
		}
	}
	return 0
}

// fill is an area a fill operator painted: its bounding box on the page
// (box.opaque: whether it hides what it is painted over), when it was
// painted and its colour.
type fill struct {
	box
	c colour
}

// maxPageFills bounds the painted areas recorded per page; a page that
// paints more (a dense vector drawing) is read without colour hiding.
const maxPageFills = 4000

// pathBounds collects the bounding box of the path being built, in page
// space.
type pathBounds struct {
	b   box
	set bool
	// points counts the path's points: a letter's outline has dozens,
	// a box or a rule a handful (pdf_outlined.go).
	points int
}

func (p *pathBounds) add(ctm matrix, x, y float64) {
	p.points++
	px, py := x*ctm[0]+y*ctm[2]+ctm[4], x*ctm[1]+y*ctm[3]+ctm[5]
	if !p.set {
		p.b, p.set = box{x0: px, y0: py, x1: px, y1: py}, true
		return
	}
	p.b.x0, p.b.y0, p.b.x1, p.b.y1 = math.Min(p.b.x0, px), math.Min(p.b.y0, py), math.Max(p.b.x1, px), math.Max(p.b.y1, py)
}

// paint records the path as a painted area of colour c, opaque unless
// the graphics state makes it see-through, and clears it.
func (in *interpreter) paint(p *pathBounds, c colour, opaque bool) {
	if p.set {
		if len(in.fills) < maxPageFills {
			f := fill{box: p.b, c: c}
			f.opaque = opaque
			f.seq = in.drawn()
			in.fills = append(in.fills, f)
			in.addRule(p.b, c)
		} else {
			in.fillsOverflow = true
		}
	}
	*p = pathBounds{}
}

// paintAll records a shading painted over the whole clip (sh): an area of
// a colour not computed, so no text over it is hidden by its colour.
func (in *interpreter) paintAll() {
	f := fill{box: box{x0: math.Inf(-1), y0: math.Inf(-1), x1: math.Inf(1), y1: math.Inf(1)}}
	f.seq = in.drawn()
	in.fills = append(in.fills, f)
}

// hiddenByColour reports whether glyph g, drawn in a fill colour, is the
// colour of what lies under its middle: the last area painted there
// before it (an image is never the same colour), else the white page.
func (in *interpreter) hiddenByColour(g glyph) bool {
	if !g.fill.known || in.fillsOverflow {
		return false
	}
	x, y := g.x+g.w/2, g.y+g.size/3
	under, top := whiteColour, 0
	for i := len(in.fills) - 1; i >= 0; i-- { // painted in order: the first found is the topmost
		if f := in.fills[i]; f.seq < g.seq && coversGlyph(f.box, g) {
			under, top = f.c, f.seq
			break
		}
	}
	for _, b := range in.images {
		if b.seq < g.seq && b.seq > top && x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1 {
			return false
		}
	}
	return g.fill.same(under) && !in.outlinedOver(g) // outlines stroked over it show it (pdf_outlined.go)
}

// paintedOver reports whether an opaque area was painted over glyph g's
// middle after it: a box drawn over words (a redaction that left them
// in the text layer) hides them, whatever their colour.
func (in *interpreter) paintedOver(g glyph) bool {
	if in.fillsOverflow {
		return false
	}
	for i := len(in.fills) - 1; i >= 0 && in.fills[i].seq > g.seq; i-- {
		if f := in.fills[i]; f.opaque && coversGlyph(f.box, g) {
			return true
		}
	}
	return false
}

// coversGlyph reports whether an area covers glyph g's body: its middle
// across, and from near its baseline to above its x-height, so a rule
// (an underline, a strike-through line, a table border) drawn through or
// under words hides none of them.
func coversGlyph(b box, g glyph) bool {
	x := g.x + g.w/2
	return x >= b.x0 && x <= b.x1 && b.y0 <= g.y+0.15*g.size && b.y1 >= g.y+0.6*g.size
}

// extGStateOpaque reports whether painting under the named graphics
// state hides what lies beneath: full fill opacity (/ca), the Normal
// blend mode and no soft mask. A highlighter's see-through box does not.
func extGStateOpaque(res pdf.Value, name string, was bool) bool {
	gs := res.Key("ExtGState").Key(name)
	if gs.IsNull() {
		return was
	}
	opaque := was
	if ca := gs.Key("ca"); !ca.IsNull() {
		opaque = ca.Float64() >= 1
	}
	if bm := gs.Key("BM"); !bm.IsNull() {
		n := bm.Name()
		if bm.Kind() == pdf.Array && bm.Len() > 0 {
			n = bm.Index(0).Name()
		}
		opaque = opaque && (n == "Normal" || n == "Compatible")
	}
	if sm := gs.Key("SMask"); !sm.IsNull() && sm.Name() != "None" {
		opaque = false
	}
	return opaque
}
