package docfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"
)

// docxPara is one paragraph of word/document.xml as written: its text as
// displayed (tracked changes accepted) and the properties that decide
// its heading level and numbering.
type docxPara struct {
	text    string
	raw     []byte // text while the paragraph is read
	styleID string
	// numID and ilvl are the paragraph's own numbering (w:numPr); hasNum
	// tells "not set here" from numId 0 ("numbering removed").
	numID   string
	ilvl    int // -1 when not set
	hasNum  bool
	outline int // w:outlineLvl, -1 when not set
	// endsSection: the paragraph's properties hold a w:sectPr, so the
	// body's next section starts after it.
	endsSection bool
	// shading is the paragraph's own w:pPr/w:shd fill (docx_colour.go).
	shading string
}

// skippedElements are not displayed text: deleted and moved-away
// revisions, field instructions, the fallback copy of alternate content
// (the text box already read from its first choice), and references to
// comments and notes.
var skippedElements = map[string]bool{
	"del": true, "moveFrom": true, "delText": true, "delInstrText": true, "instrText": true,
	"Fallback": true, "commentReference": true, "annotationRef": true,
}

// bodyReader walks document.xml once. Paragraphs nested in a paragraph
// (text boxes) are kept after the paragraph that holds them; a table row
// becomes one paragraph of its cells.
type bodyReader struct {
	out    []docxPara
	open   []*docxPara  // paragraphs being read, innermost last
	nested [][]docxPara // text-box paragraphs waiting for their outer paragraph, per open paragraph
	rows   []rowMark    // table rows being read, innermost last
	names  []string     // element path
	// styles decide, with the run's own properties, whether a run is
	// hidden: runVanish is its w:vanish (-1 not set), runStyle its
	// w:rStyle.
	styles    *docxStyles
	runVanish int
	runStyle  string
	// runStrike is the run's own w:strike or w:dstrike (-1 not set;
	// docx_strike.go).
	runStrike int
	// runCaps is the run's own w:caps (-1 not set; docx_caps.go).
	runCaps int
	// runSize is the run's own w:sz (-1 not set; docx_tiny.go).
	runSize int
	// runColour and runShading are the run's own w:color and w:shd or
	// w:highlight fill; regions the shading of the open tables and cells,
	// innermost last; pageColour the document's w:background
	// (docx_colour.go).
	runColour, runShading string
	regions               []string
	pageColour            string

	// fields follows the complex fields open (docx_fields.go).
	fields fieldState

	// calls records the body's note references (nil while a notes part
	// is read: a reference inside a note is not followed).
	calls *noteCalls
	// custom is the reference (index into calls.marks) whose custom mark
	// the current run's text is, -1 when none.
	custom int
	// notes collects a notes part's notes by id; note is the one being
	// read (its first paragraph's index in out, its id), skipNote tells
	// a separator or continuation notice, which is not a note.
	notes    map[string]noteText
	noteFrom int
	noteID   string
	skipNote bool
}

// rowMark remembers where a table row's paragraphs begin in out, and
// where each of its cells begins.
type rowMark struct {
	start int
	cells []int
	// deleted: the row's properties record its tracked deletion
	// (w:trPr/w:del), so it is no part of the accepted document.
	deleted bool
}

// parseBody reads the paragraphs of word/document.xml in document order,
// recording its note references in calls.
func parseBody(data []byte, styles *docxStyles, calls *noteCalls, deadline time.Time, timeout time.Duration) ([]docxPara, error) {
	r := &bodyReader{calls: calls, custom: -1, styles: styles, runVanish: -1, runSize: -1, runStrike: -1, runCaps: -1}
	if err := r.read(data, deadline, timeout); err != nil {
		return nil, err
	}
	return r.out, nil
}

// parseNotes reads the notes of word/footnotes.xml or word/endnotes.xml
// by id, leaving out the separators and continuation notices Word keeps
// in the same part.
func parseNotes(data []byte, styles *docxStyles, deadline time.Time, timeout time.Duration) (map[string]noteText, error) {
	r := &bodyReader{notes: map[string]noteText{}, custom: -1, styles: styles, runVanish: -1, runSize: -1, runStrike: -1, runCaps: -1}
	if err := r.read(data, deadline, timeout); err != nil {
		return nil, err
	}
	return r.notes, nil
}

// read walks one WordprocessingML part.
func (r *bodyReader) read(data []byte, deadline time.Time, timeout time.Duration) error {
	r.fields = newFieldState(data)
	dec := xml.NewDecoder(bytes.NewReader(data))
	for n := 0; ; n++ {
		if n%4096 == 0 && time.Now().After(deadline) {
			return limitError("reading the Word document took longer than %s", timeout)
		}
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("malformed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			name := t.Name.Local
			if name == "del" && r.parent() == "trPr" && len(r.rows) > 0 {
				r.rows[len(r.rows)-1].deleted = true // a tracked row deletion: the row goes when changes are accepted
			}
			if skippedElements[name] || strings.HasSuffix(name, "Change") {
				if err := dec.Skip(); err != nil {
					return fmt.Errorf("malformed XML: %v", err)
				}
				continue
			}
			r.start(name, t.Attr)
			r.names = append(r.names, name)
		case xml.EndElement:
			if len(r.names) > 0 {
				r.names = r.names[:len(r.names)-1]
			}
			r.end(t.Name.Local)
		case xml.CharData:
			if len(r.names) > 0 && r.names[len(r.names)-1] == "t" {
				r.write(string(t))
			}
		}
	}
	if len(r.open) > 0 {
		return errors.New("malformed XML: a paragraph is not closed")
	}
	return nil
}

// parent is the element enclosing the one being started.
func (r *bodyReader) parent() string {
	if len(r.names) == 0 {
		return ""
	}
	return r.names[len(r.names)-1]
}

func (r *bodyReader) start(name string, attrs []xml.Attr) {
	var p *docxPara
	if len(r.open) > 0 {
		p = r.open[len(r.open)-1]
	}
	switch name {
	case "p":
		r.open = append(r.open, &docxPara{ilvl: -1, outline: -1})
		r.nested = append(r.nested, nil)
	case "tr":
		r.rows = append(r.rows, rowMark{start: len(r.out)})
	case "tbl":
		r.regions = append(r.regions, "")
	case "tc":
		r.regions = append(r.regions, "")
		if len(r.rows) > 0 {
			row := &r.rows[len(r.rows)-1]
			row.cells = append(row.cells, len(r.out))
		}
	case "r":
		r.runVanish, r.runStyle, r.custom, r.runSize, r.runStrike, r.runCaps = -1, "", -1, -1, -1, -1
		r.runColour, r.runShading = "", ""
	case "color":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") {
			r.runColour = attr(attrs, "val")
		}
	case "shd", "highlight":
		fill := shadingFill(attrs)
		if name == "highlight" {
			fill = highlightFill(attrs)
		}
		switch {
		case r.parent() == "rPr" && !inPath(r.names, "pPr"):
			if name == "highlight" || r.runShading == "" {
				r.runShading = fill // a highlight is drawn over the shading
			}
		case r.parent() == "pPr" && p != nil:
			p.shading = fill
		case (r.parent() == "tcPr" || r.parent() == "tblPr") && len(r.regions) > 0:
			r.regions[len(r.regions)-1] = fill
		}
	case "background":
		if r.parent() == "document" {
			if c := attr(attrs, "color"); c != "auto" {
				r.pageColour = c
			}
		}
	case "fldChar":
		r.fields.char(attrs)
	case "footnoteReference", "endnoteReference":
		if r.calls != nil && !r.hidden() && p != nil {
			k := noteKey{kindOfNote(name), attr(attrs, "id")}
			custom := attr(attrs, "customMarkFollows")
			isCustom := custom == "1" || custom == "true" || custom == "on"
			p.raw = append(p.raw, r.calls.reference(k, isCustom)...) // not write: write drops the placeholder's delimiters
			if isCustom {
				r.custom = len(r.calls.marks) - 1
			}
		}
	case "footnote", "endnote":
		if r.notes != nil && (r.parent() == "footnotes" || r.parent() == "endnotes") {
			typ := attr(attrs, "type")
			r.noteFrom, r.noteID, r.skipNote = len(r.out), attr(attrs, "id"), typ != "" && typ != "normal"
		}
	case "sectPr":
		if p != nil && r.parent() == "pPr" {
			p.endsSection = true
		}
	case "numFmt", "numStart", "numRestart", "type":
		if r.calls != nil && inPath(r.names, "sectPr") {
			r.calls.setSectionProperty(r.names, name, attrs)
		}
	case "lastRenderedPageBreak":
		if r.calls != nil {
			r.calls.pageBreak(true)
		}
	case "pageBreakBefore":
		if r.calls != nil && r.parent() == "pPr" && on(attrs) {
			r.calls.pageBreak(false)
		}
	case "vanish", "specVanish":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") && (name == "vanish" || on(attrs)) {
			r.runVanish = max(r.runVanish, onOff(attrs)) // specVanish can only hide
		}
	case "strike", "dstrike":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") {
			r.runStrike = mergeStrike(r.runStrike, attrs)
		}
	case "caps":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") {
			r.runCaps = onOff(attrs)
		}
	case "sz":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") {
			r.runSize = atoiOr(attr(attrs, "val"), -1)
		}
	case "rStyle":
		if r.parent() == "rPr" && !inPath(r.names, "pPr") {
			r.runStyle = attr(attrs, "val")
		}
	case "tab", "ptab", "br", "cr":
		if r.parent() == "r" {
			r.write(" ")
			if name == "br" && attr(attrs, "type") == "page" && r.calls != nil {
				r.calls.pageBreak(false)
			}
		}
	case "noBreakHyphen":
		r.write("-")
	case "pStyle":
		if p != nil && r.parent() == "pPr" {
			p.styleID = attr(attrs, "val")
		}
	case "outlineLvl":
		if p != nil && r.parent() == "pPr" {
			p.outline = atoiOr(attr(attrs, "val"), -1)
		}
	case "numId":
		if p != nil && r.parent() == "numPr" && inPath(r.names, "pPr") {
			p.numID, p.hasNum = attr(attrs, "val"), true
		}
	case "ilvl":
		if p != nil && r.parent() == "numPr" && inPath(r.names, "pPr") {
			p.ilvl = atoiOr(attr(attrs, "val"), -1)
		}
	}
}

func (r *bodyReader) end(name string) {
	switch name {
	case "tbl", "tc":
		if len(r.regions) > 0 {
			r.regions = r.regions[:len(r.regions)-1]
		}
	case "footnote", "endnote":
		if r.notes != nil && len(r.open) == 0 && (r.parent() == "footnotes" || r.parent() == "endnotes") {
			if !r.skipNote {
				r.notes[r.noteID] = append(noteText(nil), r.out[r.noteFrom:]...)
			}
			r.out = r.out[:r.noteFrom]
		}
	case "p":
		if len(r.open) == 0 {
			return
		}
		p := *r.open[len(r.open)-1]
		p.text, p.raw = string(p.raw), nil
		nested := r.nested[len(r.nested)-1]
		r.open, r.nested = r.open[:len(r.open)-1], r.nested[:len(r.nested)-1]
		if p.endsSection && r.calls != nil && len(r.open) == 0 {
			r.calls.endSection()
		}
		if len(r.open) > 0 { // a text box inside a paragraph: after its outer paragraph
			r.nested[len(r.nested)-1] = append(r.nested[len(r.nested)-1], append([]docxPara{p}, nested...)...)
			return
		}
		r.out = append(r.out, p)
		r.out = append(r.out, nested...)
	case "tr":
		if len(r.rows) == 0 {
			return
		}
		row := r.rows[len(r.rows)-1]
		r.rows = r.rows[:len(r.rows)-1]
		if row.deleted {
			r.out = r.out[:row.start]
			return
		}
		r.out = append(r.out[:row.start], docxPara{text: rowText(r.out, row), ilvl: -1, outline: -1})
	}
}

// rowText joins a row's cells with " | ", each cell's paragraphs with a
// space, numbering aside (a numbered paragraph in a table is rare and
// its number would need the counters in document order).
func rowText(out []docxPara, row rowMark) string {
	var cells []string
	for i, s := range row.cells {
		e := len(out)
		if i+1 < len(row.cells) {
			e = row.cells[i+1]
		}
		var parts []string
		for _, p := range out[s:e] {
			if t := foldLine(p.text); t != "" {
				parts = append(parts, t)
			}
		}
		cells = append(cells, strings.Join(parts, " "))
	}
	return strings.Join(cells, " | ")
}

// write appends displayed text to the innermost open paragraph.
func (r *bodyReader) write(s string) {
	if len(r.open) == 0 || r.fields.instruction() || r.hidden() {
		return
	}
	if strings.Contains(s, markOpen) || strings.Contains(s, markClose) {
		s = strings.NewReplacer(markOpen, "", markClose, "").Replace(s)
	}
	if r.custom >= 0 && r.calls != nil {
		r.calls.addCustomMark(r.custom, s)
	}
	p := r.open[len(r.open)-1]
	if r.capitals(p) {
		s = strings.ToUpper(s)
	}
	p.raw = append(p.raw, s...)
}

func inPath(names []string, name string) bool {
	for _, n := range names {
		if n == name {
			return true
		}
	}
	return false
}

// attr is the value of the attribute with local name local.
func attr(attrs []xml.Attr, local string) string {
	for _, a := range attrs {
		if a.Name.Local == local {
			return a.Value
		}
	}
	return ""
}

// on reads an OOXML on/off property: present without a value, or with
// true/1/on, is on.
func on(attrs []xml.Attr) bool {
	switch attr(attrs, "val") {
	case "false", "0", "off":
		return false
	}
	return true
}

func atoiOr(s string, def int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return def
	}
	return n
}

// hidden reports whether the current run's text is hidden (w:vanish),
// set on the run or through its character style, its paragraph's style
// or the document's defaults, struck through (docx_strike.go), or in the
// colour of what lies under it (docx_colour.go): text Word does not show
// is not text, nor is text the document strikes out.
func (r *bodyReader) hidden() bool {
	paraStyle := ""
	if len(r.open) > 0 {
		paraStyle = r.styles.styleOf(*r.open[len(r.open)-1])
	}
	return r.styles.hidden(r.runVanish, r.runStyle, paraStyle) || r.styles.struck(r.runStrike, r.runStyle, paraStyle) ||
		r.styles.tiny(r.runSize, r.runStyle, paraStyle) || r.colourHidden()
}
