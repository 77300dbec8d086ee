package vault

import (
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"
)

// Index is an opened Vault: the bleve index for full-text search and the
// documents, chunks, lookup tables and ACL, so that the calls grading
// makes per citation (Document, Chunk, Lookup*, Access) cost
// microseconds. A Vault built in this process holds them in memory; a
// built index folder reads them from its memory-mapped metadata on first
// use (store_meta_read.go), so opening one costs the same at any size. It
// implements Reader and is safe for concurrent use once opened. Close it
// when done.
type Index struct {
	manifest   Manifest
	tab        docTable
	principals map[string]*Principal
	bleve      bleve.Index
	dir        string // the built index folder, "" in memory
	aclTerms   bool   // chunks carry the acl field (search_acl.go)

	// The ACL, built on first use from the grants (loadGrants) and the
	// principals: a Vault opened only to look documents up never pays
	// for it.
	aclOnce    sync.Once
	aclV       *ACL
	loadGrants func() []*Grant

	// What ContentHash covers besides the tables above, and its value
	// (stored in a built index's metadata, computed for one in memory).
	principalList []*Principal
	hashOnce      sync.Once
	contentHash   string

	// The top-k's snapshot of the bleve index (search_snapshot.go),
	// opened on the first search.
	snapOnce sync.Once
	snap     *searchSnapshot
	snapErr  error
}

var _ Reader = (*Index)(nil)

// newIndex builds the in-memory tables for a normalised source and its
// chunks (chunks[i] belongs to src.Documents[i]).
func newIndex(src *Source, chunks [][]*Chunk, b bleve.Index, dir string) *Index {
	grants := src.Grants
	return newIndexOver(src.Manifest, newMemTable(src.Documents, chunks), src.Principals, func() []*Grant { return grants }, b, dir)
}

// newIndexOver makes an Index over a table of documents.
func newIndexOver(m Manifest, tab docTable, principals []*Principal, grants func() []*Grant, b bleve.Index, dir string) *Index {
	x := &Index{manifest: m, tab: tab, bleve: b, dir: dir, loadGrants: grants,
		principals: make(map[string]*Principal, len(principals)), principalList: principals}
	for _, p := range principals {
		x.principals[p.User] = p
	}
	return x
}

// acl is the Vault's ACL, built on first use.
func (x *Index) acl() *ACL {
	x.aclOnce.Do(func() {
		ids := make([]*Document, x.tab.numDocs())
		for i := range ids {
			ids[i] = &Document{ID: x.tab.docID(i)}
		}
		x.aclV = NewACL(ids, x.principalList, x.loadGrants())
	})
	return x.aclV
}

// Manifest returns vault.json with defaults filled (id_pattern derived
// when absent).
func (x *Index) Manifest() Manifest { return x.manifest }

// Documents returns every document in ID order. The slice is shared: do
// not modify it.
func (x *Index) Documents() []*Document { return x.tab.all() }

// Document returns a document by its exact ID.
func (x *Index) Document(id string) (*Document, bool) {
	i, ok := x.tab.ordinal(id)
	if !ok {
		return nil, false
	}
	return x.tab.doc(i), true
}

// Chunk returns a chunk by its exact ID ("VLT-0001#c3").
func (x *Index) Chunk(id string) (*Chunk, bool) {
	return x.tab.chunk(id)
}

// Chunks returns a document's chunks in order (nil for an unknown ID).
func (x *Index) Chunks(docID string) []*Chunk {
	i, ok := x.tab.ordinal(docID)
	if !ok {
		return nil
	}
	return x.tab.chunks(i)
}

// Principal returns a user of principals.jsonl, so callers can tell an
// unknown (perhaps misspelt) user from one without grants.
func (x *Index) Principal(user string) (*Principal, bool) {
	p, ok := x.principals[user]
	return p, ok
}

// NumChunks is the number of chunks in the Vault.
func (x *Index) NumChunks() int { return x.tab.numChunks() }

// Dir is the built index folder, "" for an index held in memory.
func (x *Index) Dir() string { return x.dir }

// LookupCitation finds documents by a reporter, WL, Lexis or docket
// identifier, compared as CitationKey (spacing inside reporter
// abbreviations, case and a leading "No." do not matter).
func (x *Index) LookupCitation(cite string) []string {
	return slices.Clone(x.tab.lookup(tabCite, CitationKey(cite)))
}

// LookupFilename finds documents by file name: exact matches first; only
// when there are none, case-insensitive ones.
func (x *Index) LookupFilename(name string) []string {
	name = strings.TrimSpace(name)
	if ids := x.tab.lookup(tabFile, name); len(ids) > 0 {
		return slices.Clone(ids)
	}
	return slices.Clone(x.tab.lookup(tabFileFold, strings.ToLower(name)))
}

// LookupName finds documents whose title or an alias has the same
// NormalizeName key. More than one ID means the name is ambiguous.
func (x *Index) LookupName(name string) []string {
	return slices.Clone(x.tab.lookup(tabName, NormalizeName(name)))
}

// Access decides whether user may read doc at time at (see ACL.Access).
func (x *Index) Access(user string, at time.Time, doc string) Decision {
	return x.accessACL().Access(user, at, doc)
}

// Readable lists in ID order every document user may read at time at.
func (x *Index) Readable(user string, at time.Time) []string {
	return x.acl().Readable(user, at)
}

// Close releases the search snapshot, the bleve index and the file a
// built index reads texts from (documents read later come from the
// mapping).
func (x *Index) Close() error {
	if t, ok := x.tab.(*mappedTable); ok {
		t.texts.close()
	}
	if x.bleve == nil {
		return nil
	}
	x.snapOnce.Do(func() {}) // no snapshot opens after Close
	if x.snap != nil {
		x.snap.close()
	}
	return x.bleve.Close()
}
