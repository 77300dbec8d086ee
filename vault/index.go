package vault

import (
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/blevesearch/bleve/v2"
)

// Index is an opened Vault: the bleve index for full-text search and, in
// memory, the documents, chunks, lookup tables and ACL, so that the calls
// grading makes per citation (Document, Chunk, Lookup*, Access) cost
// microseconds. It implements Reader and is safe for concurrent use once
// opened. Close it when done.
type Index struct {
	manifest    Manifest
	docs        []*Document // ID order
	docByID     map[string]*Document
	chunkByID   map[string]*Chunk
	chunksByDoc map[string][]*Chunk
	nChunks     int
	acl         *ACL
	principals  map[string]*Principal
	byCite      map[string][]string // CitationKey -> doc IDs
	byFile      map[string][]string // exact file name -> doc IDs
	byFileFold  map[string][]string // lower-case file name -> doc IDs
	byName      map[string][]string // NormalizeName(title or alias) -> doc IDs
	byExternal  map[string][]string // exact external ID -> doc ID (external_ids.go)
	bleve       bleve.Index
	dir         string // the built index folder, "" in memory
	aclTerms    bool   // chunks carry the acl field (search_acl.go)

	// What ContentHash covers besides the tables above, and its value.
	principalList []*Principal
	grants        []*Grant
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
	x := &Index{
		manifest: src.Manifest, docs: src.Documents,
		docByID:   make(map[string]*Document, len(src.Documents)),
		chunkByID: map[string]*Chunk{}, chunksByDoc: make(map[string][]*Chunk, len(src.Documents)),
		acl:    NewACL(src.Documents, src.Principals, src.Grants),
		byCite: map[string][]string{}, byFile: map[string][]string{}, byFileFold: map[string][]string{},
		byName: map[string][]string{}, byExternal: map[string][]string{}, bleve: b, dir: dir,
		principals:    make(map[string]*Principal, len(src.Principals)),
		principalList: src.Principals, grants: src.Grants,
	}
	for _, p := range src.Principals {
		x.principals[p.User] = p
	}
	for i, d := range src.Documents {
		x.docByID[d.ID] = d
		x.chunksByDoc[d.ID] = chunks[i]
		x.nChunks += len(chunks[i])
		for _, c := range chunks[i] {
			x.chunkByID[c.ID] = c
		}
		for _, c := range d.Citations {
			addID(x.byCite, CitationKey(c), d.ID)
		}
		if d.Filename != "" {
			addID(x.byFile, d.Filename, d.ID)
			addID(x.byFileFold, strings.ToLower(d.Filename), d.ID)
		}
		addID(x.byName, NormalizeName(d.Title), d.ID)
		for _, e := range d.ExternalIDs {
			addID(x.byExternal, e, d.ID)
		}
		for _, a := range d.Aliases {
			addID(x.byName, NormalizeName(a), d.ID)
		}
	}
	return x
}

// addID appends id under key once (documents arrive in ID order, so the
// lists stay sorted).
func addID(m map[string][]string, key, id string) {
	if key == "" {
		return
	}
	l := m[key]
	if len(l) > 0 && l[len(l)-1] == id {
		return
	}
	m[key] = append(l, id)
}

// Manifest returns vault.json with defaults filled (id_pattern derived
// when absent).
func (x *Index) Manifest() Manifest { return x.manifest }

// Documents returns every document in ID order. The slice is shared: do
// not modify it.
func (x *Index) Documents() []*Document { return x.docs }

// Document returns a document by its exact ID.
func (x *Index) Document(id string) (*Document, bool) {
	d, ok := x.docByID[id]
	return d, ok
}

// Chunk returns a chunk by its exact ID ("VLT-0001#c3").
func (x *Index) Chunk(id string) (*Chunk, bool) {
	c, ok := x.chunkByID[id]
	return c, ok
}

// Chunks returns a document's chunks in order (nil for an unknown ID).
func (x *Index) Chunks(docID string) []*Chunk { return x.chunksByDoc[docID] }

// Principal returns a user of principals.jsonl, so callers can tell an
// unknown (perhaps misspelt) user from one without grants.
func (x *Index) Principal(user string) (*Principal, bool) {
	p, ok := x.principals[user]
	return p, ok
}

// NumChunks is the number of chunks in the Vault.
func (x *Index) NumChunks() int { return x.nChunks }

// Dir is the built index folder, "" for an index held in memory.
func (x *Index) Dir() string { return x.dir }

// LookupCitation finds documents by a reporter, WL, Lexis or docket
// identifier, compared as CitationKey (spacing inside reporter
// abbreviations, case and a leading "No." do not matter).
func (x *Index) LookupCitation(cite string) []string {
	return slices.Clone(x.byCite[CitationKey(cite)])
}

// LookupFilename finds documents by file name: exact matches first; only
// when there are none, case-insensitive ones.
func (x *Index) LookupFilename(name string) []string {
	name = strings.TrimSpace(name)
	if ids := x.byFile[name]; len(ids) > 0 {
		return slices.Clone(ids)
	}
	return slices.Clone(x.byFileFold[strings.ToLower(name)])
}

// LookupName finds documents whose title or an alias has the same
// NormalizeName key. More than one ID means the name is ambiguous.
func (x *Index) LookupName(name string) []string {
	return slices.Clone(x.byName[NormalizeName(name)])
}

// Access decides whether user may read doc at time at (see ACL.Access).
func (x *Index) Access(user string, at time.Time, doc string) Decision {
	return x.acl.Access(user, at, doc)
}

// Readable lists in ID order every document user may read at time at.
func (x *Index) Readable(user string, at time.Time) []string {
	return x.acl.Readable(user, at)
}

// Close releases the search snapshot and the bleve index.
func (x *Index) Close() error {
	if x.bleve == nil {
		return nil
	}
	x.snapOnce.Do(func() {}) // no snapshot opens after Close
	if x.snap != nil {
		x.snap.close()
	}
	return x.bleve.Close()
}
