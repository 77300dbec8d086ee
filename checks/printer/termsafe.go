package printer

import (
	"fmt"
	"strings"
	"unicode"
)

// TermSafe makes untrusted text (an answer's citation, a run ID, a
// passage's words) safe to print on a terminal: control characters
// (C0, DEL, C1: an ESC sequence could clear the screen, move the cursor
// or restyle what follows) and bidirectional or invisible format
// characters (U+202E could make a failing citation read as another) are
// shown as <U+XXXX>; line breaks and tabs become spaces. Everything else
// is kept as written.
func TermSafe(s string) string {
	if !needsTermSafe(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t' || r == '\r':
			b.WriteByte(' ')
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) || unicode.Is(unicode.Cf, r) || r == '\ufffd':
			fmt.Fprintf(&b, "<U+%04X>", r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func needsTermSafe(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f) || unicode.Is(unicode.Cf, r) || r == '\ufffd' {
			return true
		}
	}
	return false
}
