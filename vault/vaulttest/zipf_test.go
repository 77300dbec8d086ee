package vaulttest

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestSyntheticZipfShape: same shape as Synthetic (exactly 10 chunks per
// document, locators, deterministic per seed), but a large vocabulary
// with a Zipf-like spread: a few words in most chunks, most words rare.
func TestSyntheticZipfShape(t *testing.T) {
	src := SyntheticZipf(200, 10, 1)
	if err := src.Normalize(); err != nil {
		t.Fatal(err)
	}
	chunks := vault.ChunkSource(src)
	df := map[string]int{}
	n := 0
	for i, cs := range chunks {
		if len(cs) != 10 {
			t.Fatalf("%s: %d chunks, want 10", src.Documents[i].ID, len(cs))
		}
		for _, c := range cs {
			n++
			if c.Section == "" || c.PageStart == "" || c.ParagraphStart == "" {
				t.Fatalf("%s lacks locators: %+v", c.ID, c)
			}
			seen := map[string]bool{}
			for _, w := range strings.Fields(strings.ToLower(c.Text)) {
				if !seen[w] {
					seen[w] = true
					df[w]++
				}
			}
		}
	}
	if df["the"] < n*9/10 {
		t.Errorf(`"the" is in %d of %d chunks; the top word should be in nearly all`, df["the"], n)
	}
	rare := 0
	for _, c := range df {
		if c*100 < n {
			rare++
		}
	}
	if len(df) < 5000 || rare < len(df)*9/10 {
		t.Errorf("%d distinct words, %d in under 1%% of chunks: want thousands, mostly rare", len(df), rare)
	}
	t.Logf("%d chunks, %d distinct words, %d in under 1%% of chunks", n, len(df), rare)
	first, again := SyntheticZipf(20, 10, 1), SyntheticZipf(20, 10, 1)
	if first.Documents[7].Text != again.Documents[7].Text {
		t.Error("same seed, different text")
	}
	if SyntheticZipf(20, 10, 2).Documents[7].Text == src.Documents[7].Text {
		t.Error("different seed, same text")
	}
}

func TestZipfQueries(t *testing.T) {
	qs := ZipfQueries(50, 1)
	if len(qs) != 50 {
		t.Fatalf("%d queries", len(qs))
	}
	for _, q := range qs {
		if n := len(strings.Fields(q)); n < 5 || n > 12 {
			t.Errorf("%q has %d words, want 5-12", q, n)
		}
	}
	if strings.Join(ZipfQueries(50, 1), "|") != strings.Join(qs, "|") {
		t.Error("same seed, different queries")
	}
	if len(zipfVocabulary) != ZipfVocabularySize {
		t.Errorf("vocabulary of %d words", len(zipfVocabulary))
	}
}
