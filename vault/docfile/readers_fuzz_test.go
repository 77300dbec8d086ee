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
	if data, err := os.ReadFile("testdata/contract.docx"); err == nil {
		f.Add(data)
	}
	f.Add(buildDOCX(f, map[string]string{"word/document.xml": wrapW("document", `<w:body><w:p><w:r><w:t>x</w:t></w:r></w:p></w:body>`)}))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := readDOCX(data, Limits{MaxBytes: 8 << 20}.WithDefaults())
		if err != nil {
			return
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Fatal("no error and no text")
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
