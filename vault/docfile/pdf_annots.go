package docfile

import (
	"math"

	"github.com/ledongthuc/pdf"
)

// Annotations are drawn over the page's content: a viewer paints each
// one's appearance after the page. A filled rectangle drawn with a
// viewer's comment tools over words (the Acrobat "redaction" that only
// covers them), a stamp or a form field's opaque box hides the words
// under it as a box painted by the content stream would, so those
// words are not the page's text (pdf_colour.go paintedOver, onImage).
// What an appearance paints is recorded; the text it draws is not read
// (a comment's or a form field's text is not the document's), so
// reading text is unchanged. Markup annotations (highlights,
// underlines, strike-outs, squiggles) are drawn see-through by viewers,
// hidden annotations (the Hidden and NoView flags) and pop-ups not at
// all, so none hides anything.

// maxPageAnnots bounds the annotations drawn per page.
const maxPageAnnots = 1000

// annotFlagsHidden are the Hidden (2) and NoView (6) annotation flags.
const annotFlagsHidden = 1<<1 | 1<<5

var markupAnnots = map[string]bool{"Highlight": true, "Underline": true, "StrikeOut": true, "Squiggly": true, "Popup": true, "Link": true}

// annotations paints the page's annotations' appearances over what the
// content stream drew, keeping their glyphs out of the page's text.
func (in *interpreter) annotations(page pdf.Value) {
	annots := page.Key("Annots")
	glyphs := len(in.glyphs)
	defer func() { in.glyphs = in.glyphs[:glyphs] }()
	for i := 0; i < annots.Len() && i < maxPageAnnots; i++ {
		a := annots.Index(i)
		if markupAnnots[a.Key("Subtype").Name()] || a.Key("F").Int64()&annotFlagsHidden != 0 || in.layers.hides(a.Key("OC")) {
			continue
		}
		rect, ok := rectOf(a.Key("Rect"))
		if !ok {
			continue
		}
		seeThrough := !a.Key("CA").IsNull() && a.Key("CA").Float64() < 1
		ap := a.Key("AP").Key("N")
		if ap.Kind() == pdf.Dict && ap.Kind() != pdf.Stream { // appearance states: the one in force
			ap = ap.Key(a.Key("AS").Name())
		}
		if ap.Kind() == pdf.Stream {
			in.appearance(ap, rect, seeThrough)
			continue
		}
		if a.Key("Subtype").Name() == "Square" && !seeThrough { // no appearance: the viewer fills it with its interior colour
			if ic := a.Key("IC"); ic.Len() == 1 || ic.Len() == 3 || ic.Len() == 4 {
				c := make([]float64, ic.Len())
				for k := range c {
					c[k] = ic.Index(k).Float64()
				}
				f := fill{box: rect, c: deviceColour(c)}
				f.opaque, f.seq = true, in.drawn()
				in.fills = append(in.fills, f)
			}
		}
	}
}

// appearance runs an appearance stream mapped onto the annotation's
// rectangle as the PDF specification places it: its bounding box, under
// its matrix, scaled and moved onto rect. seeThrough: the annotation's
// constant opacity (/CA) is below 1, so nothing it paints hides.
func (in *interpreter) appearance(ap pdf.Value, rect box, seeThrough bool) {
	bb, ok := rectOf(ap.Key("BBox"))
	if !ok {
		return
	}
	m := identity
	if mv := ap.Key("Matrix"); mv.Len() == 6 {
		m = matrix{mv.Index(0).Float64(), mv.Index(1).Float64(), mv.Index(2).Float64(), mv.Index(3).Float64(), mv.Index(4).Float64(), mv.Index(5).Float64()}
	}
	t := box{x0: math.Inf(1), y0: math.Inf(1), x1: math.Inf(-1), y1: math.Inf(-1)}
	for _, p := range [][2]float64{{bb.x0, bb.y0}, {bb.x1, bb.y0}, {bb.x0, bb.y1}, {bb.x1, bb.y1}} {
		x, y := p[0]*m[0]+p[1]*m[2]+m[4], p[0]*m[1]+p[1]*m[3]+m[5]
		t.x0, t.y0, t.x1, t.y1 = math.Min(t.x0, x), math.Min(t.y0, y), math.Max(t.x1, x), math.Max(t.y1, y)
	}
	if t.x1 <= t.x0 || t.y1 <= t.y0 {
		return
	}
	sx, sy := (rect.x1-rect.x0)/(t.x1-t.x0), (rect.y1-rect.y0)/(t.y1-t.y0)
	a := matrix{sx, 0, 0, sy, rect.x0 - sx*t.x0, rect.y0 - sy*t.y0}
	fills, images := len(in.fills), len(in.images)
	in.form(ap, pdf.Value{}, textState{ctm: a, fill: blackColour, fillComponents: 1, lineWidth: 1, stroke: blackColour, fillAlpha: 1, strokeAlpha: 1}, 1)
	if seeThrough {
		for k := fills; k < len(in.fills); k++ {
			in.fills[k].opaque = false
		}
		for k := images; k < len(in.images); k++ {
			in.images[k].opaque = false
		}
	}
}

// rectOf reads a rectangle [x0 y0 x1 y1] in either corner order.
func rectOf(v pdf.Value) (box, bool) {
	if v.Len() != 4 {
		return box{}, false
	}
	x0, y0, x1, y1 := v.Index(0).Float64(), v.Index(1).Float64(), v.Index(2).Float64(), v.Index(3).Float64()
	b := box{x0: math.Min(x0, x1), y0: math.Min(y0, y1), x1: math.Max(x0, x1), y1: math.Max(y0, y1)}
	return b, b.x1 > b.x0 && b.y1 > b.y0
}
