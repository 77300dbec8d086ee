package vault

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Locator markup (FORMATS.md: the Vault folder), recognised line by line in document text:
//
//   - a page break is a line holding only "[*N]": page N begins there;
//   - a section heading is a Markdown heading ("## II.B Public policy") or
//     a short line starting "§ N" or "Section N" ("§ 14.2 Governing Law");
//     the heading text, without the "#" marks, is the section locator;
//   - a numbered paragraph starts with "¶ N" or "[N]" at the start of a line;
//   - a numbered clause whose number and text share a line ("§ 12.1
//     Neither party ...", "ARTICLE XII", "(a) ...") starts its section
//     too: clauses.go reads those, with the state a clause's sequence
//     needs, in parseBlocks.
//
// A "§"/"Section" line that reads as prose ("Section 1404(a) provides that
// a court may transfer.") is not a heading: a heading is at most 100
// characters and either does not end like a sentence or has a title-case
// caption after its number ("§ 14.2. Governing Law.").
var (
	pageMarkerRE = regexp.MustCompile(`^\[\*([^\]\s]+)\]$`)
	mdHeadingRE  = regexp.MustCompile(`^#{1,6}[ \t]+(.*?)[ \t]*#*$`)
	secHeadingRE = regexp.MustCompile(`^(?:§§?|Section|SECTION|Sec\.|SEC\.)[ \t\x{00A0}]*([0-9]+[0-9A-Za-z.()\-]*|[IVXLC]+\b[0-9A-Za-z.()\-]*)(.*)$`)
	paragraphRE  = regexp.MustCompile(`^(?:¶[ \t\x{00A0}]*([0-9]+[A-Za-z]?)|\[([0-9]{1,4})\])(?:[ \t\x{00A0}]|$|\.)`)
)

// lineKind classifies one line of document text.
type lineKind int

const (
	lineText lineKind = iota
	lineBlank
	linePage      // "[*N]"
	lineHeading   // Markdown, § or Section heading
	lineParagraph // "¶ N ..." or "[N] ..."
)

// classifyLine returns the kind of a line and its label: the page number,
// the heading text or the paragraph number.
func classifyLine(line string) (lineKind, string) {
	t := strings.TrimSpace(line)
	if t == "" {
		return lineBlank, ""
	}
	if m := pageMarkerRE.FindStringSubmatch(t); m != nil {
		return linePage, m[1]
	}
	if m := mdHeadingRE.FindStringSubmatch(t); m != nil {
		if h := foldSpaces(m[1]); h != "" {
			return lineHeading, h
		}
		return lineText, ""
	}
	if m := secHeadingRE.FindStringSubmatch(t); m != nil && isHeadingLine(t, m[2]) {
		return lineHeading, foldSpaces(t)
	}
	if m := paragraphRE.FindStringSubmatch(t); m != nil {
		return lineParagraph, m[1] + m[2]
	}
	return lineText, ""
}

// isHeadingLine tells a "§ N Caption" heading from prose that merely
// starts with a section reference. rest is what follows the number.
func isHeadingLine(line, rest string) bool {
	if utf8.RuneCountInString(line) > 100 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(line)
	if !strings.ContainsRune(".;:,!?", last) {
		return true
	}
	return isCaption(rest)
}

// isCaption reports whether every word of s is capitalised or a short
// connective: "Governing Law; Forum." is, "provides that a court" is not.
func isCaption(s string) bool {
	words := strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(".;:,!?—–-()", r)
	})
	for _, w := range words {
		switch strings.ToLower(w) {
		case "a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "the", "to", "with":
			continue
		}
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// foldSpaces trims s and turns runs of white space into one space.
func foldSpaces(s string) string { return strings.Join(strings.Fields(s), " ") }

// sectionNumberRE finds the number of a section caption: "§ 14.2
// Governing Law" -> "14.2", "II.B. Public policy" -> "II.B",
// "Section 3 — Venue" -> "3", "Art. IV" -> "IV".
var sectionNumberRE = regexp.MustCompile(`^(?:§§?|Section|SECTION|Sec\.|SEC\.|Article|ARTICLE|Art\.|ART\.|Part|PART)?[ \t\x{00A0}]*((?:[0-9]+|[IVXLC]+|[A-Z])(?:[.\-][0-9A-Za-z]+)*(?:\([0-9A-Za-z]+\))*)(?:[^0-9A-Za-z]|$)`)

// SectionNumber extracts the number of a section heading or locator so
// that "§ 14.2", "Section 14.2" and the heading "§ 14.2 Governing Law" all
// compare as "14.2". It returns the folded text itself when it holds no
// recognisable number (a caption-only heading such as "Background").
func SectionNumber(s string) string {
	s = foldSpaces(s)
	if m := sectionNumberRE.FindStringSubmatch(s); m != nil {
		return strings.TrimSuffix(m[1], ".")
	}
	return s
}

// SectionMatches reports whether a chunk's section heading falls under a
// cited section: the numbers are equal (case-insensitively), or the
// heading is a subsection of the cited one ("§ 14" covers "14.2" and
// "14(a)"). Caption-only headings match their own text, case-insensitively.
func SectionMatches(heading, cited string) bool {
	h, c := strings.ToLower(SectionNumber(heading)), strings.ToLower(SectionNumber(cited))
	if h == "" || c == "" {
		return false
	}
	if h == c {
		return true
	}
	return strings.HasPrefix(h, c) && (h[len(c)] == '.' || h[len(c)] == '(' || h[len(c)] == '-')
}
