package printer

import (
	"strings"
	"unicode/utf8"
)

// DefaultWidth is the line width of the text report when the terminal's
// is not known.
const DefaultWidth = 100

// wrap breaks s into lines of at most width runes, each after the first
// indented by indent spaces (the first line is indented by first). A
// word longer than a line stands on its own line, uncut: nothing of a
// reason is ever dropped.
func wrap(s string, width, first, indent int) string {
	return wrapAfter(strings.Repeat(" ", first), s, width, indent)
}

// wrapAfter is wrap with a verbatim first-line prefix (a padded table
// row), its visible width counted in runes; the words of s follow it.
func wrapAfter(prefix, s string, width, indent int) string {
	words := strings.Fields(s)
	if len(words) == 0 {
		return strings.TrimRight(prefix, " ")
	}
	var b strings.Builder
	b.WriteString(prefix)
	col := utf8.RuneCountInString(prefix)
	start := true
	for _, w := range words {
		n := utf8.RuneCountInString(w)
		if !start && col+1+n > width {
			b.WriteString("\n")
			b.WriteString(strings.Repeat(" ", indent))
			col, start = indent, true
		}
		if !start {
			b.WriteByte(' ')
			col++
		}
		b.WriteString(w)
		col += n
		start = false
	}
	return b.String()
}
