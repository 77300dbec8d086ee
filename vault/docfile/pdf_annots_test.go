package docfile

import (
	"fmt"
	"strings"
	"testing"
)

// annotatedPDF is a one-page PDF drawing two lines of Helvetica, "The
// clause is valid." at y 700 and "The clause is void." at y 600, with
// the page's /Annots array holding annots (objects written inline) and
// extra objects numbered from 5.
func annotatedPDF(annots string, extra ...string) []byte {
	p := newRawPDF("1.4")
	obj := p.obj
	content := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET BT /F1 12 Tf 72 600 Td (The clause is void.) Tj ET"
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Annots [" + annots + "] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>")
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content))
	for _, e := range extra {
		obj(e)
	}
	return p.bytes()
}

// apStream is an appearance stream with a 100 x 20 bounding box.
func apStream(content, extra string) string {
	return fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 100 20] %s /Length %d >>\nstream\n%s\nendstream", extra, len(content), content)
}

// TestPDFAnnotationsCoverText: an annotation a viewer paints opaquely
// over words (a filled rectangle drawn with the comment tools as a
// "redaction", a stamp's image, through its appearance stream or, for a
// square without one, its interior colour) hides them, so a quotation
// of them does not pass as the page's words; a see-through annotation
// (a highlight, a rectangle at 50% opacity, a hidden one, an outline)
// hides nothing, and a comment's own text is never the page's.
func TestPDFAnnotationsCoverText(t *testing.T) {
	const both, valid = "The clause is valid. The clause is void.", "The clause is valid."
	black := apStream("0 g 0 0 100 20 re f", "")
	for _, c := range []struct {
		name   string
		annots string
		extra  []string
		want   string
	}{
		{"a black filled rectangle over the words", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /AP << /N 5 0 R >> >>", []string{black}, valid},
		{"a square with an interior colour and no appearance", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /IC [0 0 0] >>", nil, valid},
		{"a stamp's opaque image", "<< /Type /Annot /Subtype /Stamp /Rect [70 595 300 615] /AP << /N 5 0 R >> >>", []string{apStream("q 100 0 0 20 0 0 cm /Im1 Do Q", "/Resources << /XObject << /Im1 6 0 R >> >>"), "<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n\x00\nendstream"}, valid},
		{"appearance states: the one in force", "<< /Type /Annot /Subtype /Widget /Rect [70 595 300 615] /AS /On /AP << /N << /On 5 0 R /Off 6 0 R >> >> >>", []string{black, apStream("", "")}, valid},
		{"a state not in force draws nothing", "<< /Type /Annot /Subtype /Widget /Rect [70 595 300 615] /AS /Off /AP << /N << /On 5 0 R /Off 6 0 R >> >> >>", []string{black, apStream("", "")}, both},
		{"a rectangle elsewhere", "<< /Type /Annot /Subtype /Square /Rect [70 400 300 420] /AP << /N 5 0 R >> >>", []string{black}, both},
		{"a highlight", "<< /Type /Annot /Subtype /Highlight /Rect [70 595 300 615] /AP << /N 5 0 R >> >>", []string{black}, both},
		{"half opacity", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /CA 0.5 /AP << /N 5 0 R >> >>", []string{black}, both},
		{"a Multiply blend in the appearance", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /AP << /N 5 0 R >> >>", []string{apStream("/GSm gs 1 1 0 rg 0 0 100 20 re f", "/Resources << /ExtGState << /GSm << /BM /Multiply >> >> >>")}, both},
		{"a hidden annotation", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /F 2 /AP << /N 5 0 R >> >>", []string{black}, both},
		{"an outline only", "<< /Type /Annot /Subtype /Square /Rect [70 595 300 615] /AP << /N 5 0 R >> >>", []string{apStream("0 G 1 w 0 0 100 20 re S", "")}, both},
		{"a free-text comment's text is not the page's", "<< /Type /Annot /Subtype /FreeText /Rect [300 300 500 320] /AP << /N 5 0 R >> >>", []string{apStream("BT /F1 10 Tf 2 5 Td (Counsel: the clause is enforceable.) Tj ET", "/Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >>")}, both},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(annotatedPDF(c.annots, c.extra...), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Join(strings.Fields(d.Pages[0].Text), " "); got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
