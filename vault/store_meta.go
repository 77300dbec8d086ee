package vault

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"fmt"
	"io"
	"slices"
	"strings"
)

// meta.bin: a built index's metadata in a fixed layout that is read in
// place through a memory map (store_meta_read.go), so that opening an
// index reads a header, not the Vault. All integers are little-endian
// uint64 unless said otherwise; offsets count from the start of the file.
//
//	magic        8 bytes, metaMagic
//	header       metaHeaderWords words: document and chunk counts, then the
//	             offset and length of each section below
//	head         gob of metaHead: manifest, principals, content hash (small)
//	grants       gob of []*Grant, decoded when the ACL is first needed
//	doc offsets  numDocs+1 words: where each document record starts in
//	             the records section (the last one is its end)
//	records      one record per document, in ID order (encodeDocRecord)
//	texts        every document's text, in ID order, so that reading all
//	             the records' metadata touches none of it
//	id table     key table of document IDs -> ordinal
//	5 key tables citation keys, file names, lower-case file names, names,
//	             external IDs -> ordinals (lookupTable order)
//	extractor    the citation extractor's key tables (store_meta_names.go)
//	grants by document  each document's grants, and the users grants
//	             name (store_meta_grants.go)
//
// A key table is: n, then n+1 words of key offsets into its key bytes,
// then n ordinals (uint32), then the key bytes; keys are sorted (Go
// string order), and the ordinals of one key ascend. Lookups are binary
// searches over the mapped bytes.
const (
	metaFile  = "meta.bin"
	metaMagic = "CCMETA\x00\x01"
)

// The header's words.
const (
	hdrDocs = iota
	hdrChunks
	hdrHeadOff
	hdrHeadLen
	hdrGrantsOff
	hdrGrantsLen
	hdrDocOffsets
	hdrRecords
	hdrRecordsLen
	hdrTexts
	hdrTextsLen
	hdrTables     // numTables+1 table offsets follow: the ID table, then lookupTable order
	metaBaseWords = hdrTables + 1 + int(numTables)
)

// The header's words for the sections of store_meta_names.go and
// store_meta_grants.go, after the tables'.
const (
	hdrNamesOff = metaBaseWords + iota
	hdrNamesLen
	hdrGrantTabOff
	hdrGrantTabLen
	metaHeaderWords
)

// metaHead is the small gob section.
type metaHead struct {
	Manifest    Manifest
	Principals  []*Principal
	ContentHash string
}

// chunkSpan is a chunk without its ID and text, which are derived. Its
// JSON form is part of ContentHash: do not change it.
type chunkSpan struct {
	PageStart, PageEnd, Section, ParagraphStart, ParagraphEnd string
	Start, End, Tokens                                        int
	Sections                                                  []string
}

// encodeMeta writes the metadata of a normalised source to w: recs holds
// every document's record (metaRecords.add, in ID order). The sections are
// laid out first and then written in order, each document's text straight
// from the Source, so the file is never held in memory whole (at 1M
// chunks it is 700 MB, most of it text the Source already holds).
func encodeMeta(w io.Writer, src *Source, recs *metaRecords, hash string) error {
	var head, grants bytes.Buffer
	if err := gob.NewEncoder(&head).Encode(metaHead{Manifest: src.Manifest, Principals: src.Principals, ContentHash: hash}); err != nil {
		return err
	}
	if err := gob.NewEncoder(&grants).Encode(src.Grants); err != nil {
		return err
	}
	if recs.docs != len(src.Documents) {
		return fmt.Errorf("metadata holds %d document records, the source %d documents", recs.docs, len(src.Documents))
	}

	hdr := make([]uint64, metaHeaderWords)
	hdr[hdrDocs], hdr[hdrChunks] = uint64(len(src.Documents)), uint64(recs.chunks)
	var l metaLayout
	hdr[hdrHeadOff], hdr[hdrHeadLen] = l.section(head.Bytes()), uint64(head.Len())
	hdr[hdrGrantsOff], hdr[hdrGrantsLen] = l.section(grants.Bytes()), uint64(grants.Len())
	hdr[hdrDocOffsets] = l.section(recs.offsetWords())
	hdr[hdrRecords], hdr[hdrRecordsLen] = l.section(recs.records), uint64(len(recs.records))
	hdr[hdrTexts], hdr[hdrTextsLen] = l.stream(recs.textLen, func(w io.Writer) error {
		for _, d := range src.Documents {
			if _, err := io.WriteString(w, d.Text); err != nil {
				return err
			}
		}
		return nil
	}), uint64(recs.textLen)
	ids := make([]tableEntry, len(src.Documents))
	for i, d := range src.Documents {
		ids[i] = tableEntry{d.ID, uint32(i)}
	}
	hdr[hdrTables] = l.section(encodeKeyTable(ids))
	for t := range numTables {
		var es []tableEntry
		for i, d := range src.Documents {
			for _, k := range lookupKeys(t, d) {
				if k != "" {
					es = append(es, tableEntry{k, uint32(i)})
				}
			}
		}
		hdr[hdrTables+1+int(t)] = l.section(encodeKeyTable(es))
	}
	if err := encodeLazySections(src, hdr, l.section); err != nil {
		return err
	}
	return l.writeTo(w, hdr)
}

// tableEntry is one key of a key table and the ordinal it names.
type tableEntry struct {
	key string
	ord uint32
}

// encodeKeyTable sorts and lays out a key table, dropping repeats.
func encodeKeyTable(es []tableEntry) []byte {
	es = sortTableEntries(es)
	b := binary.LittleEndian.AppendUint64(nil, uint64(len(es)))
	off := uint64(0)
	for _, e := range es {
		b = binary.LittleEndian.AppendUint64(b, off)
		off += uint64(len(e.key))
	}
	b = binary.LittleEndian.AppendUint64(b, off)
	for _, e := range es {
		b = binary.LittleEndian.AppendUint32(b, e.ord)
	}
	for _, e := range es {
		b = append(b, e.key...)
	}
	return b
}

// sortTableEntries sorts entries in key table order (key, then ordinal)
// and drops repeats.
func sortTableEntries(es []tableEntry) []tableEntry {
	slices.SortFunc(es, func(a, b tableEntry) int {
		if c := strings.Compare(a.key, b.key); c != 0 {
			return c
		}
		return int(a.ord) - int(b.ord)
	})
	return slices.Compact(es)
}

// encodeDocRecord appends a document and its chunk spans: every field
// of Document in declaration order (strings and lists length-prefixed
// with uvarints), where its text lies in the texts section (textOff and
// its length), then the chunks, which are decoded only when asked for. decodeDocRecord reads it back; TestMetaRecordKeepsEveryField
// fails when a field is added to Document or Chunk and not here.
func encodeDocRecord(b []byte, d *Document, chunks []*Chunk, textOff int) []byte {
	str := func(s string) {
		b = binary.AppendUvarint(b, uint64(len(s)))
		b = append(b, s...)
	}
	strs := func(l []string) {
		b = binary.AppendUvarint(b, uint64(len(l)))
		for _, s := range l {
			str(s)
		}
	}
	num := func(n int) { b = binary.AppendUvarint(b, uint64(n)) }
	str(d.ID)
	str(d.Title)
	str(d.Filename)
	str(d.Kind)
	strs(d.Citations)
	strs(d.Aliases)
	str(d.Court)
	str(d.Decided)
	str(d.FirstPage)
	str(d.LastPage)
	str(d.Outcome)
	str(d.File)
	str(d.Format)
	num(len(d.Furniture))
	for _, f := range d.Furniture {
		str(f.Page)
		strs(f.Lines)
	}
	str(d.Unpaged)
	strs(d.ExternalIDs)
	// nil and empty lists differ to reflect.DeepEqual and to encoders;
	// one bit per list says which it was.
	var nils uint64
	for i, isNil := range []bool{d.Citations == nil, d.Aliases == nil, d.Furniture == nil, d.ExternalIDs == nil} {
		if isNil {
			nils |= 1 << i
		}
	}
	num(int(nils))
	num(textOff)
	num(len(d.Text))
	num(len(chunks))
	for _, c := range chunks {
		str(c.PageStart)
		str(c.PageEnd)
		str(c.Section)
		str(c.ParagraphStart)
		str(c.ParagraphEnd)
		num(c.Start)
		num(c.End)
		num(c.Tokens)
		strs(c.Sections)
		if c.Sections == nil {
			num(0)
		} else {
			num(1)
		}
	}
	return b
}
