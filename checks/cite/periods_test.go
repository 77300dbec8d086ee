package cite

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// TestPeriodsOf holds periodsOf to a byte loop: without an arena, with
// one asked about the same text again, and with one asked in turn about
// texts of the same length, sub-strings of a text and a text again, so
// a list kept for one text is never handed out for another. After the
// arena's release it holds no text.
func TestPeriodsOf(t *testing.T) {
	slow := func(s string) []int {
		var out []int
		for i := 0; i < len(s); i++ {
			if s[i] == '.' {
				out = append(out, i)
			}
		}
		return out
	}
	texts := []string{"", ".", "..", "a.b", "Id. at 5.", "x", "no period", ".x.", "x.y", "xx.", strings.Repeat(".", 70)}
	texts = append(texts, shortcutTexts(t)...)
	e, err := NewExtractor(Options{})
	if err != nil {
		t.Fatal(err)
	}
	ec := *e
	ec.arena = getArena()
	for _, s := range texts {
		want := slow(s)
		for _, ask := range []struct {
			name string
			e    *Extractor
			s    string
			want []int
		}{
			{"no arena", e, s, want},
			{"arena", &ec, s, want},
			{"arena again", &ec, s, want},
			{"same length", &ec, strings.Map(func(r rune) rune { return '.' }, s), slow(strings.Map(func(r rune) rune { return '.' }, s))},
			{"suffix", &ec, s[min(1, len(s)):], slow(s[min(1, len(s)):])},
			{"prefix", &ec, s[:len(s)/2], slow(s[:len(s)/2])},
			{"text again", &ec, s, want},
		} {
			if got := ask.e.periodsOf(ask.s); len(got)+len(ask.want) > 0 && !reflect.DeepEqual(got, ask.want) {
				t.Fatalf("%s: periodsOf(%.40q) = %v, want %v", ask.name, ask.s, got, ask.want)
			}
		}
	}
	a := ec.arena
	a.release()
	if a.periodsFor != "" || a.periodsSet || len(a.periods) != 0 {
		t.Fatalf("released arena keeps periods of %.40q (set %v, %d)", a.periodsFor, a.periodsSet, len(a.periods))
	}
}

// TestPeriodFrom holds periodFrom to a search of the whole list from
// every offset, walked forward as the scanners walk it.
func TestPeriodFrom(t *testing.T) {
	for _, dots := range [][]int{nil, {0}, {3}, {0, 1, 2}, {2, 5, 9, 40}} {
		j := 0
		for i := 0; i <= 45; i++ {
			j = periodFrom(dots, j, i)
			want := len(dots)
			for k, d := range dots {
				if d >= i {
					want = k
					break
				}
			}
			if j != want {
				t.Fatalf("periodFrom(%v, ..., %d) = %d, want %d", dots, i, j, want)
			}
		}
	}
}

// TestSupraStarts holds supraStarts to strings.HasPrefix at every offset
// of the real texts and of generated strings of "supra"'s bytes.
func TestSupraStarts(t *testing.T) {
	slow := func(s string) []int {
		var out []int
		for k := range len(s) {
			if strings.HasPrefix(s[k:], "supra") {
				out = append(out, k)
			}
		}
		return out
	}
	texts := []string{"", "p", "pp", "supra", "xsupra", "supr", "upra", "ssupra supra.", "supraasupra", "susupra"}
	texts = append(texts, shortcutTexts(t)...)
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 3000; n++ {
		b := make([]byte, rng.Intn(40))
		for i := range b {
			b[i] = "suprap a."[rng.Intn(9)]
		}
		texts = append(texts, string(b))
	}
	found := 0
	for _, s := range texts {
		got, want := supraStarts(s), slow(s)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("supraStarts(%.40q) = %v, want %v", s, got, want)
		}
		found += len(got)
	}
	if found == 0 {
		t.Fatal("no supra found in any text")
	}
}
