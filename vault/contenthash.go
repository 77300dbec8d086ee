package vault

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"hash"
)

// ContentHasher is implemented by Readers that can name their content:
// a result graded against one Vault may be reused only against a Vault
// with the same content hash (the resume key of `grade`). A Reader that
// cannot say is never trusted to be the same Vault.
type ContentHasher interface {
	ContentHash() string
}

// ContentHash is "sha256:<hex>" over everything a verdict can depend on
// in this Vault: the manifest, every document (its metadata, page range
// and text), how it was chunked (every chunk's locators and offsets),
// the principals with their memberships and the ACL grants with their
// line numbers (reasoning names the deciding rule by line). Any edit to
// documents.jsonl, a text file, acl.jsonl, principals.jsonl or vault.json
// that changes what the Vault holds changes it, whether the Vault was
// opened from its source folder or from a built index. It is computed
// once, on first use.
func (x *Index) ContentHash() string {
	x.hashOnce.Do(func() {
		if x.contentHash == "" { // a built index stores it (store_meta.go)
			x.contentHash = contentHash(x.manifest, x.tab, x.principalList, x.loadGrants())
		}
	})
	return x.contentHash
}

// hashTable is what contentHash reads of a docTable.
type hashTable interface {
	numDocs() int
	doc(i int) *Document
	chunks(i int) []*Chunk
}

// contentHash is ContentHash over a table of documents; the build
// computes it once and stores it with the metadata.
func contentHash(m Manifest, tab hashTable, principals []*Principal, grants []*Grant) string {
	h := newContentHasher(m)
	for i := range tab.numDocs() {
		h.addDocument(tab.doc(i), tab.chunks(i))
	}
	return h.sum(principals, grants)
}

// contentHasher computes contentHash one document at a time, so that the
// build can hash each document as it is chunked and need not keep every
// chunk until the end. Documents must be added in ID order.
type contentHasher struct{ h hash.Hash }

func newContentHasher(m Manifest) *contentHasher {
	c := &contentHasher{h: sha256.New()}
	c.part("format", indexFormat)
	c.part("manifest", m)
	return c
}

func (c *contentHasher) part(label string, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		b = []byte(err.Error())
	}
	writePart(c.h, label, b)
}

// addDocument hashes a document, its text and its chunks' locators.
func (c *contentHasher) addDocument(d *Document, chunks []*Chunk) {
	c.part("document", d)
	writePart(c.h, "text", []byte(d.Text))
	for _, ch := range chunks {
		c.part("chunk", chunkSpan{PageStart: ch.PageStart, PageEnd: ch.PageEnd, Section: ch.Section,
			ParagraphStart: ch.ParagraphStart, ParagraphEnd: ch.ParagraphEnd, Start: ch.Start, End: ch.End, Tokens: ch.Tokens})
	}
}

// sum hashes the principals and grants and returns "sha256:<hex>".
func (c *contentHasher) sum(principals []*Principal, grants []*Grant) string {
	c.part("principals", principals)
	c.part("grants", grants)
	return "sha256:" + hex.EncodeToString(c.h.Sum(nil))
}

// writePart writes a labelled, length-prefixed part, so no choice of
// contents can make two different Vaults hash alike.
func writePart(h hash.Hash, label string, b []byte) {
	var n [8]byte
	binary.BigEndian.PutUint64(n[:], uint64(len(label)))
	h.Write(n[:])
	h.Write([]byte(label))
	binary.BigEndian.PutUint64(n[:], uint64(len(b)))
	h.Write(n[:])
	h.Write(b)
}
