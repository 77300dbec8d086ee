package heuristic

import (
	"math/rand"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// word is the pattern words replaced.
var word = regexp.MustCompile(`[\pL][\pL'’-]*`)

// TestWordsMatchesPattern holds the hand-written word scanner to the
// word pattern it replaced, over random texts and every letter class.
func TestWordsMatchesPattern(t *testing.T) {
	letter := regexp.MustCompile(`^\pL$`)
	for r := rune(0); r <= unicode.MaxRune; r += 1 + r/4096 {
		if !utf8.ValidRune(r) {
			continue
		}
		if got, want := unicode.IsLetter(r), letter.MatchString(string(r)); got != want {
			t.Fatalf("%U: IsLetter %v, \\pL %v", r, got, want)
		}
	}
	for r := rune(0); r <= unicode.MaxRune; r++ { // \pL is the table unicode.L
		if unicode.IsLetter(r) != unicode.Is(unicode.L, r) {
			t.Fatalf("%U: IsLetter and unicode.L disagree", r)
		}
	}
	pieces := []string{"a", "Z", "é", "ß", "ſ", "日本", "'", "’", "-", "--", " ", "\n", "1", "9", ".", "\xff", "\uFFFD", "\u200b", "x'", "-y", "court's", "well-known"}
	rng := rand.New(rand.NewSource(2))
	for range 20000 {
		var b strings.Builder
		for range rng.Intn(12) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		s := b.String()
		if got, want := words(s), word.FindAllString(s, -1); !reflect.DeepEqual(got, want) {
			t.Fatalf("words(%q) = %q, want %q", s, got, want)
		}
	}
}
