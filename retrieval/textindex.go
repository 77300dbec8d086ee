package retrieval

import (
	"cmp"
	"container/list"
	"slices"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/vault"
)

// docTextIndex is the index a chunk of another system's index is located
// through: the document's folded text (textfold.go) with every word
// start keyed by the anchorBytes bytes that follow it. Another system's
// chunk starts anywhere (even inside a word), but its first word start
// after its first space is a word start of the document, so one map
// lookup finds the candidate places and a comparison at each confirms
// it: finding an entry's text costs its own length, not a scan of the
// document, and a document named by many entries (or, through
// TextIndexes, by many responses) is indexed once.
type docTextIndex struct {
	doc     *vault.Document
	text    foldedText
	anchors []anchor // every word start, by the hash of its anchorBytes
	bytes   int      // memory held, for the cache's bound
}

// anchor is a word start of the folded text and the hash of the
// anchorBytes bytes from it.
type anchor struct {
	hash uint64
	at   int32
}

// anchorHash is FNV-1a over s (anchorBytes long).
func anchorHash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= 1099511628211
	}
	return h
}

// anchorBytes is how much of the text after a word start keys it: long
// enough that a key names few places, short enough that most chunks
// hold one.
const anchorBytes = 24

func newDocTextIndex(d *vault.Document) *docTextIndex {
	ft := foldText(d.Text, true)
	f := ft.folded
	x := &docTextIndex{doc: d, text: ft, anchors: make([]anchor, 0, len(f)/5)}
	for p := 0; p+anchorBytes <= len(f); p++ {
		if p == 0 || f[p-1] == ' ' {
			x.anchors = append(x.anchors, anchor{anchorHash(f[p : p+anchorBytes]), int32(p)})
		}
	}
	slices.SortFunc(x.anchors, func(a, b anchor) int {
		if c := cmp.Compare(a.hash, b.hash); c != 0 {
			return c
		}
		return cmp.Compare(a.at, b.at)
	})
	// The origin maps hold 8 bytes per folded byte, the folded text 1,
	// the anchors 16 per word.
	x.bytes = len(f)*9 + cap(x.anchors)*16
	return x
}

// find locates folded text in the document: the byte span of the
// document text it came from (the earliest occurrence) and how many
// places hold it.
func (x *docTextIndex) find(folded string) (start, end, places int) {
	all := x.findAll(folded)
	if len(all) == 0 {
		return 0, 0, 0
	}
	return all[0].Start, all[0].End, len(all)
}

// findAll locates folded text in the document: the byte span of the
// document text of every place that holds it, in document order.
func (x *docTextIndex) findAll(folded string) []Span {
	f := x.text.folded
	if folded == "" || len(folded) > len(f) {
		return nil
	}
	var at []int
	q := 0 // the needle's first word start that is surely one of the document's
	if i := strings.IndexByte(folded, ' '); i >= 0 {
		q = i + 1
	}
	if q+anchorBytes <= len(folded) {
		h := anchorHash(folded[q : q+anchorBytes])
		i, _ := slices.BinarySearchFunc(x.anchors, h, func(a anchor, h uint64) int { return cmp.Compare(a.hash, h) })
		for ; i < len(x.anchors) && x.anchors[i].hash == h; i++ {
			p := int(x.anchors[i].at) - q
			if p >= 0 && p+len(folded) <= len(f) && f[p:p+len(folded)] == folded {
				at = append(at, p)
			}
		}
		slices.Sort(at) // (anchors of one hash are in order already)
	} else {
		// Too short to carry an anchor: a scan of the document, bounded
		// by the shortness of the needle.
		for i := 0; i <= len(f)-len(folded); {
			j := strings.Index(f[i:], folded)
			if j < 0 {
				break
			}
			at = append(at, i+j)
			i += j + 1
		}
	}
	out := make([]Span, 0, len(at))
	for _, p := range at {
		out = append(out, Span{Start: int(x.text.start[p]), End: int(x.text.end[p+len(folded)-1])})
	}
	return out
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
