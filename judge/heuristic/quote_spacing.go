package heuristic

import (
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/judge"
)

// A quotation whose only difference from the passage is spacing (C-003).
// A PDF read without some of its word gaps ("a private right of action
// to anyperson", "Delgado’ssecond") holds the words a writer quoted from
// the printed page with their spaces lost, so the quotation is not found
// and support was failed as if the words were invented. When the
// quotation's letters, compared without spaces and with curly quotes
// made straight, occur in the excerpt, the difference is one of
// extraction, not of wording: support is left undecided, not failed. A
// quotation with one word changed differs in letters and is still
// failed.

// unspaced is s lower-cased without white space, its curly quotes and
// apostrophes made straight.
func unspaced(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case unicode.IsSpace(r):
			continue
		case r == '‘' || r == '’':
			r = '\''
		case r == '“' || r == '”':
			r = '"'
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// minUnspacedQuote is the fewest letters a quotation must keep without
// its spaces for a match to be told from chance.
const minUnspacedQuote = 12

// spacingOnlyQuote reports whether q occurs in the unit's excerpt once
// spacing is set aside.
func spacingOnlyQuote(u *judge.Unit, q string) bool {
	uq := unspaced(q)
	return len(uq) >= minUnspacedQuote && strings.Contains(unspaced(u.Excerpt), uq)
}
