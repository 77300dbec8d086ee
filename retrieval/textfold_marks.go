package retrieval

import "unicode/utf8"

// A footnote call is a raised mark, not a word: the document readers
// write Word's note references and a PDF's small raised call digits as
// superscript digits after the word they mark ("affirmed³ the",
// "held.¹,² The"), and a reader quoting the sentence leaves the call out.
// Folding drops a run of superscript digits (with the commas between
// them), on both sides of the comparison, so a quotation that runs
// across a call is found while one that writes the call as a word of the
// sentence ("affirmed 3 the") still is not.

// isRaisedDigit reports the superscript digits ⁰-⁹.
func isRaisedDigit(r rune) bool {
	return r == '¹' || r == '²' || r == '³' || r == '⁰' || r >= '⁴' && r <= '⁹'
}

// raisedMarkLen is the length of the run of superscript digits (and
// commas between them) s starts with, 0 when s starts with none.
func raisedMarkLen(s string) int {
	n := 0
	for n < len(s) {
		r, w := utf8.DecodeRuneInString(s[n:])
		if isRaisedDigit(r) {
			n += w
			continue
		}
		if r == ',' && n > 0 {
			if r2, w2 := utf8.DecodeRuneInString(s[n+w:]); isRaisedDigit(r2) {
				n += w + w2
				continue
			}
		}
		break
	}
	return n
}
