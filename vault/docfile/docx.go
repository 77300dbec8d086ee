package docfile

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
)

// readDOCX reads a Word document (WordprocessingML in a zip archive) into
// citecheck's locator markup. A DOCX has no pages, so the result is Text
// only:
//
//   - a paragraph in a heading style (Heading 1.., a style based on one,
//     or one with an outline level) becomes a Markdown heading of that
//     level, so it starts a section;
//   - a numbered paragraph starts with the number Word displays ("12.1",
//     "(a)", "Article IV"), computed from numbering.xml, because that
//     number is not in the paragraph's text;
//   - tracked changes read as accepted (insertions and moves kept,
//     deletions and moved-from text dropped); comments, field codes and
//     deleted text are not text; a table row is one line, its cells
//     joined with " | ";
//   - footnotes and endnotes are text: each reference's mark stays where
//     it stands ("held.¹", endnotes "ⁱ" as Word numbers them), and the
//     notes follow the body under "# Footnotes" and "# Endnotes", one
//     paragraph per reference starting with its mark (docx_notes.go);
//   - headers and footers are page furniture, not read.
//
// Paragraphs are separated by blank lines. The archive is bounded by
// lim.MaxBytes (inflated bytes, counted while inflating) and its member
// count, and the reading by lim.Timeout.
func readDOCX(data []byte, lim Limits) (*Document, error) {
	deadline := time.Now().Add(lim.Timeout)
	pkg, err := openDOCX(data, lim)
	if err != nil {
		return nil, err
	}
	body, err := pkg.member("word/document.xml", true)
	if err != nil {
		return nil, err
	}
	stylesXML, err := pkg.member("word/styles.xml", false)
	if err != nil {
		return nil, err
	}
	numberingXML, err := pkg.member("word/numbering.xml", false)
	if err != nil {
		return nil, err
	}
	styles, err := parseStyles(stylesXML)
	if err != nil {
		return nil, fmt.Errorf("word/styles.xml: %w", err)
	}
	numbering, err := parseNumbering(numberingXML)
	if err != nil {
		return nil, fmt.Errorf("word/numbering.xml: %w", err)
	}
	calls := newNoteCalls()
	if err := readNoteSettings(pkg, calls); err != nil {
		return nil, err
	}
	paras, err := parseBody(body, styles, calls, deadline, lim.Timeout)
	if err != nil {
		return nil, fmt.Errorf("word/document.xml: %w", err)
	}
	calls.numberMarks()
	notes, err := readNotes(pkg, styles, calls, deadline, lim.Timeout)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	renderDOCX(&b, paras, styles, numbering, calls)
	if err := calls.renderNotes(&b, notes, lim.MaxBytes); err != nil {
		return nil, err
	}
	if strings.TrimSpace(b.String()) == "" {
		return nil, fmt.Errorf("the Word document holds no text (its headers and footers are not read)")
	}
	b.WriteString("\n")
	return &Document{Format: DOCX, Text: b.String()}, nil
}

// readNoteSettings reads the document-wide note numbering of
// word/settings.xml (format, first number, restarts); each section's
// properties, read with the body, override them for that section.
func readNoteSettings(pkg *docxPackage, calls *noteCalls) error {
	data, err := pkg.member("word/settings.xml", false)
	if err != nil || data == nil {
		return err
	}
	dec := xml.NewDecoder(bytes.NewReader(data))
	var names []string
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("word/settings.xml: malformed XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			if len(names) > 0 {
				calls.setDocumentProperty(names[len(names)-1], t.Name.Local, t.Attr)
			}
			names = append(names, t.Name.Local)
		case xml.EndElement:
			if len(names) > 0 {
				names = names[:len(names)-1]
			}
		}
	}
}

// readNotes reads the parts of the kinds of notes the body references
// (a part no reference needs is not inflated), within the same byte
// budget and deadline as the body, and checks every reference names a
// note its part holds.
func readNotes(pkg *docxPackage, styles *docxStyles, calls *noteCalls, deadline time.Time, timeout time.Duration) ([2]map[string]noteText, error) {
	var notes [2]map[string]noteText
	for kind := range notes {
		if len(calls.order[kind]) == 0 {
			continue
		}
		data, err := pkg.member(notePart[kind], false)
		if err != nil {
			return notes, err
		}
		if data != nil {
			if notes[kind], err = parseNotes(data, styles, deadline, timeout); err != nil {
				return notes, fmt.Errorf("%s: %w", notePart[kind], err)
			}
		}
	}
	return notes, calls.checkReferences(notes)
}

// Unpaged says why a document read from a file of format f has no pages
// by nature, or "" when it may have them. A page pin on such a document
// names no place (C-009 fails saying so), where a plain text without
// page markup merely cannot place it.
func Unpaged(f Format) string {
	if f == DOCX {
		return "a Word (DOCX) document has no pages"
	}
	return ""
}

// renderDOCX writes the body's paragraphs as locator markup, numbering
// each numbered paragraph as Word would display it and each note
// reference as its mark.
func renderDOCX(b *strings.Builder, paras []docxPara, styles *docxStyles, numbering *docxNumbering, calls *noteCalls) {
	counters := newNumberCounters(numbering)
	for _, p := range paras {
		text := foldLine(calls.resolveMarks(p.text))
		label := ""
		if numID, ilvl, ok := styles.numberingOf(p, numbering); ok {
			label = counters.next(numID, ilvl)
		}
		level := styles.headingLevel(p)
		if text == "" && label == "" {
			continue
		}
		line := notHeading(strings.TrimSpace(label + " " + text)) // a heading is a style, never typed hashes
		if level > 0 {
			line = strings.Repeat("#", min(level, 6)) + " " + line
		}
		writePara(b, line)
	}
}

// foldLine makes a paragraph one line: runs of white space (tabs, the
// line breaks of w:br, non-breaking spaces) become one space, so no line
// of a paragraph can be mistaken for markup of its own. A soft hyphen
// (U+00AD, HTML's &shy;) is dropped: it is drawn only where a line
// breaks, and the word it marks reads whole to whoever reads the page
// ("effi&shy;cient" is "efficient"), so a quotation of the word must
// match it.
func foldLine(s string) string {
	if strings.Contains(s, "\u00ad") {
		s = strings.ReplaceAll(s, "\u00ad", "")
	}
	return strings.Join(strings.Fields(s), " ")
}
