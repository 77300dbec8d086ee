package retrieval

import (
	"github.com/citecheck/citecheck/vault"
)

// chunksLabelled lists the chunks that hold a page named by a label that
// is not a number ("ii", "A-1"), or by a range whose ends are labels or
// numbers ("i-ii", "ii-1"): every chunk from the first that carries the
// range's first page to the last that carries its last, in document
// order. A range end the document does not name places nothing.
func chunksLabelled(chunks []*vault.Chunk, value string) []*vault.Chunk {
	on := func(c *vault.Chunk, label string) bool { return c.PageStart == label || c.PageEnd == label }
	var got []*vault.Chunk
	for _, c := range chunks {
		if on(c, value) {
			got = append(got, c)
		}
	}
	if len(got) > 0 {
		return got
	}
	for k := 0; k < len(value); k++ {
		if value[k] != '-' {
			continue
		}
		lo, hi := value[:k], value[k+1:]
		first, last := -1, -1
		for i, c := range chunks {
			if first < 0 && on(c, lo) {
				first = i
			}
			if on(c, hi) {
				last = i
			}
		}
		if first >= 0 && last >= first {
			return append([]*vault.Chunk(nil), chunks[first:last+1]...)
		}
	}
	return nil
}
