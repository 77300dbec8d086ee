package vault

import "strings"

// docTable is where an Index finds its documents, chunks and lookup
// tables: in memory for a Vault built in this process (memTable), or in
// the memory-mapped metadata of a built index folder (mappedTable,
// store_meta_read.go), read one document at a time on first use, so that
// opening costs the same at any size. Both answer the same questions
// the same way; Index adds the copying and the order rules.
type docTable interface {
	numDocs() int
	numChunks() int
	// docID is the ID of the i-th document in ID order.
	docID(i int) string
	// doc and chunks return the i-th document and its chunks: the same
	// pointers on every call in memory; a built index returns the same
	// pointers while the document stays in its bounded cache
	// (store_meta_cache.go), and equal values always.
	doc(i int) *Document
	chunks(i int) []*Chunk
	// chunk finds a chunk by its exact ID ("VLT-0001#c3").
	chunk(id string) (*Chunk, bool)
	// ordinal is the position of a document ID in ID order.
	ordinal(id string) (int, bool)
	// lookup returns the document IDs filed under key in table t, in ID
	// order, each once. The slice is shared: callers copy it.
	lookup(t lookupTable, key string) []string
	// all returns every document in ID order (shared slice).
	all() []*Document
	// extractorCache holds the extractor's tables when they are laid
	// out in memory (store_meta_names.go).
	extractorCache() *namesCache
}

// lookupTable names the key tables of an index.
type lookupTable int

const (
	tabCite     lookupTable = iota // CitationKey of a citation
	tabFile                        // exact file name
	tabFileFold                    // lower-case file name
	tabName                        // NormalizeName of the title or an alias
	tabExternal                    // exact external ID
	numTables
)

// lookupKeys lists the keys document d is filed under in table t (with
// repeats and empty keys, which the tables drop).
func lookupKeys(t lookupTable, d *Document) []string {
	switch t {
	case tabCite:
		keys := make([]string, len(d.Citations))
		for i, c := range d.Citations {
			keys[i] = CitationKey(c)
		}
		return keys
	case tabFile:
		return []string{d.Filename}
	case tabFileFold:
		if d.Filename == "" {
			return nil
		}
		return []string{strings.ToLower(d.Filename)}
	case tabName:
		keys := []string{NormalizeName(d.Title)}
		for _, a := range d.Aliases {
			keys = append(keys, NormalizeName(a))
		}
		return keys
	case tabExternal:
		return d.ExternalIDs
	}
	return nil
}

// memTable is a docTable held in maps.
type memTable struct {
	docs     []*Document // ID order
	ord      map[string]int
	chunksOf [][]*Chunk // per document
	byChunk  map[string]*Chunk
	n        int
	tables   [numTables]map[string][]string
	names    namesCache
}

func newMemTable(docs []*Document, chunks [][]*Chunk) *memTable {
	t := &memTable{docs: docs, ord: make(map[string]int, len(docs)), chunksOf: chunks, byChunk: map[string]*Chunk{}}
	for k := range t.tables {
		t.tables[k] = map[string][]string{}
	}
	for i, d := range docs {
		t.ord[d.ID] = i
		t.n += len(chunks[i])
		for _, c := range chunks[i] {
			t.byChunk[c.ID] = c
		}
		for k := range t.tables {
			for _, key := range lookupKeys(lookupTable(k), d) {
				addID(t.tables[k], key, d.ID)
			}
		}
	}
	return t
}

func (t *memTable) numDocs() int                { return len(t.docs) }
func (t *memTable) numChunks() int              { return t.n }
func (t *memTable) docID(i int) string          { return t.docs[i].ID }
func (t *memTable) doc(i int) *Document         { return t.docs[i] }
func (t *memTable) chunks(i int) []*Chunk       { return t.chunksOf[i] }
func (t *memTable) all() []*Document            { return t.docs }
func (t *memTable) extractorCache() *namesCache { return &t.names }
func (t *memTable) chunk(id string) (*Chunk, bool) {
	c, ok := t.byChunk[id]
	return c, ok
}
func (t *memTable) ordinal(id string) (int, bool) {
	i, ok := t.ord[id]
	return i, ok
}
func (t *memTable) lookup(k lookupTable, key string) []string { return t.tables[k][key] }

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
