package cite

import (
	"math/rand"
	"strings"
	"testing"
)

// TestTrimOpeners holds trimOpeners to the strings.TrimLeft it replaces,
// on words of opening marks, curly quotes (and their look-alike lead
// bytes) and letters.
func TestTrimOpeners(t *testing.T) {
	parts := []string{"(", "*", "_", "\"", "[", "“", "”", "‘", "\xe2", "\xe2\x80", "U.", "v.", "Id.", "a", " ", "\xff"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := rng.Intn(6); k >= 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		w := b.String()
		if got, want := trimOpeners(w), strings.TrimLeft(w, "(*_\"“["); got != want {
			t.Fatalf("trimOpeners(%q) = %q, want %q", w, got, want)
		}
	}
}
