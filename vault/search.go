package vault

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
)

// DefaultK is the number of hits Search returns when the request sets none.
const DefaultK = 10

// termFilterMax is the largest allowed-document set expressed as a
// disjunction of term queries; above it, the filter is a per-hit check of
// the hit's document against a Go set (cost independent of the set size).
// Measured in BenchmarkSearch100k (BENCHMARKS.md). A variable only so the
// benchmark can compare both strategies at the same set size.
var termFilterMax = 256

// Search runs BM25 over chunk text with the custom analyzer (unicode
// tokens, NFKC, lower case). When AllowedDocs is non-nil the filter is
// part of the query, so K hits come back whenever K readable chunks
// match; it does not change scores. Hits are ordered by score, ties by
// chunk ID, so results are deterministic.
func (x *Index) Search(ctx context.Context, req SearchRequest) ([]Hit, error) {
	k := req.K
	if k <= 0 {
		k = DefaultK
	}
	if strings.TrimSpace(req.Text) == "" {
		return nil, nil
	}
	if req.AllowedDocs != nil && len(req.AllowedDocs) == 0 {
		return nil, nil // nothing readable
	}
	mq := query.NewMatchQuery(req.Text)
	mq.SetField(fieldText)
	mq.Analyzer = textAnalyzer
	var q query.Query = mq
	if req.AllowedDocs != nil && len(req.AllowedDocs) < len(x.docs) {
		q = x.allowFilter(mq, req.AllowedDocs)
	}
	sr := bleve.NewSearchRequestOptions(q, k, 0, false)
	sr.SortBy([]string{"-_score", "_id"})
	res, err := x.bleve.SearchInContext(ctx, sr)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, &InfraError{Op: "search index", Path: x.dir, Err: err}
	}
	hits := make([]Hit, 0, len(res.Hits))
	for _, h := range res.Hits {
		c, ok := x.chunkByID[h.ID]
		if !ok {
			return nil, &InfraError{Op: "search index", Path: x.dir, Err: fmt.Errorf("hit %q is not a chunk of the Vault (index and metadata disagree)", h.ID)}
		}
		hits = append(hits, Hit{Chunk: c, Score: h.Score})
	}
	return hits, nil
}

// allowFilter restricts q to chunks of the allowed documents without
// touching scores: a small set becomes a non-scoring filter of term
// queries on the doc field (bleve leaps through those postings); a large
// one a per-hit set check on the doc field's doc value, whose cost does
// not grow with the set.
func (x *Index) allowFilter(q query.Query, allowed []string) query.Query {
	if len(allowed) <= termFilterMax {
		terms := make([]query.Query, len(allowed))
		for i, d := range allowed {
			tq := query.NewTermQuery(d)
			tq.SetField(fieldDoc)
			terms[i] = tq
		}
		bq := query.NewBooleanQuery([]query.Query{q}, nil, nil)
		bq.AddFilter(query.NewDisjunctionQuery(terms))
		return bq
	}
	// Readable returns IDs sorted: then a binary search needs no set to be
	// built per query (85,000 IDs take milliseconds to hash).
	keep := func(id string) bool { _, ok := slices.BinarySearch(allowed, id); return ok }
	if !slices.IsSorted(allowed) {
		set := make(map[string]struct{}, len(allowed))
		for _, d := range allowed {
			set[d] = struct{}{}
		}
		keep = func(id string) bool { _, ok := set[id]; return ok }
	}
	return query.NewCustomFilterQueryWithFilter(q, func(_ context.Context, d *search.DocumentMatch) (bool, error) {
		v, ok := d.Fields[fieldDoc]
		if !ok {
			return false, nil
		}
		s, ok := v.(string)
		if !ok {
			return false, fmt.Errorf("doc field of %s has type %T", d.ID, v)
		}
		return keep(s), nil
	}, []string{fieldDoc}, nil)
}
