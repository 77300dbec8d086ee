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
	x.hashOnce.Do(func() { x.contentHash = contentHash(x) })
	return x.contentHash
}

func contentHash(x *Index) string {
	h := sha256.New()
	part := func(label string, v any) {
		b, err := json.Marshal(v)
		if err != nil {
			b = []byte(err.Error())
		}
		writePart(h, label, b)
	}
	part("format", indexFormat)
	part("manifest", x.manifest)
	for _, d := range x.docs {
		part("document", d)
		writePart(h, "text", []byte(d.Text))
		for _, c := range x.chunksByDoc[d.ID] {
			part("chunk", chunkSpan{PageStart: c.PageStart, PageEnd: c.PageEnd, Section: c.Section,
				ParagraphStart: c.ParagraphStart, ParagraphEnd: c.ParagraphEnd, Start: c.Start, End: c.End, Tokens: c.Tokens})
		}
	}
	part("principals", x.principalList)
	part("grants", x.grants)
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
