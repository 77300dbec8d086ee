package heuristic

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
	"unicode"
)

// spaceRun is the regexp collapseSpaceRuns replaced.
var spaceRun = regexp.MustCompile(`\s{2,}`)

// normTextRunes is normText as it was, rune by rune: the byte-wise ASCII
// path must agree with it.
func normTextRunes(s string) string {
	var b strings.Builder
	space := false
	for _, r := range s {
		switch {
		case r == '’':
			r = '\''
		case r == '-' || r == '‑' || r == '–' || unicode.IsSpace(r):
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.TrimSpace(b.String())
}

// TestPlumbingAgreesWithFormerCode: normText and collapseSpaceRuns give
// what the rune-by-rune normText and the spaceRun regexp gave, on random
// texts of ASCII and non-ASCII letters, every kind of white space,
// hyphens, dashes, curly quotes and invalid bytes.
func TestPlumbingAgreesWithFormerCode(t *testing.T) {
	pieces := []string{"a", "Z", "Court", "É", "ß", "İ", "’", "'", "-", "‑", "–", " ", "  ", "\t", "\n", "\v", "\f", "\r", "\u0085", "\u00a0", "\u2003", "\xff", "\xe2\x80", "9", ".", "§"}
	rng := rand.New(rand.NewSource(28))
	for range 20000 {
		var b strings.Builder
		for range rng.Intn(12) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		s := b.String()
		if got, want := normText(s), normTextRunes(s); got != want {
			t.Fatalf("normText(%q) = %q, rune by rune %q", s, got, want)
		}
		if got, want := collapseSpaceRuns(s), spaceRun.ReplaceAllString(s, " "); got != want {
			t.Fatalf("collapseSpaceRuns(%q) = %q, spaceRun %q", s, got, want)
		}
	}
}
