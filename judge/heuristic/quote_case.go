package heuristic

import (
	"unicode"
	"unicode/utf8"
)

// A quotation's first letter may change case to fit the writer's
// sentence: "the clause must 'relate to' the contract" quoting a passage
// that says "Relate to", or "'Damage to your work' is excluded" quoting
// a policy's "damage to your work". Citation manuals mark the change
// with brackets ("[R]elate to"), which quotedSpans already reads; many
// writers change it without. Only the first letter is let go: any other
// difference of case, a word or a letter elsewhere, is still a
// misquotation.

// firstLetterFlipped is q with the case of its first letter turned, or
// "" when q does not open with a cased letter.
func firstLetterFlipped(q string) string {
	r, n := utf8.DecodeRuneInString(q)
	switch {
	case r == utf8.RuneError || n == 0:
		return ""
	case unicode.IsUpper(r):
		return string(unicode.ToLower(r)) + q[n:]
	case unicode.IsLower(r):
		return string(unicode.ToUpper(r)) + q[n:]
	}
	return ""
}
