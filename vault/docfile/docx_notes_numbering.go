package docfile

import (
	"encoding/xml"
	"strings"
)

// The note numbering of a Word document is set per section (w:sectPr's
// w:footnotePr and w:endnotePr), with settings.xml giving the document's
// defaults: the number format (w:numFmt), the first number (w:numStart)
// and when numbering starts again (w:numRestart: continuous, eachSect,
// eachPage). A citation "n. 3" means the note Word shows as 3, so the
// reader must number references exactly as Word does; a section's
// properties come at its end, after its references, so numbers are given
// once the whole body is read (numberMarks).

// notePr is one kind's numbering properties as one place sets them;
// "" and 0 are "not set here".
type notePr struct {
	format  string // w:numFmt
	start   int    // w:numStart
	restart string // w:numRestart
}

// wordSection is one section of the body (the text up to a w:sectPr):
// its own note properties, how it starts (w:type: nextPage, the default,
// or continuous, ...) and how many page breaks the file records inside it.
type wordSection struct {
	pr         [2]notePr
	startsType string
	breaks     int
}

// restartEachSect and restartEachPage are the w:numRestart values that
// number notes anew.
const (
	restartEachSect = "eachSect"
	restartEachPage = "eachPage"
)

// setDocumentProperty reads a property of settings.xml's w:footnotePr or
// w:endnotePr: the document's defaults.
func (c *noteCalls) setDocumentProperty(parent, name string, attrs []xml.Attr) {
	if parent == "footnotePr" || parent == "endnotePr" {
		c.docPr[kindOfNote(parent)].set(name, attrs)
	}
}

// setSectionProperty reads a property of the current section's w:sectPr
// (path: the element path above the property, innermost last).
func (c *noteCalls) setSectionProperty(path []string, name string, attrs []xml.Attr) {
	n := len(path)
	switch {
	case n >= 1 && path[n-1] == "sectPr" && name == "type":
		c.current().startsType = attr(attrs, "val")
	case n >= 2 && path[n-2] == "sectPr" && (path[n-1] == "footnotePr" || path[n-1] == "endnotePr"):
		c.current().pr[kindOfNote(path[n-1])].set(name, attrs)
	}
}

func (p *notePr) set(name string, attrs []xml.Attr) {
	switch name {
	case "numFmt":
		p.format = attr(attrs, "val")
	case "numStart":
		if n := atoiOr(attr(attrs, "val"), -1); n >= 0 && n < 1<<20 {
			p.start = n
		}
	case "numRestart":
		p.restart = attr(attrs, "val")
	}
}

// current is the section being read.
func (c *noteCalls) current() *wordSection {
	for len(c.sections) <= c.section {
		c.sections = append(c.sections, wordSection{})
	}
	return &c.sections[c.section]
}

// endSection is called after the paragraph whose properties end a
// section: what follows belongs to the next one.
func (c *noteCalls) endSection() {
	c.current()
	c.section++
}

// pageBreak records a page break the file holds at this point: an
// explicit one (w:br w:type="page", w:pageBreakBefore) or one Word
// recorded when it last laid the document out (w:lastRenderedPageBreak).
func (c *noteCalls) pageBreak(rendered bool) {
	c.current().breaks++
	if rendered {
		c.renderedBreaks = true
	}
}

// props are the numbering properties in force for kind in section s:
// the section's own, else the document's, else Word's defaults.
func (c *noteCalls) props(kind noteKind, s int) notePr {
	var own notePr
	if s < len(c.sections) {
		own = c.sections[s].pr[kind]
	}
	d := c.docPr[kind]
	out := notePr{format: firstSet(own.format, d.format, noteFormat[kind]), start: 1, restart: firstSet(own.restart, d.restart, "continuous")}
	switch {
	case own.start > 0:
		out.start = own.start
	case d.start > 0:
		out.start = d.start
	}
	if kind == endnoteKind && out.restart == restartEachPage {
		out.restart = "continuous" // endnotes stand at the end, not on pages: Word offers no per-page restart for them
	}
	return out
}

func firstSet(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}

// startsPage reports whether section s begins on a new page.
func (c *noteCalls) startsPage(s int) bool {
	if s == 0 || s >= len(c.sections) {
		return s > 0
	}
	switch c.sections[s].startsType {
	case "continuous", "nextColumn":
		return false
	}
	return true
}

// pageOf is the page reference m stands on, counting the page breaks
// the file records (inside sections, and sections that start a page).
func (c *noteCalls) pageOf(m noteMark) int {
	page := 0
	for s := 0; s < m.section && s < len(c.sections); s++ {
		page += c.sections[s].breaks
		if c.startsPage(s + 1) {
			page++
		}
	}
	return page + m.page
}

// numberMarks gives each reference the number Word displays: the next
// one, or its section's first number where numbering restarts (a new
// section under eachSect, a new page under eachPage). A reference with a
// custom mark takes none, and Word numbers around it.
func (c *noteCalls) numberMarks() {
	for kind, refs := range c.order {
		var prev *noteMark
		prevPage := 0
		for _, i := range refs {
			m := &c.marks[i]
			if m.isCustom {
				continue
			}
			pr, page := c.props(noteKind(kind), m.section), c.pageOf(*m)
			switch {
			case prev == nil,
				pr.restart == restartEachSect && m.section != prev.section,
				pr.restart == restartEachPage && page != prevPage:
				m.number = pr.start
			default:
				m.number = prev.number + 1
			}
			prev, prevPage = m, page
		}
	}
}

// pagesUnknown reports whether some footnote is numbered anew on each
// page while the file records no page Word laid out (no
// w:lastRenderedPageBreak: a file written by a program rather than saved
// by Word). Its numbers then depend on a layout nobody has, so they are
// not written as if known: the notes go under FootnotesByPageSection,
// and a footnote pin on them names no note.
func (c *noteCalls) pagesUnknown(kind noteKind) bool {
	if kind != footnoteKind || c.renderedBreaks {
		return false
	}
	for _, i := range c.order[kind] {
		if m := c.marks[i]; !m.isCustom && c.props(kind, m.section).restart == restartEachPage {
			return true
		}
	}
	return false
}

// lowered undoes superscripts: the character each raised one stands for.
var lowered = func() map[rune]rune {
	m := make(map[rune]rune, len(superscripts))
	for k, v := range superscripts {
		m[v] = k
	}
	return m
}()

// ReadNoteMark reads the mark a note's paragraph starts with, as
// renderNotes writes it ("³ See ...", "ⁱⁱ Counsel ...", "[B] ..."): the
// label it shows ("3", "ii", "B") and the mark's length in bytes, or
// ok false when text does not start with a mark followed by a space.
func ReadNoteMark(text string) (label string, n int, ok bool) {
	if strings.HasPrefix(text, "[") {
		end := strings.Index(text, "] ")
		if end < 2 || end > 12 || strings.ContainsAny(text[1:end], " []") {
			return "", 0, false
		}
		return text[1:end], end + 1, true
	}
	var b strings.Builder
	for i, r := range text {
		if r == ' ' && i > 0 {
			return b.String(), i, true
		}
		l, raisedChar := lowered[r]
		if !raisedChar || i > 48 {
			return "", 0, false
		}
		b.WriteRune(l)
	}
	return "", 0, false
}

// NoteMarksIn lists the note marks written in a passage of body text,
// in order, by label: each run of raised characters ("³", "ⁱⁱ"; marks
// side by side, "¹,²", are two) and each short bracketed label ("[A]").
// A raised character the document itself holds (m²) is listed too: a
// reader of the list matches it against the notes it expects.
func NoteMarksIn(text string) []string {
	var out []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			out = append(out, cur.String())
			cur.Reset()
		}
	}
	for i, r := range text {
		if l, ok := lowered[r]; ok {
			cur.WriteRune(l)
			continue
		}
		flush()
		if r == '[' {
			if end := strings.IndexByte(text[i:], ']'); end > 1 && end <= 12 && !strings.ContainsAny(text[i+1:i+end], " [") {
				out = append(out, text[i+1:i+end])
			}
		}
	}
	flush()
	return out
}
