package vault

import (
	"context"
	"math"
	"slices"
)

// Exact early-terminating top-k (MaxScore) over term postings.
//
// bleve answers a match query by walking the postings of every question
// word and scoring every chunk any of them is in. A question's function
// words ("the", "of", "a") are in nearly every chunk, so every query
// scored most of the Vault. MaxScore (Turtle and Flood, 1995) avoids
// that without changing the result: each term's contribution to a score
// has an upper bound (BM25 saturates: a term's part of the score is below
// idf·k1 whatever its frequency), and once k candidates are held, the
// k-th best score θ says which terms can no longer lift a chunk into the
// top k on their own. Their postings ("non-essential") are never walked;
// they are only probed (Advance) for chunks that the other ("essential")
// terms found and whose bound can still reach θ.
//
// bleve's score for a match query is not a plain sum: the disjunction
// multiplies it by coord = (question words matched) / (question words),
// counting a repeated word once per repetition. The bound of a chunk that
// matches a set E of terms is therefore (Σ bounds of E)·|E|/n; both
// factors grow with E, so the bound of "only non-essential terms" is the
// bound of all of them, and MaxScore's prefix rule still holds.
//
// The algorithm here knows nothing of bleve: it walks postingCursors and
// leaves the score of a chunk to a scoreModel (search_terms.go builds
// both from bleve's postings, with bleve's exact arithmetic).

// noDoc is the position of an exhausted cursor.
const noDoc = math.MaxUint64

// postingCursor walks one term's postings in internal document order.
type postingCursor interface {
	// doc is the current document, noDoc once exhausted.
	doc() uint64
	// next moves to the following posting.
	next() error
	// advance moves to the first posting at or after target; it does not
	// move a cursor already there.
	advance(target uint64) error
	// contribution is the score of one occurrence of the term in the
	// question for the current document (before coord).
	contribution() float64
}

// scoreModel is a query: its terms' cursors and bounds, and how their
// contributions make a score.
type scoreModel struct {
	cursors []postingCursor
	// bound[t] is an upper bound of cursors[t].contribution() over every
	// document (strictly above it, so float rounding cannot make a
	// computed score exceed the bound).
	bound []float64
	// mult[t] is how many question tokens are term t.
	mult []int
	// order lists, for every question token in the order the scores are
	// summed, the term it is: summing in bleve's order reproduces its
	// floating-point result bit for bit.
	order []int
	// n is the number of question tokens (coord's denominator).
	n int
}

// score is the full score of a document from the contributions of the
// terms it matched: the sum in token order, times coord.
func (m *scoreModel) score(matched []bool, contrib []float64) float64 {
	var sum float64
	cnt := 0
	for _, t := range m.order {
		if matched[t] {
			sum += contrib[t]
			cnt++
		}
	}
	return sum * (float64(cnt) / float64(m.n))
}

// scoredDoc is a document and its score.
type scoredDoc struct {
	doc   uint64
	score float64
}

// maxScore returns every document that can rank in the top k of m among
// those accept admits (nil: all): the k best scores and every document
// tied with the k-th, in no particular order, so the caller can break
// ties by chunk ID. A cancelled ctx stops the walk.
func maxScore(ctx context.Context, m *scoreModel, k int, accept func(uint64) bool) ([]scoredDoc, error) {
	nt := len(m.cursors)
	if nt == 0 || k <= 0 {
		return nil, nil
	}
	for _, c := range m.cursors {
		if err := c.next(); err != nil {
			return nil, err
		}
	}
	// Terms by total bound (bound times multiplicity), lowest first; the
	// non-essential terms are always a prefix of this order.
	byBound := make([]int, nt)
	for i := range byBound {
		byBound[i] = i
	}
	total := func(t int) float64 { return m.bound[t] * float64(m.mult[t]) }
	slices.SortStableFunc(byBound, func(a, b int) int {
		switch ta, tb := total(a), total(b); {
		case ta < tb:
			return -1
		case ta > tb:
			return 1
		}
		return 0
	})
	// cumBound[p], cumCount[p]: sum of bounds and multiplicities of the
	// first p terms of byBound.
	cumBound := make([]float64, nt+1)
	cumCount := make([]int, nt+1)
	for i, t := range byBound {
		cumBound[i+1] = cumBound[i] + total(t)
		cumCount[i+1] = cumCount[i] + m.mult[t]
	}
	n := float64(m.n)
	prefixBound := func(p int) float64 { return cumBound[p] * float64(cumCount[p]) / n }

	top := newTopK(k)
	essential := 0 // byBound[essential:] are walked; the rest only probed
	matched := make([]bool, nt)
	contrib := make([]float64, nt)
	for steps := 0; essential < nt; steps++ {
		if steps&4095 == 4095 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		d := uint64(noDoc)
		for _, t := range byBound[essential:] {
			d = min(d, m.cursors[t].doc())
		}
		if d == noDoc {
			break
		}
		walked := byBound[essential:]
		if accept == nil || accept(d) {
			sum, cnt := 0.0, 0
			for _, t := range walked {
				if c := m.cursors[t]; c.doc() == d {
					matched[t], contrib[t] = true, c.contribution()
					sum += contrib[t] * float64(m.mult[t])
					cnt += m.mult[t]
				}
			}
			theta, full := top.threshold()
			pruned := false
			for i := essential - 1; i >= 0; i-- {
				if full && (sum+cumBound[i+1])*float64(cnt+cumCount[i+1])/n < theta {
					pruned = true
					break
				}
				t := byBound[i]
				c := m.cursors[t]
				if err := c.advance(d); err != nil {
					return nil, err
				}
				if c.doc() == d {
					matched[t], contrib[t] = true, c.contribution()
					sum += contrib[t] * float64(m.mult[t])
					cnt += m.mult[t]
				}
			}
			if !pruned {
				if s := m.score(matched, contrib); !full || s >= theta {
					top.offer(scoredDoc{d, s})
					if theta, full = top.threshold(); full {
						for essential < nt && prefixBound(essential+1) < theta {
							essential++
						}
					}
				}
			}
			clear(matched)
		}
		for _, t := range walked {
			if c := m.cursors[t]; c.doc() == d {
				if err := c.next(); err != nil {
					return nil, err
				}
			}
		}
	}
	return top.all(), nil
}
