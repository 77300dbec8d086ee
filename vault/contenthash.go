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

// sourceTable is a hashTable over a source and its chunks, for the build.
type sourceTable struct {
	docs []*Document
	cs   [][]*Chunk
}

func (t sourceTable) numDocs() int          { return len(t.docs) }
func (t sourceTable) doc(i int) *Document   { return t.docs[i] }
func (t sourceTable) chunks(i int) []*Chunk { return t.cs[i] }

// contentHash is ContentHash over a table of documents; the build
// computes it once and stores it with the metadata.
func contentHash(m Manifest, tab hashTable, principals []*Principal, grants []*Grant) string {
	h := sha256.New()
	part := func(label string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			b = []byte(err.Error())
		}
		writePart(h, label, b)
	}
	part("format", indexFormat)
	part("manifest", m)
	for i := range tab.numDocs() {
		d := tab.doc(i)
		part("document", d)
		writePart(h, "text", []byte(d.Text))
		for _, c := range tab.chunks(i) {
			part("chunk", chunkSpan{PageStart: c.PageStart, PageEnd: c.PageEnd, Section: c.Section,
				ParagraphStart: c.ParagraphStart, ParagraphEnd: c.ParagraphEnd, Start: c.Start, End: c.End, Tokens: c.Tokens})
		}
	}
	part("principals", principals)
	part("grants", grants)
	return "sha256:" + hex.EncodeToString(h.Sum(nil))
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
