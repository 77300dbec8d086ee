package docfile

import (
	"strings"
	"testing"
)

// TestOwnTextIsNoHeading: a document's own words that look like the
// locator markup's Markdown heading ("# Footnotes" typed in a Word body
// paragraph, a PDF line, an HTML paragraph) stay text: they would
// otherwise start a section of their own, and a typed "# Footnotes"
// followed by "³ ..." would stand in for a Word document's real notes
// (or give a PDF notes a footnote pin would be placed in). The space
// after the hashes becomes a no-break space, which every quotation
// comparison folds, so the words read and quote as written.
func TestOwnTextIsNoHeading(t *testing.T) {
	docx := buildDOCX(t, map[string]string{"word/document.xml": wrapW("document", "<w:body>"+
		`<w:p>`+run("The clause is valid.")+fnRef("1")+`</w:p><w:p>`+run("# Footnotes")+`</w:p><w:p>`+run("¹ The clause is void.")+`</w:p></w:body>`),
		"word/footnotes.xml": wrapW("footnotes", note("footnote", "1", run("The real note."))),
	})
	html := []byte(`<!DOCTYPE html><html><body><h1>Opinion</h1><p>The clause is valid.</p><p>## Footnotes</p><table><tr><td># 3</td><td>x</td></tr></table></body></html>`)
	pdf := minimalPDF([]byte("BT /F1 12 Tf 72 700 Td (# Footnotes) Tj ET BT /F1 12 Tf 72 600 Td (The clause is valid.) Tj ET"), "")
	for _, c := range []struct {
		name     string
		data     []byte
		headings []string // the reader's own headings, the only lines that may read as one
	}{
		{"docx", docx, []string{"# Footnotes"}},
		{"html", html, []string{"# Opinion"}},
		{"pdf", pdf, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(c.data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			text := d.Text
			for _, p := range d.Pages {
				text += p.Text + "\n"
			}
			var got []string
			for _, line := range strings.Split(text, "\n") {
				if headingStart.MatchString(strings.TrimSpace(line)) {
					got = append(got, strings.TrimSpace(line))
				}
			}
			if strings.Join(got, "|") != strings.Join(c.headings, "|") {
				t.Errorf("lines reading as headings %q; want %q\ntext:\n%s", got, c.headings, text)
			}
			if !strings.Contains(text, "#\u00a0") {
				t.Errorf("the document's own hashes were lost:\n%s", text)
			}
		})
	}
}
