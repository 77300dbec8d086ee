package heuristic

import (
	"math/rand"
	"strings"
	"testing"
)

// phraseAtWordPlain is the test phraseAtWord replaces: the phrase
// compared as a string, then the byte after it.
func phraseAtWordPlain(low string, i int, p string) bool {
	end := i + len(p)
	return end <= len(low) && low[i:end] == p && (end == len(low) || !isWordByte(low[end]))
}

// TestPhraseAtWordAgrees: the packed opening answers as the string
// comparison for phrases shorter than, as long as and longer than eight
// bytes, at every place of texts that hold them, near misses of them
// (one byte changed anywhere, the ninth included) and their ends.
func TestPhraseAtWordAgrees(t *testing.T) {
	tests := []struct {
		low, p string
		i      int
		want   bool
	}{
		{"may", "may", 0, true},
		{"mayor", "may", 0, false},
		{"it may not", "may not", 3, true},
		{"it may nor", "may not", 3, false},
		{"generally speaking", "generally", 0, true},
		{"generallx speaking", "generally", 0, false},
		{"generally", "generally", 0, true},
		{"subject to the", "subject t", 0, false},
		{"in the absence of", "in the absence of", 0, true},
		{"in the absence ox", "in the absence of", 0, false},
		{"in the absence", "in the absence of", 0, false},
		{"é may", "may", 3, true},
		{"maybe", "mayb", 0, false},
	}
	for _, tc := range tests {
		w, full := uint64(0), tc.i+8 <= len(tc.low)
		if full {
			w = load8(tc.low, tc.i)
		}
		if got := phraseAtWord(tc.low, tc.i, tc.p, prefixOf(tc.p), w, full); got != tc.want || got != phraseAtWordPlain(tc.low, tc.i, tc.p) {
			t.Errorf("phraseAtWord(%q, %d, %q) = %v, want %v", tc.low, tc.i, tc.p, got, tc.want)
		}
	}
	phrases := []string{"a", "may", "must not", "generally", "in the absence of", "subject to", "é", "12345678", "123456789"}
	rng := rand.New(rand.NewSource(28))
	found := 0
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.Intn(4) {
			p := phrases[rng.Intn(len(phrases))]
			if rng.Intn(3) == 0 {
				k := rng.Intn(len(p))
				p = p[:k] + string(rune('a'+rng.Intn(26))) + p[k+1:]
			}
			b.WriteString([]string{" ", "", "s", ",", "\x00"}[rng.Intn(5)])
			b.WriteString(p)
		}
		low := b.String()
		for i := range len(low) {
			w, full := uint64(0), i+8 <= len(low)
			if full {
				w = load8(low, i)
			}
			for _, p := range phrases {
				got, want := phraseAtWord(low, i, p, prefixOf(p), w, full), phraseAtWordPlain(low, i, p)
				if got != want {
					t.Fatalf("phraseAtWord(%q, %d, %q) = %v, the string comparison %v", low, i, p, got, want)
				}
				if want {
					found++
				}
			}
		}
	}
	if found < 10000 {
		t.Fatalf("only %d phrases found: the comparison shows too little", found)
	}
}
