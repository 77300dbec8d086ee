package retrieval

import (
	"sort"
	"sync"

	"github.com/citecheck/citecheck/vault"
)

// candidate is one retrieved chunk Locate may choose: the Vault chunk,
// its best rank in the trace and the text the answering system saw.
type candidate struct {
	chunk *vault.Chunk
	rank  int
	text  string // trace text when present, else the Vault text
}

// candidates resolves a trace against the Vault: one entry per distinct
// chunk ID (its best rank), in rank order then chunk ID, skipping chunk
// IDs the Vault does not hold (TraceText reports those).
func candidates(r vault.Reader, trace []Retrieved) []candidate {
	byID := make(map[string]int, len(trace))
	out := make([]candidate, 0, len(trace))
	for _, e := range trace {
		c, ok := r.Chunk(e.ChunkID)
		if !ok {
			continue
		}
		text := e.Text
		if text == "" {
			text = c.Text
		}
		if i, dup := byID[e.ChunkID]; dup {
			if e.Rank < out[i].rank {
				out[i].rank, out[i].text = e.Rank, text
			}
			continue
		}
		byID[e.ChunkID] = len(out)
		out = append(out, candidate{chunk: c, rank: e.Rank, text: text})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].rank != out[j].rank {
			return out[i].rank < out[j].rank
		}
		return out[i].chunk.ID < out[j].chunk.ID
	})
	return out
}

// best picks the candidate sharing most content words with the
// proposition; ties go to the better rank (cs is in rank order). It
// returns the index and the overlap count.
func best(cs []candidate, prop []string) (int, int) {
	bi, bn := 0, -1
	for i, c := range cs {
		if n := overlap(prop, c.text); n > bn {
			bi, bn = i, n
		}
	}
	return bi, bn
}

// candidateCache holds a checked trace's candidates, resolved once for
// all the Locate calls of a response: resolving them per citation made
// grading cost citations x trace (with maps regrown each time), not
// citations + trace. The candidates are read, never changed.
type candidateCache struct {
	once  sync.Once
	cands []candidate
	rank  map[string]int         // chunk ID -> rank
	byDoc map[string][]candidate // document -> its candidates, in rank order
}

// traceCandidates are t's candidates (see candidates) with their ranks
// and per-document lists, resolved against r the first time and reused
// after: a Checked belongs to the Vault it was checked against.
func traceCandidates(r vault.Reader, t *Checked) *candidateCache {
	c := t.cands
	if c == nil {
		c = &candidateCache{} // a Checked built by hand: resolve for this call
	}
	c.once.Do(func() {
		c.cands = candidates(r, t.Entries)
		c.rank = make(map[string]int, len(c.cands))
		c.byDoc = make(map[string][]candidate)
		for _, cd := range c.cands {
			c.rank[cd.chunk.ID] = cd.rank
			c.byDoc[cd.chunk.Doc] = append(c.byDoc[cd.chunk.Doc], cd)
		}
	})
	return c
}
