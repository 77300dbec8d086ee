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
// border one rule or pieces stroked cell by cell (Chromium); a ruled
// table of two cells of prose is read row by row, not as two columns of
// text. The
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
	wide := "0.5 w 70 %d m 542 %d l S "
	whr := func(y int) string { return fmt.Sprintf(wide, y, y) }
	para := bandLines(72, 760,
		"The parties compare the clause as first drafted with the clause as signed, and the table sets",
		"the two texts side by side, each row one paragraph of the clause in its two versions, so that",
		"every change between them can be read across.")
	prose := whr(712) + bandLines(72, 700, "The Supplier may terminate on thirty", "days notice given in writing.") +
		bandLines(318, 700, "The Supplier may terminate on ninety", "days notice given in writing.") + whr(679) +
		bandLines(72, 667, "Either party may assign this Agreement", "to an affiliate without consent.") +
		bandLines(318, 667, "Neither party may assign this Agreement", "without the other party's consent.") + whr(646) +
		bandLines(72, 634, "The Buyer pays each invoice within", "thirty days of receiving it.") +
		bandLines(318, 634, "The Buyer pays each invoice within", "sixty days of receiving it.") + whr(613)
	for _, tc := range []struct {
		name, content, want string
	}{
		{"two cells of prose side by side", para + prose,
			"The parties compare the clause as first drafted with the clause as signed, and the table sets the two texts side by side, each row one paragraph of the clause in its two versions, so that every change between them can be read across.\n\n" +
				"The Supplier may terminate on thirty days notice given in writing. The Supplier may terminate on ninety days notice given in writing.\n\n" +
				"Either party may assign this Agreement to an affiliate without consent. Neither party may assign this Agreement without the other party's consent.\n\n" +
				"The Buyer pays each invoice within thirty days of receiving it. The Buyer pays each invoice within sixty days of receiving it."},
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
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}
