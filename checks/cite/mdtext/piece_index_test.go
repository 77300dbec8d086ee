package mdtext

import (
	"sort"
	"testing"
)

// TestPieceIndexFinds holds find's bucketed search to the search over
// every piece, and Written's shortcut to the fold walk, at every reader
// offset of every real text (fixture answers, the opinion) in all three
// readings.
func TestPieceIndexFinds(t *testing.T) {
	texts, opinion := realTexts(t)
	texts = append(texts, opinion, "", "a", "“x” — y¹ &amp; z")
	for _, src := range texts {
		for _, tx := range []*Text{Read(src, DefaultLimits()), readMarkdown(src), readPlain(src, "test")} {
			if tx.pieceAt == nil {
				t.Fatalf("%.40q: no piece index", src)
			}
			plain := *tx
			plain.pieceAt, plain.disguised = nil, false
			for i := -1; i <= len(tx.S)+1; i++ {
				want := sort.Search(len(tx.pieces), func(j int) bool { return tx.pieces[j].r > i }) - 1
				if got := tx.find(i); got != want {
					t.Fatalf("%.40q: find(%d) = %d, want %d", src, i, got, want)
				}
			}
			for i := 0; i+1 < len(tx.S); i += 1 + len(tx.S)/200 {
				for _, n := range []int{1, 7, 40} {
					e := min(len(tx.S), i+n)
					if got, want := tx.Written(i, e), plain.Written(i, e); got != want {
						t.Fatalf("%.40q: Written(%d, %d) = %q, want %q", src, i, e, got, want)
					}
				}
			}
		}
	}
}
