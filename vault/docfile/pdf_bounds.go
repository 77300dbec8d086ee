package docfile

import (
	"bytes"
	"compress/zlib"
	"io"
	"regexp"
	"strconv"
	"time"
)

// The PDF parser allocates from what a file declares (a cross-reference
// table sized by /Size, subsections by their counts) and inflates streams
// as it meets them. checkPDFBounds reads the raw bytes first, so that a
// forged count or a compression bomb is refused as a passed limit before
// the parser sees it, never discovered as an out-of-memory.

var (
	// sizeDecl is a /Size entry (trailer or cross-reference stream).
	sizeDecl = regexp.MustCompile(`/Size\s+(\d{1,20})`)
	// indexDecl is a cross-reference stream's /Index array.
	indexDecl = regexp.MustCompile(`/Index\s*\[([\d\s]{0,1000})\]`)
	// xrefSubsection is a cross-reference table subsection header line
	// ("0 25") directly after "xref" or after a previous subsection.
	xrefSubsection = regexp.MustCompile(`^\s*(\d{1,20})\s+(\d{1,20})\s*[\r\n]`)
	// objHeader is an indirect object's header ("12 0 obj").
	objHeader = regexp.MustCompile(`\d+\s+\d+\s+obj\b`)
)

// pdfBudget tracks the limits while a file is checked and read.
type pdfBudget struct {
	lim      Limits
	deadline time.Time
	inflated int64
}

func newPDFBudget(lim Limits) *pdfBudget {
	return &pdfBudget{lim: lim, deadline: time.Now().Add(lim.Timeout)}
}

// checkTime fails once the file's time limit has passed.
func (b *pdfBudget) checkTime() error {
	if time.Now().After(b.deadline) {
		return limitError("reading took longer than the %s time limit", b.lim.Timeout)
	}
	return nil
}

// checkPDFBounds refuses data whose declared object numbers pass
// MaxObjects, or whose compressed streams (all but images, which are
// never decoded) inflate past MaxBytes in total.
func checkPDFBounds(data []byte, b *pdfBudget) error {
	if err := checkObjectCounts(data, b.lim.MaxObjects); err != nil {
		return err
	}
	return checkInflatedSize(data, b)
}

// checkObjectCounts bounds every object count and object number the file
// declares.
func checkObjectCounts(data []byte, max int) error {
	over := func(n uint64, what string) error {
		if n > uint64(max) {
			return limitError("the file declares %s %d, more than the %d-object limit", what, n, max)
		}
		return nil
	}
	for _, m := range sizeDecl.FindAllSubmatch(data, -1) {
		n, _ := strconv.ParseUint(string(m[1]), 10, 64)
		if err := over(n, "/Size"); err != nil {
			return err
		}
	}
	for _, m := range indexDecl.FindAllSubmatch(data, -1) {
		f := bytes.Fields(m[1])
		for i := 0; i+1 < len(f); i += 2 {
			a, _ := strconv.ParseUint(string(f[i]), 10, 64)
			c, _ := strconv.ParseUint(string(f[i+1]), 10, 64)
			if err := over(a+c, "object number"); err != nil {
				return err
			}
		}
	}
	for rest := data; ; {
		i := bytes.Index(rest, []byte("xref"))
		if i < 0 {
			break
		}
		rest = rest[i+4:]
		for {
			m := xrefSubsection.FindSubmatchIndex(rest)
			if m == nil {
				break
			}
			a, _ := strconv.ParseUint(string(rest[m[2]:m[3]]), 10, 64)
			c, _ := strconv.ParseUint(string(rest[m[4]:m[5]]), 10, 64)
			if err := over(a+c, "object number"); err != nil {
				return err
			}
			// Skip the subsection's entries (20 bytes each) when present.
			skip := m[1] + int(min(c, uint64(len(rest)))*20)
			rest = rest[min(skip, len(rest)):]
		}
	}
	if n := len(objHeader.FindAllIndex(data, max+1)); n > max {
		return limitError("the file holds more than %d objects, the object limit", max)
	}
	return nil
}

// checkInflatedSize inflates every Flate-compressed stream that is not an
// image, counting bytes against MaxBytes without keeping them.
func checkInflatedSize(data []byte, b *pdfBudget) error {
	for pos := 0; ; {
		i := bytes.Index(data[pos:], []byte("stream"))
		if i < 0 {
			return nil
		}
		start := pos + i
		pos = start + len("stream")
		if start >= 3 && string(data[start-3:start]) == "end" {
			continue
		}
		body := pos
		if body < len(data) && data[body] == '\r' {
			body++
		}
		if body >= len(data) || data[body] != '\n' {
			continue
		}
		body++
		dict := streamDict(data, start)
		if !bytes.Contains(dict, []byte("FlateDecode")) || bytes.Contains(dict, []byte("/Image")) {
			continue
		}
		end := bytes.Index(data[body:], []byte("endstream"))
		if end < 0 {
			end = len(data) - body
		}
		if err := b.inflate(data[body : body+end]); err != nil {
			return err
		}
		pos = body + end
		if err := b.checkTime(); err != nil {
			return err
		}
	}
}

// streamDict is the dictionary text before the "stream" keyword at i: back
// to the object header, at most 4 KiB.
func streamDict(data []byte, i int) []byte {
	lo := max(0, i-4096)
	d := data[lo:i]
	if j := bytes.LastIndex(d, []byte("obj")); j >= 0 {
		d = d[j:]
	}
	return d
}

// inflate counts the bytes one zlib stream inflates to. A damaged stream
// counts what it yielded; the reader reports the damage if it matters.
func (b *pdfBudget) inflate(compressed []byte) error {
	zr, err := zlib.NewReader(bytes.NewReader(compressed))
	if err != nil {
		return nil
	}
	defer zr.Close()
	room := b.lim.MaxBytes - b.inflated
	n, err := io.Copy(io.Discard, io.LimitReader(zr, room+1))
	b.inflated += n
	if b.inflated > b.lim.MaxBytes {
		return limitError("its compressed streams inflate to more than the %d-byte limit", b.lim.MaxBytes)
	}
	_ = err // a damaged stream: the reader says so where it matters
	return nil
}
