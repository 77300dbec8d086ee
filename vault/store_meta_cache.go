package vault

import (
	"sync"
	"sync/atomic"
	"unsafe"
)

// A built index keeps the documents it has decoded, with their texts and
// chunks, in a cache of bounded size, so that a process that reads many
// documents (a batch of 10,000 answers against a million chunks reads
// some 30,000) holds a window of them rather than every one it ever
// touched. Texts are read from meta.bin with pread into the heap
// (store_meta_text.go), not left as strings over the memory map: a
// mapped page once read counts as the process's resident memory for as
// long as the mapping lives, which for meta.bin is the process's life,
// and the kernel maps up to 64 KB around each page fault.
//
// Eviction is CLOCK (second chance): entries queue in the order they were
// decoded; a hit marks its entry, and an evicted candidate that was
// marked goes to the back of the queue instead, unmarked. Which documents
// are cached never changes what is read: an evicted document is decoded
// again from the same bytes, so results are the same whatever the
// budget; only pointers differ (a document decoded twice is two
// *Document values with equal fields).

// DefaultDocCacheBytes is the budget of a built index's document cache:
// about 10,000 documents of the scale Vault (6 KB of text and ten chunks
// each), far more than one answer or one search touches.
const DefaultDocCacheBytes = 64 << 20

// docCache is the bounded set of decoded documents of a mappedTable. The
// hit path (entries[i].Load) takes no lock; filling and evicting do.
type docCache struct {
	budget  int
	entries []atomic.Pointer[docEntry]

	mu    sync.Mutex
	bytes int   // the cost of every entry in queue
	queue []int // ordinals in CLOCK order, the hand at queue[head]
	head  int
}

func newDocCache(docs, budget int) *docCache {
	return &docCache{budget: budget, entries: make([]atomic.Pointer[docEntry], docs)}
}

// get is the cached entry of document i (nil when it is not cached),
// marked as used.
func (c *docCache) get(i int) *docEntry {
	e := c.entries[i].Load()
	if e != nil && !e.used.Load() {
		e.used.Store(true)
	}
	return e
}

// put caches e as document i unless another goroutine cached it first,
// and returns the entry to use. An entry that alone costs more than the
// budget is returned uncached.
func (c *docCache) put(i int, e *docEntry) *docEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old := c.entries[i].Load(); old != nil {
		return old
	}
	if e.cost > c.budget {
		return e
	}
	c.entries[i].Store(e)
	e.cached = true
	c.queue = append(c.queue, i)
	c.bytes += e.cost
	c.evict()
	return e
}

// charge adds cost to e (its chunks, decoded after it) if e is still
// cached, and evicts past the budget; an uncached entry keeps nothing.
func (c *docCache) charge(e *docEntry, cost int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if !e.cached {
		return
	}
	e.cost += cost
	c.bytes += cost
	c.evict()
}

// evict drops entries at the clock hand until the cached cost is within
// the budget. An entry used since the hand last passed it is kept once
// more; passing clears the mark, so the loop ends.
func (c *docCache) evict() {
	for c.bytes > c.budget && c.head < len(c.queue) {
		i := c.queue[c.head]
		c.head++
		e := c.entries[i].Load() // every queued ordinal is cached once
		if e.used.Load() {
			e.used.Store(false)
			c.queue = append(c.queue, i)
		} else {
			c.entries[i].Store(nil)
			e.cached = false
			c.bytes -= e.cost
		}
		c.compact()
	}
}

// compact moves the live part of the queue to its front once the hand
// has passed half of it, so the queue's memory follows the cache's.
func (c *docCache) compact() {
	if c.head > 1024 && c.head*2 > len(c.queue) {
		n := copy(c.queue, c.queue[c.head:])
		c.queue = c.queue[:n]
		c.head = 0
	}
}

// held is the cost of the cached entries and their number (for tests).
func (c *docCache) held() (bytes, n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range c.entries {
		if e := c.entries[i].Load(); e != nil {
			bytes += e.cost
			n++
		}
	}
	return bytes, n
}

// Estimated heap bytes of decoded values, for the cache's costs: the
// structs, the strings and slices they own, and the text.
var (
	documentSize = int(unsafe.Sizeof(Document{}))
	chunkSize    = int(unsafe.Sizeof(Chunk{})) + int(unsafe.Sizeof((*Chunk)(nil)))
	stringSize   = int(unsafe.Sizeof(""))
)

// documentCost is what a decoded document holds: its fields' bytes, its
// text and its record's encoded size (a bound for the small strings
// copied out of it).
func documentCost(d *Document, record int) int {
	return documentSize + len(d.Text) + record
}

// chunksCost is what a document's decoded chunks hold beyond the text
// they share with it.
func chunksCost(cs []*Chunk) int {
	n := 0
	for _, c := range cs {
		n += chunkSize + len(c.ID) + len(c.PageStart) + len(c.PageEnd) + len(c.Section) +
			len(c.ParagraphStart) + len(c.ParagraphEnd) + len(c.Sections)*stringSize
		for _, s := range c.Sections {
			n += len(s)
		}
	}
	return n
}
