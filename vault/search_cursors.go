package vault

import (
	"encoding/binary"
	"math"
	"sync/atomic"

	index "github.com/blevesearch/bleve_index_api"
)

// The two postingCursors of the top-k: termCursor walks a term's postings
// through bleve's TermFieldReader; denseCursor reads a common term from
// its decoded array (search_termcache.go), where zap's Advance would walk
// every posting it skips.

// termCursor walks one question word's postings through bleve.
type termCursor struct {
	bm25
	tfr    index.TermFieldReader
	tfd    index.TermFieldDoc
	cur    uint64
	target index.IndexInternalID
}

func (c *termCursor) doc() uint64 { return c.cur }

func (c *termCursor) set(d *index.TermFieldDoc, err error) error {
	if err != nil {
		return err
	}
	if d == nil {
		c.cur = noDoc
		return nil
	}
	c.cur = d.ID.Value()
	return nil
}

func (c *termCursor) next() error {
	if c.cur == noDoc {
		return nil
	}
	return c.set(c.tfr.Next(&c.tfd))
}

// advance moves only forwards: scorch's Advance to the current document
// or an earlier one reopens the reader from the start.
func (c *termCursor) advance(target uint64) error {
	if c.cur >= target {
		return nil
	}
	c.target = index.NewIndexInternalID(c.target, target)
	return c.set(c.tfr.Advance(c.target, &c.tfd))
}

func (c *termCursor) contribution() float64 { return c.score(c.tfd.Freq, c.tfd.Norm) }

// denseCursor reads a common term's decoded postings.
type denseCursor struct {
	bm25
	t     *denseTerm
	norms *normTable
	cur   uint64
	begun bool
}

func (c *denseCursor) doc() uint64 { return c.cur }

func (c *denseCursor) next() error {
	from := uint64(0)
	if c.begun {
		if c.cur == noDoc {
			return nil
		}
		from = c.cur + 1
	}
	c.begun = true
	c.cur = c.t.nextAtOrAfter(from)
	return nil
}

func (c *denseCursor) advance(target uint64) error {
	if c.begun && c.cur >= target {
		return nil
	}
	c.begun = true
	c.cur = c.t.nextAtOrAfter(target)
	return nil
}

func (c *denseCursor) contribution() float64 {
	return c.score(c.t.freqAt(c.cur), c.norms.at(c.cur))
}

// nextAtOrAfter is the first document at or after n holding the term,
// noDoc when none: a byte scan that skips eight absent documents at a
// time.
func (t *denseTerm) nextAtOrAfter(n uint64) uint64 {
	f := t.freq
	for n < uint64(len(f)) {
		if f[n] != 0 {
			return n
		}
		n++
		for n&7 == 0 && n+8 <= uint64(len(f)) && binary.LittleEndian.Uint64(f[n:]) == 0 {
			n += 8
		}
	}
	return noDoc
}

// freqAt is the term's frequency in document n (0 when absent).
func (t *denseTerm) freqAt(n uint64) uint64 {
	if f := t.freq[n]; f != denseBig {
		return uint64(f)
	}
	return t.big[uint32(n)]
}

// normTable holds the text field's norm of every document number, as
// float32 bits (bleve's norms are float32 values), filled by the decoding
// of dense terms. Entries are written and read atomically: two decodings
// may store the same value at once while searches read.
type normTable struct {
	bits []atomic.Uint32
}

func (t *normTable) at(n uint64) float64 {
	return float64(math.Float32frombits(t.bits[n].Load()))
}
