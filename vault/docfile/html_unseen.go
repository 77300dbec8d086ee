package docfile

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Text a page holds that is not the document's text, beyond what the
// browser hides (notShown):
//
//   - <del>: text the document removes. Word saves a document's tracked
//     changes as <del> and <ins>; the page is read with its changes
//     accepted, as a Word document is (deletions dropped, insertions
//     kept). Struck-through text (<s>, <strike>, an inline
//     text-decoration: line-through) is struck out, as in every format
//     (docx_strike.go).
//   - the running header and footer and the comments office programs
//     write into the page: LibreOffice's <div title="header"> and
//     <div title="footer">, Word's mso-element header, footer, comment
//     and comment-list blocks (mso-hide: all hides as display: none
//     does) and its comment anchors (class msocomanchor, "[A1]").
//   - text moved off the screen or into no space at all, as a
//     "visually hidden" style does: an absolute or fixed position, or a
//     text-indent, a thousand pixels or more off the page; a size of
//     one pixel or less with its overflow hidden; clip: rect(0 0 0 0); a font size
//     below one pixel or point.
func notDocumentHTML(n *html.Node) bool {
	if n.DataAtom == atom.Del || n.DataAtom == atom.S || n.DataAtom == atom.Strike {
		return true
	}
	if n.DataAtom == atom.Div {
		if t := strings.ToLower(strings.TrimSpace(attrValue(n, "title"))); t == "header" || t == "footer" {
			return true
		}
	}
	if strings.EqualFold(attrValue(n, "class"), "msocomanchor") {
		return true
	}
	style := attrValue(n, "style")
	if style == "" {
		return false
	}
	props := map[string]string{}
	for _, decl := range strings.Split(style, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		prop = strings.ToLower(strings.TrimSpace(prop))
		props[prop] = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(val), "!important")))
	}
	switch props["mso-element"] {
	case "header", "footer", "comment", "comment-list":
		return true
	}
	if props["mso-hide"] == "all" {
		return true
	}
	if strings.Contains(props["text-decoration"], "line-through") || strings.Contains(props["text-decoration-line"], "line-through") {
		return true
	}
	pos := props["position"]
	if (pos == "absolute" || pos == "fixed") && (farOff(props["left"]) || farOff(props["top"]) || farOff(props["right"])) {
		return true
	}
	if farOff(props["text-indent"]) {
		return true
	}
	if strings.HasPrefix(props["clip"], "rect(") && zeroRect(props["clip"]) {
		return true
	}
	if props["overflow"] == "hidden" && (tinyLength(props["height"]) || tinyLength(props["width"]) || tinyLength(props["max-height"])) {
		return true
	}
	if v, unit, ok := cssLength(props["font-size"]); ok && (unit == "px" || unit == "pt") && v < 1 {
		return true
	}
	return false
}

// cssLength reads a CSS length ("12px", "-9999px", "0.5pt", "0").
func cssLength(s string) (float64, string, bool) {
	s = strings.TrimSpace(s)
	i := len(s)
	for i > 0 && (s[i-1] >= 'a' && s[i-1] <= 'z' || s[i-1] == '%') {
		i--
	}
	v, err := strconv.ParseFloat(s[:i], 64)
	if err != nil {
		return 0, "", false
	}
	unit := s[i:]
	if unit == "" && v == 0 {
		unit = "px"
	}
	return v, unit, true
}

// farOff: a position or indent of a thousand pixels (points, ems
// count as 16 px) or more to the left or above the page.
func farOff(s string) bool {
	v, unit, ok := cssLength(s)
	if !ok {
		return false
	}
	switch unit {
	case "em", "rem":
		v *= 16
	case "px", "pt":
	default:
		return false
	}
	return v <= -1000
}

// tinyLength: a length of at most one pixel, as a "visually hidden"
// style's 1px box.
func tinyLength(s string) bool {
	v, unit, ok := cssLength(s)
	return ok && v <= 1 && v >= 0 && (unit == "px" || unit == "pt" || v == 0)
}

// zeroRect: clip: rect(0 0 0 0) or rect(1px, 1px, 1px, 1px), commas or
// not: nothing of the element is painted.
func zeroRect(s string) bool {
	s = strings.TrimSuffix(strings.TrimPrefix(strings.ReplaceAll(s, " ", ","), "rect("), ")")
	for _, f := range strings.Split(s, ",") {
		if f != "" && !tinyLength(f) {
			return false
		}
	}
	return true
}
