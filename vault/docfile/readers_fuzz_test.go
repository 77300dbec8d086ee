package docfile

import (
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// pageMarkerLine is the Vault's page-marker line (vault/locators.go).
var pageMarkerLine = regexp.MustCompile(`^\[\*([^\]\s]+)\]$`)

// FuzzReadDOCX: whatever the bytes, the DOCX reader returns text or an
// error (never a panic), within the limits, and its text is paragraphs
// that hold no line of markup they did not ask for: a paragraph is one
// line.
func FuzzReadDOCX(f *testing.F) {
	for _, file := range []string{"testdata/contract.docx", "testdata/memo-notes.docx", "testdata/brief-notes.docx", "testdata/note-restarts.docx", "testdata/note-format.docx"} {
		if data, err := os.ReadFile(file); err == nil {
			f.Add(data)
		}
	}
	f.Add(buildDOCX(f, map[string]string{"word/document.xml": wrapW("document", `<w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body>`)}))
	// Notes: a custom mark, a reference twice, a note with a table, a
	// reference to a separator, a placeholder's delimiters in the text.
	f.Add(notesDOCX(f, `<w:p>`+run("a\uFDD00\uFDD1")+fnRef("1")+fnRef("1")+`<w:r><w:footnoteReference w:customMarkFollows="1" w:id="2"/><w:t>*</w:t></w:r>`+enRef("1")+`</w:p>`,
		note("footnote", "1", run("n"), `</w:p><w:tbl><w:tr><w:tc><w:p>`+run("c")+`</w:p></w:tc></w:tr></w:tbl><w:p>`)+note("footnote", "2", run("s")),
		note("endnote", "1", run("e")), nil))
	f.Add(notesDOCX(f, `<w:p>`+run("a")+enRef("0")+`</w:p>`, "", note("endnote", "1", run("e")), nil))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := readDOCX(data, Limits{MaxBytes: 8 << 20}.WithDefaults())
		if err != nil {
			return
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Fatal("no error and no text")
		}
		if strings.Contains(d.Text, markOpen) || strings.Contains(d.Text, markClose) {
			t.Fatalf("a note reference's placeholder is left in the text: %q", d.Text)
		}
	})
}

// FuzzReadHTML: the HTML reader returns text or an error, never a
// panic, and every line the Vault would read as a page marker is one the
// reader wrote for a star page.
func FuzzReadHTML(f *testing.F) {
	if data, err := os.ReadFile("testdata/bremen-opinion.html"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`<html><body><p>a <span class="star-pagination">*3</span> b [*4] c</p><h2>II</h2></body></html>`))
	// What fuzzing found (each a line the Vault would read as a page
	// marker the reader had not written for a star page): kept as seeds.
	for _, found := range []string{"[*]", "[**]", "<p>[*\u00a0]</p>", "<h2>[*7] II</h2>", "<pre>a\n\n[*é]\n\nb</pre>"} {
		f.Add([]byte(found))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !utf8.Valid(data) {
			return // Read sends only UTF-8 text to the HTML reader (Detect)
		}
		d, err := readHTML(data, DefaultLimits)
		if err != nil {
			return
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Fatal("no error and no text")
		}
		for _, line := range strings.Split(d.Text, "\n") {
			if m := pageMarkerLine.FindStringSubmatch(strings.TrimSpace(line)); m != nil && (!pageName(m[1]) || strings.HasPrefix(m[1], "*")) {
				t.Fatalf("page-marker line %q with a label that is not a page", line)
			}
		}
	})
}
