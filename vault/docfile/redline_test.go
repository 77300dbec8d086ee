package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestRedlineFixtures: a marked-up contract exported by LibreOffice as
// PDF (and that PDF rewritten by cairo), DOCX and HTML
// (testdata/make-redline.sh) reads as a reader of each file sees it:
// every sentence shown is read whole, once (soft hyphens and fields
// resolved, a shadowed word not doubled), and no tracked deletion,
// struck-out or hidden word is read. Where LibreOffice's HTML export
// itself loses the marks (a tracked deletion written as plain text, a
// text frame saved as a picture), the HTML is read as it shows.
func TestRedlineFixtures(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "redline.truth.json"))
	if err != nil {
		t.Fatal(err)
	}
	var truth struct {
		Seen         []string `json:"seen"`
		NotRead      []string `json:"not_read"`
		HTMLUnmarked []string `json:"html_unmarked"`
		HTMLLost     []string `json:"html_lost"`
	}
	if err := json.Unmarshal(raw, &truth); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"redline.libreoffice.pdf", "redline.cairo.pdf", "redline.libreoffice.docx", "redline.libreoffice.html"} {
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", name))
			if err != nil {
				t.Fatal(err)
			}
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			text := d.Text
			for _, p := range d.Pages {
				text += "\n" + p.Text
			}
			text = strings.Join(strings.Fields(text), " ")
			html := strings.HasSuffix(name, ".html")
			for _, s := range truth.Seen {
				if html && slices.Contains(truth.HTMLLost, s) {
					continue
				}
				if !strings.Contains(text, s) {
					t.Errorf("%q is not read; text:\n%s", s, text)
				}
			}
			for _, s := range truth.NotRead {
				if html && slices.Contains(truth.HTMLUnmarked, s) {
					if !strings.Contains(text, s) {
						t.Errorf("%q, which LibreOffice's HTML shows as plain text, is not read", s)
					}
					continue
				}
				if strings.Contains(text, s) {
					t.Errorf("%q is read; text:\n%s", s, text)
				}
			}
		})
	}
}
