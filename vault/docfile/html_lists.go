package docfile

import (
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A browser numbers the items of an ordered list: what a reader sees of
// <ol><li>Neither party may assign.</li></ol> is "1. Neither party may
// assign.", and of mammoth's or a CMS's footnote list "1. Atlantic
// Marine ..." under the body's "[1]". The number is part of the text, as
// Word's list numbers are in a DOCX (docx_numbering.go), so a clause
// numbered by an <ol> can be cited by it and a note keeps its mark.

// htmlList is one open <ol> or <ul>: whether it numbers its items, the
// number of the next, and its numbering type ("1", "a", "A", "i", "I").
type htmlList struct {
	ordered bool
	next    int
	kind    string
}

// openList starts a list: an <ol> from its start attribute (1 when
// absent), in its type; a list styled list-style none, or a <ul>, shows
// no numbers.
func (w *htmlWriter) openList(n *html.Node) {
	l := htmlList{ordered: n.DataAtom == atom.Ol, next: 1, kind: attrValue(n, "type")}
	if v, err := strconv.Atoi(strings.TrimSpace(attrValue(n, "start"))); err == nil {
		l.next = v
	}
	if style := strings.ToLower(attrValue(n, "style")); strings.Contains(style, "list-style") && strings.Contains(style, "none") {
		l.ordered = false
	}
	w.lists = append(w.lists, l)
}

// itemMarker is the number an <li> shows ("1. ", "b. ", "iv. "), or ""
// outside an ordered list. An item's value attribute renumbers it and
// the items after it.
func (w *htmlWriter) itemMarker(li *html.Node) string {
	if len(w.lists) == 0 || !w.lists[len(w.lists)-1].ordered {
		return ""
	}
	l := &w.lists[len(w.lists)-1]
	if v, err := strconv.Atoi(strings.TrimSpace(attrValue(li, "value"))); err == nil {
		l.next = v
	}
	n := l.next
	l.next++
	kind := l.kind
	if t := attrValue(li, "type"); t != "" {
		kind = t
	}
	var num string
	switch kind {
	case "a":
		num = letters(n, 'a')
	case "A":
		num = letters(n, 'A')
	case "i":
		num = strings.ToLower(roman(n))
	case "I":
		num = roman(n)
	default:
		num = strconv.Itoa(n)
	}
	return num + ". "
}
