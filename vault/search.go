package vault

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// DefaultK is the number of hits Search returns when the request sets none.
const DefaultK = 10

// Search runs BM25 over chunk text with the custom analyzer (unicode
// tokens, NFKC, lower case) and returns the K best chunks, ordered by
// score, ties by chunk ID. When AllowedDocs is non-nil, or User is set,
// only chunks of those documents can match, so K hits come back whenever
// K readable chunks match; the filter does not change scores.
//
// The scores and the order are those of bleve's match query
// (SearchExhaustive), computed by an exact early-terminating top-k
// (MaxScore, search_topk.go) over bleve's postings that never walks the
// postings of words too common to lift a chunk into the top K. The
// readable set of a (user, time) is a bitmap computed once per ACL
// filter and reused (search_readable.go).
func (x *Index) Search(ctx context.Context, req SearchRequest) ([]Hit, error) {
	k := req.K
	if k <= 0 {
		k = DefaultK
	}
	if strings.TrimSpace(req.Text) == "" {
		return nil, nil
	}
	s, err := x.snapshot()
	if errors.Is(err, errNoTopK) {
		return x.SearchExhaustive(ctx, req)
	}
	if err != nil {
		return nil, &InfraError{Op: "search index", Path: x.dir, Err: err}
	}
	accept, readable, done, err := x.acceptFor(ctx, s, req)
	if err == nil && !readable {
		return nil, nil
	}
	var docs []scoredDoc
	if err == nil {
		docs, err = x.topK(ctx, s, req.Text, k, accept)
		if derr := done(); err == nil {
			err = derr
		}
	}
	switch {
	case errors.Is(err, errNoTopK):
		return x.SearchExhaustive(ctx, req)
	case err != nil && ctx.Err() != nil:
		return nil, ctx.Err()
	case err != nil:
		return nil, &InfraError{Op: "search index", Path: x.dir, Err: err}
	}
	return x.resolve(s, docs, k)
}

// topK runs MaxScore for text over the snapshot.
func (x *Index) topK(ctx context.Context, s *searchSnapshot, text string, k int, accept func(uint64) bool) ([]scoredDoc, error) {
	tokens := s.tokens(text)
	if len(tokens) == 0 {
		return nil, nil
	}
	m, closeTerms, err := s.queryTerms(ctx, tokens)
	defer closeTerms()
	if err != nil {
		return nil, err
	}
	return maxScore(ctx, m, k, accept)
}

// acceptFor turns the request's filters into one test on document
// numbers (nil: no filter). readable is false when nothing can match;
// done, called once the top-k is over, releases what the test holds and
// says whether it failed. As in SearchExhaustive: User goes through the
// acl field when the index has it and the filter fits in terms, else
// through Readable; AllowedDocs narrows either. A built index's filter
// terms come from its lazy ACL, and a filter's first search walks its
// terms' postings (search_acl_postings.go); later ones use its bitmap.
func (x *Index) acceptFor(ctx context.Context, s *searchSnapshot, req SearchRequest) (accept func(uint64) bool, readable bool, done func() error, err error) {
	done = func() error { return nil }
	allowed := req.AllowedDocs
	var user func(uint64) bool
	if req.User != "" {
		allow, deny, ok := x.accessACL().filterTerms(req.User, req.At)
		if x.aclTerms && ok {
			if len(allow) == 0 {
				return nil, false, done, nil
			}
			if s.readable.firstUse(filterKey(allow, deny)) {
				f, readable, err := s.newACLPostings(ctx, allow, deny)
				if err != nil || !readable {
					return nil, false, done, err
				}
				user = f.accept
				done = func() error { f.close(); return f.err }
			} else {
				set, err := s.aclReadable(ctx, allow, deny)
				if err != nil {
					return nil, false, done, err
				}
				user = set.has
			}
		} else if allowed = x.readableWithin(req.User, req.At, allowed); len(allowed) == 0 {
			return nil, false, done, nil
		}
	}
	if allowed != nil && len(allowed) == 0 {
		return nil, false, done, nil
	}
	var inAllowed func(uint64) bool
	if allowed != nil && !x.allowsAll(allowed) {
		if inAllowed, err = s.allowedReadable(x, allowed); err != nil {
			done()
			return nil, false, done, err
		}
	}
	switch {
	case user != nil && inAllowed != nil:
		return func(n uint64) bool { return inAllowed(n) && user(n) }, true, done, nil
	case user != nil:
		return user, true, done, nil
	}
	return inAllowed, true, done, nil
}

// resolve turns the top-k's documents into hits: chunk IDs from the
// snapshot, ordered by score then chunk ID, cut to k.
func (x *Index) resolve(s *searchSnapshot, docs []scoredDoc, k int) ([]Hit, error) {
	hits := make([]Hit, 0, len(docs))
	var buf []byte
	for _, d := range docs {
		id, b, err := s.externalID(d.doc, buf)
		if err != nil {
			return nil, &InfraError{Op: "search index", Path: x.dir, Err: err}
		}
		buf = b
		c, ok := x.tab.chunk(id)
		if !ok {
			return nil, &InfraError{Op: "search index", Path: x.dir, Err: fmt.Errorf("hit %q is not a chunk of the Vault (index and metadata disagree)", id)}
		}
		hits = append(hits, Hit{Chunk: c, Score: d.score})
	}
	slices.SortFunc(hits, func(a, b Hit) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		return strings.Compare(a.Chunk.ID, b.Chunk.ID)
	})
	if len(hits) > k {
		hits = hits[:k]
	}
	return hits, nil
}
