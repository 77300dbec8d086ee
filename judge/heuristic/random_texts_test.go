package heuristic

import (
	"math/rand"
	"strings"
)

// randomTexts is the equivalence tests' generated corpus: n texts, each
// up to maxPieces-1 pieces drawn at random (seed 28, so every run tests
// the same texts). With shortEvery > 0, about one piece in shortEvery
// loses a letter (a word one letter short), the near-misses a gate must
// still turn away or let through.
func randomTexts(pieces []string, n, maxPieces, shortEvery int) []string {
	rng := rand.New(rand.NewSource(28))
	out := make([]string, 0, n)
	for range n {
		var b strings.Builder
		for range rng.Intn(maxPieces) {
			p := pieces[rng.Intn(len(pieces))]
			if shortEvery > 0 && rng.Intn(shortEvery) == 0 && len(p) > 2 {
				k := rng.Intn(len(p))
				p = p[:k] + p[k+1:]
			}
			b.WriteString(p)
		}
		out = append(out, b.String())
	}
	return out
}
