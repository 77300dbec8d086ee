package docfile

import "math"

// Pages drawn sideways. A landscape page is often stored as a portrait
// page whose content is drawn turned a quarter (every line running up
// or down the page) with /Rotate telling the viewer to turn it upright:
// a scanner's or a print driver's landscape page, a page turned with a
// PDF tool, a landscape exhibit inside a portrait brief. Laid out by the
// upright page's rows, each letter of such a page stood on a row of its
// own (". d e rc fo n e ..."): no sentence of it could be quoted. When
// most of a page's glyphs run along one quarter-turned direction, the
// page is read in that direction's frame, as the viewer shows it: the
// coordinates turned so those lines are upright, the width and height
// swapped, and every glyph's direction turned with them (so text set
// across the turned lines is still read apart, pdf_rotated.go).

// turnUpright returns the page's glyphs and size in the frame where the
// direction most of its glyphs run along is upright, or them unchanged
// when most run upright or along no single quarter direction.
func turnUpright(glyphs []glyph, w, h float64) ([]glyph, float64, float64) {
	var counts [4]int // upright, up the page, down the page, upside down
	for _, g := range glyphs {
		if q, ok := quarter(g.dx, g.dy); ok {
			counts[q]++
		}
	}
	best := 0
	for q := 1; q < 4; q++ {
		if counts[q] > counts[best] {
			best = q
		}
	}
	if best == 0 || counts[best]*2 <= len(glyphs) {
		return glyphs, w, h
	}
	// (ux, uy) is the direction the lines run along; the frame's x is
	// the distance along it, its y the distance along the normal to its
	// left (-uy, ux), both shifted so the page starts at 0.
	ux, uy := [4]float64{1, 0, 0, -1}[best], [4]float64{0, 1, -1, 0}[best]
	nw, nh := w, h
	var ox, oy float64
	switch best {
	case 1: // up the page: x' = y, y' = w - x
		nw, nh, ox, oy = h, w, 0, w
	case 2: // down the page: x' = h - y, y' = x
		nw, nh, ox, oy = h, w, h, 0
	case 3: // upside down: x' = w - x, y' = h - y
		ox, oy = w, h
	}
	out := make([]glyph, len(glyphs))
	for i, g := range glyphs {
		t := g
		t.x = ox + g.x*ux + g.y*uy
		t.y = oy - g.x*uy + g.y*ux
		t.dx = g.dx*ux + g.dy*uy
		t.dy = -g.dx*uy + g.dy*ux
		out[i] = t
	}
	return out, nw, nh
}

// quarter is which quarter direction (dx, dy) runs along, within
// uprightTol: 0 upright, 1 up the page, 2 down it, 3 upside down.
func quarter(dx, dy float64) (int, bool) {
	switch {
	case dx > 0 && math.Abs(dy) <= uprightTol:
		return 0, true
	case dy > 0 && math.Abs(dx) <= uprightTol:
		return 1, true
	case dy < 0 && math.Abs(dx) <= uprightTol:
		return 2, true
	case dx < 0 && math.Abs(dy) <= uprightTol:
		return 3, true
	}
	return 0, false
}
