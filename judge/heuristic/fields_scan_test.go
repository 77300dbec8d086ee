package heuristic

import (
	"strings"
	"testing"
	"unicode"
)

// TestFieldScansAgree: lastField is the last of strings.Fields and
// eachLetterWord walks strings.FieldsFunc's fields in order (and stops
// where fn says), on every fixture sentence and on random texts of
// ASCII and other letters, apostrophes, digits, every kind of white
// space and invalid bytes.
func TestFieldScansAgree(t *testing.T) {
	sep := func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' }
	var texts []string
	for _, file := range fixtureFiles(t) {
		texts = append(texts, splitSentences(file)...)
	}
	pieces := []string{"a", "Z", "v", "U.S", "Co", "É", "ß", "’", "'", "-", " ", "  ", "\t", "\n", "\u0085", "\u00a0", "\u2003", "\u3000", "\xff", "\xe2\x80", "9", ".", "(", "\"", "held", "be", "enforced"}
	texts = append(texts, randomTexts(pieces, 30000, 12, 0)...)
	for _, s := range texts {
		f := strings.Fields(s)
		last, ok := lastField(s)
		if ok != (len(f) > 0) || ok && last != f[len(f)-1] {
			t.Fatalf("lastField(%q) = %q, %v; strings.Fields %q", s, last, ok, f)
		}
		want := strings.FieldsFunc(s, sep)
		var got []string
		eachLetterWord(s, func(w string) bool { got = append(got, w); return false })
		if strings.Join(got, "|") != strings.Join(want, "|") || len(got) != len(want) {
			t.Fatalf("eachLetterWord(%q) = %q; strings.FieldsFunc %q", s, got, want)
		}
		if len(want) > 1 {
			n := 0
			if !eachLetterWord(s, func(string) bool { n++; return n == 2 }) || n != 2 {
				t.Fatalf("eachLetterWord(%q) did not stop at the second word", s)
			}
		}
	}
}
