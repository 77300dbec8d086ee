package cite

import (
	"math/rand"
	"testing"
)

// TestSentenceEndsIsByteLoop holds sentenceEnds.next to a byte loop over
// the block: on the real texts and generated strings of the three ending
// bytes, for blocks at many offsets, asked at every offset in turn and in
// forward jumps as splitSentences asks, with the extraction's arena (the
// list of periods shared between blocks) and without.
func TestSentenceEndsIsByteLoop(t *testing.T) {
	slow := func(s string, i, end int) int {
		for ; i < end; i++ {
			if s[i] == '.' || s[i] == '?' || s[i] == '!' {
				return i
			}
		}
		return end
	}
	texts := []string{"", ".", "?", "!", "a.b?c!d", "...", "no end", "Id. at 5? Yes! And.", "?x", "x!"}
	texts = append(texts, shortcutTexts(t)...)
	rng := rand.New(rand.NewSource(11))
	for n := 0; n < 2000; n++ {
		b := make([]byte, rng.Intn(60))
		for i := range b {
			b[i] = ".?!ab "[rng.Intn(6)]
		}
		texts = append(texts, string(b))
	}
	e, err := NewExtractor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ec := *e
	ec.arena = getArena()
	defer ec.arena.release()
	for _, s := range texts {
		for _, x := range []*Extractor{e, &ec} {
			for start := 0; start <= len(s); start += 1 + len(s)/7 {
				end := start + rng.Intn(len(s)-start+1)
				w := x.newSentenceEnds(s, start, end)
				for i := start; i < end+2; {
					if got, want := w.next(i), slow(s, i, end); got != want {
						t.Fatalf("next(%d) over [%d,%d) of %.40q = %d, want %d", i, start, end, s, got, want)
					}
					if rng.Intn(3) == 0 {
						i += rng.Intn(20)
					} else {
						i++
					}
				}
			}
		}
	}
}
