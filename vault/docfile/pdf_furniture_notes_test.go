package docfile

import (
	"fmt"
	"testing"
)

// pagesPDF is a PDF of one page per content stream (Helvetica as /F1).
func pagesPDF(contents ...string) []byte {
	p := newRawPDF("1.4")
	obj := p.obj
	kids := ""
	for i := range contents {
		kids += fmt.Sprintf("%d 0 R ", 3+2*i)
	}
	obj("<< /Type /Catalog /Pages 2 0 R >>")
	obj(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d >>", kids, len(contents)))
	for i, c := range contents {
		obj(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents %d 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>", 4+2*i))
		obj(fmt.Sprintf("<< /Length %d >>\nstream\n%s\nendstream", len(c), c))
	}
	return p.bytes()
}

// TestPDFFootnotesAlikeAreText: two pages ending in footnotes alike but
// for their numbers ("14 Id. at 12." and "22 Id. at 40.", as an opinion's
// short cites end its pages) keep them as text; a running header that
// repeats word for word, a docket header whose page number goes up with
// the page, and a page-number footer stay furniture.
func TestPDFFootnotesAlikeAreText(t *testing.T) {
	page := func(n int, body, note string) string {
		return fmt.Sprintf("BT /F1 9 Tf 72 760 Td (Case 1:24-cv-01234 Document 45 Filed 05/01/24 Page %d of 2) Tj ET ", n) +
			"BT /F1 11 Tf 72 650 Td (" + body + ") Tj ET " +
			"BT /F1 9 Tf 72 80 Td (" + note + ") Tj ET " +
			fmt.Sprintf("BT /F1 9 Tf 300 40 Td (%d) Tj ET", n)
	}
	d, err := Read(pagesPDF(page(1, "The court held the clause valid.", "14 Id. at 12."), page(2, "It enforced the clause as written.", "22 Id. at 40.")), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []struct {
		text      string
		furniture []string
	}{
		{"The court held the clause valid.\n\n14 Id. at 12.", []string{"Case 1:24-cv-01234 Document 45 Filed 05/01/24 Page 1 of 2", "1"}},
		{"It enforced the clause as written.\n\n22 Id. at 40.", []string{"Case 1:24-cv-01234 Document 45 Filed 05/01/24 Page 2 of 2", "2"}},
	} {
		p := d.Pages[i]
		if !sameParagraphs(p.Text, want.text) {
			t.Errorf("page %d text %q, want %q", i+1, p.Text, want.text)
		}
		if fmt.Sprint(p.Furniture) != fmt.Sprint(want.furniture) {
			t.Errorf("page %d furniture %q, want %q", i+1, p.Furniture, want.furniture)
		}
	}
}
