package cite

import (
	"regexp"
	"testing"
)

// TestChunkRangeEnds: "chunks 3-4" names chunk 3 and chunk 4 (a
// document's chunks have no gaps, so both ends existing is the range
// existing); before, "chunks" was no locator word and "chunk 3-4" named
// no chunk at all.
func TestChunkRangeEnds(t *testing.T) {
	e := mustExtractor(t, Options{IDPattern: regexp.MustCompile(`DOC-[0-9]+`)})
	for _, c := range []struct{ text, locs string }{
		{"Courts enforce it [DOC-4, chunks 3-4].", "chunk 3 | chunk 4"},
		{"Courts enforce it [DOC-4, chunk 3-4].", "chunk 3 | chunk 4"},
		{"Courts enforce it [DOC-4, Chunk 3].", "chunk 3"},
		{"Courts enforce it [DOC-4, chunks 3, 5].", "chunk 3 | chunk 5"},
		{"Courts enforce it [DOC-4, chunk 3, p. 12-14].", "chunk 3 | page 12-14"},
	} {
		checkOnlyCitationLocators(t, e, c.text, c.locs)
	}
}
