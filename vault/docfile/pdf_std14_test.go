package docfile

import (
	"strconv"
	"testing"
)

// TestStd14Metrics: the standard fonts resolve to their widths by name,
// a subset tag and the Windows names of the same faces too; other fonts
// get none.
func TestStd14Metrics(t *testing.T) {
	for _, tc := range []struct {
		base string
		a    uint16 // width of "a", 0 for none
		mono float64
	}{
		{"Times-Roman", 444, 0}, {"Times-Bold", 500, 0}, {"Times-Italic", 500, 0}, {"Times-BoldItalic", 500, 0},
		{"Helvetica", 556, 0}, {"Helvetica-Oblique", 556, 0}, {"Helvetica-Bold", 556, 0},
		{"ABCDEF+Helvetica", 556, 0}, {"ArialMT", 556, 0}, {"Arial,Bold", 556, 0},
		{"TimesNewRomanPSMT", 444, 0}, {"TimesNewRomanPS-BoldMT", 500, 0},
		{"Courier", 0, 600}, {"CourierNewPSMT", 0, 600},
		{"DejaVuSerif", 0, 0}, {"Symbol", 0, 0}, {"", 0, 0},
	} {
		t.Run(tc.base, func(t *testing.T) {
			std, mono := std14Metrics(tc.base)
			if std[rune('a')] != tc.a || mono != tc.mono {
				t.Errorf("width of a %d, mono %v; want %d, %v", std['a'], mono, tc.a, tc.mono)
			}
		})
	}
}

// TestStd14Placement: text in a standard font with no /Widths (as
// pdf-lib, pdfkit and jsPDF write it) is placed by the font's own
// widths: words justified by TJ adjustments in place of spaces read
// apart and whole, and a two-column page reads column by column.
func TestStd14Placement(t *testing.T) {
	col := func(x, y int, s string) string {
		return "BT /F1 10 Tf " + strconv.Itoa(x) + " " + strconv.Itoa(y) + " Td (" + s + ") Tj ET "
	}
	left := []string{"The court of appeals affirmed the judgment", "of the district court in every respect and", "held the forum clause valid and enforceable.", "Costs of the appeal go to the appellee."}
	right := []string{"The dissent would have reversed the whole", "judgment of the district court and have sent", "the case back to it for a new trial on the", "damages the plaintiffs claim."}
	twoCol := ""
	for i := range left {
		twoCol += col(72, 700-12*i, left[i]) + col(320, 700-12*i, right[i])
	}
	for _, tc := range []struct{ name, content, want string }{
		{"justified by TJ", "BT /F1 10 Tf 72 700 Td [(The) -466 (officers) -466 (were) -466 (sufficiently) -466 (efficient.)] TJ ET",
			"The officers were sufficiently efficient."},
		{"kerned in a word", "BT /F1 10 Tf 72 700 Td [(W) 80 (ay) -250 (A) 74 (V) 55 (OID)] TJ ET", "Way AVOID"},
		{"two columns", twoCol, "The court of appeals affirmed the judgment of the district court in every respect and held the forum clause valid and enforceable. Costs of the appeal go to the appellee.\n\n" +
			"The dissent would have reversed the whole judgment of the district court and have sent the case back to it for a new trial on the damages the plaintiffs claim."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}
