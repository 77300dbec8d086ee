package docfile

import (
	"regexp"
	"strings"
)

// A document file is read into citecheck's locator markup, where a line
// starting "# " is a heading: a section, and under "# Footnotes" a Word
// document's notes. A PDF, Word or HTML document's own words never make
// a heading that way (a Word heading is a style, an HTML one an h1..h6
// element), so a paragraph of their text that starts like one is kept
// from reading as one: typed "# Footnotes" must not stand in for a
// document's notes. The space after its hashes becomes a no-break space,
// which looks the same and which every quotation comparison folds to a
// space.

// headingStart matches a line the markup reads as a Markdown heading.
var headingStart = regexp.MustCompile(`^#{1,6}[ \t]`)

// notHeading returns a paragraph of a document's own text so that it
// cannot read as a heading.
func notHeading(line string) string {
	t := strings.TrimLeft(line, " \t")
	if !headingStart.MatchString(t) {
		return line
	}
	hashes := len(t) - len(strings.TrimLeft(t, "#"))
	return t[:hashes] + "\u00a0" + t[hashes+1:]
}

// notHeadings applies notHeading to every line of a page's text.
func notHeadings(text string) string {
	if !strings.Contains(text, "#") {
		return text
	}
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		lines[i] = notHeading(l)
	}
	return strings.Join(lines, "\n")
}
