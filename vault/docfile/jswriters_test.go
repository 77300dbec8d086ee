package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestJSWritersPDF reads the brief as three JavaScript PDF writers make
// it (testdata/make-js-writers.sh): pdfkit (embedded subset TrueType,
// ToUnicode, ligature glyphs, kerned TJ arrays), pdf-lib (standard-14
// Times, WinAnsi) and jsPDF (standard Times), and compares every page,
// paragraph by paragraph, with brief.truth.json.
// columns.pdfkit.pdf is two justified columns in pdfkit's standard
// Times (no /Widths), with columns.pdfkit.truth.json.
func TestJSWritersPDF(t *testing.T) {
	for _, tc := range []struct{ name, truth string }{
		{"brief.pdfkit", "brief"}, {"brief.pdf-lib", "brief"}, {"brief.jspdf", "brief"},
		{"columns.pdfkit", "columns.pdfkit"},
	} {
		name, tr := tc.name, readTruth(t, tc.truth)
		t.Run(name, func(t *testing.T) {
			checkUnlabelledPDF(t, name, tr)
		})
	}
}

// TestJSWritersDOCX reads the brief as the "docx" npm package writes it,
// and as mammoth turns that into HTML, and compares each, paragraph by
// paragraph, with its truth file.
func TestJSWritersDOCX(t *testing.T) {
	for _, tc := range []struct {
		file, truth string
		format      Format
	}{
		{"brief.docx.docx", "brief.docx.truth.json", DOCX},
		{"brief.mammoth.html", "brief.mammoth.truth.json", HTML},
	} {
		t.Run(tc.file, func(t *testing.T) { checkTextTruth(t, tc.file, tc.truth, tc.format) })
	}
}

func checkTextTruth(t *testing.T, file, truthFile string, format Format) {
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join("testdata", truthFile))
	if err != nil {
		t.Fatal(err)
	}
	var tr struct {
		Text string `json:"text"`
	}
	if err := json.Unmarshal(raw, &tr); err != nil {
		t.Fatal(err)
	}
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Format != format {
		t.Fatalf("format %q, want %q", d.Format, format)
	}
	if !sameParagraphs(d.Text, tr.Text) {
		t.Errorf("text:\n got %q\nwant %q", d.Text, tr.Text)
	}
}
