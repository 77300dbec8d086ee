package vault

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"

	"github.com/blevesearch/bleve/v2"
	"github.com/blevesearch/bleve/v2/index/scorch"
)

// A built index folder holds:
//
//	citecheck-index.json  the marker, written last: format, counts, source hash
//	meta.bin              manifest, principals, grants, documents with text, chunk
//	                      spans and lookup tables, in a fixed layout read in place
//	                      through a memory map (store_meta.go)
//	bleve/                the scorch index of chunk text and document keyword fields
//
// The marker is written only after everything else is complete, so a
// folder without it is a half-built index.
const (
	markerFile = "citecheck-index.json"
	bleveDir   = "bleve"
	// indexFormat changes whenever chunking, normalisation or the stored
	// layout changes, so caches built by an older citecheck are rebuilt.
	indexFormat = 20 // 2: first_page/last_page; 3: documents carry "outcome" (issue 15); 4: clause sections, Chunk.Sections, Document.Unpaged, file, format and furniture (issue 23); 5: "external_ids" (issue 24); 6: clause numbers with sub-clauses (12.1(a)), opinion parts (II.), a clause under its heading shares its chunk, HTML page-marker rules (issue 23); 7: meta.bin, memory-mapped and read lazily, replaces meta.gob (issue 28); 8: meta.bin holds the citation extractor's key tables and the grants by document (issue 28); 9: hyphenated section numbers open marked clauses, a cross-reference in a sub-clause's sentence no longer closes its level, Word note numbering by section, hidden DOCX/PDF/HTML text left out; 10: a numbered clause nests only under the clause whose number is its prefix (§ 8.2 under § 8, never under § 1); and note lines ("(1) ...", "1. ...", "[1] ...") under a notes heading, after a separator or after a referenced mark are notes, not clauses, and a plain "Footnotes" line is a heading; 11: PDF text in the colour of what lies under it, or under an opaque box painted over it, is hidden (not text); UTF-16 and legacy-charset HTML files read, HTML fragments opening with an inline element read as HTML; 12: a PDF without page labels is named by the page numbers it prints (a cover "unnumbered-1", i, ii, 1, ...), a short page's page-number line and pleading paper's margin line numbers are furniture, and words under an opaque annotation are hidden; HTML <del>, office headers, footers and comments and visually hidden inline styles, DOCX tracked row deletions and text under 1 pt are not text; rotated PDF text read apart; 13: struck-through text (DOCX w:strike/w:dstrike, HTML <s>/<strike>/line-through, a PDF rule or row of X or / through words) is struck out, PDF words drawn twice (shadow, fake bold) read once, cairo's outlined PDF text read, DOCX and HTML soft hyphens dropped, a DOCX field nested in another's instruction not text; 14: PDF letter-spaced text (Tc) read as words, not letters; a numbered paragraph after a sentence end, a short caption line in capitals and each table row start their own paragraph; a wide empty strip between a table's cells is no column gutter; HTML <ol> items read with the numbers a browser shows; DOCX text set in capitals (w:caps) read in capitals; PDF standard-14 fonts without /Widths (pdf-lib, pdfkit, jsPDF) placed by their own widths; 15: a PDF space glyph the next glyph is drawn on (Chromium's and Ghostscript's unbroken soft hyphen) is no word gap, a line ending in U+2010 HYPHEN joins like '-', a footnote call at five sixths of the text size is read on its line, a centred caption line in capitals and a quotation opened after a colon start their own paragraphs; PDF text painted at zero opacity (Chromium's color: transparent) is invisible; 16: PDF letters placed apart by letter-spacing without Tc (Chromium) read as words, a raised footnote call of digits written raised onto its word ("affirmed³"), a table row whose cells wrap read cell by cell, a page drawn turned a quarter (/Rotate) read upright; 17: character spacing Ghostscript sets on the last letter of a justified line's words (groff -Tps through ps2pdf) is a word gap; 18: invisible PDF text is read as an OCR layer only over an opaque image covering a quarter of the page or more; 19: a tagged PDF's marked soft hyphens join and its unmarked line-end hyphens are kept (LibreOffice tagged/PDF-A), a compound a PDF writes whole elsewhere keeps its hyphen at a line end, columns on part of a PDF page (a multi-column section, a text frame beside the body) read column by column, a table's strip between its columns no page gutter, a table in one of two columns and a ruled table's wrapping first cell read cell by cell, footnotes that end two pages alike but for their numbers are text, not furniture, a raised roman endnote call written raised ("loaded.ⁱ"); 20: a Vault alias of two or three capitals ("MSA", "NDA") is a short name a pinned mention cites ("MSA § 14.1")
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
	// SourceDir is the absolute path of the source folder the index was
	// built from ("" for a generated source), so that Open can rebuild an
	// index of an older format from it.
	SourceDir string `json:"source_dir,omitempty"`
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
	defer limitBuildHeap()()
	m, err := newMapping()
	if err != nil {
		return &InfraError{Op: "build index mapping", Err: err}
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return &InfraError{Op: "create index folder", Path: dir, Err: err}
	}
	layout := buildLayout
	b, err := bleve.NewUsing(filepath.Join(dir, bleveDir), m, scorch.Name, scorch.Name, layout.config())
	if err != nil {
		return &InfraError{Op: "create index", Path: dir, Err: err}
	}
	recs := newMetaRecords(len(src.Documents))
	hasher := newContentHasher(src.Manifest)
	err = indexSource(newBatchSinkOf(b, layout.batch), src, func(_ int, d *Document, cs []*Chunk) error {
		hasher.addDocument(d, cs)
		if err := recs.add(d, cs); err != nil {
			return &InfraError{Op: "write index metadata", Path: dir, Err: err}
		}
		return nil
	})
	var keep map[string]bool
	if err == nil {
		if merr := layout.mergeBuiltSegments(b); merr != nil {
			err = &InfraError{Op: "merge index segments", Path: dir, Err: merr}
		} else if keep, merr = segmentFiles(b); merr != nil {
			err = &InfraError{Op: "list index segments", Path: dir, Err: merr}
		}
	}
	if cerr := b.Close(); err == nil && cerr != nil {
		err = &InfraError{Op: "close index", Path: dir, Err: cerr}
	}
	if err == nil {
		if rerr := removeSegmentFilesExcept(filepath.Join(dir, bleveDir, "store"), keep); rerr != nil {
			err = &InfraError{Op: "remove merged index segments", Path: dir, Err: rerr}
		}
	}
	if err != nil {
		return err
	}
	hash := hasher.sum(src.Principals, src.Grants)
	if err := writeFileWith(filepath.Join(dir, metaFile), func(w *bufio.Writer) error { return encodeMeta(w, src, recs, hash) }); err != nil {
		return err
	}
	sourceDir := ""
	if src.Dir != "" {
		if abs, err := filepath.Abs(src.Dir); err == nil {
			sourceDir = abs
		}
	}
	mk := marker{Format: indexFormat, Name: src.Manifest.Name, SourceHash: sourceHash, Documents: len(src.Documents), Chunks: recs.chunks, ACLTerms: aclTermsVersion, SourceDir: sourceDir}
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
	mk, err := readMarker(dir)
	if err != nil {
		return fail(err)
	}
	if mk.Format != indexFormat {
		return fail(fmt.Errorf("index format %d, this citecheck reads format %d: rebuild it with 'citecheck vault build'", mk.Format, indexFormat))
	}
	data, err := mapFile(filepath.Join(dir, metaFile))
	if err != nil {
		return fail(err)
	}
	tab, head, err := openMeta(data, mk)
	if err != nil {
		return fail(err)
	}
	if err := tab.openTexts(filepath.Join(dir, metaFile)); err != nil {
		return fail(err)
	}
	b, err := bleve.OpenUsing(filepath.Join(dir, bleveDir), map[string]interface{}{
		"read_only": true, "bolt_timeout": "10s",
	})
	if err != nil {
		tab.texts.close()
		return fail(err)
	}
	if err := countIndexed(b, tab.numDocs(), tab.numChunks()); err != nil {
		b.Close()
		tab.texts.close()
		return fail(err)
	}
	x := newIndexOver(head.Manifest, tab, head.Principals, func() []*Grant {
		gs, err := tab.grants()
		if err != nil {
			panic(&InfraError{Op: "open index", Path: dir, Err: err})
		}
		return gs
	}, b, dir)
	x.contentHash = head.ContentHash
	x.aclTerms = mk.ACLTerms == aclTermsVersion
	return x, mk, nil
}

// readMarker reads citecheck-index.json.
func readMarker(dir string) (*marker, error) {
	raw, err := os.ReadFile(filepath.Join(dir, markerFile))
	if err != nil {
		return nil, fmt.Errorf("not a built citecheck index (no %s): %w", markerFile, err)
	}
	var mk marker
	if err := json.Unmarshal(raw, &mk); err != nil {
		return nil, fmt.Errorf("%s is damaged: %w", markerFile, err)
	}
	return &mk, nil
}
