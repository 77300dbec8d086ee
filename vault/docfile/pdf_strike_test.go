package docfile

import (
	"strconv"
	"testing"
)

// TestPDFStruckText: a rule drawn through words strikes them out, as a
// redline's deletions are drawn (LibreOffice strokes a line, Word fills
// a thin box), so the struck words are not the page's text; a rule
// under, over or beside the words, a white rule and a bar too thick to
// be a rule strike nothing.
func TestPDFStruckText(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	planted := " BT /F1 12 Tf 72 650 Td (The clause is ) Tj ET BT /F1 12 Tf 150 650 Td (void.) Tj ET "
	both := "The clause is valid. The clause is void."
	valid := "The clause is valid."
	for _, c := range []struct{ name, content, want string }{
		{"a stroked line through the words, as LibreOffice draws it", visible + planted + "q 1 0 0 1 72 650 cm 0.7 w 0 0 0 RG 0 3.4 m 120 3.4 l S Q", valid},
		{"a thin box filled through the words, as Word draws it", visible + planted + "0 g 72 653.2 120 0.6 re f", valid},
		{"a thin box filled before the words", visible + "0 g 72 653.2 120 0.6 re f" + planted, valid},
		{"a tracked deletion's coloured strike", visible + planted + "q 0.78 0.57 0 RG 0.7 w 72 653.4 m 192 653.4 l S Q", valid},
		{"a double strike", visible + planted + "q 0.4 w 72 652.1 m 192 652.1 l S 72 653.4 m 192 653.4 l S Q", valid},
		{"a bold strike", visible + planted + "q 1.3 w 72 653.4 m 192 653.4 l S Q", valid},
		{"a strike drawn under a scaled transformation", visible + planted + "q 2 0 0 2 0 0 cm 0.35 w 36 326.7 m 96 326.7 l S Q", valid},
		{"a strike through one word strikes that word", visible + planted + "q 0.7 w 150 653.4 m 180 653.4 l S Q", "The clause is valid. The clause is"},
		{"an underline strikes nothing", visible + planted + "q 0.7 w 72 648.5 m 192 648.5 l S Q", both},
		{"an overline strikes nothing", visible + planted + "q 0.7 w 72 659.5 m 192 659.5 l S Q", both},
		{"a white rule strikes nothing", visible + planted + "q 1 G 0.7 w 72 653.4 m 192 653.4 l S Q", both},
		{"a rule beside the words strikes nothing", visible + planted + "q 0.7 w 300 653.4 m 400 653.4 l S Q", both},
		{"a five-point bar is no rule", visible + planted + "0 g 72 651 120 5 re f", both},
		{"a change bar in the margin strikes nothing", visible + planted + "q 0.7 w 65 640 m 65 665 l S Q", both},
		{"a stroked box around the words strikes nothing", visible + planted + "q 0.7 w 70 646 125 16 re S Q", both},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(imagePDF(c.content), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}

// TestPDFRedrawnText: words drawn twice at almost the same place (a
// shadow effect, fake bold) read once, and a row of strike-out
// characters drawn over words (LibreOffice's "X" and "/" strikes) is
// neither text nor leaves the words under it; the same words drawn
// twice apart, and a row of X's standing alone, are read.
func TestPDFRedrawnText(t *testing.T) {
	visible := "BT /F1 12 Tf 72 700 Td (The clause is valid.) Tj ET "
	void := func(x, y float64) string {
		return " BT /F1 12 Tf " + ftoa(x) + " " + ftoa(y) + " Td (The clause is void.) Tj ET "
	}
	both := "The clause is valid. The clause is void."
	for _, c := range []struct{ name, content, want string }{
		{"a shadow, in grey half a point off, then the words", visible + "q 0.75 g" + void(72.5, 649.5) + "Q" + void(72, 650), both},
		{"fake bold: the words drawn twice a fraction apart", visible + void(72, 650) + void(72.3, 650), both},
		{"fake bold drawn three times", visible + void(72, 650) + void(72.25, 650) + void(72.5, 650.1), both},
		{"the same words on two lines are both read", visible + void(72, 650) + void(72, 630), both + " The clause is void."},
		{"a row of X's over a word strikes it", visible + " BT /F1 12 Tf 72 650 Td (The clause is ) Tj ET BT /F1 12 Tf 150 650 Td (void.) Tj ET BT /F1 12 Tf 150 650 Td (XXXXX) Tj ET", "The clause is valid. The clause is"},
		{"a row of slashes over a word strikes it", visible + " BT /F1 12 Tf 72 650 Td (The clause is ) Tj ET BT /F1 12 Tf 150 650 Td (void.) Tj ET BT /F1 12 Tf 150 650 Td (/////////) Tj ET", "The clause is valid. The clause is"},
		{"a row of X's alone is text", visible + " BT /F1 12 Tf 72 650 Td (SSN XXX-XX-1234) Tj ET", "The clause is valid. SSN XXX-XX-1234"},
	} {
		t.Run(c.name, func(t *testing.T) {
			d, err := Read(imagePDF(c.content), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != c.want {
				t.Errorf("text %q; want %q", got, c.want)
			}
		})
	}
}

func ftoa(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
