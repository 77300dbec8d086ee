package docfile

import (
	"fmt"
	"strings"
	"testing"
)

// imagePDF is a one-page PDF with the given content stream whose
// resources hold Helvetica (/F1) and a one-pixel image (/Im1), as a
// scanned page run through OCR holds its scan.
func imagePDF(content string) []byte { return imagePDFWith(content, "", "") }

// imagePDFWith is imagePDF with extra XObject resources (xobjects, such
// as "/Fm1 6 0 R") and, when form is not empty, object 6: a Form XObject
// with that content, drawing with the page's font; the page's resources
// also name a shading /Sh1 and graphics states /GSa (fill opacity 0.4),
// /GSm (Multiply blend) and /GS1 (opaque).
func imagePDFWith(content, xobjects, form string) []byte {
	p := newRawPDF("1.4")
	obj := p.obj
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> /XObject << /Im1 5 0 R " + xobjects + " >> /Shading << /Sh1 << /ShadingType 2 /ColorSpace /DeviceRGB /Coords [0 0 612 0] /Function << /FunctionType 2 /Domain [0 1] /C0 [0 0 0] /C1 [1 1 1] /N 1 >> >> >> /ExtGState << /GSa << /ca 0.4 >> /GSm << /BM /Multiply >> /GS1 << /ca 1 >> >> >> >>")
	obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(content), content))
	obj("<< /Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 1 >>\nstream\n\xff\nendstream")
	if form != "" {
		obj(fmt.Sprintf("<< /Type /XObject /Subtype /Form /BBox [0 0 612 792] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Length %d >>\nstream\n%s\nendstream", len(form), form))
	}
	return p.bytes()
}

// TestPDFHiddenText: text a reader of the page cannot see is not the
// document's text, so no quote of it can pass as the document's words:
// invisible text (render mode 3 or 7) away from any image, and text
// too small to read, and invisible text on a picture too small to be a
// scan of the page (isScan). The invisible text OCR lays over a scanned image
// (ocrmypdf's output, which FORMATS.md tells teams to make) is what the
// page shows, and is kept.
func TestPDFHiddenText(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	for _, c := range []struct {
		name, content string
		want          string
	}{
		{"invisible text on a page without an image", visible + "BT 3 Tr /F1 12 Tf 72 650 Td (The clause is void.) Tj ET", "The clause is valid."},
		{"invisible text, clip mode", visible + "BT 7 Tr /F1 12 Tf 72 650 Td (The clause is void.) Tj ET", "The clause is valid."},
		{"the render mode is graphics state: Q restores it", "q BT 3 Tr /F1 12 Tf 72 650 Td (Hidden words.) Tj ET Q " + visible, "The clause is valid."},
		{"invisible text away from the image on the page", "q 100 0 0 100 300 100 cm /Im1 Do Q " + visible + "BT 3 Tr /F1 12 Tf 72 650 Td (The clause is void.) Tj ET", "The clause is valid."},
		{"invisible text on a small picture (a logo, not a scan)", "q 120 0 0 60 60 630 cm /Im1 Do Q " + visible + "BT 3 Tr /F1 12 Tf 72 650 Td (The clause is void.) Tj ET", "The clause is valid."},
		{"text too small to read", visible + "BT /F1 0.5 Tf 72 650 Td (The clause is void.) Tj ET", "The clause is valid."},
		{"text an opaque image is painted over afterwards", visible + "BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET q 300 0 0 30 60 640 cm /Im1 Do Q", "The clause is valid."},
		{"text drawn over an image is read", "q 300 0 0 30 60 690 cm /Im1 Do Q " + visible, "The clause is valid."},
		{"filled text (mode 0) after invisible text is read", "BT 3 Tr /F1 12 Tf 72 650 Td (Hidden.) Tj 0 Tr 0 50 Td (The clause is valid.) Tj ET", "The clause is valid."},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(imagePDF(c.content), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
	// an OCR layer: the scan drawn over the page, its words invisible on it
	ocr := "q 612 0 0 792 0 0 cm /Im1 Do Q BT 3 Tr /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET"
	d, err := Read(imagePDF(ocr), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Pages[0].Text; !strings.Contains(got, "The clause is valid.") {
		t.Errorf("the OCR layer over a scan was dropped: %q", got)
	}
	// a page whose only text is hidden has no text layer a person sees
	if _, err := Read(imagePDF("BT 3 Tr /F1 12 Tf 72 650 Td (The clause is void.) Tj ET"), Limits{}); err == nil || !strings.Contains(err.Error(), "only text is text its pages do not show") {
		t.Errorf("a PDF whose only text is invisible read without error (%v); want it refused saying its text is not shown", err)
	}
}

// TestPDFTextOffThePage: text drawn outside the page's visible box (its
// CropBox, else its MediaBox) is shown to no reader and is not the
// page's text; text inside it is.
func TestPDFTextOffThePage(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	for _, c := range []struct{ name, content string }{
		{"right of the page", visible + "BT /F1 12 Tf 700 650 Td (The clause is void.) Tj ET"},
		{"below the page", visible + "BT /F1 12 Tf 72 -40 Td (The clause is void.) Tj ET"},
		{"above the page", visible + "BT /F1 12 Tf 72 900 Td (The clause is void.) Tj ET"},
		{"left of the page, moved there by the matrix", visible + "q 1 0 0 1 -800 0 cm BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET Q"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(imagePDF(c.content), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != "The clause is valid." {
				t.Errorf("text %q; want only the text on the page", got)
			}
		})
	}
}
