package retrieval

import (
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestChunkPageSpan: a chunk that begins on an unnumbered or roman page
// (a PDF brief's cover, its front matter) and ends on a numbered one
// holds the numbered pages from its first numbered marker on, so a pin
// on the page printed 1 finds it; chunks on numbered pages keep their
// span, and one with no numbered page holds none.
func TestChunkPageSpan(t *testing.T) {
	for _, c := range []struct {
		name, start, end, text string
		want                   span
		ok                     bool
	}{
		{"numbered pages", "3", "5", "[*3]\nx", span{3, 5}, true},
		{"a cover, front matter, then 1 to 3", "unnumbered-1", "3", "[*unnumbered-1]\ncover\n\n[*i]\ntoc\n\n[*1]\nargument\n\n[*2]\nmore\n\n[*3]\nend", span{1, 3}, true},
		{"front matter then 1", "ii", "1", "[*ii]\ntoc\n\n[*1]\nargument", span{1, 1}, true},
		{"roman pages only", "i", "ii", "[*i]\na\n\n[*ii]\nb", span{}, false},
		{"an appendix label start", "A-1", "A-2", "[*A-1]\na", span{}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := chunkPageSpan(&vault.Chunk{PageStart: c.start, PageEnd: c.end, Text: c.text})
			if ok != c.ok || got != c.want {
				t.Errorf("span %v (%v); want %v (%v)", got, ok, c.want, c.ok)
			}
		})
	}
}
