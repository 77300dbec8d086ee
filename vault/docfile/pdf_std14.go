package docfile

import "strings"

// The standard-14 fonts (Times, Helvetica, Courier, with Symbol and
// ZapfDingbats) need not be embedded, and pdf-lib, pdfkit and jsPDF
// draw them with no /Widths array: the viewer knows their metrics. A
// reader that does not places every glyph after the first of a string
// by a guessed width, so kerned or justified words (TJ with the spaces
// left out) run together or split ("sufficie t o"), lines end past their
// column and a two-column page reads across. std14Metrics gives the
// widths the viewer uses (pdf_std14_widths.go), also under the names
// Windows writers give the same faces (Arial, Times New Roman, Courier
// New).

// std14Metrics is the widths by character of the standard font named
// base, or Courier's one width; nil and 0 for any other font.
func std14Metrics(base string) (map[rune]uint16, float64) {
	if i := strings.IndexByte(base, '+'); i == 6 {
		base = base[i+1:] // a subset's tag, "ABCDEF+Helvetica"
	}
	family, style := base, ""
	if i := strings.IndexAny(base, ",-"); i >= 0 {
		family, style = base[:i], strings.TrimLeft(base[i:], ",-")
	}
	bold := strings.Contains(style, "Bold")
	italic := strings.Contains(style, "Italic") || strings.Contains(style, "Oblique")
	switch strings.TrimSuffix(strings.TrimSuffix(family, "MT"), "PS") {
	case "Courier", "CourierNew":
		return nil, 600
	case "Helvetica", "Arial":
		name := "Helvetica"
		switch {
		case bold && italic:
			name += "-BoldOblique"
		case bold:
			name += "-Bold"
		case italic:
			name += "-Oblique"
		}
		return std14Widths[name], 0
	case "Times", "TimesNewRoman":
		name := "Times-Roman"
		switch {
		case bold && italic:
			name = "Times-BoldItalic"
		case bold:
			name = "Times-Bold"
		case italic:
			name = "Times-Italic"
		}
		return std14Widths[name], 0
	}
	return nil, 0
}
