package docfile

import "encoding/xml"

// A Word document hides words by colour as a PDF or a web page does
// (pdf_colour.go, html_colour.go): white text (w:color FFFFFF) on the
// white page, black text on a black run shading or highlight, text in
// its paragraph's, table cell's or page's shading colour. Word shows no
// such words, so they are not the document's text. The automatic colour
// ("auto", the default) is black on light and white on dark shading, so
// it never hides; nor does a shading pattern other than a plain fill.

// wordHighlights are w:highlight's colour names.
var wordHighlights = map[string]string{
	"black": "000000", "blue": "0000FF", "cyan": "00FFFF", "green": "00FF00", "magenta": "FF00FF",
	"red": "FF0000", "yellow": "FFFF00", "white": "FFFFFF", "darkBlue": "000080", "darkCyan": "008080",
	"darkGreen": "008000", "darkMagenta": "800080", "darkRed": "800000", "darkYellow": "808000",
	"darkGray": "808080", "lightGray": "C0C0C0",
}

// shadingFill is the colour a w:shd paints: its fill for a clear
// pattern, its colour for a solid one; "" for none (auto, nil) and "?"
// for a pattern whose look is not computed.
func shadingFill(attrs []xml.Attr) string {
	switch v := attr(attrs, "val"); v {
	case "clear", "":
		if f := attr(attrs, "fill"); f != "auto" {
			return f
		}
		return ""
	case "nil":
		return ""
	case "solid":
		if c := attr(attrs, "color"); c != "auto" && c != "" {
			return c
		}
		return "?"
	}
	return "?"
}

// highlightFill is the colour a w:highlight paints, "" for none.
func highlightFill(attrs []xml.Attr) string {
	v := attr(attrs, "val")
	if v == "none" || v == "" {
		return ""
	}
	if h, ok := wordHighlights[v]; ok {
		return h
	}
	return "?"
}

// wordColour reads a WordprocessingML colour (hex RRGGBB); unknown for
// "auto", "?" and anything else.
func wordColour(v string) colour {
	if len(v) != 6 {
		return colour{}
	}
	return parseCSSColour("#" + v)
}

// colourHidden reports whether the current run's text is the colour of
// what lies under it: its own shading or highlight, else its paragraph's
// shading, else its table cell's or table's, else the page colour, else
// the white page.
func (r *bodyReader) colourHidden() bool {
	paraStyle := ""
	var para *docxPara
	if len(r.open) > 0 {
		para = r.open[len(r.open)-1]
		paraStyle = r.styles.styleOf(*para)
	}
	fg := r.runColour
	if fg == "" {
		fg = r.styles.runProperty(r.runStyle, paraStyle, func(s *docxStyle) string { return s.colour }, r.styles.defaultColour)
	}
	fgc := wordColour(fg)
	if !fgc.known {
		return false // automatic or unread: never hides
	}
	layers := []string{r.runShading}
	if r.runShading == "" {
		layers[0] = r.styles.runProperty(r.runStyle, paraStyle, func(s *docxStyle) string { return s.runShading }, "")
	}
	if para != nil {
		ps := para.shading
		if ps == "" {
			for _, st := range r.styles.chain(paraStyle) {
				if st.paraShading != "" {
					ps = st.paraShading
					break
				}
			}
		}
		layers = append(layers, ps)
	}
	for i := len(r.regions) - 1; i >= 0; i-- {
		layers = append(layers, r.regions[i])
	}
	layers = append(layers, r.pageColour, "FFFFFF")
	for _, l := range layers {
		if l == "" {
			continue
		}
		return fgc.same(wordColour(l))
	}
	return false
}

// runProperty is a run property Word's way: the run's character style's
// chain, else its paragraph style's chain, else def.
func (s *docxStyles) runProperty(runStyle, paraStyle string, get func(*docxStyle) string, def string) string {
	if s == nil {
		return def
	}
	for _, id := range []string{runStyle, paraStyle} {
		if id == "" {
			continue
		}
		for _, st := range s.chain(id) {
			if v := get(st); v != "" {
				return v
			}
		}
	}
	return def
}
