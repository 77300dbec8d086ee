package retrieval

import (
	"context"
	"math"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// DefaultK is how many chunks Search returns when Query.K is zero: the
// depth a typical RAG assistant puts in front of its model.
const DefaultK = 20

// MaxK bounds Query.K so a typo cannot ask the index for a million hits.
const MaxK = 1000

// Search answers "what would retrieval return for this question, for this
// user, at this time?": BM25 top-k over chunk text, restricted to the
// documents q.User may read at q.At. The restriction is passed into the
// index query (vault.SearchRequest.User and At for a Reader that filters
// by user itself, else AllowedDocs from Readable) rather than applied to
// the hits afterwards, so K results come back whenever K readable matches
// exist. q.At is always a time (0001-01-01T00:00:00Z included: callers
// that have none must not call Search). Ranks start at 1; scores are rounded to 4 decimals so traces are
// byte-stable. A hit outside the readable set is an index fault and is
// reported as an error, never silently dropped or returned.
func Search(ctx context.Context, r vault.Reader, q Query) ([]Retrieved, error) {
	text := strings.TrimSpace(q.Text)
	if text == "" {
		return nil, inputErrorf("retrieval: the question is empty")
	}
	k := q.K
	switch {
	case k == 0:
		k = DefaultK
	case k < 0:
		return nil, inputErrorf("retrieval: k must be positive, got %d", q.K)
	case k > MaxK:
		return nil, inputErrorf("retrieval: k must be at most %d, got %d", MaxK, q.K)
	}
	if q.User == "" {
		return nil, inputErrorf("retrieval: no user given; retrieval is always as a user at a time")
	}
	req := vault.SearchRequest{Text: text, K: k}
	if uf, ok := r.(vault.UserFilterer); ok && uf.FiltersByUser() {
		// The index builds the ACL filter itself (a few term queries),
		// which saves building the readable list per query.
		req.User, req.At = q.User, q.At
	} else {
		req.AllowedDocs = r.Readable(q.User, q.At)
		if len(req.AllowedDocs) == 0 {
			// Nothing is readable: no query can return anything, and an
			// empty AllowedDocs must never be mistaken for "no filter".
			return []Retrieved{}, nil
		}
	}
	hits, err := r.Search(ctx, req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, infraError(ctx.Err(), "retrieval: search interrupted")
		}
		return nil, infraError(err, "retrieval: search failed")
	}
	out := make([]Retrieved, 0, len(hits))
	for i, h := range hits {
		if i == k {
			break
		}
		if h.Chunk == nil {
			return nil, infraError(nil, "retrieval: index returned a hit without a chunk at position %d", i+1)
		}
		// Checked per hit with Access (k calls) rather than against the
		// readable list (a set of every readable document per query).
		if !r.Access(q.User, q.At, h.Chunk.Doc).Allowed {
			return nil, infraError(nil, "retrieval: index returned chunk %s of document %s, which %s may not read at %s; refusing to return it",
				h.Chunk.ID, h.Chunk.Doc, q.User, q.At.Format("2006-01-02T15:04:05Z07:00"))
		}
		out = append(out, Retrieved{
			ChunkID: h.Chunk.ID,
			Rank:    i + 1,
			Score:   math.Round(h.Score*1e4) / 1e4,
			Text:    h.Chunk.Text,
		})
	}
	return out, nil
}
