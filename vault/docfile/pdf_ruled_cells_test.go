package docfile

import (
	"fmt"
	"testing"
)

// TestPDFRuledTableCells: in a table that rules its rows (LibreOffice's
// and Word's bordered tables), a row whose first cell wraps is read cell
// by cell, the borders telling its lines from the next row's
// (testdata/supply-agreement.*: "Structural pine" / "grade C24"), and a
// border parts a row from the next one whose first cell is empty, the
// border one rule or pieces stroked cell by cell (Chromium). The
// "was" case shows a table boxed without borders between its rows
// (groff's tbl "box"), read row by row: nothing there tells a wrapped
// first cell from a new row.
func TestPDFRuledTableCells(t *testing.T) {
	const rule = "0.5 w 70 %d m 400 %d l S "
	hr := func(y int) string { return fmt.Sprintf(rule, y, y) }
	cells := func(y int) string { // borders stroked cell by cell, as Chromium draws them
		return fmt.Sprintf("0.5 w 70 %d m 168 %d l S 0.5 w 168 %d m 298 %d l S 0.5 w 298 %d m 400 %d l S ", y, y, y, y, y, y)
	}
	header := bandLines(72, 700, "Grade") + bandLines(170, 700, "Price per metre") + bandLines(300, 700, "Terms")
	for _, tc := range []struct {
		name, content, want string
	}{
		{"first cell wraps", hr(712) + header + hr(690) +
			bandLines(72, 678, "Structural pine", "grade C24") + bandLines(170, 678, "EUR 310, adjusted", "by the index") + bandLines(300, 678, "FOB Gothenburg", "within ten days") + hr(657) +
			bandLines(72, 645, "Spruce") + bandLines(170, 645, "EUR 280") + bandLines(300, 645, "CIF Wilmington") + hr(636),
			"Grade Price per metre Terms\n\nStructural pine grade C24 EUR 310, adjusted by the index FOB Gothenburg within ten days\n\nSpruce EUR 280 CIF Wilmington"},
		{"first cell wraps, borders drawn cell by cell", cells(712) + header + cells(690) +
			bandLines(72, 678, "Structural pine", "grade C24") + bandLines(170, 678, "EUR 310, adjusted", "by the index") + bandLines(300, 678, "FOB Gothenburg", "within ten days") + cells(657) +
			bandLines(72, 645, "Spruce") + bandLines(170, 645, "EUR 280") + bandLines(300, 645, "CIF Wilmington") + cells(636),
			"Grade Price per metre Terms\n\nStructural pine grade C24 EUR 310, adjusted by the index FOB Gothenburg within ten days\n\nSpruce EUR 280 CIF Wilmington"},
		{"a border parts a row from one whose first cell is empty", hr(712) + header + hr(694) +
			bandLines(72, 688, "Spruce") + bandLines(170, 688, "EUR 280") + bandLines(300, 688, "FOB Gothenburg") + hr(682) +
			bandLines(170, 676, "EUR 295 kiln-dried") + bandLines(300, 676, "CIF Wilmington") + hr(670),
			"Grade Price per metre Terms\n\nSpruce EUR 280 FOB Gothenburg\n\nEUR 295 kiln-dried CIF Wilmington"},
		{"was: boxed without row borders", bandLines(72, 730, "Three questions follow from that text.") + hr(712) +
			bandLines(72, 700, "Event", "Delivery", "Written claim") + bandLines(170, 700, "Date", "March 3, 2023", "October 30, 2023") + hr(668),
			"Three questions follow from that text.\n\nEvent Date\n\nDelivery March 3, 2023\n\nWritten claim October 30, 2023"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read(minimalPDF([]byte(tc.content), ""), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; !sameParagraphs(got, tc.want) {
				t.Errorf("text\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}
