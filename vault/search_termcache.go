package vault

import (
	"context"
	"math"
	"sync"
	"sync/atomic"

	"github.com/blevesearch/bleve/v2/search"
	index "github.com/blevesearch/bleve_index_api"
)

// What the top-k keeps about terms between queries: score bounds, and
// the decoded postings of common terms.
//
// Bounds. A term's contribution is idf · fraction · qw, and only
// fraction = tf·k1 / (tf + k1·(1 − b + b·len/avgLen)) depends on the
// chunk. BM25's saturation bounds it by k1, but that is loose by one or
// two orders of magnitude here: bleve's avgLen is ⌈distinct terms /
// records⌉, often 1, so a typical fraction is near tf·k1/len. With bounds
// that loose MaxScore prunes little. The largest fraction over a term's
// postings is the tightest bound that holds for every chunk; it costs one
// walk of the postings, so it is measured the first time a term is asked
// for and kept for the life of the snapshot. Terms with fewer than
// boundScanMin postings keep the saturation bound: their idf keeps them
// essential, so they are walked whenever asked for, and a walk to bound
// them would double their cost.
//
// Dense terms. zap's Advance on a reader that returns frequencies steps
// through every posting it skips (it must keep its place in the
// frequency stream), so probing a word that is in most chunks walks its
// whole list after all. A term in at least 1/denseDivisor of the records
// is therefore decoded once into an array of frequencies indexed by
// document number (one byte each; 255 and above kept aside), with the
// norms in one table shared by all terms; probing it is then one load.
// The arrays cost one byte per record per term, within denseBudget bytes
// in all; past it the cache is emptied and refilled as queries ask.

const (
	denseBudget = 128 << 20 // bytes of dense arrays kept at most
	boundsMax   = 200000    // bounds and counts kept at most
	denseBig    = 255       // freq byte meaning "see denseTerm.big"
)

// Variables only so the comparison tests can force every combination of
// cursor and bound on small Vaults.
var (
	boundScanMin uint64 = 1024 // postings from which a bound is measured
	denseDivisor uint64 = 16   // a term in ≥ records/denseDivisor is dense; 0: none
)

// denseTerm is a common term's postings by document number.
type denseTerm struct {
	freq        []uint8           // 0: absent; denseBig: in big
	big         map[uint32]uint64 // frequencies of denseBig and above
	maxFraction float64
}

// termCache holds bounds and dense terms; safe for concurrent use.
type termCache struct {
	mu        sync.Mutex
	df        map[string]uint64 // posting counts
	bounds    map[string]float64
	dense     map[string]*denseTerm
	denseSize int
	decode    sync.Mutex // one dense decoding at a time
	norms     *normTable
}

// isDense reports whether a term of df postings is read densely.
func (s *searchSnapshot) isDense(df uint64) bool {
	return denseDivisor > 0 && df*denseDivisor >= s.docTotal && s.docTotal <= denseBudget
}

// maxFraction is the largest fraction over term's postings (k1 for a term
// with fewer than boundScanMin postings).
func (s *searchSnapshot) maxFraction(ctx context.Context, term string, df uint64) (float64, error) {
	if df < boundScanMin {
		return search.BM25_k1, nil
	}
	c := &s.terms
	c.mu.Lock()
	f, ok := c.bounds[term]
	c.mu.Unlock()
	if ok {
		return f, nil
	}
	err := s.walk(ctx, term, func(n uint64, freq uint64, norm float64) error {
		f = max(f, fraction(freq, norm, s.avgLen))
		return nil
	})
	if err != nil {
		return 0, err
	}
	c.mu.Lock()
	if c.bounds == nil || len(c.bounds) >= boundsMax {
		c.bounds = map[string]float64{}
	}
	c.bounds[term] = f
	c.mu.Unlock()
	return f, nil
}

// denseTerm returns term's decoded postings, decoding them on first use.
func (s *searchSnapshot) denseTerm(ctx context.Context, term string) (*denseTerm, *normTable, error) {
	c := &s.terms
	c.mu.Lock()
	t, ok := c.dense[term]
	norms := c.norms
	c.mu.Unlock()
	if ok {
		return t, norms, nil
	}
	c.decode.Lock()
	defer c.decode.Unlock()
	c.mu.Lock()
	t, ok = c.dense[term] // decoded while this query waited
	if c.norms == nil {
		c.norms = &normTable{bits: make([]atomic.Uint32, s.docTotal)}
	}
	norms = c.norms
	c.mu.Unlock()
	if ok {
		return t, norms, nil
	}
	t = &denseTerm{freq: make([]uint8, s.docTotal)}
	err := s.walk(ctx, term, func(n uint64, freq uint64, norm float64) error {
		if n >= uint64(len(t.freq)) {
			return errNoTopK // a document number past the record count
		}
		if freq >= denseBig {
			if t.big == nil {
				t.big = map[uint32]uint64{}
			}
			t.big[uint32(n)] = freq
			freq = denseBig
		}
		t.freq[n] = uint8(freq)
		norms.bits[n].Store(math.Float32bits(float32(norm)))
		t.maxFraction = max(t.maxFraction, fraction(t.freqAt(n), norm, s.avgLen))
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	c.mu.Lock()
	if c.dense == nil || c.denseSize+len(t.freq) > denseBudget {
		c.dense, c.denseSize = map[string]*denseTerm{}, 0
	}
	c.dense[term] = t
	c.denseSize += len(t.freq)
	c.mu.Unlock()
	return t, norms, nil
}

// walk calls visit for every posting of term in the text field, with its
// frequency and norm.
func (s *searchSnapshot) walk(ctx context.Context, term string, visit func(n, freq uint64, norm float64) error) error {
	tfr, err := s.r.TermFieldReader(ctx, []byte(term), fieldText, true, true, false)
	if err != nil {
		return err
	}
	defer tfr.Close()
	var tfd index.TermFieldDoc
	for i := 0; ; i++ {
		if i&8191 == 8191 {
			if err := ctx.Err(); err != nil {
				return err
			}
		}
		d, err := tfr.Next(&tfd)
		if err != nil {
			return err
		}
		if d == nil {
			return nil
		}
		if float64(float32(d.Norm)) != d.Norm {
			return errNoTopK // a norm the table could not hold exactly
		}
		if err := visit(d.ID.Value(), d.Freq, d.Norm); err != nil {
			return err
		}
	}
}
