package grade

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/vault"
)

// narrowLocatedText makes a retrieved passage's text what the trace
// retrieved of its chunks. A Vault chunk counts as retrieved when any of
// it lay in another system's chunk (a located span), but the rest of it
// was in nothing the system read: shown to the judge as the passage, a
// two-word entry ("forum-selection clause", found in the document) made
// a whole chunk of the opinion support a claim, and every criterion
// passed. C-005 and C-006 already read only the retrieved parts
// (retrieval.Checked.RetrievedParts); the judge and the report now read
// the same. Pieces of one chunk that the spans leave apart are joined by
// an ellipsis, so no sentence is made of two. A chunk the trace named by
// its own ID, or that the spans cover whole, is read whole.
func narrowLocatedText(r vault.Reader, in *checks.Input) {
	for i := range in.Passages {
		p := &in.Passages[i]
		if !p.Retrieved || p.Chunk == nil || !in.Checked.HasLocated(p.Chunk.Doc) {
			continue
		}
		chunks := p.Chunks
		if len(chunks) == 0 {
			chunks = []*vault.Chunk{p.Chunk}
		}
		var texts []string
		partial := false
		for _, c := range chunks {
			parts := in.Checked.RetrievedParts(r, c.ID)
			if len(parts) == 0 {
				continue // a chunk of the pinned place that was not retrieved (p.Missing)
			}
			if len(parts) != 1 || parts[0] != c.Text {
				partial = true
			}
			texts = append(texts, strings.Join(parts, " … "))
		}
		if !partial || len(texts) == 0 {
			continue
		}
		p.Text = strings.Join(texts, "\n\n")
		p.Why += fmt.Sprintf(" Only the part of %s that the trace's own chunks held is the passage (%d bytes of it).",
			strings.Join(checks.ChunkIDs(*p), ", "), len(p.Text))
	}
}
