package vault

import (
	"context"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/RoaringBitmap/roaring/v2"
	index "github.com/blevesearch/bleve_index_api"
)

// Readable sets for the top-k, over the snapshot's document numbers.
//
// The old query filtered with a boolean query over the acl field, which
// bleve re-evaluated for every query. Here the set a filter admits ("one
// of the allow terms, none of the deny terms", search_acl.go) is computed
// once and kept as a dense bitset, so the top-k tests a candidate with
// one shift and mask. Grading asks as many users at many times, and each
// (user, time) gives its own term lists; so each acl term's postings are
// also kept, as a roaring bitmap (compact for the many terms that name
// one user or group), and a new filter costs a few bitmap ORs rather
// than a walk of "a:*", which is on most chunks.

// Cache bounds: past them a cache is emptied and refilled. A term bitmap
// is at most the chunk count in bits (about 14 KB at 100,000 chunks), a
// set exactly that.
const (
	readableTermsMax = 4096
	readableSetsMax  = 64
)

// bitset is a dense set of document numbers.
type bitset []uint64

func (b bitset) has(n uint64) bool {
	w := n >> 6
	return w < uint64(len(b)) && b[w]&(1<<(n&63)) != 0
}

// readableCache holds term bitmaps and filter sets; safe for concurrent
// use. Two queries that miss at once may both compute the same entry.
type readableCache struct {
	mu    sync.Mutex
	terms map[string]*roaring.Bitmap // acl term -> documents carrying it
	sets  map[string]bitset          // filterKey -> readable documents
	asked map[string]bool            // filterKey -> asked once (search_acl_postings.go)
}

func newReadableCache() *readableCache {
	return &readableCache{terms: map[string]*roaring.Bitmap{}, sets: map[string]bitset{}, asked: map[string]bool{}}
}

// filterKey names a filter unambiguously (terms are length-prefixed).
func filterKey(allow, deny []string) string {
	var b strings.Builder
	for _, ts := range [][]string{allow, deny} {
		for _, t := range ts {
			b.WriteString(strconv.Itoa(len(t)))
			b.WriteByte(':')
			b.WriteString(t)
		}
		b.WriteByte('|')
	}
	return b.String()
}

// aclReadable is the set of documents the acl filter (allow, deny)
// admits.
func (s *searchSnapshot) aclReadable(ctx context.Context, allow, deny []string) (bitset, error) {
	c := s.readable
	key := filterKey(allow, deny)
	c.mu.Lock()
	set, ok := c.sets[key]
	c.mu.Unlock()
	if ok {
		return set, nil
	}
	bitmaps := func(terms []string) ([]*roaring.Bitmap, error) {
		out := make([]*roaring.Bitmap, len(terms))
		for i, t := range terms {
			bm, err := s.termBitmap(ctx, t)
			if err != nil {
				return nil, err
			}
			out[i] = bm
		}
		return out, nil
	}
	a, err := bitmaps(allow)
	if err != nil {
		return nil, err
	}
	d, err := bitmaps(deny)
	if err != nil {
		return nil, err
	}
	r := roaring.FastOr(a...)
	if len(d) > 0 {
		r.AndNot(roaring.FastOr(d...))
	}
	set = bitset(r.ToDense())
	c.mu.Lock()
	if len(c.sets) >= readableSetsMax {
		clear(c.sets)
	}
	c.sets[key] = set
	c.mu.Unlock()
	return set, nil
}

// termBitmap is the documents carrying acl term t. The bitmaps are
// shared: never modify one.
func (s *searchSnapshot) termBitmap(ctx context.Context, t string) (*roaring.Bitmap, error) {
	c := s.readable
	c.mu.Lock()
	bm, ok := c.terms[t]
	c.mu.Unlock()
	if ok {
		return bm, nil
	}
	tfr, err := s.r.TermFieldReader(ctx, []byte(t), fieldACL, false, false, false)
	if err != nil {
		return nil, err
	}
	defer tfr.Close()
	bm = roaring.New()
	var tfd index.TermFieldDoc
	for {
		d, err := tfr.Next(&tfd)
		if err != nil {
			return nil, err
		}
		if d == nil {
			break
		}
		n := d.ID.Value()
		if n > math.MaxUint32 {
			return nil, errNoTopK
		}
		bm.Add(uint32(n))
	}
	bm.RunOptimize()
	c.mu.Lock()
	if len(c.terms) >= readableTermsMax {
		clear(c.terms)
	}
	c.terms[t] = bm
	c.mu.Unlock()
	return bm, nil
}

// allowedReadable is the set of chunks of the allowed documents (the
// AllowedDocs filter, and the Readable fallback), through the document
// numbers' map to Vault documents.
func (s *searchSnapshot) allowedReadable(x *Index, allowed []string) (func(uint64) bool, error) {
	docOf, err := s.documentNumbers(x)
	if err != nil {
		return nil, err
	}
	ords := make(bitset, (x.tab.numDocs()+63)/64)
	for _, id := range allowed {
		if o, ok := s.ordinal[id]; ok {
			ords[o>>6] |= 1 << (o & 63)
		}
	}
	return func(n uint64) bool {
		return n < uint64(len(docOf)) && docOf[n] >= 0 && ords.has(uint64(docOf[n]))
	}, nil
}
