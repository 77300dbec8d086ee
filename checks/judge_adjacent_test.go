package checks

import (
	"testing"

	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// TestAdjacentUnretrieved: the unit carries the whole chunks beside the
// passage that retrieval did not return, and none that it did, and
// nothing when no trace was given.
func TestAdjacentUnretrieved(t *testing.T) {
	r := newJReader(map[string][]string{"DOC-1": {"First chunk.", "Second chunk.", "Third chunk.", "Fourth chunk."}}, nil)
	chunk := func(id string) retrieval.Passage {
		c, _ := r.Chunk(id)
		return retrieval.Passage{Chunk: c, Text: c.Text, Retrieved: true}
	}
	trace := func(ids ...string) []retrieval.Retrieved {
		var out []retrieval.Retrieved
		for i, id := range ids {
			out = append(out, retrieval.Retrieved{ChunkID: id, Rank: i + 1})
		}
		return out
	}
	two := chunk("DOC-1#c2")
	range23 := chunk("DOC-1#c2")
	c3, _ := r.Chunk("DOC-1#c3")
	range23.Chunks = []*vault.Chunk{two.Chunk, c3}
	noTrace := chunk("DOC-1#c2")
	noTrace.NoTrace = true
	for _, tc := range []struct {
		name  string
		p     retrieval.Passage
		trace []retrieval.Retrieved
		want  string
	}{
		{"both neighbours unretrieved", two, trace("DOC-1#c2"), "First chunk.\n\nThird chunk."},
		{"a retrieved neighbour is left out", two, trace("DOC-1#c2", "DOC-1#c3"), "First chunk."},
		{"a range is framed by its first and last chunk", range23, trace("DOC-1#c2", "DOC-1#c3"), "First chunk.\n\nFourth chunk."},
		{"the first chunk has no chunk before it", chunk("DOC-1#c1"), trace("DOC-1#c1"), "Second chunk."},
		{"no trace: nothing is known to be unretrieved", noTrace, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := &Input{Vault: r, Trace: tc.trace}
			if got := adjacentUnretrieved(in, tc.p); got != tc.want {
				t.Errorf("adjacentUnretrieved = %q, want %q", got, tc.want)
			}
		})
	}
}
