package retrieval

import (
	"fmt"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// ProblemKind names what is wrong with one entry of a retrieval trace.
type ProblemKind string

// Trace problems the grader reports.
const (
	// UnknownChunk: the trace names a chunk ID the Vault does not hold.
	UnknownChunk ProblemKind = "unknown-chunk"
	// TextDiffers: the trace text differs from the Vault's text for that
	// chunk (after NFC and white-space folding, nothing more).
	TextDiffers ProblemKind = "text-differs"
)

// TraceProblem is one entry of a retrieval trace that does not agree with
// the Vault. The grader reports these: what the answering system saw is
// not what the Vault holds.
type TraceProblem struct {
	ChunkID string      `json:"chunk_id"`
	Rank    int         `json:"rank"`
	Kind    ProblemKind `json:"kind"`
	Why     string      `json:"why"`
}

// TraceText returns a copy of trace with every missing text filled from
// the Vault (SPEC §3: an absent text is read from the Vault), and the
// entries that disagree with the Vault, in trace order. Entries are never
// dropped: an unknown chunk stays in the trace (with no text) so its rank
// and the report about it remain.
func TraceText(r vault.Reader, trace []Retrieved) ([]Retrieved, []TraceProblem) {
	out := make([]Retrieved, len(trace))
	var problems []TraceProblem
	for i, e := range trace {
		out[i] = e
		c, ok := r.Chunk(e.ChunkID)
		if !ok {
			problems = append(problems, TraceProblem{
				ChunkID: e.ChunkID, Rank: e.Rank, Kind: UnknownChunk,
				Why: fmt.Sprintf("retrieved chunk %q (rank %d) does not exist in the Vault", e.ChunkID, e.Rank),
			})
			continue
		}
		if e.Text == "" {
			out[i].Text = c.Text
			continue
		}
		if at, ok := firstDifference(e.Text, c.Text); ok {
			problems = append(problems, TraceProblem{
				ChunkID: e.ChunkID, Rank: e.Rank, Kind: TextDiffers,
				Why: fmt.Sprintf("retrieved text of %s (rank %d) differs from the Vault: %s", e.ChunkID, e.Rank, at),
			})
		}
	}
	return out, problems
}

// firstDifference compares trace text with Vault text after textnorm.Fold
// (NFC, white-space runs as one space) and describes where they first
// part, with a short excerpt of each side.
func firstDifference(trace, stored string) (string, bool) {
	a, b := textnorm.Fold(trace), textnorm.Fold(stored)
	if a == b {
		return "", false
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	// Back up to a rune start so excerpts are valid UTF-8.
	for i > 0 && i < len(a) && !utf8.RuneStart(a[i]) {
		i--
	}
	return fmt.Sprintf("from character %d the trace has %q where the Vault has %q",
		utf8.RuneCountInString(a[:i]), excerpt(a, i), excerpt(b, i)), true
}

// excerpt is up to 40 bytes of s from i, cut at a rune boundary.
func excerpt(s string, i int) string {
	if i >= len(s) {
		return ""
	}
	end := min(i+40, len(s))
	for end < len(s) && !utf8.RuneStart(s[end]) {
		end++
	}
	return s[i:end]
}
