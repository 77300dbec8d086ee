package checks

import (
	"strings"

	"github.com/citecheck/citecheck/retrieval"
)

// A trace from another system's index retrieves spans of a Vault
// document; a Vault chunk counts as retrieved when any of it was, but
// only the part inside a span was read. The deterministic checks that
// ask what a retrieved text says (C-005: does it carry the identifier;
// C-006: does it mention the topic) read that part alone.

// retrievedTrace is in.Trace with each entry's text narrowed to what the
// trace retrieved of its chunk (retrieval.Checked.RetrievedText). The
// trace is returned as it is when no entry came from another system.
func retrievedTrace(in *Input) []retrieval.Retrieved {
	if in.Checked == nil || len(in.Checked.Located) == 0 || in.Vault == nil {
		return in.Trace
	}
	out := make([]retrieval.Retrieved, len(in.Trace))
	for i, e := range in.Trace {
		e.Text = in.Checked.RetrievedText(in.Vault, e.ChunkID)
		out[i] = e
	}
	return out
}

// retrievedPassageText is the part of passage p that the trace retrieved:
// its text as it stands when no entry came from another system or the
// response carried no trace, else the retrieved parts of its chunks.
func retrievedPassageText(in *Input, p retrieval.Passage) string {
	if in.Checked == nil || !in.Checked.Given || len(in.Checked.Located) == 0 || in.Vault == nil || p.NoTrace {
		return p.Text
	}
	chunks := p.Chunks
	if len(chunks) == 0 && p.Chunk != nil {
		chunks = chunks[:0:0]
		chunks = append(chunks, p.Chunk)
	}
	var parts []string
	for _, c := range chunks {
		if t := in.Checked.RetrievedText(in.Vault, c.ID); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, "\n\n")
}
