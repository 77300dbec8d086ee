package checks

import (
	"fmt"

	"github.com/citecheck/citecheck/retrieval"
)

// traceFindings are warnings naming each trace entry of the given kinds
// (retrieval.CheckTrace's problems), so the criteria whose verdicts the
// trace decides say which entries did not count and why. They are
// warnings: the entry's effect is that it does not count, and the
// criterion's own findings say what that changed.
func traceFindings(check string, in *Input, kinds ...retrieval.ProblemKind) []Finding {
	if in.Checked == nil {
		return nil
	}
	var out []Finding
	for _, p := range in.Checked.Problems {
		for _, k := range kinds {
			if p.Kind != k {
				continue
			}
			f := answerFinding(check, in, SevWarning, fmt.Sprintf("trace entry %s (rank %d, %s): %s", p.ChunkID, p.Rank, p.Kind, p.Why))
			f.Chunk, f.Doc = p.ChunkID, chunkDoc(in, p.ChunkID)
			out = append(out, f)
		}
	}
	return out
}
