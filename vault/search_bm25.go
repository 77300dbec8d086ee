package vault

import (
	"errors"
	"math"

	"github.com/blevesearch/bleve/v2/search"
	"github.com/blevesearch/bleve/v2/search/scorer"
)

// bleve's BM25, reproduced for the top-k so that every score is bleve's,
// bit for bit where bleve's order of summation is known (bleveOrder).
//
// For a match query over the text field bleve v2.6.3 scores a chunk d as
//
//	coord · Σ_tokens  idf_t · (tf·k1) / (tf + k1·(1 − b + b·len/avgLen)) · qw_t
//
// with, per question token t (a repeated word counts once per repetition,
// a word absent from the index still counts in coord and in the norm):
// tf = √freq; len = 1/norm² from the posting's norm; avgLen =
// ⌈field cardinality / record count⌉ (both of the index snapshot; the
// cardinality is the sum over segments of their distinct terms);
// idf_t = ln(1 + (N − df + ½)/(df + ½)) with N the record count;
// qw_t = idf_t · queryNorm, queryNorm = 1/√(Σ idf²) over all tokens (not
// applied when qw_t is exactly 1); coord = (matched tokens)/(tokens).
// The ACL filter of the old query (a boolean query around the match
// query) re-applies the same norm and adds nothing, so filtered and
// unfiltered scores are the same.

// errNoTopK says the top-k cannot reproduce bleve's scores for this index
// or query (BM25 constants changed, document numbers past the snapshot's
// count or 32 bits); Search then runs the bleve query instead.
var errNoTopK = errors.New("vault: the top-k cannot serve this query")

// bm25 is one question word's share of a score.
type bm25 struct {
	idf    float64
	qw     float64 // queryWeight; 1 means "not applied", as in bleve
	avgLen float64
}

// score is bleve's TermQueryScorer.Score for a posting of freq and norm
// (BM25 branch), operation for operation.
func (p *bm25) score(freq uint64, norm float64) float64 {
	var tf float64
	if freq < scorer.MaxSqrtCache {
		tf = scorer.SqrtCache[int(freq)]
	} else {
		tf = math.Sqrt(float64(freq))
	}
	fieldLength := 1 / (norm * norm)
	score := p.idf * (tf * search.BM25_k1) /
		(tf + search.BM25_k1*(1-search.BM25_b+(search.BM25_b*fieldLength/p.avgLen)))
	if p.qw != 1.0 {
		score = score * p.qw
	}
	return score
}

// fraction is the part of score that depends on the posting:
// tf·k1 / (tf + k1·(1 − b + b·len/avgLen)).
func fraction(freq uint64, norm, avgLen float64) float64 {
	tf := math.Sqrt(float64(freq))
	fieldLength := 1 / (norm * norm)
	return (tf * search.BM25_k1) / (tf + search.BM25_k1*(1-search.BM25_b+(search.BM25_b*fieldLength/avgLen)))
}

// bound is above score() for every posting whose fraction is at most
// maxFraction. The factor 1+1e-9 keeps it above the computed value
// whatever the rounding.
func (p *bm25) bound(maxFraction float64) float64 {
	ub := p.idf * maxFraction
	if p.qw != 1.0 {
		ub *= p.qw
	}
	return ub * (1 + 1e-9)
}

// bm25Supported reports whether bleve's constants are the ones the
// bounds assume: the fraction is below k1 for any tf only when
// 1 − b + b·len/avgLen > 0, which 0 ≤ b ≤ 1 guarantees.
func bm25Supported(avgLen float64) bool {
	return search.BM25_k1 > 0 && search.BM25_b >= 0 && search.BM25_b <= 1 && avgLen > 0
}
