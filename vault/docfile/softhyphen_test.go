package docfile

import (
	"strings"
	"testing"
)

// TestSoftHyphens: a soft hyphen is drawn only where a line breaks, so
// the word it marks reads whole ("effi&shy;cient" is "efficient") in
// HTML (as LibreOffice saves one) and in a Word document's text (w:t
// holding U+00AD, and Word's own w:softHyphen), and a quotation of the
// word matches it.
func TestSoftHyphens(t *testing.T) {
	const want = "An efficient office shall affirm it."
	docx := func(body string) []byte {
		return buildDOCX(t, map[string]string{"word/document.xml": wrapW("document", "<w:body><w:p>"+body+"</w:p></w:body>")})
	}
	for _, c := range []struct {
		name string
		data []byte
	}{
		{"HTML &shy;", []byte("<!DOCTYPE html><html><body><p>An effi&shy;cient office shall af&shy;firm it.</p></body></html>")},
		{"HTML U+00AD", []byte("<!DOCTYPE html><html><body><p>An effi\u00adcient office shall af\u00adfirm it.</p></body></html>")},
		{"an HTML heading", []byte("<!DOCTYPE html><html><body><h1>An effi&shy;cient office shall affirm it.</h1></body></html>")},
		{"an HTML table cell", []byte("<!DOCTYPE html><html><body><table><tr><td>An effi&shy;cient office shall affirm it.</td></tr></table></body></html>")},
		{"DOCX U+00AD in w:t", docx("<w:r><w:t>An effi\u00adcient office shall af\u00adfirm it.</w:t></w:r>")},
		{"DOCX w:softHyphen", docx("<w:r><w:t>An effi</w:t><w:softHyphen/><w:t>cient office shall affirm it.</w:t></w:r>")},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(c.data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			got := strings.TrimLeft(strings.Join(strings.Fields(d.Text), " "), "# ")
			if got != want {
				t.Errorf("text %q; want %q", got, want)
			}
		})
	}
}
