package native

import (
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// Unit is what a format's offsets count.
type Unit string

// The units offsets are read in.
const (
	CodePoints Unit = "code points"  // Python str, most SDKs
	UTF16      Unit = "UTF-16 units" // JavaScript strings
	Bytes      Unit = "UTF-8 bytes"  // Gemini, Go
)

// byteOffset converts an offset counted in unit into a byte offset of s;
// ok is false when it lies outside s or inside a character.
func byteOffset(s string, off int, unit Unit) (int, bool) {
	if off < 0 {
		return 0, false
	}
	switch unit {
	case Bytes:
		if off > len(s) || (off < len(s) && !utf8.RuneStart(s[off])) {
			return 0, false
		}
		return off, true
	case CodePoints, UTF16:
		n := 0
		for i, r := range s {
			if n == off {
				return i, true
			}
			if unit == UTF16 {
				n += utf16.RuneLen(r)
			} else {
				n++
			}
			if n > off {
				return 0, false // inside a surrogate pair
			}
		}
		if n == off {
			return len(s), true
		}
	}
	return 0, false
}

// span reads [start, end) (end exclusive, or inclusive when inclusive is
// set) in the first unit of units whose slice of s agrees with want
// (after white-space folding; trimmed, as providers trim cited text).
// With want "" the first unit in which the span is valid wins. It
// returns byte offsets into s and the unit used.
func span(s string, start, end int, inclusive bool, want string, units ...Unit) (int, int, Unit, bool) {
	w := textnorm.Fold(want)
	for _, u := range units {
		b, ok1 := byteOffset(s, start, u)
		e, ok2 := byteOffset(s, end, u)
		if inclusive && ok2 {
			// The character at end is part of the span.
			if e >= len(s) {
				ok2 = false
			} else {
				_, n := utf8.DecodeRuneInString(s[e:])
				e += n
			}
		}
		if !ok1 || !ok2 || b > e {
			continue
		}
		if w == "" || textnorm.Fold(s[b:e]) == w {
			return b, e, u, true
		}
	}
	return 0, 0, "", false
}

// sentenceBefore is the sentence that ends at byte i of s (an insertion
// point, such as a file_citation's index): from after the previous
// sentence end (a period, question or exclamation mark, perhaps followed
// by a reference marker such as "【4:0†source】" or "[1]") or line break
// up to i, trimmed.
func sentenceBefore(s string, i int) (int, int) {
	end := i
	for end > 0 && (s[end-1] == ' ' || s[end-1] == '\n' || s[end-1] == '\t') {
		end--
	}
	start := 0
	for j := end - 1; j > 0; j-- {
		if s[j] == '\n' {
			start = j + 1
			break
		}
		if s[j] == ' ' && j < end-1 && endsSentence(s[:j]) {
			start = j + 1
			break
		}
	}
	for start < end && (s[start] == ' ' || s[start] == '\t') {
		start++
	}
	return start, end
}

// endsSentence reports whether s ends a sentence: with . ! or ?, or with
// a short reference marker right after one.
func endsSentence(s string) bool {
	s = strings.TrimRight(s, " ")
	for _, m := range [][2]string{{"【", "】"}, {"[", "]"}} {
		if strings.HasSuffix(s, m[1]) {
			if k := strings.LastIndex(s, m[0]); k >= 0 && len(s)-k <= 80 {
				s = strings.TrimRight(s[:k], " ")
			}
		}
	}
	return s != "" && strings.ContainsRune(".!?", rune(s[len(s)-1]))
}

// insertionPoint reads an insertion point (an index, not a span) in the
// first unit of units where it does not fall inside a word (it follows a
// sentence's end, a word's end, or stands before punctuation or a
// space); else in the first unit where it is valid. The units are the
// format's own first: a later unit is read only when the format's own
// reading splits a word. Preferring any unit that lands after a period
// would move a citation placed at a word's end ("is valid|.") back onto
// an earlier sentence whenever the text before it holds non-ASCII
// characters (each shifts a byte reading by one to three), so the
// citation would cover a claim it was never attached to.
func insertionPoint(s string, off int, units ...Unit) (int, bool) {
	first := -1
	for _, u := range units {
		b, ok := byteOffset(s, off, u)
		if !ok {
			continue
		}
		if first < 0 {
			first = b
		}
		if b == 0 || b == len(s) || !isWordByte(s[b-1]) || !isWordByte(s[b]) {
			return b, true
		}
	}
	return first, first >= 0
}

// markersBefore is where the run of reference markers ("[doc1]",
// "【4:0†source】", "[2]") ending at byte i of s begins, spaces between
// them included; i when none ends there.
func markersBefore(s string, i int) int {
	for {
		k := i
		for k > 0 && (s[k-1] == ' ' || s[k-1] == '\t') {
			k--
		}
		open := -1
		switch {
		case strings.HasSuffix(s[:k], "]"):
			open = strings.LastIndex(s[:k], "[")
		case strings.HasSuffix(s[:k], "】"):
			open = strings.LastIndex(s[:k], "【")
		}
		if open < 0 || k-open > 80 || strings.ContainsAny(s[open:k], " \n") && !strings.HasPrefix(s[open:], "【") {
			return i
		}
		i = open
	}
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c >= 0x80
}

// sentenceAround is the sentence holding bytes [i, j) of s (a marker
// such as "[doc1]"): from after the previous sentence end or line break
// to the next sentence end (the marker included when it follows the
// period) or line break.
//
// A marker in a run of markers after a period ("valid.[doc1][doc2]")
// stands for the sentence before the run, as the first does: read from
// the marker before it, it would reach on to the next sentence, and lend
// its document to a claim it does not stand beside.
func sentenceAround(s string, i, j int) (int, int) {
	k := markersBefore(s, i)
	start, before := sentenceBefore(s, k)
	if before > 0 && strings.ContainsRune(".!?", rune(s[before-1])) {
		// A marker after the period stands for the sentence before it.
		return start, j
	}
	start, _ = sentenceBefore(s, i)
	end := j
	for end < len(s) {
		c := s[end]
		if c == '\n' {
			break
		}
		end++
		if (c == '.' || c == '!' || c == '?') && (end == len(s) || s[end] == ' ' || s[end] == '\n') {
			break
		}
	}
	return start, end
}
