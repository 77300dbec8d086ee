package docfile

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"time"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// readHTML reads an HTML document (a court's or CourtListener's opinion,
// a published statute, a memo saved as a web page) into citecheck's
// locator markup:
//
//   - h1..h6 become Markdown headings of that level, so they start
//     sections;
//   - star pagination starts pages: an element of class star-pagination
//     (or page-label, page-number) holding "*224", and "[*224]" written
//     in the text, become a "[*224]" page-marker line where they stand,
//     also mid-paragraph (the paragraph is cut there: page 224 begins at
//     that word); a parallel reporter's "**1907" is dropped, since a
//     document has one pagination;
//   - script, style, noscript, template, nav, header, footer, title and
//     the head are not the document's text; entities are decoded;
//   - each block element (p, div, li, blockquote, ...) is a paragraph,
//     its white space folded to single spaces; a table row is one line,
//     its cells joined with " | ".
//
// Paragraphs are separated by blank lines. The reading is bounded by
// lim.Timeout; the input's size by Read.
func readHTML(data []byte, lim Limits) (*Document, error) {
	root, err := html.Parse(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	if err != nil {
		return nil, fmt.Errorf("not a readable HTML document: %v", err)
	}
	w := &htmlWriter{deadline: time.Now().Add(lim.Timeout), timeout: lim.Timeout}
	if err := w.walk(root, 0); err != nil {
		return nil, err
	}
	w.flush()
	text := strings.Join(w.paras, "\n\n")
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("the HTML document holds no text")
	}
	return &Document{Format: HTML, Text: text + "\n"}, nil
}

// maxHTMLDepth bounds element nesting in the walk: real documents nest
// tens deep, and the parser itself refuses more than 512 open elements;
// the bound keeps the recursion safe whatever the parser allows.
const maxHTMLDepth = 1000

// skippedHTML are the elements whose content is not the document's text.
var skippedHTML = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
	atom.Nav: true, atom.Header: true, atom.Footer: true, atom.Title: true, atom.Head: true,
	atom.Iframe: true, atom.Object: true, atom.Svg: true, atom.Math: true, atom.Button: true, atom.Select: true,
}

// blockHTML are the elements that end the paragraph before them and
// start a new one.
var blockHTML = map[atom.Atom]bool{
	atom.Address: true, atom.Article: true, atom.Aside: true, atom.Blockquote: true, atom.Center: true,
	atom.Dd: true, atom.Details: true, atom.Dialog: true, atom.Div: true, atom.Dl: true, atom.Dt: true,
	atom.Fieldset: true, atom.Figcaption: true, atom.Figure: true, atom.Form: true, atom.Hr: true,
	atom.Li: true, atom.Main: true, atom.Ol: true, atom.P: true, atom.Pre: true, atom.Section: true,
	atom.Summary: true, atom.Table: true, atom.Tbody: true, atom.Thead: true, atom.Tfoot: true,
	atom.Caption: true, atom.Ul: true, atom.Body: true, atom.Html: true,
}

// htmlWriter collects paragraphs: cur is the paragraph being written.
type htmlWriter struct {
	// pre counts the open <pre> elements: a plain-text opinion published
	// in one <pre> (as CourtListener does for many) keeps its paragraphs,
	// a blank line ending each.
	pre      int
	paras    []string
	cur      strings.Builder
	steps    int
	deadline time.Time
	timeout  time.Duration
	// lists holds the open <ol> and <ul> elements, innermost last
	// (html_lists.go).
	lists []htmlList
	// marker is an item's number not yet written: it goes before the
	// item's first text, inside the <p> an item often wraps it in.
	marker string
}

func (w *htmlWriter) walk(n *html.Node, depth int) error {
	if w.steps++; w.steps%4096 == 0 && time.Now().After(w.deadline) {
		return limitError("reading the HTML document took longer than %s", w.timeout)
	}
	if depth > maxHTMLDepth {
		return limitError("the HTML elements are nested more than %d deep", maxHTMLDepth)
	}
	switch n.Type {
	case html.TextNode:
		w.text(n.Data)
		return nil
	case html.ElementNode:
		switch {
		case notShown(n) || attrValue(n, "role") == "navigation":
			return nil
		case isStarPage(n):
			w.starPage(textOf(n))
			return nil
		case n.DataAtom == atom.Br:
			w.cur.WriteByte(' ')
			return nil
		case headingLevel(n) > 0:
			// A star page inside a heading begins before it: the heading
			// is the first thing on that page.
			w.flush()
			text, pages := headingText(n)
			for _, p := range pages {
				w.starPage(p)
			}
			if t := foldLine(text); t != "" {
				w.paras = append(w.paras, strings.Repeat("#", headingLevel(n))+" "+t)
			}
			return nil
		case n.DataAtom == atom.Tr:
			w.flush()
			w.row(n)
			return nil
		case blockHTML[n.DataAtom]:
			w.flush()
			switch n.DataAtom {
			case atom.Pre:
				w.pre++
			case atom.Ol, atom.Ul:
				w.openList(n)
			case atom.Li:
				w.marker = w.itemMarker(n)
			}
			err := w.children(n, depth)
			switch n.DataAtom {
			case atom.Pre:
				w.pre--
			case atom.Ol, atom.Ul:
				w.lists = w.lists[:len(w.lists)-1]
			case atom.Li:
				w.marker = ""
			}
			w.flush()
			return err
		}
	case html.CommentNode, html.DoctypeNode:
		return nil
	}
	return w.children(n, depth)
}

func (w *htmlWriter) children(n *html.Node, depth int) error {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if err := w.walk(c, depth+1); err != nil {
			return err
		}
	}
	return nil
}

// text writes a text node, cutting it at every "[*N]" written in it.
// Anything the Vault would read as a page marker ("[*" then a name
// without spaces, then "]") is taken as one, so no paragraph line can
// pass for a page marker it is not.
func (w *htmlWriter) text(s string) {
	if w.pre > 0 {
		parts := blankLineRE.Split(s, -1)
		for i, part := range parts {
			if i > 0 {
				w.flush()
			}
			w.textRun(part)
		}
		return
	}
	w.textRun(s)
}

// blankLineRE finds a blank line inside preformatted text.
var blankLineRE = regexp.MustCompile(`\n[ \t\r]*\n`)

// textRun writes text without blank lines to break at.
func (w *htmlWriter) textRun(s string) {
	if w.marker != "" && strings.TrimSpace(s) != "" {
		w.cur.WriteString(w.marker)
		w.marker = ""
	}
	for {
		i := strings.Index(s, "[*")
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], ']')
		if j < 0 {
			break
		}
		label := s[i+1 : i+j] // "*224"
		if !pageName(label[1:]) {
			w.cur.WriteString(s[:i+2])
			s = s[i+2:]
			continue
		}
		w.cur.WriteString(s[:i])
		w.starPage(label)
		s = s[i+j+1:]
	}
	w.cur.WriteString(s)
}

// starPage ends the paragraph so far and writes a page-marker line for
// a star-page label ("*224", or "224" in a star-pagination element); a
// double-star label (a parallel reporter's page, "**1913") is dropped.
func (w *htmlWriter) starPage(label string) {
	label = strings.Trim(strings.TrimSpace(label), "[]")
	if strings.HasPrefix(label, "**") {
		return
	}
	label = strings.TrimPrefix(label, "*")
	if !pageName(label) {
		return
	}
	w.flush()
	w.paras = append(w.paras, "[*"+label+"]")
}

// pageName reports whether s can name a page in the Vault's page
// markers, exactly as they are read (vault/locators.go: "[*" then bytes
// other than "]" and ASCII white space, then "]"), so text that would
// read as a page marker is always taken as one.
func pageName(s string) bool {
	return s != "" && !strings.ContainsAny(s, "] \t\n\f\r")
}

// row writes a table row as one line of its cells.
func (w *htmlWriter) row(n *html.Node) {
	var cells []string
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && (c.DataAtom == atom.Td || c.DataAtom == atom.Th) {
			cells = append(cells, foldLine(textOf(c)))
		}
	}
	if line := strings.Join(cells, " | "); strings.Trim(line, " |") != "" {
		w.paras = append(w.paras, notHeading(line))
	}
}

// flush ends the paragraph being written.
func (w *htmlWriter) flush() {
	if t := foldLine(w.cur.String()); t != "" && strings.Trim(t, "#") != "" {
		w.paras = append(w.paras, notHeading(t)) // a heading is an h1..h6, never typed hashes
	}
	w.cur.Reset()
}

// isStarPage reports whether an element is a star-pagination marker.
func isStarPage(n *html.Node) bool {
	for _, c := range strings.Fields(attrValue(n, "class")) {
		switch c {
		case "star-pagination", "page-label", "page-number", "star-page", "pagination":
			return true
		}
	}
	return false
}

func headingLevel(n *html.Node) int {
	switch n.DataAtom {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	case atom.H6:
		return 6
	}
	return 0
}

// textOf is the displayed text under n (skipped elements left out).
func textOf(n *html.Node) string {
	var b strings.Builder
	var rec func(*html.Node, int)
	rec = func(n *html.Node, depth int) {
		if depth > maxHTMLDepth {
			return
		}
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			return
		}
		if n.Type == html.ElementNode && notShown(n) {
			return
		}
		if n.Type == html.ElementNode && n.DataAtom == atom.Br {
			b.WriteByte(' ')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			rec(c, depth+1)
		}
	}
	rec(n, 0)
	return b.String()
}

func attrValue(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

// headingText is a heading's text, and the star-page labels marked
// inside it (as elements or as "[*N]"), taken out of the text.
func headingText(n *html.Node) (string, []string) {
	var pages []string
	var b strings.Builder
	var rec func(*html.Node, int)
	rec = func(n *html.Node, depth int) {
		switch {
		case depth > maxHTMLDepth:
			return
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
			return
		case n.Type == html.ElementNode && notShown(n):
			return
		case n.Type == html.ElementNode && isStarPage(n):
			pages = append(pages, textOf(n))
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			rec(c, depth+1)
		}
	}
	rec(n, 0)
	text := b.String()
	for {
		i := strings.Index(text, "[*")
		j := strings.IndexByte(text[max(i, 0):], ']')
		if i < 0 || j < 0 || !pageName(text[i+2:i+j]) {
			break
		}
		pages = append(pages, text[i+1:i+j])
		text = text[:i] + " " + text[i+j+1:]
	}
	return text, pages
}

// notShown reports whether an element's content is not displayed text:
// a skipped element, one with the hidden attribute, or one whose inline
// style hides it (display: none, visibility: hidden, opacity or font
// size zero, a transparent colour), or whose inline colour is that of
// the background it stands on (html_colour.go). Read as the
// document's, hidden words would let a quotation pass that no reader of
// the page saw. Hiding by a stylesheet's class is not evaluated.
func notShown(n *html.Node) bool {
	if skippedHTML[n.DataAtom] || hasAttr(n, "hidden") || notDocumentHTML(n) {
		return true
	}
	style := attrValue(n, "style")
	if style == "" {
		return hiddenByHTMLColour(n) // <font color>, bgcolor
	}
	for _, decl := range strings.Split(style, ";") {
		prop, val, ok := strings.Cut(decl, ":")
		if !ok {
			continue
		}
		prop = strings.ToLower(strings.TrimSpace(prop))
		val = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(val), "!important")))
		switch {
		case prop == "display" && val == "none",
			prop == "visibility" && (val == "hidden" || val == "collapse"),
			prop == "opacity" && strings.Trim(val, "0.%") == "",
			prop == "font-size" && strings.TrimRight(strings.Trim(val, "0."), "pxtemr%") == "",
			prop == "color" && val == "transparent":
			return true
		}
	}
	return hiddenByHTMLColour(n)
}
