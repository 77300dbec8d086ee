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

// A label found at one place is no better evidence: a topic line
// ("Align the choice-of-forum clause with", a section's name) that the
// document happens to say once made the chunk saying it retrieved, and a
// pin there passed C-006, though the entry returned another passage. A
// retrieved passage standing apart is a chunk of the other system's, and
// a chunk of fewer than minPlacedWords words is a document's last
// sentence ("It is so ordered."), which ends as a sentence does; a label
// does not.

// Nor is a label's final stop: a run-in heading ("¶ 5 Public policy.
// Globex is ..."), a topic written as a sentence ("Public policy."), a
// short citation set above a chunk ("Bremen, 407 U.S. at 15, 18.") or
// a date line ("Last reviewed March 2026.") ends as a sentence does,
// and made the one chunk holding those words retrieved. What tells a
// piece of another system's chunk from such a line is where it begins:
// a chunker cuts running text, so a short piece standing apart is the
// tail of a sentence the chunk boundary split ("for fundamental
// fairness."), which begins in lower case; a line that is a whole
// sentence of a few words, capitalised, is a heading or a label, and
// says nothing of which passage was retrieved. (A document's short last
// sentence retrieved alone, "It is so ordered.", is read as a label
// too: a pin there fails C-006 rather than resting on four words.)

// isLabel reports whether a run of passages located at places spans is a
// label that places nothing: shorter than minPlacedWords words and found
// more than once, or found once as one line that does not end a
// sentence or that is a whole sentence (it begins as one does).
func isLabel(run string, spans []Span) bool {
	if countWords(run) >= minPlacedWords {
		return false
	}
	return len(spans) > 1 || !strings.Contains(run, "\n") && (!endsSentence(run) || beginsSentence(run))
}

// beginsSentence reports whether s begins as a sentence or heading does:
// its first letter or digit (opening quotes, brackets, ¶ and § aside) is
// an upper-case letter or a digit, not a lower-case letter.
func beginsSentence(s string) bool {
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			return !unicode.IsLower(r)
		case unicode.IsDigit(r):
			return true
		}
	}
	return false
}

// endsSentence reports whether s ends with a sentence's final stop (".",
// "!", "?"), closing quotes and brackets after it aside.
func endsSentence(s string) bool {
	s = strings.TrimRightFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(`"')]}’”»`, r)
	})
	return strings.HasSuffix(s, ".") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?")
}

// countWords counts the runs of letters and digits in s.
func countWords(s string) int {
	return len(strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))
}
