package checks

import (
	"io/fs"
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// lastTokensByCount and firstTokensByCount are lastTokens and
// firstTokens as they were: the whole candidate run counted at every
// probe of the binary search.
func lastTokensByCount(s string, n int) string {
	words := strings.Fields(s)
	lo, hi := 0, len(words)
	for lo < hi {
		k := (lo + hi) / 2
		if vault.CountTokens(strings.Join(words[k:], " ")) <= n {
			hi = k
		} else {
			lo = k + 1
		}
	}
	return strings.Join(words[lo:], " ")
}

func firstTokensByCount(s string, n int) string {
	words := strings.Fields(s)
	lo, hi := 0, len(words)
	for lo < hi {
		k := (lo + hi + 1) / 2
		if vault.CountTokens(strings.Join(words[:k], " ")) <= n {
			lo = k
		} else {
			hi = k - 1
		}
	}
	return strings.Join(words[:lo], " ")
}

// windowTexts are the fixture files' texts (vault documents, answers,
// responses) and random texts of awkward pieces: contractions,
// apostrophes, numbers of every length, punctuation runs, letters of
// other scripts, symbols, and white space other than the space.
func windowTexts(t *testing.T) []string {
	t.Helper()
	var out []string
	err := filepath.WalkDir(filepath.Join("..", "fixtures"), func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch filepath.Ext(path) {
		case ".json", ".jsonl", ".md", ".txt":
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			out = append(out, string(b))
		}
		return nil
	})
	if err != nil || len(out) < 50 {
		t.Fatalf("fixture texts: %d, %v", len(out), err)
	}
	pieces := []string{"the", "court's", "don't", "'ll", "'S", "'", "''", "12", "1234567", "3.5", "$4,000", "§", "§§", "U.S.", "(a)", "—", "--", "...", "?!", "\"quoted\"", "“curly”", "naïve", "Zürich", "東京", "🙂", "x", "a-b", "'re", "O'Neil", "\u00a0", "\t", "\n", "\r\n", "  ", " "}
	rng := rand.New(rand.NewSource(28))
	for range 3000 {
		var b strings.Builder
		for range 1 + rng.Intn(40) {
			b.WriteString(pieces[rng.Intn(len(pieces))])
			if rng.Intn(3) > 0 {
				b.WriteByte(' ')
			}
		}
		out = append(out, b.String())
	}
	return out
}

// TestWordTokensCountRuns: the summed count of a run of words is the
// count of the words joined by spaces, for runs from the start, to the
// end and between, of every fixture text and the random texts.
func TestWordTokensCountRuns(t *testing.T) {
	runs := 0
	for i, text := range windowTexts(t) {
		words := strings.Fields(text)
		if len(words) > 600 {
			words = words[len(words)/2-300 : len(words)/2+300]
		}
		wt := newWordTokens(words)
		rng := rand.New(rand.NewSource(int64(i)))
		for range 6 {
			from := rng.Intn(len(words) + 1)
			to := from + rng.Intn(len(words)-from+1)
			for _, r := range [][2]int{{from, to}, {0, to}, {from, len(words)}} {
				if got, want := wt.count(r[0], r[1]), vault.CountTokens(strings.Join(words[r[0]:r[1]], " ")); got != want {
					t.Fatalf("words[%d:%d] of text %d: summed %d, counted %d (%q)", r[0], r[1], i, got, want, strings.Join(words[r[0]:r[1]], " "))
				}
				runs++
			}
		}
	}
	if runs < 10000 {
		t.Fatalf("only %d runs", runs)
	}
}

// TestContextWindowTrimsAsBefore: lastTokens and firstTokens keep the
// same words as counting each probe's run whole, at budgets below, near
// and above each text's length.
func TestContextWindowTrimsAsBefore(t *testing.T) {
	for i, text := range windowTexts(t) {
		if i%3 != 0 && len(text) < 2000 {
			continue // a third of the short random texts is plenty
		}
		if len(text) > 4000 {
			text = text[:4000] // a window is about 600 tokens of text
		}
		total := vault.CountTokens(strings.Join(strings.Fields(text), " "))
		for _, n := range []int{0, 1, 7, total / 3, total - 1, total, total + 5, 256} {
			if got, want := lastTokens(text, n), lastTokensByCount(text, n); got != want {
				t.Fatalf("lastTokens(text %d, %d) = %q, before %q", i, n, clipForTest(got), clipForTest(want))
			}
			if got, want := firstTokens(text, n), firstTokensByCount(text, n); got != want {
				t.Fatalf("firstTokens(text %d, %d) = %q, before %q", i, n, clipForTest(got), clipForTest(want))
			}
		}
	}
}

func clipForTest(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

// TestContextWindowCountsTheExcerptOnce: the window built from the
// excerpt count the units pass is the one WindowAround builds counting
// it itself, cut as before, for passages with their own text, with only
// a chunk, and with text that is not their chunk's.
func TestContextWindowCountsTheExcerptOnce(t *testing.T) {
	v := fixture.TestVault()
	var passages []retrieval.Passage
	for _, doc := range []string{"VLT-0001", "VLT-0002", "VLT-0003"} {
		for _, c := range v.Chunks(doc) {
			passages = append(passages, retrieval.Passage{Chunk: c}, retrieval.Passage{Chunk: c, Text: c.Text}, retrieval.Passage{Chunk: c, Text: "Forum-selection clauses are prima facie valid."})
		}
	}
	passages = append(passages, retrieval.Passage{Text: "free text"})
	chunkTokens := v.Manifest().ChunkTokens
	if chunkTokens <= 0 {
		chunkTokens = 256
	}
	for i, p := range passages {
		n := vault.CountTokens(firstText(p))
		want := retrieval.WindowAround(v, p, n+2*chunkTokens)
		want.Before = lastTokensByCount(want.Before, llm.DefaultContextTokens)
		want.After = firstTokensByCount(want.After, llm.DefaultContextTokens)
		if got := contextWindowCounted(v, p, n); !reflect.DeepEqual(got, want) {
			t.Fatalf("passage %d: window %+v, counting the excerpt again %+v", i, got, want)
		}
	}
}
