package docfile

import "testing"

// TestSidewaysPage: a page whose lines are all drawn turned a quarter
// (up the page, down it) or upside down, as a landscape page stored
// portrait under /Rotate is, reads upright in line order, as a viewer
// shows it; a page whose text is mostly upright is laid out as before,
// its one turned run read apart after the body (pdf_rotated.go).
func TestSidewaysPage(t *testing.T) {
	const lines = "BT /F1 12 Tf 72 500 Td (The clause was freely negotiated and should be enforced.) Tj 0 -14 Td (The judgment is affirmed in all respects.) Tj ET"
	const want = "The clause was freely negotiated and should be enforced. The judgment is affirmed in all respects."
	for _, tc := range []struct {
		name, content, rotate, want string
	}{
		{"up the page, /Rotate 90", "q 0 1 -1 0 612 0 cm " + lines + " Q", "/Rotate 90", want},
		{"down the page, /Rotate 270", "q 0 -1 1 0 0 792 cm " + lines + " Q", "/Rotate 270", want},
		{"upside down, /Rotate 180", "q -1 0 0 -1 612 792 cm " + lines + " Q", "/Rotate 180", want},
		{"turned without /Rotate", "q 0 1 -1 0 612 0 cm " + lines + " Q", "", want},
		{"upright with a turned stamp", lines + " q 0 1 -1 0 40 300 cm BT /F1 10 Tf 0 0 Td (EXHIBIT 4) Tj ET Q", "", want + "\n\nEXHIBIT 4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read(minimalPDFPage([]byte(tc.content), "", 1, tc.rotate), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; !sameParagraphs(got, tc.want) {
				t.Errorf("text\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}
