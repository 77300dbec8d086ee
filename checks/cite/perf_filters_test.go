package cite

import (
	"math/rand"
	"os"
	"sort"
	"strings"
	"testing"
)

// filterTexts are the fixture answers, the opinion and edge strings the
// shortcut tests below read.
func filterTexts(t *testing.T) []string {
	texts := []string{"", " ", "a", " a ", "a\u00a0b", "a\u0085b", "\u2003x\u3000y\u2028", "\xff \xfe", "\xe2\x80", "x\t\n\v\f\ry", "Inc.,", "L.L.C.", "plc"}
	texts = append(texts, fixtureAnswers(t)...)
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		texts = append(texts, string(data))
	}
	return texts
}

// TestJoinFieldsIsJoinOfFields holds joinFields to
// strings.Join(strings.Fields(s), " ") on windows of the real texts and
// on generated strings of ASCII and Unicode spaces and invalid bytes.
func TestJoinFieldsIsJoinOfFields(t *testing.T) {
	check := func(s string) {
		if got, want := joinFields(s), strings.Join(strings.Fields(s), " "); got != want {
			t.Fatalf("joinFields(%q) = %q, want %q", s, got, want)
		}
	}
	for _, s := range filterTexts(t) {
		check(s)
		for a := 0; a < len(s); a += 1 + len(s)/400 {
			check(s[a:min(len(s), a+120)])
		}
	}
	pieces := []string{" ", "\t", "\n", "\r", "\v", "\f", "\u00a0", "\u0085", "\u2003", "\u3000", "\u2028", "\u200b", "\xff", "\xc2", "\xe2\x80", "a", "Inc.", "é", "“"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		for k := rng.Intn(12); k >= 0; k-- {
			b.WriteString(pieces[rng.Intn(len(pieces))])
		}
		check(b.String())
	}
}

// TestIsDesignatorIsTheMap holds isDesignator's shape filter to the
// designators map: every designator passes, and on every word of the
// real texts (with and without its trailing comma) the two agree.
func TestIsDesignatorIsTheMap(t *testing.T) {
	for w := range designators {
		if !isDesignator(w) {
			t.Fatalf("isDesignator(%q) = false for a designator", w)
		}
	}
	for _, s := range filterTexts(t) {
		for _, w := range strings.Fields(s) {
			for _, v := range []string{w, trimComma(w)} {
				if got, want := isDesignator(v), designators[v]; got != want {
					t.Fatalf("isDesignator(%q) = %v, want %v", v, got, want)
				}
			}
		}
	}
}

// TestWordEndIsByteLoop holds wordEnd's eight-byte steps to the byte
// loop it replaced, at every offset of the real texts and of generated
// strings of spaces, control bytes, high bytes and letters.
func TestWordEndIsByteLoop(t *testing.T) {
	slow := func(s string, i int) int {
		for i < len(s) && !isSpaceByte(s[i]) {
			i++
		}
		return i
	}
	check := func(s string) {
		for i := 0; i <= len(s); i++ {
			if got, want := wordEnd(s, i), slow(s, i); got != want {
				t.Fatalf("wordEnd(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
	for _, s := range filterTexts(t) {
		check(s[:min(len(s), 20000)])
	}
	bytes := []byte{' ', '\t', '\n', '\v', '\f', '\r', 0, 1, 8, 14, 0x1f, '!', 'a', 0x7f, 0x80, 0xa0, 0xff}
	rng := rand.New(rand.NewSource(13))
	for n := 0; n < 20000; n++ {
		b := make([]byte, rng.Intn(40))
		for k := range b {
			b[k] = bytes[rng.Intn(len(bytes))]
		}
		check(string(b))
	}
}

// TestCiteAtIsSearch holds citeAt's remembered index to the binary
// search it saves, on generated sorted, non-overlapping citations asked
// in the text's order, backwards and at random.
func TestCiteAtIsSearch(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for n := 0; n < 2000; n++ {
		var cites []*cand
		for p, k := 0, rng.Intn(12); k > 0; k-- {
			p += rng.Intn(6)
			e := p + rng.Intn(5)
			cites = append(cites, &cand{Citation: Citation{Start: p, End: e}})
			p = e
		}
		want := func(p int) *cand {
			k := sort.Search(len(cites), func(i int) bool { return cites[i].End > p })
			if k < len(cites) && cites[k].Start <= p {
				return cites[k]
			}
			return nil
		}
		at := citeAt(cites)
		var qs []int
		for p := -1; p < 70; p++ {
			qs = append(qs, p)
		}
		for p := 70; p >= -1; p-- {
			qs = append(qs, p)
		}
		for k := 0; k < 100; k++ {
			qs = append(qs, rng.Intn(72)-1)
		}
		for _, p := range qs {
			if got, w := at(p), want(p); got != w {
				t.Fatalf("citeAt(%v)(%d) = %v, want %v", cites, p, got, w)
			}
		}
	}
}

// TestNextCapitalWordIsWordWalk holds nextCapitalWord to a walk over the
// words after a space: the start of the first word holding a capital or
// a digit, at every space of the real texts and generated strings.
func TestNextCapitalWordIsWordWalk(t *testing.T) {
	slow := func(s string, i int) int {
		for i < len(s) {
			for i < len(s) && isSpaceByte(s[i]) {
				i++
			}
			we := wordEnd(s, i)
			for k := i; k < we; k++ {
				if isUpper(s[k]) || isDigit(s[k]) {
					return i
				}
			}
			i = we
		}
		return len(s)
	}
	check := func(s string) {
		for i := 0; i <= len(s); i++ {
			if i < len(s) && !isSpaceByte(s[i]) {
				continue
			}
			if got, want := nextCapitalWord(s, i), slow(s, i); got != want {
				t.Fatalf("nextCapitalWord(%q, %d) = %d, want %d", s, i, got, want)
			}
		}
	}
	for _, s := range filterTexts(t) {
		check(s[:min(len(s), 20000)])
	}
	bytes := []byte{' ', '\n', '\t', 'a', 'z', 'A', 'Z', '0', '9', '@', '[', '`', '{', '/', ':', 0x80, 0xc1, 0xda, 0xe2}
	rng := rand.New(rand.NewSource(21))
	for n := 0; n < 20000; n++ {
		b := make([]byte, rng.Intn(40))
		for k := range b {
			b[k] = bytes[rng.Intn(len(bytes))]
		}
		check(string(b))
	}
}
