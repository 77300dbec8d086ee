package retrieval

import (
	"strings"
	"unicode"
)

// A text joining passages is located passage by passage, and a passage
// the document holds at several places counts at every one of them. A
// line of a few words a RAG stack set before or between its chunks (a
// case name, a topic label, "Atlantic Marine", "forum-selection clause")
// is then found wherever the document repeats those words, and every
// chunk holding them counted as retrieved: a pin on any of them passed
// C-006 though the entry retrieved one other passage. Such a run says
// nothing of which place was retrieved, so it places nothing, as a
// separator line does; the entry's other passages still must be, and
// are, located.

// minPlacedWords is the fewest words a run of passages found at several
// places must hold to count at them: below it the words are a label, not
// a passage (a sentence a document really repeats is longer).
const minPlacedWords = 8

// isRepeatedLabel reports whether a run of passages located at places
// spans is a label that places nothing: found more than once and shorter
// than minPlacedWords words.
func isRepeatedLabel(run string, spans []Span) bool {
	return len(spans) > 1 && countWords(run) < minPlacedWords
}

// countWords counts the runs of letters and digits in s.
func countWords(s string) int {
	return len(strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}
