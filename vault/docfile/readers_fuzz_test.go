package docfile

import (
	"os"
	"strings"
	"testing"
)

// FuzzReadDOCX: whatever the bytes, the DOCX reader returns text or an
// error (never a panic), within the limits, and its text is paragraphs
// that hold no line of markup they did not ask for: a paragraph is one
// line.
func FuzzReadDOCX(f *testing.F) {
	if data, err := os.ReadFile("testdata/msa-numbered.docx"); err == nil {
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
// panic, and every "[*N]" line it writes is a page marker it found.
func FuzzReadHTML(f *testing.F) {
	if data, err := os.ReadFile("testdata/bremen-opinion.html"); err == nil {
		f.Add(data)
	}
	f.Add([]byte(`<html><body><p>a <span class="star-pagination">*3</span> b [*4] c</p><h2>II</h2></body></html>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := readHTML(data, DefaultLimits)
		if err != nil {
			return
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Fatal("no error and no text")
		}
		for _, line := range strings.Split(d.Text, "\n") {
			if strings.HasPrefix(line, "[*") && strings.HasSuffix(line, "]") && !starLabel(line[1:len(line)-1]) {
				t.Fatalf("page-marker line %q with a label that is not a page", line)
			}
		}
	})
}
