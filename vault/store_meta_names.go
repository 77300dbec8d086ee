package vault

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"sync"
	"unsafe"

	"github.com/citecheck/citecheck/vault/namekeys"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// The extractor's tables: what the citation extractor (checks/cite) asks
// of a Vault about one span of an answer, filed at build time under the
// keys of package namekeys, so that building a grader over a Vault of any
// size reads no document (ExtractorTables). A section of meta.bin:
//
//	3 words      namekeys.Version, the most words of a file name, the
//	             number of tables (numNameTables)
//	offsets      one word per table: where it starts in the section
//	tables       hashed key tables (store_meta_hash.go), in nameTable order
//
// A Vault held in memory lays out the same section on first use and reads
// it the same way, so both answer alike.

// nameTable names the extractor's key tables.
type nameTable int

const (
	ntFoldedID  nameTable = iota // namekeys.FoldID of the ID
	ntTitle                      // namekeys.FoldTitle of the title and each alias
	ntFile                       // namekeys.FoldFile of the file name
	ntCitation                   // textnorm.Identifier of each citation
	ntCaption                    // NormalizeName of a caption that heads a longer title
	ntPhrase                     // namekeys.PhraseKey of every word prefix of each caption
	ntShortName                  // each short name (namekeys.ShortNames), as written
	ntPinFirst                   // FirstWord of a short name that names one document -> its entry in ntShortName
	numNameTables
)

// Sentinel ordinals of the phrase table: the key is a proper prefix of a
// caption (a trie node without documents of its own), and the caption
// the node was last filed under ends with a period.
const (
	phrasePrefix = ^uint32(0)
	phraseDot    = ^uint32(0) - 1
)

// encodeNameTables lays out the extractor's tables for documents in ID
// order.
func encodeNameTables(docs []*Document) []byte {
	var es [numNameTables][]tableEntry
	add := func(t nameTable, k string, ord uint32) {
		if k != "" {
			es[t] = append(es[t], tableEntry{k, ord})
		}
	}
	maxFileWords := 0
	// The phrase trie's nodes, built as the extractor built its trie:
	// a node keeps the documents filed under it in order, each once, and
	// the caption text of the last one filed.
	type node struct {
		docs []uint32
		text string
	}
	nodes := map[string]*node{}
	var order []string
	short := map[string][]uint32{}
	var shortOrder []string
	for i, d := range docs {
		o := uint32(i)
		add(ntFoldedID, namekeys.FoldID(d.ID), o)
		for _, t := range append([]string{d.Title}, d.Aliases...) {
			add(ntTitle, namekeys.FoldTitle(t), o)
		}
		if f := namekeys.FoldFile(d.Filename); f != "" {
			add(ntFile, f, o)
			maxFileWords = max(maxFileWords, len(strings.Fields(d.Filename)))
		}
		for _, c := range d.Citations {
			add(ntCitation, textnorm.Identifier(c), o)
		}
		for _, full := range namekeys.Captions(d.Title) {
			if full != strings.TrimSpace(d.Title) {
				add(ntCaption, NormalizeName(full), o)
			}
			words := namekeys.PhraseWords(full)
			if len(words) < 2 {
				continue
			}
			for n := 1; n <= len(words); n++ {
				k := namekeys.PhraseKey(words[:n])
				nd := nodes[k]
				if nd == nil {
					nd = &node{}
					nodes[k] = nd
					order = append(order, k)
				}
				if n == len(words) && (len(nd.docs) == 0 || nd.docs[len(nd.docs)-1] != o) {
					nd.docs = append(nd.docs, o)
					nd.text = full
				}
			}
		}
		for _, n := range namekeys.ShortNames(d.Title, d.Aliases) {
			l := short[n]
			if len(l) > 0 && l[len(l)-1] == o {
				continue
			}
			if l == nil {
				shortOrder = append(shortOrder, n)
			}
			short[n] = append(l, o)
		}
	}
	for _, k := range order {
		nd := nodes[k]
		if len(nd.docs) == 0 {
			add(ntPhrase, k, phrasePrefix)
			continue
		}
		for _, o := range nd.docs {
			add(ntPhrase, k, o)
		}
		if strings.HasSuffix(nd.text, ".") {
			add(ntPhrase, k, phraseDot)
		}
	}
	for _, n := range shortOrder {
		for _, o := range short[n] {
			add(ntShortName, n, o)
		}
	}
	// A short name of one document is filed under its first word by its
	// entry's position in the short-name table, so the name is read
	// back from there.
	es[ntShortName] = sortTableEntries(es[ntShortName])
	sn := es[ntShortName]
	for i := range sn {
		if (i == 0 || sn[i-1].key != sn[i].key) && (i+1 == len(sn) || sn[i+1].key != sn[i].key) {
			add(ntPinFirst, namekeys.FirstWord(sn[i].key), uint32(i))
		}
	}
	var tabs [numNameTables][]byte
	size := 8 * (3 + int(numNameTables))
	for t := range numNameTables {
		tabs[t] = encodeHashedTable(es[t])
		es[t] = nil
		size += len(tabs[t])
	}
	out := make([]byte, 0, size)
	out = binary.LittleEndian.AppendUint64(out, namekeys.Version)
	out = binary.LittleEndian.AppendUint64(out, uint64(maxFileWords))
	out = binary.LittleEndian.AppendUint64(out, uint64(numNameTables))
	off := uint64(len(out) + 8*int(numNameTables))
	for _, tb := range tabs {
		out = binary.LittleEndian.AppendUint64(out, off)
		off += uint64(len(tb))
	}
	for _, tb := range tabs {
		out = append(out, tb...)
	}
	return out
}

// ExtractorTables answers, for one span of an answer at a time, what the
// citation extractor needs to know of the Vault's documents (see
// checks/cite Options.Tables), from key tables filed at build time, so
// that building an extractor reads no document. Document IDs come back
// in ID order; nil when nothing is filed under the key. Safe for
// concurrent use.
type ExtractorTables struct {
	tabs         [numNameTables]hashedTable
	maxFileWords int
	docID        func(i int) string
	document     func(id string) (*Document, bool)
}

// readNameTables reads encodeNameTables's section; ok is false when it
// holds another version of the key scheme (its answers would differ).
func readNameTables(b []byte) (t *ExtractorTables, ok bool, err error) {
	if len(b) < 24 {
		return nil, false, fmt.Errorf("%s is damaged: the extractor's tables are cut short", metaFile)
	}
	word := func(i int) uint64 { return binary.LittleEndian.Uint64(b[8*i:]) }
	if word(0) != namekeys.Version {
		return nil, false, nil
	}
	if word(2) != uint64(numNameTables) || len(b) < 24+8*int(numNameTables) {
		return nil, false, fmt.Errorf("%s is damaged: the extractor's tables are cut short", metaFile)
	}
	t = &ExtractorTables{maxFileWords: int(word(1))}
	for i := range int(numNameTables) {
		if t.tabs[i], err = readHashedTable(b, word(3+i)); err != nil {
			return nil, false, err
		}
	}
	return t, true, nil
}

func (t *ExtractorTables) ids(tab nameTable, key string) []string {
	kt := &t.tabs[tab]
	lo, hi := kt.find(key)
	if lo == hi {
		return nil
	}
	out := make([]string, 0, hi-lo)
	for i := lo; i < hi; i++ {
		out = append(out, t.docID(kt.ord(i)))
	}
	return out
}

func (t *ExtractorTables) has(tab nameTable, key string) bool {
	lo, hi := t.tabs[tab].find(key)
	return lo < hi
}

// DocsOfFoldedID returns the documents whose ID is id in another case
// (namekeys.FoldID).
func (t *ExtractorTables) DocsOfFoldedID(id string) []string {
	return t.ids(ntFoldedID, namekeys.FoldID(id))
}

// HasTitle reports whether some document's title or alias folds
// (namekeys.FoldTitle) to the folded title key.
func (t *ExtractorTables) HasTitle(key string) bool { return key != "" && t.has(ntTitle, key) }

// HasFile reports whether some document's file name has the key, as
// namekeys.FoldFile makes it.
func (t *ExtractorTables) HasFile(key string) bool { return key != "" && t.has(ntFile, key) }

// MaxFileWords is the most white-space-separated words of a document's
// file name.
func (t *ExtractorTables) MaxFileWords() int { return t.maxFileWords }

// DocsOfCitation returns the documents that carry a citation with the
// same textnorm.Identifier as cite.
func (t *ExtractorTables) DocsOfCitation(cite string) []string {
	return t.ids(ntCitation, textnorm.Identifier(cite))
}

// DocsOfCaption returns the documents with a caption heading a longer
// title ("X v. Y" of "X v. Y: Bench Memorandum") of the same
// NormalizeName key as name. LookupName answers for titles and aliases.
func (t *ExtractorTables) DocsOfCaption(name string) []string {
	return t.ids(ntCaption, NormalizeName(name))
}

// HasPhrases reports whether any caption or full title of two words or
// more is filed.
func (t *ExtractorTables) HasPhrases() bool { return t.tabs[ntPhrase].n > 0 }

// Phrase looks up a run of comparison words (namekeys.PhraseKey of
// namekeys.WordKey's; the bytes are not kept): found is false when no
// caption starts with it; docs are the documents whose caption it is,
// and dot says whether the caption last filed under it ends with a
// period.
func (t *ExtractorTables) Phrase(key []byte) (docs []string, found, dot bool) {
	kt := &t.tabs[ntPhrase]
	lo, hi := kt.find(unsafe.String(unsafe.SliceData(key), len(key)))
	for i := lo; i < hi; i++ {
		switch o := uint32(kt.ord(i)); o {
		case phrasePrefix:
		case phraseDot:
			dot = true
		default:
			docs = append(docs, t.docID(int(o)))
		}
	}
	return docs, lo < hi, dot
}

// DocsOfShortName returns the documents a short name (as written) is a
// name of.
func (t *ExtractorTables) DocsOfShortName(name string) []string {
	return t.ids(ntShortName, name)
}

// UniqueShortNames returns the short names that name one document only
// and start with the word first (their text before the first space),
// longest first, then in string order.
func (t *ExtractorTables) UniqueShortNames(first string) []string {
	kt := &t.tabs[ntPinFirst]
	lo, hi := kt.find(first)
	if lo == hi {
		return nil
	}
	out := make([]string, 0, hi-lo)
	for i := lo; i < hi; i++ {
		if j := kt.ord(i); j < t.tabs[ntShortName].n {
			out = append(out, strings.Clone(t.tabs[ntShortName].key(j)))
		}
	}
	sortLongestFirst(out)
	return out
}

// NamesOneDocument reports whether a short name (as written) is the name
// of exactly one document.
func (t *ExtractorTables) NamesOneDocument(name string) bool {
	lo, hi := t.tabs[ntShortName].find(name)
	return hi-lo == 1
}

// ShortNamesOf returns a document's short names, each once, in the order
// namekeys.ShortNames finds them.
func (t *ExtractorTables) ShortNamesOf(id string) []string {
	d, ok := t.document(id)
	if !ok {
		return nil
	}
	var out []string
	for _, n := range namekeys.ShortNames(d.Title, d.Aliases) {
		if !containsString(out, n) {
			out = append(out, n)
		}
	}
	return out
}

func containsString(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// sortLongestFirst sorts names longest first, then in string order.
func sortLongestFirst(ns []string) {
	slices.SortFunc(ns, func(a, b string) int {
		if len(a) != len(b) {
			return len(b) - len(a)
		}
		return strings.Compare(a, b)
	})
}

// encodeLazySections appends the extractor's tables and the grants by
// document to meta.bin (section appends bytes and returns their offset)
// and records them in the header.
func encodeLazySections(src *Source, hdr []uint64, section func([]byte) uint64) error {
	names := encodeNameTables(src.Documents)
	hdr[hdrNamesOff], hdr[hdrNamesLen] = section(names), uint64(len(names))
	grants, err := encodeGrantTable(src.Documents, src.Grants)
	if err != nil {
		return err
	}
	hdr[hdrGrantTabOff], hdr[hdrGrantTabLen] = section(grants), uint64(len(grants))
	return nil
}

// openLazySections reads the header's entries for the sections of
// encodeLazySections.
func (t *mappedTable) openLazySections(word func(int) uint64, slice func(off, n uint64) ([]byte, error)) error {
	b, err := slice(word(hdrNamesOff), word(hdrNamesLen))
	if err != nil {
		return err
	}
	names, ok, err := readNameTables(b)
	if err != nil {
		return err
	}
	if ok {
		names.docID, names.document = t.docID, t.document
		t.names = names
	}
	if b, err = slice(word(hdrGrantTabOff), word(hdrGrantTabLen)); err != nil {
		return err
	}
	t.grantTab, err = readGrantTable(b, t.docs)
	return err
}

func (t *mappedTable) document(id string) (*Document, bool) {
	i, ok := t.ordinal(id)
	if !ok {
		return nil, false
	}
	return t.doc(i), true
}

// ExtractorTables returns the citation extractor's key tables of the
// Vault: a built index's own, read in place; for a Vault in memory (or a
// built index of another key scheme) laid out from its documents on
// first use.
func (x *Index) ExtractorTables() *ExtractorTables {
	if t, ok := x.tab.(*mappedTable); ok && t.names != nil {
		return t.names
	}
	c := x.tab.extractorCache()
	c.once.Do(func() {
		t, _, err := readNameTables(encodeNameTables(x.tab.all()))
		if err != nil {
			panic(err) // laid out just now: cannot be damaged
		}
		t.docID = x.tab.docID
		t.document = x.Document
		c.t = t
	})
	return c.t
}

// namesCache holds the extractor's tables laid out in memory.
type namesCache struct {
	once sync.Once
	t    *ExtractorTables
}

// HasDocuments reports whether the Vault has any document.
func (t *ExtractorTables) HasDocuments() bool { return t.tabs[ntFoldedID].n > 0 }
