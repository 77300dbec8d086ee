package checks

import (
	"github.com/citecheck/citecheck/retrieval"
)

// A trace from another system's index retrieves spans of a Vault
// document; a Vault chunk counts as retrieved when any of it was, but
// only the part inside a span was read. The deterministic checks that
// ask what a retrieved text says (C-005: does it carry the identifier;
// C-006: does it mention the topic) read that part alone.

// retrievedTrace is in.Trace with each entry's text narrowed to what the
// trace retrieved of its chunk (retrieval.Checked.RetrievedParts): an
// entry retrieved in several separate pieces becomes one entry per
// piece, with the same chunk ID and rank. The trace is returned as it is
// when no entry came from another system.
func retrievedTrace(in *Input) []retrieval.Retrieved {
	if in.Checked == nil || len(in.Checked.Located) == 0 || in.Vault == nil {
		return in.Trace
	}
	out := make([]retrieval.Retrieved, 0, len(in.Trace))
	for _, e := range in.Trace {
		for _, part := range in.Checked.RetrievedParts(in.Vault, e.ChunkID) {
			e.Text = part
			out = append(out, e)
		}
	}
	return out
}

// retrievedPassageParts are the parts of passage p that the trace
// retrieved: its text as it stands when no entry came from another
// system or the response carried no trace, else the retrieved pieces of
// its chunks, each apart.
func retrievedPassageParts(in *Input, p retrieval.Passage) []string {
	if in.Checked == nil || !in.Checked.Given || len(in.Checked.Located) == 0 || in.Vault == nil || p.NoTrace {
		return []string{p.Text}
	}
	chunks := p.Chunks
	if len(chunks) == 0 && p.Chunk != nil {
		chunks = append(chunks[:0:0], p.Chunk)
	}
	var parts []string
	for _, c := range chunks {
		parts = append(parts, in.Checked.RetrievedParts(in.Vault, c.ID)...)
	}
	return parts
}
