package textnorm

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Fold returns s in NFC with every run of Unicode white space replaced by
// one ASCII space and the ends trimmed. It is the whole of "verbatim"
// normalisation: nothing else (no case folding, no compatibility mapping,
// no removal of invisible characters) so spoofed text stays different.
func Fold(s string) string {
	if f, ok := foldASCII(s); ok {
		return f
	}
	return foldRunes(s)
}

// foldRunes is Fold for any text.
func foldRunes(s string) string {
	s = norm.NFC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// foldASCII is Fold for text of ASCII bytes only (NFC leaves it as it
// is; its white space is the six ASCII spaces), without decoding runes:
// most chunk texts are ASCII, and C-005 folds every retrieved chunk. It
// returns s itself when nothing changes; ok is false for other text.
func foldASCII(s string) (string, bool) {
	clean := true // s is already folded: no leading, trailing, doubled or non-' ' space
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return "", false
		}
		if asciiSpace(c) && (c != ' ' || i == 0 || i == len(s)-1 || s[i+1] == ' ' || asciiSpace(s[i+1])) {
			clean = false
		}
	}
	if clean {
		return s, true
	}
	b := make([]byte, 0, len(s))
	space := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if asciiSpace(c) {
			space = true
			continue
		}
		if space && len(b) > 0 {
			b = append(b, ' ')
		}
		space = false
		b = append(b, c)
	}
	return string(b), true
}

// asciiSpace reports whether c is one of the bytes unicode.IsSpace calls
// space below U+0080.
func asciiSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}

// Identifier returns Fold(s) with the spaces inside reporter abbreviations
// removed, so "407 U. S. 1" == "407 U.S. 1", "F. 3d" == "F.3d" and
// "92 S. Ct. 1907" == "92 S.Ct. 1907". A space is removed when the word
// before it ends in a period and the word after it is part of the
// abbreviation: it starts with a letter, or it is an ordinal series
// marker such as "2d", "3d", "4th". The space between volume and reporter
// and between reporter and page (a word of digits) is kept.
func Identifier(s string) string {
	f := Fold(s)
	if !strings.Contains(f, ". ") {
		return f
	}
	words := strings.Split(f, " ")
	var b strings.Builder
	b.Grow(len(f))
	for i, w := range words {
		if i > 0 {
			prev := words[i-1]
			if !(strings.HasSuffix(prev, ".") && joinsAbbreviation(prev, w)) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(w)
	}
	return b.String()
}

// joinsAbbreviation reports whether w continues the reporter abbreviation
// that prev (ending in a period) belongs to.
func joinsAbbreviation(prev, w string) bool {
	if w == "" || prev == "" {
		return false
	}
	// prev must itself look like an abbreviation piece: letters (and
	// periods / apostrophes), not a sentence-final number such as "1.".
	p := strings.TrimSuffix(prev, ".")
	if p == "" {
		return false
	}
	r0, _ := utf8.DecodeRuneInString(p)
	if !unicode.IsUpper(r0) || utf8.RuneCountInString(p) > 5 {
		// Reporter pieces are short and capitalised ("U", "Ct", "Supp",
		// "Rptr"); "v." or "Bremen." are prose, and so is "1.".
		return false
	}
	r, _ := utf8.DecodeRuneInString(w)
	if unicode.IsLetter(r) {
		// Reporter pieces start upper case ("Ct.", "Supp.", "App'x",
		// "Ed."); lower-case words after a period are prose ("at", "n.").
		return unicode.IsUpper(r)
	}
	return isOrdinalSeries(w)
}

// isOrdinalSeries reports whether w is a series marker like "2d", "3d",
// "4th", "5th" (optionally followed by punctuation).
func isOrdinalSeries(w string) bool {
	i := 0
	for i < len(w) && w[i] >= '0' && w[i] <= '9' {
		i++
	}
	if i == 0 || i > 2 {
		return false
	}
	rest := strings.TrimRight(w[i:], ".,;:)")
	switch rest {
	case "d", "nd", "rd", "th", "st":
		return true
	}
	return false
}
