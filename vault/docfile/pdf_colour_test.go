package docfile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPDFTextHiddenByColour: words drawn in the colour of what lies
// under them are seen by no reader and are not the page's text, so no
// quotation of them passes as the document's words; words a reader can
// see, whatever their colour, are kept.
func TestPDFTextHiddenByColour(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	planted := func(pre string) string { return pre + " BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET" }
	both := "The clause is valid. The clause is void."
	for _, c := range []struct {
		name, content, want string
	}{
		{"white text on the white page", visible + planted("1 g"), "The clause is valid."},
		{"white text in RGB", visible + planted("1 1 1 rg"), "The clause is valid."},
		{"white text in CMYK", visible + planted("0 0 0 0 k"), "The clause is valid."},
		{"white text through sc in DeviceRGB", visible + planted("/DeviceRGB cs 1 1 1 sc"), "The clause is valid."},
		{"near-white text", visible + planted("0.99 0.99 0.99 rg"), "The clause is valid."},
		{"black text on a black bar (a redaction that left the words)", visible + planted("0 g 60 640 300 30 re f"), "The clause is valid."},
		{"navy text on a navy box", visible + planted("0 0 0.5 rg 60 640 300 30 re f"), "The clause is valid."},
		{"white text in a form drawn in white", visible + "1 g /Fm1 Do", "The clause is valid."},
		{"a black bar painted over the words afterwards", visible + planted("") + " 0 g 60 640 300 30 re f", "The clause is valid."},
		{"a white box painted over the words afterwards", visible + planted("") + " 1 g 60 640 300 30 re f", "The clause is valid."},
		{"a box painted afterwards, opaque again after a see-through state", visible + planted("") + " /GSa gs /GS1 gs 0 g 60 640 300 30 re f", "The clause is valid."},
		{"a see-through highlight over the words is read", visible + planted("") + " /GSa gs 1 1 0 rg 60 640 300 30 re f", both},
		{"a multiply-blended highlight over the words is read", visible + planted("") + " /GSm gs 1 1 0 rg 60 640 300 30 re f", both},
		{"a box painted afterwards elsewhere leaves the words", visible + planted("") + " 0 g 60 100 300 30 re f", both},
		{"a rule drawn across the tops of the words afterwards leaves them", visible + planted("") + " 0 g 72 657.6 120 0.6 re f", both},
		{"an underline rule under black words leaves them", visible + "0 g 72 648 120 0.6 re f" + planted(""), both},
		{"black words across a black rule drawn before them are read", visible + "0 g 72 657.6 120 0.6 re f" + planted(""), both},
		{"white text on a dark banner is read", visible + planted("0 0 0.5 rg 60 640 300 30 re f 1 g"), both},
		{"white text on an image is read", visible + planted("q 300 0 0 30 60 640 cm /Im1 Do Q 1 g"), both},
		{"light-grey watermark is read", visible + planted("0.8 g"), both},
		{"red text is read", visible + planted("1 0 0 rg"), both},
		{"black text on a light-grey table cell is read", visible + planted("0.9 g 60 640 300 30 re f 0 g"), both},
		{"white box painted, then black text on it, is read", visible + planted("1 g 60 640 300 30 re f 0 g"), both},
		{"colour is graphics state: Q restores black", visible + "q 1 g Q" + planted(""), both},
		{"a stroked outline is no fill", visible + planted("0 g 60 640 300 30 re S"), both},
		{"white words under stroked letter outlines (cairo's outlined text) are read", visible + planted("1 g") + " 0 G 72 648 m 80 660 l 85 648 l 90 660 l 95 648 l 100 660 l 105 648 l 110 660 l 115 648 l 120 660 l 125 648 l 130 660 l 190 648 l 190 660 l h S", both},
		{"white words in a stroked box stay hidden", visible + planted("1 g") + " 0 G 70 646 125 16 re S", "The clause is valid."},
		{"white words under white letter outlines stay hidden", visible + planted("1 g") + " 1 G 72 648 m 80 660 l 85 648 l 90 660 l 95 648 l 100 660 l 105 648 l 110 660 l 115 648 l 120 660 l 125 648 l 130 660 l h S", "The clause is valid."},
		{"a pattern colour is not judged", visible + planted("/Pattern cs /P1 scn"), both},
		{"text over a shading is not judged", visible + planted("q 1 g /Sh1 sh Q 1 g"), both},
		{"white outlined text (stroke mode) is not judged", visible + planted("1 g 0 G 1 Tr"), both},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(imagePDFWith(c.content, "/Fm1 6 0 R", "BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET"), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
	// a page whose only text is hidden by its colour has no text a reader sees
	if _, err := Read(imagePDF("1 g BT /F1 12 Tf 72 650 Td (The clause is void.) Tj ET"), Limits{}); err == nil || !strings.Contains(err.Error(), "only text is text its pages do not show") {
		t.Errorf("a PDF whose only text is white read without error (%v)", err)
	}
}

// TestPDFColourFixture: hidden-colour.pdf, written by ReportLab
// (testdata/make-hidden-colour-pdf.py, which records its ground truth in
// hidden-colour.truth.json): white and bar-covered words are not read,
// white words on a dark banner, grey and coloured words are.
func TestPDFColourFixture(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "hidden-colour.pdf"))
	if err != nil {
		t.Fatal(err)
	}
	d, err := Read(data, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	var truth struct{ Seen, Hidden []string }
	tj, err := os.ReadFile(filepath.Join("testdata", "hidden-colour.truth.json"))
	if err != nil || json.Unmarshal(tj, &truth) != nil || len(truth.Seen) == 0 || len(truth.Hidden) == 0 {
		t.Fatalf("hidden-colour.truth.json: %v", err)
	}
	text := d.Pages[0].Text
	for _, w := range truth.Seen {
		if !strings.Contains(text, w) {
			t.Errorf("the page text lacks %q: %q", w, text)
		}
	}
	for _, w := range truth.Hidden {
		for _, part := range strings.Fields(w)[1:3] { // no word of it
			if strings.Contains(text, part) {
				t.Errorf("the page text holds %q of the hidden %q: %q", part, w, text)
			}
		}
	}
}

// TestHiddenColourLibreOffice: LibreOffice's own HTML and PDF exports of
// hidden-colour.fodt (testdata/make-hidden-colour-libreoffice.sh): white
// words and words on a black highlight in black are not read; the white
// heading on its navy paragraph is.
func TestHiddenColourLibreOffice(t *testing.T) {
	var truth struct{ Seen, Hidden []string }
	tj, err := os.ReadFile(filepath.Join("testdata", "hidden-colour.libreoffice.truth.json"))
	if err != nil || json.Unmarshal(tj, &truth) != nil || len(truth.Seen) == 0 || len(truth.Hidden) == 0 {
		t.Fatalf("hidden-colour.libreoffice.truth.json: %v", err)
	}
	for _, f := range []string{"hidden-colour.libreoffice.html", "hidden-colour.libreoffice.pdf"} {
		t.Run(f, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join("testdata", f))
			if err != nil {
				t.Fatal(err)
			}
			d, err := Read(data, Limits{})
			if err != nil {
				t.Fatal(err)
			}
			text := d.Text
			for _, p := range d.Pages {
				text += p.Text
			}
			text = strings.Join(strings.Fields(text), " ")
			for _, w := range truth.Seen {
				if !strings.Contains(text, w) {
					t.Errorf("the text lacks %q: %q", w, text)
				}
			}
			for _, w := range truth.Hidden {
				if strings.Contains(text, strings.Join(strings.Fields(w)[1:3], " ")) {
					t.Errorf("the text holds the hidden %q: %q", w, text)
				}
			}
		})
	}
}
