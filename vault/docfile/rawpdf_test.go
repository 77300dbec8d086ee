package docfile

import (
	"bytes"
	"fmt"
)

// rawPDF writes a PDF by hand, object by object, for the reader tests
// that need a file no producer makes on purpose (an annotation over text,
// a layer turned off, a tagged soft hyphen, a bad stream): objects are
// numbered from 1 in the order written, and bytes adds the
// cross-reference table and the trailer, whose root is object 1.
type rawPDF struct {
	b    bytes.Buffer
	offs []int
}

// newRawPDF starts a file of the given version ("1.4").
func newRawPDF(version string) *rawPDF {
	p := &rawPDF{}
	p.b.WriteString("%PDF-" + version + "\n")
	return p
}

// obj writes the next object with body s.
func (p *rawPDF) obj(s string) {
	p.offs = append(p.offs, p.b.Len())
	fmt.Fprintf(&p.b, "%d 0 obj\n%s\nendobj\n", len(p.offs), s)
}

// stream writes the next object as a stream of content, its dictionary
// holding /Length and extra ("/Filter /FlateDecode").
func (p *rawPDF) stream(content []byte, extra string) {
	p.offs = append(p.offs, p.b.Len())
	fmt.Fprintf(&p.b, "%d 0 obj\n<< /Length %d %s >>\nstream\n", len(p.offs), len(content), extra)
	p.b.Write(content)
	p.b.WriteString("\nendstream\nendobj\n")
}

// bytes ends the file: cross-reference table, trailer, startxref.
func (p *rawPDF) bytes() []byte {
	xref := p.b.Len()
	fmt.Fprintf(&p.b, "xref\n0 %d\n0000000000 65535 f \n", len(p.offs)+1)
	for _, o := range p.offs {
		fmt.Fprintf(&p.b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&p.b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(p.offs)+1, xref)
	return p.b.Bytes()
}
