package docfile

import (
	"fmt"
	"strconv"
	"strings"
)

// noteKind tells footnotes from endnotes: each has its own part, its own
// numbering and its own label in the text.
type noteKind int

const (
	footnoteKind noteKind = iota
	endnoteKind
)

// notePart, noteWord and noteHeading name each kind's part, its name in
// messages and the heading its notes are read under.
var (
	notePart    = [2]string{"word/footnotes.xml", "word/endnotes.xml"}
	noteWord    = [2]string{"footnote", "endnote"}
	noteHeading = [2]string{FootnotesSection, EndnotesSection}
	// noteFormat is Word's default number format of each kind when the
	// document sets none (footnotes 1, 2, 3; endnotes i, ii, iii).
	noteFormat = [2]string{"decimal", "lowerRoman"}
)

// FootnotesSection and EndnotesSection are the headings (so the
// sections) a Word document's notes are read under, after its body; a
// footnote pin ("n. 3") is placed in them.
const (
	FootnotesSection = "Footnotes"
	EndnotesSection  = "Endnotes"
	// FootnotesByPageSection holds the footnotes of a document numbered
	// anew on each page whose file records no page layout: the numbers
	// Word shows cannot be known, so a footnote pin names none of them.
	FootnotesByPageSection = "Footnotes numbered by page"
)

// kindOfNote reads a reference or note element's name ("footnoteReference",
// "endnote") as its kind.
func kindOfNote(name string) noteKind {
	if strings.HasPrefix(name, "endnote") {
		return endnoteKind
	}
	return footnoteKind
}

// noteKey names one note: its kind and its w:id.
type noteKey struct {
	kind noteKind
	id   string
}

// noteCalls are the note references of the body in document order. A
// reference is written into its paragraph as a placeholder (markOpen,
// the index into marks, markClose), replaced once the whole body is read,
// since its number depends on its section's properties, which come at
// the section's end, after its references (docx_notes_numbering.go).
type noteCalls struct {
	marks []noteMark // the references, in document order
	order [2][]int   // each kind's references (indexes into marks)
	// docPr are settings.xml's note properties; sections the body's
	// sections read so far, section the one being read.
	docPr    [2]notePr
	sections []wordSection
	section  int
	// renderedBreaks: the file records where Word last broke its pages.
	renderedBreaks bool
}

// noteMark is one reference: the note it calls, where it stands (its
// section, and the page breaks recorded in that section before it) and
// the number Word displays for it, or its custom mark
// (w:customMarkFollows: the text after the reference in its run).
type noteMark struct {
	key      noteKey
	section  int
	page     int
	number   int
	isCustom bool
	custom   string
}

// The placeholder's delimiters are Unicode noncharacters, which a
// document's own text never keeps (write drops them), so no text can
// forge a reference.
const (
	markOpen  = "\uFDD0"
	markClose = "\uFDD1"
)

func newNoteCalls() *noteCalls { return &noteCalls{} }

// reference records a reference to note k and returns its placeholder.
// Word numbers references, not notes: each takes the next number (or
// its section's first, where numbering restarts), so a note referenced
// twice is displayed under two numbers (LibreOffice reads it as two
// notes), and is written under each. A reference with a custom mark
// takes no number (Word numbers around it).
func (c *noteCalls) reference(k noteKey, customMark bool) string {
	m := noteMark{key: k, isCustom: customMark, section: c.section, page: c.current().breaks}
	c.marks = append(c.marks, m)
	c.order[k.kind] = append(c.order[k.kind], len(c.marks)-1)
	return markOpen + strconv.Itoa(len(c.marks)-1) + markClose
}

// addCustomMark appends text to the custom mark of reference i.
func (c *noteCalls) addCustomMark(i int, text string) { c.marks[i].custom += text }

// label is reference m's number as Word displays it ("3", "iii", "b")
// in its section's number format, or its custom mark.
func (c *noteCalls) label(m noteMark) string {
	if m.isCustom {
		return strings.TrimSpace(m.custom)
	}
	return formatNumber(c.props(m.key.kind, m.section).format, m.number)
}

// superscripts write a reference mark as Word shows it, raised: the
// digits and the lower-case letters of the roman numerals and letter
// formats. A label holding any other character is written "[label]".
var superscripts = map[rune]rune{
	'0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹',
	'a': 'ᵃ', 'b': 'ᵇ', 'c': 'ᶜ', 'd': 'ᵈ', 'e': 'ᵉ', 'f': 'ᶠ', 'g': 'ᵍ', 'h': 'ʰ', 'i': 'ⁱ', 'j': 'ʲ',
	'k': 'ᵏ', 'l': 'ˡ', 'm': 'ᵐ', 'n': 'ⁿ', 'o': 'ᵒ', 'p': 'ᵖ', 'r': 'ʳ', 's': 'ˢ', 't': 'ᵗ', 'u': 'ᵘ',
	'v': 'ᵛ', 'w': 'ʷ', 'x': 'ˣ', 'y': 'ʸ', 'z': 'ᶻ',
}

// raised writes label as a reference mark.
func raised(label string) string {
	var b strings.Builder
	for _, r := range label {
		s, ok := superscripts[r]
		if !ok {
			return "[" + label + "]"
		}
		b.WriteRune(s)
	}
	return b.String()
}

// resolveMarks replaces the placeholders of text with the notes' marks;
// marks side by side are separated by a comma ("¹,²", not "¹²", which
// reads as note 12). A custom-marked note's placeholder writes nothing:
// its mark is already the text after it.
func (c *noteCalls) resolveMarks(text string) string {
	if !strings.Contains(text, markOpen) {
		return text
	}
	var b strings.Builder
	afterMark := false
	for {
		i := strings.Index(text, markOpen)
		if i < 0 {
			b.WriteString(text)
			return b.String()
		}
		j := strings.Index(text[i:], markClose)
		n := -1
		if j > 0 {
			n = atoiOr(text[i+len(markOpen):i+j], -1)
		}
		if n < 0 || n >= len(c.marks) {
			b.WriteString(text) // cannot happen: write drops the delimiters from the document's text
			return b.String()
		}
		if i > 0 {
			afterMark = false
		}
		b.WriteString(text[:i])
		if m := c.marks[n]; !m.isCustom {
			if afterMark {
				b.WriteString(",")
			}
			b.WriteString(raised(c.label(m)))
			afterMark = true
		}
		text = text[i+j+len(markClose):]
	}
}

// noteText is one note as read from its part: its paragraphs, tables
// rows each one paragraph.
type noteText []docxPara

// checkReferences makes a reference to a note its part does not hold bad
// input naming the part and the note's id: the note's text, which may be
// the authority a passage rests on, would silently be missing.
func (c *noteCalls) checkReferences(notes [2]map[string]noteText) error {
	for kind, refs := range c.order {
		for _, i := range refs {
			if k := c.marks[i].key; notes[kind][k.id] == nil {
				return fmt.Errorf("word/document.xml: a %s reference names %s id %q, which %s does not hold", noteWord[kind], noteWord[kind], k.id, notePart[kind])
			}
		}
	}
	return nil
}

// renderNotes writes each kind's referenced notes after the body, under
// a "# Footnotes" or "# Endnotes" heading, in the order of their
// references: one paragraph per reference, starting with its mark ("³ See
// ..."), its paragraphs (and table rows) joined into that one line so
// no line of a note reads as a clause or paragraph of the body. A note
// is written once per reference, so a long note referenced many times
// could multiply the inflated bytes: the text is bounded by maxBytes
// (the limit on decompressed size) too.
func (c *noteCalls) renderNotes(b *strings.Builder, notes [2]map[string]noteText, maxBytes int64) error {
	for kind, refs := range c.order {
		if len(refs) == 0 {
			continue
		}
		heading := noteHeading[kind]
		if c.pagesUnknown(noteKind(kind)) {
			heading = FootnotesByPageSection
		}
		writePara(b, "# "+heading)
		for _, i := range refs {
			m := c.marks[i]
			var parts []string
			for _, p := range notes[kind][m.key.id] {
				if t := foldLine(c.resolveMarks(p.text)); t != "" {
					parts = append(parts, t)
				}
			}
			mark := c.label(m)
			if !m.isCustom {
				mark = raised(mark)
			}
			line := strings.TrimSpace(mark + " " + strings.Join(parts, " "))
			if int64(b.Len()+len(line)) > maxBytes {
				return limitError("the Word document's notes, each written at each of its references, pass the %d-byte limit on decompressed size", maxBytes)
			}
			writePara(b, line)
		}
	}
	return nil
}

// writePara appends a paragraph, a blank line apart from the one before.
func writePara(b *strings.Builder, line string) {
	if b.Len() > 0 {
		b.WriteString("\n\n")
	}
	b.WriteString(line)
}
