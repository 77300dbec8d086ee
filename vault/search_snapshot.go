package vault

import (
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/blevesearch/bleve/v2/analysis"
	index "github.com/blevesearch/bleve_index_api"
)

// searchSnapshot is what the top-k reads: one bleve index reader (a
// scorch snapshot) held for the Index's life, its BM25 statistics, and
// the readable sets computed over its document numbers. An Index is never
// written after it is built or opened, so the snapshot never goes stale
// and its document numbers can key cached bitmaps. (An in-memory scorch
// index has no merger, and a read-only one on disk neither.)
type searchSnapshot struct {
	r        index.IndexReader
	analyzer analysis.Analyzer
	docTotal uint64  // bleve's N: every record, documents and chunks
	avgLen   float64 // bleve's avgDocLength of the text field
	readable *readableCache
	terms    termCache

	docsOnce sync.Once
	docOf    []int32          // internal document number -> index in Index.docs, -1 for none
	ordinal  map[string]int32 // document ID -> index in Index.docs
	docsErr  error
}

// snapshot opens the search snapshot on first use.
func (x *Index) snapshot() (*searchSnapshot, error) {
	x.snapOnce.Do(func() { x.snap, x.snapErr = openSnapshot(x) })
	if x.snap == nil && x.snapErr == nil {
		return nil, errors.New("the index is closed")
	}
	return x.snap, x.snapErr
}

func openSnapshot(x *Index) (*searchSnapshot, error) {
	adv, err := x.bleve.Advanced()
	if err != nil {
		return nil, err
	}
	r, err := adv.Reader()
	if err != nil {
		return nil, err
	}
	s := &searchSnapshot{r: r, readable: newReadableCache()}
	fail := func(err error) (*searchSnapshot, error) {
		r.Close()
		return nil, err
	}
	if s.analyzer = x.bleve.Mapping().AnalyzerNamed(textAnalyzer); s.analyzer == nil {
		return fail(fmt.Errorf("no analyzer %q in the index mapping", textAnalyzer))
	}
	if s.docTotal, err = r.DocCount(); err != nil {
		return fail(err)
	}
	if s.docTotal > math.MaxUint32 {
		return fail(errNoTopK)
	}
	// bleve's bm25ScoreMetrics, as the term searcher computes it.
	bm, ok := r.(index.BM25Reader)
	if !ok {
		return fail(errNoTopK)
	}
	card, err := bm.FieldCardinality(fieldText)
	if err != nil {
		return fail(err)
	}
	if s.docTotal > 0 {
		s.avgLen = math.Ceil(float64(card) / float64(s.docTotal))
	}
	return s, nil
}

// close releases the reader.
func (s *searchSnapshot) close() error { return s.r.Close() }

// tokens analyses a question as bleve's match query does.
func (s *searchSnapshot) tokens(text string) []string {
	ts := s.analyzer.Analyze([]byte(text))
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = string(t.Term)
	}
	return out
}

// documentNumbers maps every internal document number to its Vault
// document (through the doc field's doc values), built on first use:
// only the AllowedDocs filter needs it.
func (s *searchSnapshot) documentNumbers(x *Index) ([]int32, error) {
	s.docsOnce.Do(func() {
		ordinal := make(map[string]int32, x.tab.numDocs())
		for i := range x.tab.numDocs() {
			ordinal[x.tab.docID(i)] = int32(i)
		}
		s.ordinal = ordinal
		ids, err := s.r.DocIDReaderAll()
		if err != nil {
			s.docsErr = err
			return
		}
		defer ids.Close()
		dv, err := s.r.DocValueReader([]string{fieldDoc})
		if err != nil {
			s.docsErr = err
			return
		}
		var docOf []int32
		for {
			id, err := ids.Next()
			if err != nil {
				s.docsErr = err
				return
			}
			if id == nil {
				break
			}
			n := id.Value()
			if n > math.MaxUint32 {
				s.docsErr = errNoTopK
				return
			}
			for uint64(len(docOf)) <= n {
				docOf = append(docOf, -1)
			}
			err = dv.VisitDocValues(id, func(field string, term []byte) {
				if o, ok := ordinal[string(term)]; ok && field == fieldDoc {
					docOf[n] = o
				}
			})
			if err != nil {
				s.docsErr = err
				return
			}
		}
		s.docOf = docOf
	})
	return s.docOf, s.docsErr
}

// externalID resolves an internal document number to its bleve ID (a
// chunk ID), reusing buf.
func (s *searchSnapshot) externalID(n uint64, buf index.IndexInternalID) (string, index.IndexInternalID, error) {
	buf = index.NewIndexInternalID(buf, n)
	id, err := s.r.ExternalID(buf)
	return id, buf, err
}
