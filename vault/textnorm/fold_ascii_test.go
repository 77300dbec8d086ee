package textnorm

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestFoldASCIIAgreesWithFoldRunes: the ASCII fast path folds exactly as
// the general one, on hand-picked edges and on random ASCII text of
// words and every kind of ASCII white space; it declines other text.
func TestFoldASCIIAgreesWithFoldRunes(t *testing.T) {
	cases := []string{"", " ", "a", " a", "a ", "a  b", "a\tb", "a\nb", "\r\n", "407 U.S. 1", "x \v y", "\f", "a b c"}
	pieces := []string{"407", "U.S.", "F.", "3d", " ", "  ", "\t", "\n", "\r\n", "\v", "\f", "[*3]", "VLT-0001", "."}
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		var b strings.Builder
		for k := 0; k < rng.IntN(12); k++ {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		cases = append(cases, b.String())
	}
	for _, s := range cases {
		got, ok := foldASCII(s)
		if !ok {
			t.Fatalf("foldASCII(%q) declined ASCII text", s)
		}
		if want := foldRunes(s); got != want {
			t.Fatalf("foldASCII(%q) = %q, foldRunes says %q", s, got, want)
		}
	}
	for _, s := range []string{"caf\u00e9", "a\u00a0b", "\u200b", "a\u0085b"} {
		if _, ok := foldASCII(s); ok {
			t.Errorf("foldASCII(%q) took text that is not ASCII", s)
		}
	}
}
