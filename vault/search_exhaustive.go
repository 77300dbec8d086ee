package vault

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/query"
)

// termFilterMax is the largest allowed-document set expressed as a
// disjunction of term queries; above it, the filter is a per-hit check of
// the hit's document against a Go set (cost independent of the set size).
// Measured in BenchmarkSearch100k (BENCHMARKS.md). A variable only so the
// benchmark can compare both strategies at the same set size.
var termFilterMax = 256

// tieMargin is how many hits beyond k Search asks bleve for, so that a
// tie on the k-th score can be broken by chunk ID in Go (see Search).
const tieMargin = 10

// SearchExhaustive is Search through bleve's own query (a match query
// over the text field inside a boolean query with the ACL filter): every
// posting of every question word is scored. It is the reference the
// top-k is tested and benchmarked against, and what Search falls back to
// when the top-k cannot reproduce bleve's scores (errNoTopK). When
// AllowedDocs is non-nil, or User is set, the filter is part of the
// query, so K hits come back whenever K readable chunks match; it does
// not change scores. Hits are ordered by score, ties by chunk ID.
//
// Order: bleve sorts by score only (sorting on "_id" as well looked up
// the external ID of every candidate, 43% of search CPU). Search asks
// for k+tieMargin hits and sorts them by (score desc, chunk ID asc) in
// Go. That is exact whenever fewer than k+tieMargin hits exist, or the
// last hit scores strictly below the k-th: every chunk that could rank in
// the top k, ties included, is then among the hits returned. Otherwise a
// tie runs past the margin and the query is run again with bleve's
// (score, _id) sort, which is exact at the old cost.
func (x *Index) SearchExhaustive(ctx context.Context, req SearchRequest) ([]Hit, error) {
	k := req.K
	if k <= 0 {
		k = DefaultK
	}
	if strings.TrimSpace(req.Text) == "" {
		return nil, nil
	}
	mq := query.NewMatchQuery(req.Text)
	mq.SetField(fieldText)
	mq.Analyzer = textAnalyzer
	var q query.Query = mq
	allowed := req.AllowedDocs
	if req.User != "" {
		var readable bool
		q, allowed, readable = x.userFilter(q, req.User, req.At, allowed)
		if !readable {
			return nil, nil
		}
	}
	if allowed != nil && len(allowed) == 0 {
		return nil, nil // nothing readable
	}
	if allowed != nil && !x.allowsAll(allowed) {
		q = x.allowFilter(q, allowed)
	}
	res, err := x.run(ctx, q, k+tieMargin, false)
	if err != nil {
		return nil, err
	}
	byScoreThenID(res)
	if n := len(res); n == k+tieMargin && res[k-1].Score == res[n-1].Score {
		if res, err = x.run(ctx, q, k, true); err != nil {
			return nil, err
		}
	}
	if len(res) > k {
		res = res[:k]
	}
	hits := make([]Hit, 0, len(res))
	for _, h := range res {
		c, ok := x.tab.chunk(h.ID)
		if !ok {
			return nil, &InfraError{Op: "search index", Path: x.dir, Err: fmt.Errorf("hit %q is not a chunk of the Vault (index and metadata disagree)", h.ID)}
		}
		hits = append(hits, Hit{Chunk: c, Score: h.Score})
	}
	return hits, nil
}

// run asks bleve for the top n hits of q: by score only, or by score then
// _id. No stored fields, locations, highlighting or explanations are
// requested: chunk text comes from the in-memory store.
func (x *Index) run(ctx context.Context, q query.Query, n int, byID bool) (search.DocumentMatchCollection, error) {
	sr := bleve.NewSearchRequestOptions(q, n, 0, false)
	if byID {
		sr.SortBy([]string{"-_score", "_id"})
	}
	res, err := x.bleve.SearchInContext(ctx, sr)
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, &InfraError{Op: "search index", Path: x.dir, Err: err}
	}
	return res.Hits, nil
}

// byScoreThenID sorts hits by score, highest first, ties by ID.
func byScoreThenID(hs search.DocumentMatchCollection) {
	slices.SortFunc(hs, func(a, b *search.DocumentMatch) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
}

// userFilter restricts q to what user may read at time at. With the acl
// field in the index it adds the term filter of search_acl.go; otherwise
// (an index built before the field, or a filter too large for terms) it
// falls back to Readable, intersected with allowed when that is non-nil.
// readable is false when nothing can be readable.
func (x *Index) userFilter(q query.Query, user string, at time.Time, allowed []string) (_ query.Query, _ []string, readable bool) {
	if x.aclTerms {
		if allow, deny, ok := x.acl().filterTerms(user, at); ok {
			f := aclFilter(allow, deny)
			if f == nil {
				return q, allowed, false
			}
			bq := query.NewBooleanQuery([]query.Query{q}, nil, nil)
			bq.AddFilter(f)
			return bq, allowed, true
		}
	}
	r := x.readableWithin(user, at, allowed)
	return q, r, len(r) > 0
}

// readableWithin is Readable(user, at), intersected with allowed when
// that is non-nil.
func (x *Index) readableWithin(user string, at time.Time, allowed []string) []string {
	r := x.acl().Readable(user, at)
	if allowed != nil {
		keep := make([]string, 0, min(len(r), len(allowed)))
		for _, d := range allowed {
			if _, ok := slices.BinarySearch(r, d); ok {
				keep = append(keep, d)
			}
		}
		r = keep
	}
	return r
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

// allowsAll reports whether allowed names every document of the Vault
// (then no filter is needed). Counting is not enough: a list may repeat
// IDs or name documents the Vault does not hold.
func (x *Index) allowsAll(allowed []string) bool {
	if len(allowed) < x.tab.numDocs() {
		return false
	}
	set := make(map[string]struct{}, len(allowed))
	for _, d := range allowed {
		set[d] = struct{}{}
	}
	for i := range x.tab.numDocs() {
		if _, ok := set[x.tab.docID(i)]; !ok {
			return false
		}
	}
	return true
}
