package docfile

import "github.com/ledongthuc/pdf"

// Text painted with zero opacity is drawn and shows nothing. Chromium's
// PDF writer (Skia) prints CSS "color: transparent" text (a web page's
// placeholder, a copy-protection trick, a sentence planted for a
// machine reader) as ordinary glyphs under a graphics state with fill
// opacity /ca 0. Read as the document's text, a quotation of words no
// reader of the page ever saw would pass; such glyphs are invisible, as
// those of render mode 3 are (pdf_hidden.go).

// clearAlpha is the opacity below which paint shows nothing a reader
// can see.
const clearAlpha = 0.01

// extGStateAlpha updates the fill and stroke opacity (/ca, /CA) from the
// named graphics state; a state that does not set one keeps it.
func extGStateAlpha(res pdf.Value, name string, fill, stroke float64) (float64, float64) {
	gs := res.Key("ExtGState").Key(name)
	if gs.IsNull() {
		return fill, stroke
	}
	if ca := gs.Key("ca"); !ca.IsNull() {
		fill = ca.Float64()
	}
	if ca := gs.Key("CA"); !ca.IsNull() {
		stroke = ca.Float64()
	}
	return fill, stroke
}

// invisibleText reports whether text drawn in render mode mode, with the
// state's fill and stroke opacity, shows nothing: mode 3 (and 7, which
// only clips) paints nothing, and a mode's paint at zero opacity is
// none.
func invisibleText(g *textState) bool {
	if g.render == 3 || g.render == 7 {
		return true
	}
	fills := g.render == 0 || g.render == 2 || g.render == 4 || g.render == 6
	strokes := g.render == 1 || g.render == 2 || g.render == 5 || g.render == 6
	return (!fills || g.fillAlpha < clearAlpha) && (!strokes || g.strokeAlpha < clearAlpha)
}
