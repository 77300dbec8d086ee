package docfile

import (
	"fmt"
	"strings"
	"testing"
)

// bandLines draws each text at x from y down, one line per 12 points.
func bandLines(x, y float64, texts ...string) string {
	var b strings.Builder
	for i, t := range texts {
		fmt.Fprintf(&b, "BT /F1 10 Tf %.1f %.1f Td (%s) Tj ET ", x, y-12*float64(i), t)
	}
	return b.String()
}

// TestPDFColumnBands pins the layouts a word processor sets in columns
// on part of a page (LibreOffice's sixth audit, testdata/
// supply-agreement.*): a two-column section between full-width
// paragraphs is read left column then right, a text frame the body
// wraps beside is read after the body's lines, and a table whose second
// and third columns leave a narrow strip is no page in two columns (its
// last column was read after the table), while a table inside one of
// two columns leaves the page its gutter and has its wrapped cells
// read cell by cell in its column. The "was" cases show what
// stays row by row: a table of short cells, and a table whose rows hold
// several cells on one side.
func TestPDFColumnBands(t *testing.T) {
	full := bandLines(72, 720,
		"The Supplier warrants the goods against every defect of material and workmanship for the full",
		"term of twelve months after their delivery to the Buyer at the port named in the order, and") +
		bandLines(72, 696, "no longer.")
	after := bandLines(72, 590,
		"The Supplier's total liability under this Agreement shall not exceed the price paid for the goods",
		"in the twelve months before the claim arose, and this limit applies to every claim in contract,") +
		bandLines(72, 566, "tort or otherwise.")
	cols := bandLines(72, 670,
		"3.1 The Buyer's sole remedy for a breach of",
		"this warranty is the replacement of the non",
		"conforming goods or a refund.") +
		bandLines(318, 670,
			"3.2 Neither party is liable for any indirect",
			"or consequential damages arising out of the",
			"delivery or use of the goods by the Buyer.")
	frame := bandLines(72, 670,
		"3.5 The cap applies to every claim that either party",
		"brings under this Agreement, in contract, in tort or",
		"under any statute, and it survives the termination",
		"of this Agreement.") +
		bandLines(352, 670, "Note to draft: the cap is still", "under negotiation.")
	table := bandLines(75, 700, "Grade", "Pine", "Spruce", "Larch") + bandLines(170, 700, "Price per cubic metre", "EUR 310, adjusted by the timber index", "EUR 280, adjusted by the timber index", "EUR 300, adjusted by the timber index") +
		bandLines(356, 700, "Delivery terms", "FOB Gothenburg", "FOB Gothenburg", "CIF Wilmington")
	twoCol := bandLines(72, 720,
		"The court reviews the record of the sale for",
		"error and sets out the dates in a table:") +
		bandLines(72, 696, "May 2") + bandLines(120, 696, "The company mailed", "a notice of sale") + bandLines(230, 696, "No notice under", "the statute") +
		bandLines(72, 670, "June 9") + bandLines(120, 670, "The unit was sold") + bandLines(230, 670, "Goods lost") +
		bandLines(318, 720,
			"The statute requires notice by certified mail",
			"to the last known address of the occupant, and",
			"the company mailed its notice to an address the",
			"tenant had left two years before the sale, so",
			"no notice reached the tenant before the unit",
			"was sold and the goods in it were lost.")
	left8 := []string{"The carrier says the letter was no claim at", "all, because it named no sum, but the statute", "asks less than that of a shipper: it need only", "identify the shipment, assert liability and", "demand payment of a determinable amount,", "and the letter did each of those things, as", "the carrier's adjuster saw when he opened", "a file on it the same week."}
	right8 := []string{"Nor did the carrier decline the claim in", "writing before the suit was brought. Its", "letter asked for further documents and", "said the claim remained under review,", "which is no disallowance of the claim, and", "a carrier that wishes to start the period", "must say plainly that it will not pay the", "claim, which this carrier never did."}
	closing := bandLines(72, 600, "Entered for the Court by the Clerk of Court, on the date shown above, in the matter of Harlow against") +
		bandLines(72, 588, "Pemberton Freight Lines.")
	for _, tc := range []struct {
		name, content, want string
	}{
		{"page in two columns, a closing paragraph across", bandLines(72, 720, left8...) + bandLines(318, 720, right8...) + closing,
			strings.Join(left8, " ") + "\n\n" + strings.Join(right8, " ") + "\n\n" +
				"Entered for the Court by the Clerk of Court, on the date shown above, in the matter of Harlow against Pemberton Freight Lines."},
		{"two-column section between full-width paragraphs", full + cols + after,
			"The Supplier warrants the goods against every defect of material and workmanship for the full term of twelve months after their delivery to the Buyer at the port named in the order, and no longer.\n\n" +
				"3.1 The Buyer's sole remedy for a breach of this warranty is the replacement of the non conforming goods or a refund.\n\n" +
				"3.2 Neither party is liable for any indirect or consequential damages arising out of the delivery or use of the goods by the Buyer.\n\n" +
				"The Supplier's total liability under this Agreement shall not exceed the price paid for the goods in the twelve months before the claim arose, and this limit applies to every claim in contract, tort or otherwise."},
		{"heading after the columns", cols + bandLines(72, 620, "Article 4 Notices") + after,
			"3.1 The Buyer's sole remedy for a breach of this warranty is the replacement of the non conforming goods or a refund.\n\n" +
				"3.2 Neither party is liable for any indirect or consequential damages arising out of the delivery or use of the goods by the Buyer.\n\n" +
				"Article 4 Notices\n\n" +
				"The Supplier's total liability under this Agreement shall not exceed the price paid for the goods in the twelve months before the claim arose, and this limit applies to every claim in contract, tort or otherwise."},
		{"text frame beside the body", frame,
			"3.5 The cap applies to every claim that either party brings under this Agreement, in contract, in tort or under any statute, and it survives the termination of this Agreement.\n\n" +
				"Note to draft: the cap is still under negotiation."},
		{"table whose last column stands apart", table,
			"Grade Price per cubic metre Delivery terms\n\nPine EUR 310, adjusted by the timber index FOB Gothenburg\n\n" +
				"Spruce EUR 280, adjusted by the timber index FOB Gothenburg\n\nLarch EUR 300, adjusted by the timber index CIF Wilmington"},
		{"table with wrapped cells in one of two columns", twoCol,
			"The court reviews the record of the sale for error and sets out the dates in a table:\n\n" +
				"May 2 The company mailed a notice of sale No notice under the statute\n\nJune 9 The unit was sold Goods lost\n\n" +
				"The statute requires notice by certified mail to the last known address of the occupant, and the company mailed its notice to an address the tenant had left two years before the sale, so no notice reached the tenant before the unit was sold and the goods in it were lost."},
		{"was: a table of short cells", full + bandLines(72, 670, "Event", "Delivery", "Written claim") + bandLines(330, 670, "Date", "March 3, 2023", "October 30, 2023"),
			"The Supplier warrants the goods against every defect of material and workmanship for the full term of twelve months after their delivery to the Buyer at the port named in the order, and no longer.\n\n" +
				"Event Date\n\nDelivery March 3, 2023\n\nWritten claim October 30, 2023"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}
