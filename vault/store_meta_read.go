package vault

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unsafe"
)

// mappedTable is the docTable of a built index: meta.bin mapped into
// memory (mapFile), read in place. Opening checks the header and the
// section bounds only; a document is decoded on first use and kept in a
// bounded cache (store_meta_cache.go), so calls return the same pointers
// while it stays there. Its text is read with pread into the heap
// (store_meta_text.go); the small strings of metadata are copied out of
// the mapping, and lookups read the key tables in place. The mapping is
// never unmapped: the documents of all() keep their texts over it.
type mappedTable struct {
	data    []byte
	docs    int
	chunksN int
	offsets []byte // docs+1 words
	records []byte
	texts   textSource
	ids     keyTable
	tables  [numTables]keyTable
	cache   *docCache
	allOnce sync.Once
	allDocs []*Document
	// names are the extractor's tables (nil: another key scheme, laid
	// out from the documents in memNames on first use instead).
	names    *ExtractorTables
	memNames namesCache
	lazyState
}

// docEntry is a decoded document, the encoded chunks that follow it in
// its record, and its chunks once decoded; used, cached and cost are the
// cache's (store_meta_cache.go).
type docEntry struct {
	doc       *Document
	rawChunks []byte
	chunks    atomic.Pointer[[]*Chunk]
	used      atomic.Bool
	cached    bool // guarded by the cache's lock
	cost      int  // guarded by the cache's lock
}

// keyTable is one key table of meta.bin, in place.
type keyTable struct {
	n    int
	offs []byte // n+1 words
	ords []byte // n uint32
	keys []byte
}

// openMeta reads meta.bin's header and checks that every section lies
// inside the file and that the counts agree with the marker.
func openMeta(data []byte, mk *marker) (*mappedTable, *metaHead, error) {
	hdrEnd := len(metaMagic) + 8*metaHeaderWords
	if len(data) < hdrEnd || string(data[:len(metaMagic)]) != metaMagic {
		return nil, nil, fmt.Errorf("%s is not citecheck metadata of this format", metaFile)
	}
	word := func(i int) uint64 { return binary.LittleEndian.Uint64(data[len(metaMagic)+8*i:]) }
	size := uint64(len(data))
	slice := func(off, n uint64) ([]byte, error) {
		if off > size || n > size-off {
			return nil, fmt.Errorf("%s is damaged: a section lies outside the file", metaFile)
		}
		return data[off : off+n], nil
	}
	t := &mappedTable{data: data, docs: int(word(hdrDocs)), chunksN: int(word(hdrChunks))}
	if word(hdrDocs) != uint64(mk.Documents) || word(hdrChunks) != uint64(mk.Chunks) {
		return nil, nil, fmt.Errorf("metadata holds %d documents and %d chunks, marker says %d and %d", word(hdrDocs), word(hdrChunks), mk.Documents, mk.Chunks)
	}
	headB, err := slice(word(hdrHeadOff), word(hdrHeadLen))
	if err != nil {
		return nil, nil, err
	}
	var head metaHead
	if err := gob.NewDecoder(bytes.NewReader(headB)).Decode(&head); err != nil {
		return nil, nil, fmt.Errorf("%s is damaged: %w", metaFile, err)
	}
	if _, err := slice(word(hdrGrantsOff), word(hdrGrantsLen)); err != nil {
		return nil, nil, err
	}
	if t.offsets, err = slice(word(hdrDocOffsets), 8*(uint64(t.docs)+1)); err != nil {
		return nil, nil, err
	}
	if t.records, err = slice(word(hdrRecords), word(hdrRecordsLen)); err != nil {
		return nil, nil, err
	}
	if t.texts.mapped, err = slice(word(hdrTexts), word(hdrTextsLen)); err != nil {
		return nil, nil, err
	}
	t.texts.base = int64(word(hdrTexts))
	if last := binary.LittleEndian.Uint64(t.offsets[8*t.docs:]); last != uint64(len(t.records)) {
		return nil, nil, fmt.Errorf("%s is damaged: document records end at %d of %d", metaFile, last, len(t.records))
	}
	for i := range int(numTables) + 1 {
		kt, err := readKeyTable(data, word(hdrTables+i))
		if err != nil {
			return nil, nil, err
		}
		if i == 0 {
			t.ids = kt
		} else {
			t.tables[i-1] = kt
		}
	}
	if err := t.openLazySections(word, slice); err != nil {
		return nil, nil, err
	}
	if t.ids.n != t.docs {
		return nil, nil, fmt.Errorf("%s is damaged: %d document IDs for %d documents", metaFile, t.ids.n, t.docs)
	}
	t.cache = newDocCache(t.docs, DefaultDocCacheBytes)
	return t, &head, nil
}

// readKeyTable checks and slices the key table at off.
func readKeyTable(data []byte, off uint64) (keyTable, error) {
	bad := fmt.Errorf("%s is damaged: a key table lies outside the file", metaFile)
	size := uint64(len(data))
	if off > size || size-off < 8 {
		return keyTable{}, bad
	}
	n := binary.LittleEndian.Uint64(data[off:])
	need := 8 + 8*(n+1) + 4*n
	if n > size || size-off < need {
		return keyTable{}, bad
	}
	kt := keyTable{n: int(n), offs: data[off+8 : off+8+8*(n+1)], ords: data[off+8+8*(n+1) : off+need]}
	klen := binary.LittleEndian.Uint64(kt.offs[8*n:])
	if size-off-need < klen {
		return keyTable{}, bad
	}
	kt.keys = data[off+need : off+need+klen]
	return kt, nil
}

// key is the i-th key, pointing into the mapping (valid as long as it).
func (k *keyTable) key(i int) string {
	a, b := binary.LittleEndian.Uint64(k.offs[8*i:]), binary.LittleEndian.Uint64(k.offs[8*i+8:])
	if a > b || b > uint64(len(k.keys)) {
		return ""
	}
	return unsafe.String(unsafe.SliceData(k.keys[a:]), int(b-a))
}

func (k *keyTable) ord(i int) int { return int(binary.LittleEndian.Uint32(k.ords[4*i:])) }

// find returns the range [lo, hi) of entries whose key is key.
func (k *keyTable) find(key string) (lo, hi int) {
	lo = searchInts(k.n, func(i int) bool { return k.key(i) >= key })
	hi = lo
	for hi < k.n && k.key(hi) == key {
		hi++
	}
	return lo, hi
}

// searchInts is sort.Search without the import's closure indirection.
func searchInts(n int, f func(int) bool) int {
	i, j := 0, n
	for i < j {
		h := int(uint(i+j) >> 1)
		if !f(h) {
			i = h + 1
		} else {
			j = h
		}
	}
	return i
}

func (t *mappedTable) numDocs() int                { return t.docs }
func (t *mappedTable) extractorCache() *namesCache { return &t.memNames }
func (t *mappedTable) numChunks() int              { return t.chunksN }

// docID reads the ID at the head of the i-th record without decoding
// the rest.
func (t *mappedTable) docID(i int) string {
	if e := t.cache.entries[i].Load(); e != nil {
		return e.doc.ID
	}
	r := recordReader{b: t.record(i)}
	return strings.Clone(r.str())
}

func (t *mappedTable) record(i int) []byte {
	a, b := binary.LittleEndian.Uint64(t.offsets[8*i:]), binary.LittleEndian.Uint64(t.offsets[8*i+8:])
	if a > b || b > uint64(len(t.records)) {
		return nil
	}
	return t.records[a:b]
}

// entry is document i from the cache, or decoded (its text read from
// the file) and cached.
func (t *mappedTable) entry(i int) *docEntry {
	if e := t.cache.get(i); e != nil {
		return e
	}
	rec := t.record(i)
	e, off, n, err := decodeDocFields(rec)
	if err == nil {
		e.doc.Text, err = t.texts.read(off, n)
	}
	if err != nil {
		damaged(i, err)
	}
	e.cost = documentCost(e.doc, len(rec))
	return t.cache.put(i, e)
}

// damaged reports a record that does not decode. The header and section
// bounds were checked at open, so the file was damaged after the build;
// nothing sensible can be answered from it.
func damaged(i int, err error) {
	panic(&InfraError{Op: "read index", Path: metaFile, Err: fmt.Errorf("document record %d: %w", i+1, err)})
}

func (t *mappedTable) doc(i int) *Document { return t.entry(i).doc }

func (t *mappedTable) chunks(i int) []*Chunk {
	e := t.entry(i)
	if cs := e.chunks.Load(); cs != nil {
		return *cs
	}
	cs, err := decodeChunks(e.doc, e.rawChunks)
	if err != nil {
		damaged(i, err)
	}
	if !e.chunks.CompareAndSwap(nil, &cs) {
		return *e.chunks.Load()
	}
	t.cache.charge(e, chunksCost(cs))
	return cs
}

func (t *mappedTable) ordinal(id string) (int, bool) {
	lo, hi := t.ids.find(id)
	if lo == hi {
		return 0, false
	}
	return t.ids.ord(lo), true
}

// chunk parses "<doc>#c<n>" (the only form chunk IDs take) and reads the
// n-th chunk of the document; any other spelling, such as a leading zero,
// names no chunk, as in the in-memory table.
func (t *mappedTable) chunk(id string) (*Chunk, bool) {
	cut := strings.LastIndex(id, "#c")
	if cut < 0 {
		return nil, false
	}
	n, err := strconv.Atoi(id[cut+2:])
	if err != nil || n < 1 || strconv.Itoa(n) != id[cut+2:] {
		return nil, false
	}
	i, ok := t.ordinal(id[:cut])
	if !ok {
		return nil, false
	}
	cs := t.chunks(i)
	if n > len(cs) || cs[n-1].ID != id {
		return nil, false
	}
	return cs[n-1], true
}

func (t *mappedTable) lookup(k lookupTable, key string) []string {
	kt := &t.tables[k]
	lo, hi := kt.find(key)
	if lo == hi {
		return nil
	}
	ids := make([]string, 0, hi-lo)
	for i := lo; i < hi; i++ {
		ids = append(ids, t.docID(kt.ord(i)))
	}
	return ids
}

// all decodes every document once, apart from the cache: their texts
// stay over the mapping (a walk of the whole Vault would otherwise copy
// every text into the heap), so only the pages a caller reads become
// resident.
func (t *mappedTable) all() []*Document {
	t.allOnce.Do(func() {
		t.allDocs = make([]*Document, t.docs)
		for i := range t.allDocs {
			e, err := decodeDocRecord(t.record(i), t.texts.mapped)
			if err != nil {
				damaged(i, err)
			}
			t.allDocs[i] = e.doc
		}
	})
	return t.allDocs
}

// grants decodes the grants section.
func (t *mappedTable) grants() ([]*Grant, error) {
	word := func(i int) uint64 { return binary.LittleEndian.Uint64(t.data[len(metaMagic)+8*i:]) }
	off, n := word(hdrGrantsOff), word(hdrGrantsLen)
	var gs []*Grant
	if err := gob.NewDecoder(bytes.NewReader(t.data[off : off+n])).Decode(&gs); err != nil {
		return nil, fmt.Errorf("%s is damaged: %w", metaFile, err)
	}
	return gs, nil
}

// recordReader reads encodeDocRecord's encoding, remembering the first
// error.
type recordReader struct {
	b   []byte
	err error
}

var errShortRecord = errors.New("record ends early")

func (r *recordReader) num() int {
	if r.err != nil {
		return 0
	}
	v, n := binary.Uvarint(r.b)
	if n <= 0 || v > 1<<40 {
		r.err = errShortRecord
		return 0
	}
	r.b = r.b[n:]
	return int(v)
}

// str returns the next string in place (pointing into the record).
func (r *recordReader) str() string {
	n := r.num()
	if r.err != nil || n > len(r.b) {
		r.err = errShortRecord
		return ""
	}
	s := unsafe.String(unsafe.SliceData(r.b), n)
	r.b = r.b[n:]
	return s
}

// own is the next string copied out of the mapping (metadata strings
// are small; only text stays in place).
func (r *recordReader) own() string { return strings.Clone(r.str()) }

func (r *recordReader) strs() []string {
	n := r.num()
	if r.err != nil || n > len(r.b) {
		r.err = errShortRecord
		return nil
	}
	l := make([]string, n)
	for i := range l {
		l[i] = r.own()
	}
	return l
}

// decodeDocRecord reads back encodeDocRecord's document, its text taken
// from texts in place; decodeChunks reads the rest.
func decodeDocRecord(b, texts []byte) (*docEntry, error) {
	e, off, n, err := decodeDocFields(b)
	if err != nil {
		return nil, err
	}
	if off > len(texts) || n > len(texts)-off {
		return nil, errTextOutside
	}
	e.doc.Text = unsafe.String(unsafe.SliceData(texts[off:]), n)
	return e, nil
}

var errTextOutside = errors.New("text lies outside the texts section")

// decodeDocFields reads back encodeDocRecord's document but for its
// text, and where the text lies in the texts section.
func decodeDocFields(b []byte) (e *docEntry, textOff, textLen int, err error) {
	r := &recordReader{b: b}
	d := &Document{}
	d.ID = r.own()
	d.Title = r.own()
	d.Filename = r.own()
	d.Kind = r.own()
	d.Citations = r.strs()
	d.Aliases = r.strs()
	d.Court = r.own()
	d.Decided = r.own()
	d.FirstPage = r.own()
	d.LastPage = r.own()
	d.Outcome = r.own()
	d.File = r.own()
	d.Format = r.own()
	if n := r.num(); n > 0 && n <= len(r.b) {
		d.Furniture = make([]PageFurniture, n)
		for i := range d.Furniture {
			d.Furniture[i] = PageFurniture{Page: r.own(), Lines: r.strs()}
		}
	} else if n > len(r.b) {
		r.err = errShortRecord
	} else {
		d.Furniture = []PageFurniture{}
	}
	d.Unpaged = r.own()
	d.ExternalIDs = r.strs()
	nils := r.num()
	if nils&1 != 0 {
		d.Citations = nil
	}
	if nils&2 != 0 {
		d.Aliases = nil
	}
	if nils&4 != 0 {
		d.Furniture = nil
	}
	if nils&8 != 0 {
		d.ExternalIDs = nil
	}
	off, n := r.num(), r.num()
	if r.err != nil {
		return nil, 0, 0, r.err
	}
	return &docEntry{doc: d, rawChunks: r.b}, off, n, nil
}

// decodeChunks reads the chunks of document d from the rest of its
// record.
func decodeChunks(d *Document, b []byte) ([]*Chunk, error) {
	r := &recordReader{b: b}
	n := r.num()
	if r.err == nil && n > len(r.b) {
		r.err = errShortRecord
	}
	if r.err != nil {
		return nil, r.err
	}
	cs := make([]*Chunk, n)
	for j := range cs {
		c := &Chunk{ID: d.ID + "#c" + strconv.Itoa(j+1), Doc: d.ID, N: j + 1,
			PageStart: r.own(), PageEnd: r.own(), Section: r.own(), ParagraphStart: r.own(), ParagraphEnd: r.own(),
			Start: r.num(), End: r.num(), Tokens: r.num(), Sections: r.strs()}
		if r.num() == 0 {
			c.Sections = nil
		}
		if r.err != nil {
			return nil, r.err
		}
		if c.Start < 0 || c.End > len(d.Text) || c.Start > c.End {
			return nil, fmt.Errorf("chunk %d of %s lies outside its text", j+1, d.ID)
		}
		c.Text = d.Text[c.Start:c.End]
		cs[j] = c
	}
	if len(r.b) != 0 {
		return nil, fmt.Errorf("%d bytes left over", len(r.b))
	}
	return cs, nil
}
