package textnorm

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestIdentifierSetAgreesWithContainsVerbatim: on random texts made of
// identifier-like pieces, FirstIn finds exactly what a ContainsVerbatim
// loop finds, first text included.
func TestIdentifierSetAgreesWithContainsVerbatim(t *testing.T) {
	pieces := []string{"407", "U.S.", "U. S.", "1", "10", "11", "1407", "F.3d", "F. 3d", "2023", "WL", "4417730", "44177301",
		"VLT-0001", "vlt-0001", "\u200b", "U.\u0405.", ",", ".", " ", "(", ")", "§", "Id.", "at", "*3", "1,", "S. Ct.", "1907"}
	needles := []string{"407 U.S. 1", "407 U.S. 10", "1 U.S. 1", "11 U.S. 1", "2023 WL 4417730", "VLT-0001", "F.3d 10",
		"92 S. Ct. 1907", "", "U.S.", "1", "407 U.\u0405. 1", "407 U.S. 1"}
	rng := rand.New(rand.NewPCG(1, 2))
	for round := 0; round < 300; round++ {
		texts := make([]string, 1+rng.IntN(6))
		for i := range texts {
			var b strings.Builder
			for k := 0; k < rng.IntN(40); k++ {
				b.WriteString(pieces[rng.IntN(len(pieces))])
				if rng.IntN(3) > 0 {
					b.WriteByte(' ')
				}
			}
			texts[i] = b.String()
		}
		got := NewIdentifierSet(needles).FirstIn(texts)
		for ni, n := range needles {
			want := -1
			for ti, tx := range texts {
				if ContainsVerbatim(tx, n) {
					want = ti
					break
				}
			}
			if got[ni] != want {
				t.Fatalf("needle %q over %q: FirstIn says %d, ContainsVerbatim %d", n, texts, got[ni], want)
			}
		}
	}
}
