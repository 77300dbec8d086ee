package vault

import (
	"encoding/binary"
	"fmt"
	"io"
)

// metaRecords collects meta.bin's document records while the build
// chunks and indexes, one document at a time in ID order, so that no
// document's chunks have to be kept until the metadata is written: a
// record is a few bytes per chunk where a *Chunk is a few hundred, and at
// 1M chunks the kept chunks were a quarter of the build's live heap.
type metaRecords struct {
	offsets []uint64 // where each record starts in records
	records []byte   // encodeDocRecord of every document added
	textLen int      // the texts section so far: each record's text offset
	docs    int
	chunks  int
	lastID  string
}

func newMetaRecords(docs int) *metaRecords {
	return &metaRecords{offsets: make([]uint64, 0, docs+1)}
}

// add appends document d's record; documents must come in ID order (the
// key tables and binary searches of store_meta_read.go rely on it).
func (r *metaRecords) add(d *Document, chunks []*Chunk) error {
	if r.docs > 0 && r.lastID >= d.ID {
		return fmt.Errorf("documents are not in ID order at %s", d.ID)
	}
	r.offsets = append(r.offsets, uint64(len(r.records)))
	r.records = encodeDocRecord(r.records, d, chunks, r.textLen)
	r.textLen += len(d.Text)
	r.docs++
	r.chunks += len(chunks)
	r.lastID = d.ID
	return nil
}

// offsetWords is the doc offsets section: every record's start, then the
// end of the last one.
func (r *metaRecords) offsetWords() []byte {
	b := make([]byte, 0, 8*(len(r.offsets)+1))
	for _, o := range r.offsets {
		b = binary.LittleEndian.AppendUint64(b, o)
	}
	return binary.LittleEndian.AppendUint64(b, uint64(len(r.records)))
}

// metaLayout places meta.bin's sections one after another behind the
// magic and the header, and writes them in that order. A section is
// either bytes in memory or a writer of a known length (the texts, which
// are streamed from the Source); its offset is known when it is placed,
// before anything is written, so the header can be written first.
type metaLayout struct {
	parts []metaPart
	size  uint64 // bytes placed so far, magic and header included
}

type metaPart struct {
	b     []byte
	n     int
	write func(io.Writer) error // nil when b holds the section
}

// section places b and returns its offset in the file.
func (l *metaLayout) section(b []byte) uint64 {
	return l.place(metaPart{b: b, n: len(b)})
}

// stream places a section of n bytes that write produces and returns its
// offset; writeTo checks that write produced exactly n bytes.
func (l *metaLayout) stream(n int, write func(io.Writer) error) uint64 {
	return l.place(metaPart{n: n, write: write})
}

func (l *metaLayout) place(p metaPart) uint64 {
	if l.size == 0 {
		l.size = uint64(len(metaMagic) + 8*metaHeaderWords)
	}
	off := l.size
	l.parts = append(l.parts, p)
	l.size += uint64(p.n)
	return off
}

// writeTo writes the magic, the header words and every section.
func (l *metaLayout) writeTo(w io.Writer, hdr []uint64) error {
	if len(hdr) != metaHeaderWords {
		return fmt.Errorf("meta.bin header of %d words, the layout has %d", len(hdr), metaHeaderWords)
	}
	head := make([]byte, 0, len(metaMagic)+8*metaHeaderWords)
	head = append(head, metaMagic...)
	for _, word := range hdr {
		head = binary.LittleEndian.AppendUint64(head, word)
	}
	if _, err := w.Write(head); err != nil {
		return err
	}
	for _, p := range l.parts {
		if p.write == nil {
			if _, err := w.Write(p.b); err != nil {
				return err
			}
			continue
		}
		cw := &countingWriter{w: w}
		if err := p.write(cw); err != nil {
			return err
		}
		if cw.n != p.n {
			return fmt.Errorf("meta.bin section of %d bytes was placed for %d", cw.n, p.n)
		}
	}
	return nil
}

// countingWriter counts what passes through it.
type countingWriter struct {
	w io.Writer
	n int
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += n
	return n, err
}

// WriteString keeps io.WriteString from copying each text into a []byte
// when the writer below takes strings (bufio.Writer does).
func (c *countingWriter) WriteString(s string) (int, error) {
	n, err := io.WriteString(c.w, s)
	c.n += n
	return n, err
}
