package docfile

import (
	"fmt"
	"testing"
)

// layeredPDF is a one-page PDF with two optional content groups (layers)
// "Draft" and "Final", "Draft" off by default (/OCProperties /D /OFF), as
// a viewer shows it; the content stream marks its text with them.
func layeredPDF(content string) []byte {
	p := newRawPDF("1.5")
	obj := p.obj
	obj("<< /Type /Catalog /Pages 2 0 R /OCProperties << /OCGs [5 0 R 6 0 R] /D << /ON [6 0 R] /OFF [5 0 R] >> >> >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> /Properties << /Draft 5 0 R /Final 6 0 R /Both 7 0 R >> /XObject << /Fm1 8 0 R >> >> >>")
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content))
	obj("<< /Type /OCG /Name (Draft) >>")
	obj("<< /Type /OCG /Name (Final) >>")
	obj("<< /Type /OCMD /OCGs [5 0 R 6 0 R] /P /AllOn >>")
	form := "BT /F1 12 Tf 72 600 Td (The clause is void.) Tj ET"
	obj(fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /OC 5 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Length %d >>\nstream\n%s\nendstream", len(form), form))
	return p.bytes()
}

// TestPDFHiddenLayers: text in an optional content group (a layer) the
// document turns off by default is not shown by a viewer, and is not
// the page's text; text in a layer that is on, and outside any layer,
// is. A Form XObject of a hidden layer hides all it draws; a membership
// dictionary that needs every layer on hides its text when one is off.
func TestPDFHiddenLayers(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	for _, c := range []struct{ name, content, want string }{
		{"a layer turned off", visible + "/OC /Draft BDC BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET EMC", "The clause is valid."},
		{"a layer turned on", "/OC /Final BDC " + visible + "EMC", "The clause is valid."},
		{"nested marked content ends where it began", "/OC /Draft BDC /Span << /Lang (en) >> BDC BT /F1 12 Tf 72 650 Td (Hidden.) Tj ET EMC EMC " + visible, "The clause is valid."},
		{"a form of a hidden layer", visible + "/Fm1 Do", "The clause is valid."},
		{"all layers needed, one off", visible + "/OC /Both BDC BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET EMC", "The clause is valid."},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(layeredPDF(c.content), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}
