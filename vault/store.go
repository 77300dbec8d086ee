package vault

import (
	"bufio"
	"encoding/gob"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// A built index folder holds:
//
//	citecheck-index.json  the marker, written last: format, counts, source hash
//	meta.gob              manifest, documents with text, principals, grants, chunk spans
//	bleve/                the scorch index of chunk text and document keyword fields
//
// The marker is written only after everything else is complete, so a
// folder without it is a half-built index.
const (
	markerFile = "citecheck-index.json"
	metaFile   = "meta.gob"
	bleveDir   = "bleve"
	// indexFormat changes whenever chunking, normalisation or the stored
	// layout changes, so caches built by an older citecheck are rebuilt.
	indexFormat = 6 // 2: first_page/last_page; 3: documents carry "outcome" (issue 15); 4: clause sections, Chunk.Sections, Document.Unpaged, file, format and furniture (issue 23); 5: "external_ids" (issue 24); 6: clause numbers with sub-clauses (12.1(a)), opinion parts (II.), a clause under its heading shares its chunk, HTML page-marker rules (issue 23)
)

// marker is citecheck-index.json.
type marker struct {
	Format     int    `json:"format"`
	Name       string `json:"name"`
	SourceHash string `json:"source_hash,omitempty"`
	Documents  int    `json:"documents"`
	Chunks     int    `json:"chunks"`
	// ACLTerms is the scheme of the chunks' acl field (search_acl.go);
	// 0 in indexes built before it existed, which Search still serves
	// through Readable.
	ACLTerms int `json:"acl_terms,omitempty"`
}

// meta is what meta.gob holds: everything but the bleve index.
type meta struct {
	Manifest   Manifest
	Documents  []*Document
	Principals []*Principal
	Grants     []*Grant
	Spans      [][]chunkSpan // per document, in document order
}

// chunkSpan is a chunk without its ID and text, which are derived.
type chunkSpan struct {
	PageStart, PageEnd, Section, ParagraphStart, ParagraphEnd string
	Start, End, Tokens                                        int
	Sections                                                  []string
}

// IsBuiltIndex reports whether dir holds a built index (its marker file).
func IsBuiltIndex(dir string) bool {
	_, err := os.Stat(filepath.Join(dir, markerFile))
	return err == nil
}

// Build chunks and indexes a Source into the folder dir, which must not
// exist yet or be empty. Callers that need atomic replacement build into
// a temporary folder and rename it (see BuildAtomic).
func Build(src *Source, dir string) error {
	return build(src, dir, "")
}

func build(src *Source, dir, sourceHash string) error {
	if err := src.Normalize(); err != nil {
		return err
	}
	m, err := newMapping()
	if err != nil {
		return &InfraError{Op: "build index mapping", Err: err}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &InfraError{Op: "create index folder", Path: dir, Err: err}
	}
	b, err := bleve.NewUsing(filepath.Join(dir, bleveDir), m, scorch.Name, scorch.Name, nil)
	if err != nil {
		return &InfraError{Op: "create index", Path: dir, Err: err}
	}
	chunks, err := indexSource(newBatchSink(b), src)
	if cerr := b.Close(); err == nil && cerr != nil {
		err = &InfraError{Op: "close index", Path: dir, Err: cerr}
	}
	if err != nil {
		return err
	}
	md := meta{Manifest: src.Manifest, Documents: src.Documents, Principals: src.Principals, Grants: src.Grants}
	n := 0
	for _, cs := range chunks {
		spans := make([]chunkSpan, len(cs))
		for j, c := range cs {
			spans[j] = chunkSpan{c.PageStart, c.PageEnd, c.Section, c.ParagraphStart, c.ParagraphEnd, c.Start, c.End, c.Tokens, c.Sections}
		}
		md.Spans = append(md.Spans, spans)
		n += len(cs)
	}
	if err := writeFileWith(filepath.Join(dir, metaFile), func(w *bufio.Writer) error { return gob.NewEncoder(w).Encode(&md) }); err != nil {
		return err
	}
	mk := marker{Format: indexFormat, Name: src.Manifest.Name, SourceHash: sourceHash, Documents: len(src.Documents), Chunks: n, ACLTerms: aclTermsVersion}
	return writeFileWith(filepath.Join(dir, markerFile), func(w *bufio.Writer) error {
		e := json.NewEncoder(w)
		e.SetIndent("", "  ")
		return e.Encode(mk)
	})
}

// writeFileWith writes a file through a buffered writer and syncs it.
func writeFileWith(path string, write func(*bufio.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return &InfraError{Op: "write", Path: path, Err: err}
	}
	w := bufio.NewWriterSize(f, 1<<20)
	err = write(w)
	if err == nil {
		err = w.Flush()
	}
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return &InfraError{Op: "write", Path: path, Err: err}
	}
	return nil
}

// OpenBuilt opens a built index folder read-only. bolt_timeout bounds the
// wait for the bolt file lock, so a process never blocks forever on an
// index another process holds. Any problem is an *InfraError (exit 3).
func OpenBuilt(dir string) (*Index, error) {
	x, _, err := openBuilt(dir)
	return x, err
}

func openBuilt(dir string) (*Index, *marker, error) {
	fail := func(err error) (*Index, *marker, error) {
		return nil, nil, &InfraError{Op: "open index", Path: dir, Err: err}
	}
	raw, err := os.ReadFile(filepath.Join(dir, markerFile))
	if err != nil {
		return fail(fmt.Errorf("not a built citecheck index (no %s): %w", markerFile, err))
	}
	var mk marker
	if err := json.Unmarshal(raw, &mk); err != nil {
		return fail(fmt.Errorf("%s is damaged: %w", markerFile, err))
	}
	if mk.Format != indexFormat {
		return fail(fmt.Errorf("index format %d, this citecheck reads format %d: rebuild it with 'citecheck vault build'", mk.Format, indexFormat))
	}
	f, err := os.Open(filepath.Join(dir, metaFile))
	if err != nil {
		return fail(err)
	}
	var md meta
	err = gob.NewDecoder(bufio.NewReaderSize(f, 1<<20)).Decode(&md)
	f.Close()
	if err != nil {
		return fail(fmt.Errorf("%s is damaged: %w", metaFile, err))
	}
	if len(md.Spans) != len(md.Documents) || len(md.Documents) != mk.Documents {
		return fail(errors.New("metadata is inconsistent (document counts differ)"))
	}
	chunks := make([][]*Chunk, len(md.Documents))
	n := 0
	for i, d := range md.Documents {
		cs := make([]*Chunk, len(md.Spans[i]))
		for j, s := range md.Spans[i] {
			if s.Start < 0 || s.End > len(d.Text) || s.Start > s.End {
				return fail(fmt.Errorf("chunk %d of %s lies outside its text", j+1, d.ID))
			}
			cs[j] = &Chunk{ID: fmt.Sprintf("%s#c%d", d.ID, j+1), Doc: d.ID, N: j + 1,
				PageStart: s.PageStart, PageEnd: s.PageEnd, Section: s.Section, Sections: s.Sections,
				ParagraphStart: s.ParagraphStart, ParagraphEnd: s.ParagraphEnd,
				Start: s.Start, End: s.End, Tokens: s.Tokens, Text: d.Text[s.Start:s.End]}
		}
		chunks[i] = cs
		n += len(cs)
	}
	if n != mk.Chunks {
		return fail(fmt.Errorf("metadata holds %d chunks, marker says %d", n, mk.Chunks))
	}
	b, err := bleve.OpenUsing(filepath.Join(dir, bleveDir), map[string]interface{}{
		"read_only": true, "bolt_timeout": "10s",
	})
	if err != nil {
		return fail(err)
	}
	if err := countIndexed(b, len(md.Documents), n); err != nil {
		b.Close()
		return fail(err)
	}
	src := &Source{Manifest: md.Manifest, Documents: md.Documents, Principals: md.Principals, Grants: md.Grants}
	x := newIndex(src, chunks, b, dir)
	x.aclTerms = mk.ACLTerms == aclTermsVersion
	return x, &mk, nil
}
