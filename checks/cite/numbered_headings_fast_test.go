package cite

import (
	"math/rand"
	"os"
	"strings"
	"testing"
)

// TestClassifyASCIIHeading holds the ASCII fast path of
// classifySourcesHeading to the general reading (lower-cased key, word
// list) on every line of the benchmark opinion and of the fixture
// answers, on the headings of TestSourcesHeadingClass and on generated
// headings of source words, framing words, marks and spacing.
func TestClassifyASCIIHeading(t *testing.T) {
	heads := sourceHeadingCases(t)
	checked := 0
	for _, h := range heads {
		got, ok := classifyASCIIHeading(h, false)
		if !ok {
			continue
		}
		checked++
		if want := classifyHeadingWords(h, false); got != want {
			t.Errorf("classifyASCIIHeading(%q) = %d, classifyHeadingWords = %d", h, got, want)
		}
	}
	if checked < len(heads)/3 {
		t.Errorf("the fast path read only %d of %d headings", checked, len(heads))
	}
}

// TestHeadsSourcesByWords holds the early-stopping question to the full
// classification on the same headings, and counts both answers so the
// cases cannot all be prose.
func TestHeadsSourcesByWords(t *testing.T) {
	yes := 0
	for _, h := range sourceHeadingCases(t) {
		want := classifySourcesHeading(h) == sourcesByWords
		if got := headsSourcesByWords(h); got != want {
			t.Errorf("headsSourcesByWords(%q) = %v, want %v", h, got, want)
		}
		if want {
			yes++
		}
	}
	if yes < 100 {
		t.Errorf("only %d headings are sourcesByWords", yes)
	}
}

// sourceHeadingCases are the opinion's and the fixture answers' lines and
// 20,000 generated headings of source words, marks and odd characters.
func sourceHeadingCases(t *testing.T) []string {
	var heads []string
	if data, err := os.ReadFile(sharedData(t, "eyecite/opinion.txt")); err == nil {
		heads = append(heads, strings.Split(string(data), "\n")...)
	}
	for _, a := range fixtureAnswers(t) {
		heads = append(heads, strings.Split(a, "\n")...)
	}
	words := []string{"sources", "Sources", "SOURCES", "cited", "authorities", "Authority's", "works", "documents", "relied", "on", "in", "this",
		"answer", "key", "cases", "notes", "analysis", "the", "law", "vault", "references", "bibliography", "table", "of", "'s", "''", "x'", "1", "2a",
		"“", "”", "§", "é", "É", "İ", "\u212a", "\u00a0", "\u0085", "’s", "authority’s", "\xff", "ẞ", "Ⱥ", "ȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺȺ", "\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff"}
	marks := []string{"", "#", "## ", "**", "*", "_", ":", ".", " ", "\t", "\v", "  ", "\n"}
	rng := rand.New(rand.NewSource(28))
	for n := 0; n < 20000; n++ {
		var b strings.Builder
		b.WriteString(marks[rng.Intn(len(marks))])
		for k := rng.Intn(13); k >= 0; k-- {
			b.WriteString(words[rng.Intn(len(words))])
			b.WriteString(marks[rng.Intn(len(marks))])
			if rng.Intn(3) == 0 {
				b.WriteByte(' ')
			}
		}
		heads = append(heads, b.String())
	}
	return append(heads, strings.Repeat("sources ", 20), strings.Repeat("a", 101), "## "+strings.Repeat("b", 100)+" ##", "", "   ", "#*_:. ")
}
