package vault

import (
	"context"
	"math"
	"slices"

	"github.com/blevesearch/bleve/v2/search/searcher"
	index "github.com/blevesearch/bleve_index_api"
)

// queryTerms builds the score model of the question tokens over snapshot
// s (search_bm25.go says what it reproduces). close releases the term
// readers; call it even on error.
func (s *searchSnapshot) queryTerms(ctx context.Context, tokens []string) (_ *scoreModel, close func(), err error) {
	var readers []index.TermFieldReader
	close = func() {
		for _, r := range readers {
			r.Close()
		}
	}
	if !bm25Supported(s.avgLen) {
		return nil, close, errNoTopK
	}
	type term struct {
		text string
		df   uint64
		p    bm25
		tfr  index.TermFieldReader // nil for a dense term whose df was cached
	}
	var terms []*term
	byText := map[string]int{}
	termOf := make([]int, len(tokens)) // token -> index into terms
	counts := make([]uint64, len(tokens))
	for i, tok := range tokens {
		t, ok := byText[tok]
		if !ok {
			df, tfr, err := s.docFreq(ctx, tok)
			if err != nil {
				return nil, close, err
			}
			if tfr != nil {
				readers = append(readers, tfr)
			}
			t = len(terms)
			byText[tok] = t
			idf := math.Log(1 + (float64(s.docTotal)-float64(df)+0.5)/(float64(df)+0.5))
			terms = append(terms, &term{text: tok, df: df, p: bm25{idf: idf, avgLen: s.avgLen}, tfr: tfr})
		}
		termOf[i], counts[i] = t, terms[t].df
	}
	order := bleveOrder(counts)
	sumOfSquaredWeights := 0.0
	for _, i := range order { // bleve's searcher list, in both searchers
		w := 1.0 * terms[termOf[i]].p.idf
		sumOfSquaredWeights += w * w
	}
	queryNorm := 1.0 / math.Sqrt(sumOfSquaredWeights)
	// Words absent from the index never match: they stay in n (coord)
	// and in the norm above, but are not walked.
	m := &scoreModel{n: len(tokens)}
	cursorOf := make([]int, len(terms))
	for ti, t := range terms {
		cursorOf[ti] = -1
		if t.df == 0 {
			continue
		}
		t.p.qw = 1.0 * t.p.idf * queryNorm
		var c postingCursor
		var maxFraction float64
		if s.isDense(t.df) {
			d, norms, err := s.denseTerm(ctx, t.text)
			if err != nil {
				return nil, close, err
			}
			c, maxFraction = &denseCursor{bm25: t.p, t: d, norms: norms}, d.maxFraction
		} else {
			if maxFraction, err = s.maxFraction(ctx, t.text, t.df); err != nil {
				return nil, close, err
			}
			c = &termCursor{bm25: t.p, tfr: t.tfr}
		}
		cursorOf[ti] = len(m.cursors)
		m.cursors = append(m.cursors, c)
		m.bound = append(m.bound, t.p.bound(maxFraction))
		m.mult = append(m.mult, 0)
	}
	for _, i := range order {
		if c := cursorOf[termOf[i]]; c >= 0 {
			m.order = append(m.order, c)
			m.mult[c]++
		}
	}
	return m, close, nil
}

// docFreq is the number of records holding term in the text field. It
// returns the term's reader too (positioned before its first posting),
// except for a dense term whose count is known: opening a reader looks
// the term up in every segment (an in-memory index has one per batch),
// the largest cost of a query after the walk itself.
func (s *searchSnapshot) docFreq(ctx context.Context, term string) (uint64, index.TermFieldReader, error) {
	c := &s.terms
	c.mu.Lock()
	df, ok := c.df[term]
	c.mu.Unlock()
	if ok && s.isDense(df) {
		return df, nil, nil
	}
	tfr, err := s.r.TermFieldReader(ctx, []byte(term), fieldText, true, true, false)
	if err != nil {
		return 0, nil, err
	}
	df = tfr.Count()
	c.mu.Lock()
	if c.df == nil || len(c.df) >= boundsMax {
		c.df = map[string]uint64{}
	}
	c.df[term] = df
	c.mu.Unlock()
	return df, tfr, nil
}

// bleveOrder is the order in which bleve's disjunction sums its
// children's scores, as token positions: up to
// searcher.DisjunctionHeapTakeover children (the slice searcher) sorted
// by posting count, stably (sort.Sort is an insertion sort at that
// size); above it (the heap searcher) in the order its heap pops them,
// which depends on the searcher's history and cannot be reproduced, so
// question order is used and the last bits of a score may differ (the
// comparison tests measure how often that changes anything).
func bleveOrder(counts []uint64) []int {
	order := make([]int, len(counts))
	for i := range order {
		order[i] = i
	}
	if len(counts) <= searcher.DisjunctionHeapTakeover {
		slices.SortStableFunc(order, func(a, b int) int {
			switch {
			case counts[a] < counts[b]:
				return -1
			case counts[a] > counts[b]:
				return 1
			}
			return 0
		})
	}
	return order
}
