package docfile

import (
	"fmt"
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
//     joined with " | ".
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
	paras, err := parseBody(body, deadline, lim.Timeout)
	if err != nil {
		return nil, fmt.Errorf("word/document.xml: %w", err)
	}
	text := renderDOCX(paras, styles, numbering)
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("the Word document holds no text")
	}
	return &Document{Format: DOCX, Text: text}, nil
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

// renderDOCX turns the body's paragraphs into locator markup, numbering
// each numbered paragraph as Word would display it.
func renderDOCX(paras []docxPara, styles *docxStyles, numbering *docxNumbering) string {
	var b strings.Builder
	counters := newNumberCounters(numbering)
	for _, p := range paras {
		text := foldLine(p.text)
		label := ""
		if numID, ilvl, ok := styles.numberingOf(p, numbering); ok {
			label = counters.next(numID, ilvl)
		}
		level := styles.headingLevel(p)
		if text == "" && label == "" {
			continue
		}
		line := strings.TrimSpace(label + " " + text)
		if level > 0 {
			line = strings.Repeat("#", min(level, 6)) + " " + line
		}
		if b.Len() > 0 {
			b.WriteString("\n\n")
		}
		b.WriteString(line)
	}
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	return b.String()
}

// foldLine makes a paragraph one line: runs of white space (tabs, the
// line breaks of w:br, non-breaking spaces) become one space, so no line
// of a paragraph can be mistaken for markup of its own.
func foldLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}
