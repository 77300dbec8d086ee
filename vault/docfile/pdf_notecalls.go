package docfile

import (
	"regexp"
	"strings"
)

// romanCall is a lower-case roman numeral from i to xxxix.
var romanCall = regexp.MustCompile(`^x{0,3}(ix|iv|v?i{0,3})$`)

// Footnote calls. A call is set small and raised after the word it marks
// ("affirmed³"); mergeRaised reads it on its line, but as a fragment of
// its own it was joined with a space, "affirmed 3 the", as if "3" were a
// word of the sentence: a quotation running across the call ("affirmed
// the official finding") then failed, and the digit could pass for a
// number the text states. A call of digits is written raised, as the
// DOCX reader writes Word's note references ("held.¹"), so the vault's
// note reading knows it for a mark and quotation matching reads past it
// (retrieval's folding drops raised digits), while a quotation that puts
// the digit into the sentence ("affirmed 3 the") is still not the text.

// noteCall is the raised form of a fragment's text when it is a footnote
// call: digits, or digits separated by commas ("1,2"), at most four
// characters, or a lower-case roman numeral to xxxix (the endnote calls
// LibreOffice and Word number i, ii, iii by default, written raised as
// the DOCX reader writes them). ok is false for anything else (an
// ordinal's "th", a raised word), which is read as before.
func noteCall(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if romanCall.MatchString(s) {
		return raised(s), true // an endnote call as LibreOffice and Word number them ("ⁱ", "ⁱᵛ")
	}
	if s == "" || len(s) > 4 || s[0] == ',' || s[len(s)-1] == ',' {
		return "", false
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			b.WriteRune(superscripts[r])
		case r == ',':
			b.WriteRune(',')
		default:
			return "", false
		}
	}
	return b.String(), true
}

// callJoins reports whether raised fragment f is drawn right after prev
// (no word gap between): its call is then written onto prev's last word.
func callJoins(prev, f *fragment) bool {
	return f.x0-prev.x1 < wordGap*prev.size
}

// isRaisedDigit reports a superscript digit, as noteCall writes a call:
// a line opening with one opens a footnote ("² The tenant appears ..."),
// a new paragraph as a line opening with a capital is.
func isRaisedDigit(r rune) bool {
	return r == '¹' || r == '²' || r == '³' || r == '⁰' || r >= '⁴' && r <= '⁹'
}
