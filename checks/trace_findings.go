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
			if p.Doc != "" || p.Kind == retrieval.UnknownDocument {
				f.Doc = p.Doc // an entry of another system's index: its chunk ID is not the Vault's
			}
			f.Text, f.Reason = fmt.Sprintf("the retrieval trace's entry at rank %d", p.Rank), traceReason(p)
			out = append(out, f)
		}
	}
	return out
}

// traceReason says in plain words what a trace problem means.
func traceReason(p retrieval.TraceProblem) string {
	switch p.Kind {
	case retrieval.Walled:
		return "The retrieval system returned a passage of a document the asker could not read: a leak of the retrieval system. It was not used as support, and its text is not shown."
	case retrieval.TextDiffers:
		return "The text the response says it retrieved differs from the Vault's, so it does not count as retrieved: " + scrubDetail(p.Why)
	case retrieval.UnknownChunk:
		return "The response says it retrieved a passage the Vault does not have, so it does not count as retrieved."
	case retrieval.NotInDocument:
		return "The text the response says it retrieved is not in the document it names, so it does not count as retrieved."
	case retrieval.UnknownDocument:
		return "The response says it retrieved a passage of a document the Vault cannot identify, so it does not count as retrieved: " + scrubDetail(p.Why)
	}
	return scrubDetail(p.Why)
}
