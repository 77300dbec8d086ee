package retrieval

import (
	"container/list"
	"index/suffixarray"
	"slices"
	"sync"

	"github.com/citecheck/citecheck/vault"
)

// docTextIndex is the index a chunk of another system's index is located
// through: the document's folded text (textfold.go) with a suffix array
// over it, so finding an entry's text costs a binary search over the
// document, not a scan of it, and a document named by many entries (or,
// through TextIndexes, by many responses) is indexed once.
type docTextIndex struct {
	doc   *vault.Document
	text  foldedText
	sa    *suffixarray.Index
	bytes int // memory held, for the cache's bound
}

func newDocTextIndex(d *vault.Document) *docTextIndex {
	ft := foldText(d.Text, true)
	x := &docTextIndex{doc: d, text: ft, sa: suffixarray.New([]byte(ft.folded))}
	// The suffix array holds 4 or 8 bytes per folded byte; the origin
	// maps 8; the folded text 1.
	x.bytes = len(ft.folded) * 17
	return x
}

// find locates folded text in the document: the byte span of the
// document text it came from (the earliest occurrence) and how many
// places hold it.
func (x *docTextIndex) find(folded string) (start, end, places int) {
	if folded == "" || len(folded) > len(x.text.folded) {
		return 0, 0, 0
	}
	hits := x.sa.Lookup([]byte(folded), -1)
	if len(hits) == 0 {
		return 0, 0, 0
	}
	i := slices.Min(hits)
	j := i + len(folded) - 1
	return int(x.text.start[i]), int(x.text.end[j]), len(hits)
}

// TextIndexes is a bounded cache of document text indexes, shared by
// every trace checked against one Vault (a Grader holds one). It is safe
// for concurrent use. The zero value is not usable: call NewTextIndexes.
type TextIndexes struct {
	mu       sync.Mutex
	maxBytes int
	bytes    int
	order    *list.List // of *docTextIndex, most recently used first
	byDoc    map[string]*list.Element
}

// DefaultTextIndexBytes bounds the memory TextIndexes holds (documents
// beyond it are indexed again when next named).
const DefaultTextIndexBytes = 256 << 20

// NewTextIndexes is a cache holding at most maxBytes of indexes (0:
// DefaultTextIndexBytes). The most recently used index is always kept,
// whatever its size.
func NewTextIndexes(maxBytes int) *TextIndexes {
	if maxBytes <= 0 {
		maxBytes = DefaultTextIndexBytes
	}
	return &TextIndexes{maxBytes: maxBytes, order: list.New(), byDoc: map[string]*list.Element{}}
}

// of returns the index of a document, building it on first use. The
// document pointer is part of the key, so a Vault reopened with other
// text under the same ID is not served a stale index.
func (c *TextIndexes) of(d *vault.Document) *docTextIndex {
	c.mu.Lock()
	if el, ok := c.byDoc[d.ID]; ok && el.Value.(*docTextIndex).doc == d {
		c.order.MoveToFront(el)
		x := el.Value.(*docTextIndex)
		c.mu.Unlock()
		return x
	}
	c.mu.Unlock()
	x := newDocTextIndex(d) // outside the lock: other documents proceed
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.byDoc[d.ID]; ok {
		c.bytes -= el.Value.(*docTextIndex).bytes
		c.order.Remove(el)
	}
	c.byDoc[d.ID] = c.order.PushFront(x)
	c.bytes += x.bytes
	for c.bytes > c.maxBytes && c.order.Len() > 1 {
		last := c.order.Back()
		old := last.Value.(*docTextIndex)
		c.order.Remove(last)
		delete(c.byDoc, old.doc.ID)
		c.bytes -= old.bytes
	}
	return x
}
