package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// Notes written as word processors and chat exports print them: the note
// opens with the superscript number its marker in the text carries
// ("valid.¹" ... "¹ Bremen, 407 U.S. at 10", or "<sup>1</sup> Bremen
// ..."). The reader text holds no trace of a superscript (mdtext folds it
// away and keeps it as a marker), so such a line reads as "Bremen, ...";
// its number is found from the markers instead and makes the line an
// entry of the answer's notes, like "[1] ..." or "[^1]: ...".

// superscriptNoteStarts maps the reader offset where a line's text starts
// to the note number it opened with, for every line that opens with a
// superscript number (a single one: "¹,³" at a line start labels nothing)
// that a superscript marker in the running text also carries. A note
// exists because the text points at it: a line that merely opens with a
// superscript is kept as what it says, so a statement cannot leave the
// answer's propositions by wearing a note number.
func superscriptNoteStarts(s string, tx *mdtext.Text) map[int]string {
	referenced := map[string]bool{}
	for _, m := range tx.Markers {
		if m.Kind == mdtext.Superscript && !atLineStart(s, m.Start) {
			for _, l := range strings.Split(m.Label, ",") {
				referenced[l] = true
			}
		}
	}
	var out map[int]string
	for _, m := range tx.Markers {
		if m.Kind != mdtext.Superscript || !referenced[m.Label] || !allDigits(m.Label) || len(m.Label) > 4 {
			continue
		}
		if !atLineStart(s, m.Start) {
			continue
		}
		at := skipSpaces(s, m.End, 8)
		if at == m.End || at >= len(s) || s[at] == '\n' {
			continue // a number glued to its word, or alone on its line
		}
		if out == nil {
			out = map[int]string{}
		}
		out[at] = m.Label
	}
	return out
}

// atLineStart reports whether only spaces stand between offset i and the
// start of its line.
func atLineStart(s string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch s[j] {
		case '\n':
			return true
		case ' ', '\t':
			continue
		default:
			return false
		}
	}
	return true
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}
