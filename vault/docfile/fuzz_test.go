package docfile

import (
	"os"
	"path/filepath"
	"testing"
	"time"
	"unicode/utf8"
)

// fuzzLimits keep one fuzz input cheap.
var fuzzLimits = Limits{MaxBytes: 8 << 20, MaxPages: 50, Timeout: 2 * time.Second, MaxObjects: 20000}

func addSeeds(f *testing.F, names ...string) {
	for _, n := range names {
		data, err := os.ReadFile(filepath.Join("testdata", n))
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
}

// FuzzReadPDF: no input makes the PDF reader panic, hang or return text
// that is not UTF-8; it reads a document or says why not.
func FuzzReadPDF(f *testing.F) {
	addSeeds(f, "contract.pdf", "labelled.pdf", "opinion.pdf", "scan.pdf", "encrypted.pdf",
		// a producer of each kind: JavaScript writers without /Widths,
		// Ghostscript, Chromium, tesseract's OCR layer, LibreOffice tagged
		"brief.pdf-lib.pdf", "producers/opinion.groff.gs.pdf", "producers/hidden.chromium.pdf",
		"producers/declaration.tesseract.pdf", "opinion-excerpt.tagged.pdf", "rotated.pdf")
	f.Add(minimalPDF([]byte("BT /F1 12 Tf 72 700 Td (Neither party may assign.) Tj ET"), ""))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := readPDF(data, fuzzLimits.WithDefaults())
		if err != nil {
			return
		}
		if len(d.Pages) == 0 {
			t.Fatal("a document without pages and without an error")
		}
		for _, p := range d.Pages {
			if !utf8.ValidString(p.Text) || p.Label == "" {
				t.Fatalf("page %q: invalid text or empty label", p.Label)
			}
		}
	})
}

// FuzzDetect: Detect never panics, and whatever it names, Read either
// reads or refuses without panicking.
func FuzzDetect(f *testing.F) {
	addSeeds(f, "contract.pdf", "contract.fodt", "scan.pdf")
	f.Add([]byte("# Heading\n\n§ 12.1 Neither party may assign."))
	f.Add([]byte("<!DOCTYPE html><html><body><p>x</p></body></html>"))
	f.Add([]byte("PK\x03\x04word/document.xml"))
	f.Add([]byte("\xef\xbb\xbfplain text"))
	f.Add([]byte{0xff, 0xfe, 0x00})
	f.Fuzz(func(t *testing.T, data []byte) {
		if _, err := Detect(data); err != nil {
			return
		}
		Read(data, fuzzLimits)
	})
}
