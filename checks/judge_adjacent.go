package checks

import (
	"strings"

	"github.com/citecheck/citecheck/retrieval"
)

// adjacentUnretrieved is the text of the chunk just before the passage
// and of the chunk just after it, in its document, each only when
// retrieval did not return it: where a sentence that rests on
// unretrieved text finds its words once they lie beyond the context
// window (judge.Unit.Adjacent). Without a trace nothing is known to be
// unretrieved, so it is "".
func adjacentUnretrieved(in *Input, p retrieval.Passage) string {
	if in.Vault == nil || p.Chunk == nil || p.NoTrace || len(in.Trace) == 0 {
		return ""
	}
	chunks := in.Vault.Chunks(p.Chunk.Doc)
	at, end, ok := p.SpanIn(chunks)
	if !ok {
		return ""
	}
	retrieved := make(map[string]bool, len(in.Trace))
	for _, r := range in.Trace {
		retrieved[r.ChunkID] = true
	}
	var parts []string
	for _, i := range []int{at - 1, end + 1} {
		if i >= 0 && i < len(chunks) && !retrieved[chunks[i].ID] {
			parts = append(parts, chunks[i].Text)
		}
	}
	return strings.Join(parts, "\n\n")
}
