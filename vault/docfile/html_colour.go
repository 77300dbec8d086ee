package docfile

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// An HTML page hides words by colour as a PDF does (pdf_colour.go):
// white text on the white page, text in its box's own background colour.
// Only inline colours are read (style="color: ...", style="background:
// ...", the old <font color> and bgcolor attributes court sites still
// publish); a stylesheet is not evaluated, so a class that colours text
// never hides it. A colour not read (a gradient, an image, a name not
// listed, a translucent rgba) never hides.

// cssColours are the colour names read; any other name is not judged.
var cssColours = map[string]colour{
	"white": whiteColour, "black": blackColour,
	"red": {1, 0, 0, true}, "navy": {0, 0, 0.502, true}, "blue": {0, 0, 1, true},
	"gray": {0.502, 0.502, 0.502, true}, "grey": {0.502, 0.502, 0.502, true},
	"silver": {0.753, 0.753, 0.753, true}, "yellow": {1, 1, 0, true},
}

// parseCSSColour reads a colour value: a listed name, #rgb, #rrggbb
// (#rgba, #rrggbbaa when opaque), rgb() or rgba() (opaque); else unknown.
func parseCSSColour(v string) colour {
	v = strings.ToLower(strings.TrimSpace(v))
	if c, ok := cssColours[v]; ok {
		return c
	}
	if strings.HasPrefix(v, "#") {
		h := v[1:]
		if len(h) == 3 || len(h) == 4 { // #rgb(a): each digit doubled
			var b strings.Builder
			for i := range len(h) {
				b.WriteByte(h[i])
				b.WriteByte(h[i])
			}
			h = b.String()
		}
		if len(h) != 6 && len(h) != 8 {
			return colour{}
		}
		n, err := strconv.ParseUint(h, 16, 64)
		if err != nil {
			return colour{}
		}
		if len(h) == 8 {
			if n&0xff != 0xff {
				return colour{} // translucent
			}
			n >>= 8
		}
		return colour{float64(n>>16&0xff) / 255, float64(n>>8&0xff) / 255, float64(n&0xff) / 255, true}
	}
	fn, args, ok := strings.Cut(v, "(")
	if !ok || (fn != "rgb" && fn != "rgba") || !strings.HasSuffix(args, ")") {
		return colour{}
	}
	parts := strings.FieldsFunc(strings.TrimSuffix(args, ")"), func(r rune) bool { return r == ',' || r == ' ' || r == '/' })
	if len(parts) != 3 && len(parts) != 4 {
		return colour{}
	}
	var c [4]float64
	c[3] = 1
	for i, p := range parts {
		scale := 255.0
		if i == 3 {
			scale = 1
		}
		if strings.HasSuffix(p, "%") {
			p, scale = strings.TrimSuffix(p, "%"), 100
		}
		f, err := strconv.ParseFloat(p, 64)
		if err != nil {
			return colour{}
		}
		c[i] = f / scale
	}
	if c[3] < 1 {
		return colour{}
	}
	return deviceColour(c[:3])
}

// inlineColours are the text colour and background an element sets
// itself, each "" when it sets none.
func inlineColours(n *html.Node) (fg, bg string) {
	switch n.DataAtom {
	case atom.Font:
		fg = attrValue(n, "color")
	case atom.Body:
		fg = attrValue(n, "text")
	}
	bg = attrValue(n, "bgcolor")
	if hasAttr(n, "background") {
		bg = "?" // a background image (<body background=...>, <td background=...>)
	}
	for _, decl := range strings.Split(attrValue(n, "style"), ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		val = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(val), "!important"))
		switch strings.ToLower(strings.TrimSpace(prop)) {
		case "color":
			fg = val
		case "background-color":
			bg = val
		case "background":
			bg = backgroundColour(val)
		}
	}
	return fg, bg
}

// backgroundColour is the colour a background shorthand paints: "?"
// (not judged) when it paints an image or a gradient, or names no colour
// read.
func backgroundColour(v string) string {
	l := strings.ToLower(strings.TrimSpace(v))
	if l == "transparent" || l == "none" {
		return "transparent"
	}
	if strings.Contains(l, "url(") || strings.Contains(l, "gradient") || strings.Contains(l, "image") {
		return "?"
	}
	if parseCSSColour(v).known {
		return v
	}
	for _, w := range strings.Fields(v) {
		if parseCSSColour(w).known {
			return w
		}
	}
	return "?"
}

// hiddenByHTMLColour reports whether an element that sets its own text
// colour or background makes its text the colour of the background it
// stands on: the nearest colour and background set inline on it or
// around it (the background else the white page). Text whose colour no
// element sets inline is not judged.
func hiddenByHTMLColour(n *html.Node) bool {
	fg, bg := inlineColours(n)
	if fg == "" && bg == "" {
		return false
	}
	var fgc, bgc colour
	fgSet, bgSet, classed := false, false, false
	for m, depth := n, 0; m != nil && depth <= maxHTMLDepth && (!fgSet || !bgSet); m, depth = m.Parent, depth+1 {
		if m.Type != html.ElementNode {
			continue
		}
		if !bgSet && (hasAttr(m, "class") || hasAttr(m, "id")) {
			classed = true // a stylesheet may paint this element's background
		}
		f, b := inlineColours(m)
		if !fgSet && f != "" {
			fgc, fgSet = parseCSSColour(f), true
		}
		if !bgSet && b != "" && strings.ToLower(strings.TrimSpace(b)) != "transparent" {
			bgc, bgSet = parseCSSColour(b), true
		}
	}
	if !fgSet {
		// No colour is set inline for the text: a stylesheet may set it
		// (a dark page's light text), so a background alone hides nothing.
		return false
	}
	if !bgSet {
		if classed {
			return false // the background may be a stylesheet's: not judged
		}
		bgc = whiteColour
	}
	return fgc.same(bgc) && !recolouredInside(n)
}

// maxRecolourScan bounds the elements recolouredInside looks at.
const maxRecolourScan = 10000

// recolouredInside reports whether an element inside n sets its own
// colour or background (or there are too many to look at): then n's
// look is not all its content's, and each such element is judged for
// itself; n is not hidden whole.
func recolouredInside(n *html.Node) bool {
	seen := 0
	var rec func(*html.Node, int) bool
	rec = func(m *html.Node, depth int) bool {
		for c := m.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			if seen++; seen > maxRecolourScan || depth > maxHTMLDepth {
				return true
			}
			if fg, bg := inlineColours(c); fg != "" || bg != "" || rec(c, depth+1) {
				return true
			}
		}
		return false
	}
	return rec(n, 0)
}
