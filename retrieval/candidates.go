package retrieval

import (
	"sort"

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
	byID := map[string]int{}
	var out []candidate
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

// ofDoc keeps the candidates belonging to document doc.
func ofDoc(cs []candidate, doc string) []candidate {
	var out []candidate
	for _, c := range cs {
		if c.chunk.Doc == doc {
			out = append(out, c)
		}
	}
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
