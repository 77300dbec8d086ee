package vault

import (
	"fmt"
	"runtime"
	"sync"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// batchSize is the number of bleve documents per Batch of an index held
// in memory (BuildMem): large enough to amortise segment creation, small
// enough to bound memory. A built index uses buildLayout.
const batchSize = 1000

// BuildMem chunks and indexes a Source into an Index held in memory (bleve
// scorch without a folder). Tests and benchmarks use it to get a Reader
// from a Source in one call; it normalises the Source first.
func BuildMem(src *Source) (*Index, error) {
	if err := src.Normalize(); err != nil {
		return nil, err
	}
	m, err := newMapping()
	if err != nil {
		return nil, &InfraError{Op: "build index mapping", Err: err}
	}
	b, err := bleve.NewUsing("", m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return nil, &InfraError{Op: "create in-memory index", Err: err}
	}
	chunks := make([][]*Chunk, len(src.Documents))
	if err := indexSource(newBatchSink(b), src, func(i int, _ *Document, cs []*Chunk) error {
		chunks[i] = cs
		return nil
	}); err != nil {
		b.Close()
		return nil, err
	}
	x := newIndex(src, chunks, b, "")
	x.aclTerms = true
	return x, nil
}

// ChunkSource chunks every document of a normalised Source, in parallel
// (one worker per CPU): chunks[i] belongs to src.Documents[i].
func ChunkSource(src *Source) [][]*Chunk {
	chunks := make([][]*Chunk, len(src.Documents))
	chunkParallel(src, func(i int, cs []*Chunk) { chunks[i] = cs })
	return chunks
}

// chunkParallel chunks the documents on one worker per CPU and hands each
// document's chunks to emit (called from one goroutine at a time, in no
// particular order).
func chunkParallel(src *Source, emit func(i int, cs []*Chunk)) {
	type result struct {
		i  int
		cs []*Chunk
	}
	jobs := make(chan int)
	results := make(chan result, 64)
	var wg sync.WaitGroup
	for w := 0; w < runtime.GOMAXPROCS(0); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				results <- result{i, ChunkDocument(src.Documents[i], src.Manifest.ChunkTokens)}
			}
		}()
	}
	go func() {
		for i := range src.Documents {
			jobs <- i
		}
		close(jobs)
		wg.Wait()
		close(results)
	}()
	for r := range results {
		emit(r.i, r.cs)
	}
}

// sink receives bleve documents. bleve's offline Builder was measured as
// an alternative (BENCHMARKS.md): same CPU, but it analyses on one core
// where Batch analyses on all, so Batch is used.
type sink interface {
	add(id string, fields map[string]interface{}) error
	finish() error // flush what is pending (the caller closes the index)
}

// batchSink indexes through Batch, size documents at a time.
type batchSink struct {
	b     bleve.Index
	batch *bleve.Batch
	size  int
}

func newBatchSink(b bleve.Index) *batchSink { return newBatchSinkOf(b, batchSize) }

func newBatchSinkOf(b bleve.Index, size int) *batchSink {
	return &batchSink{b: b, batch: b.NewBatch(), size: size}
}

func (s *batchSink) add(id string, fields map[string]interface{}) error {
	if err := s.batch.Index(id, fields); err != nil {
		return err
	}
	if s.batch.Size() >= s.size {
		return s.finish()
	}
	return nil
}

func (s *batchSink) finish() error {
	if s.batch.Size() == 0 {
		return nil
	}
	err := s.b.Batch(s.batch)
	s.batch.Reset()
	return err
}

// indexSource chunks the Source and sends every chunk and document record
// to the sink, chunking (on every CPU) while the sink indexes. Documents
// go to the sink, and to done, in Source order (ID order once
// normalised), whatever order the workers finish them in: the build
// hashes and records each document as it comes and keeps none of its
// chunks, and bleve receives the documents in the same order every run.
func indexSource(s sink, src *Source, done func(i int, d *Document, cs []*Chunk) error) error {
	acl := NewACL(src.Documents, src.Principals, src.Grants)
	var firstErr error
	add := func(id string, fields map[string]interface{}) {
		if firstErr != nil {
			return
		}
		if err := s.add(id, fields); err != nil {
			firstErr = &InfraError{Op: "index " + id, Err: err}
		}
	}
	// Workers take documents in order, so at most a worker's lead plus
	// the results channel's buffer waits here.
	waiting := make(map[int][]*Chunk)
	next := 0
	chunkParallel(src, func(i int, cs []*Chunk) {
		waiting[i] = cs
		for {
			cs, ok := waiting[next]
			if !ok {
				return
			}
			delete(waiting, next)
			d := src.Documents[next]
			add(docRecordID(d.ID), documentFields(d))
			terms := make([]interface{}, 0, 4)
			for _, t := range acl.docTerms(d.ID) {
				terms = append(terms, t)
			}
			for _, c := range cs {
				add(c.ID, map[string]interface{}{fieldKind: "chunk", fieldDoc: c.Doc, fieldChunk: c.ID, fieldText: c.Text, fieldACL: terms})
			}
			if firstErr == nil {
				firstErr = done(next, d, cs)
			}
			next++
		}
	})
	if firstErr == nil {
		if err := s.finish(); err != nil {
			firstErr = &InfraError{Op: "index batch", Err: err}
		}
	}
	return firstErr
}

// docRecordID is the bleve ID of a document's keyword record; chunk IDs
// always hold "#c", so the two never collide.
func docRecordID(id string) string { return "doc:" + id }

// documentFields are the keyword fields of a document record.
func documentFields(d *Document) map[string]interface{} {
	cites := make([]interface{}, 0, len(d.Citations))
	for _, c := range d.Citations {
		cites = append(cites, CitationKey(c))
	}
	names := []interface{}{NormalizeName(d.Title)}
	for _, a := range d.Aliases {
		names = append(names, NormalizeName(a))
	}
	f := map[string]interface{}{fieldKind: "document", fieldDoc: d.ID, fieldCite: cites, fieldName: names}
	if d.Filename != "" {
		f[fieldFile] = d.Filename
	}
	return f
}

// countIndexed checks that bleve holds one record per document and per
// chunk: a half-built or damaged index fails here.
func countIndexed(b bleve.Index, docs, chunks int) error {
	n, err := b.DocCount()
	if err != nil {
		return err
	}
	if want := uint64(docs + chunks); n != want {
		return fmt.Errorf("index holds %d records, metadata expects %d (%d documents + %d chunks)", n, want, docs, chunks)
	}
	return nil
}
