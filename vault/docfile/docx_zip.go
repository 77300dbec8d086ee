package docfile

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
)

// maxDOCXMembers bounds the members of a DOCX archive whatever
// Limits.MaxObjects allows: a Word document has tens of parts; an archive
// of a million empty members costs memory in the central directory alone.
const maxDOCXMembers = 10000

// docxPackage is an opened DOCX archive with the byte budget left for
// inflating its members.
type docxPackage struct {
	files  map[string]*zip.File
	budget int64 // inflated bytes still allowed
	limit  int64
}

// openDOCX opens the archive and checks its member count. A truncated or
// damaged archive (no central directory) is refused here.
func openDOCX(data []byte, lim Limits) (*docxPackage, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, fmt.Errorf("not a readable DOCX: the zip archive is damaged or truncated (%v)", err)
	}
	if most := min(lim.MaxObjects, maxDOCXMembers); len(zr.File) > most {
		return nil, limitError("the DOCX archive has %d members, more than the %d allowed (the object limit)", len(zr.File), most)
	}
	p := &docxPackage{files: make(map[string]*zip.File, len(zr.File)), budget: lim.MaxBytes, limit: lim.MaxBytes}
	for _, f := range zr.File {
		p.files[f.Name] = f
	}
	return p, nil
}

// member inflates one member, counting the bytes as they are inflated:
// the size a zip header declares is checked first but never trusted, so
// a zip bomb stops at the budget whatever its header says. A missing
// member is an error only when required.
func (p *docxPackage) member(name string, required bool) ([]byte, error) {
	f, ok := p.files[name]
	if !ok {
		if required {
			return nil, fmt.Errorf("not a Word document: the DOCX archive has no %s", name)
		}
		return nil, nil
	}
	if f.UncompressedSize64 > uint64(p.budget) {
		return nil, limitError("%s inflates to %d bytes, past the %d-byte limit on decompressed size", name, f.UncompressedSize64, p.limit)
	}
	rc, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("not a readable DOCX: cannot open %s (%v)", name, err)
	}
	defer rc.Close()
	var buf bytes.Buffer
	n, err := io.Copy(&buf, io.LimitReader(rc, p.budget+1))
	if err != nil {
		if errors.Is(err, zip.ErrChecksum) || errors.Is(err, zip.ErrFormat) || errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("not a readable DOCX: %s is damaged or truncated (%v)", name, err)
		}
		return nil, fmt.Errorf("not a readable DOCX: cannot inflate %s (%v)", name, err)
	}
	if n > p.budget {
		return nil, limitError("%s inflates past the %d-byte limit on decompressed size", name, p.limit)
	}
	p.budget -= n
	return buf.Bytes(), nil
}
