package docfile

import "testing"

// TestPDFLayoutFifthAudit pins, on hand-made pages, the layout holes the
// fifth audit's page (testdata/producers/spaced.html, as Chromium prints
// it) showed. Letters placed apart with no Tc (Chromium's CSS
// letter-spacing) read as words when their gaps are one tracking, with
// the space glyphs between words as word gaps; a word gap that stands
// out from the tracking is kept; single letters placed apart without
// space glyphs stay apart unless six or more are in a row. A raised
// footnote call is written raised on the word it follows. A table row
// whose cells wrap is read cell by cell, a cell that runs into the next
// on its first line split where the next cell's lines start. The "was"
// cases show what still stays apart.
func TestPDFLayoutFifthAudit(t *testing.T) {
	const row2 = "BT /F1 10 Tf 72 670 Td (June 9, 2024) Tj ET BT /F1 10 Tf 200 670 Td (The unit was sold) Tj ET BT /F1 10 Tf 340 670 Td (Goods lost) Tj ET "
	for _, tc := range []struct {
		name, content, want string
	}{
		{"tracked words with spaces", "BT /F1 12 Tf 72 700 Td [(O) -300 (F) -300 ( ) -300 (T) -300 (H) -300 (E) -300 ( ) -300 (C) -300 (O) -300 (U) -300 (R) -300 (T)] TJ ET", "OF THE COURT"},
		{"tracked word alone", "BT /F1 12 Tf 72 700 Td [(A) -300 (R) -300 (G) -300 (U) -300 (M) -300 (E) -300 (N) -300 (T)] TJ ET", "ARGUMENT"},
		{"word gap standing out of the tracking", "BT /F1 12 Tf 72 700 Td [(N) -300 (O) -300 (T) -300 (I) -300 (C) -300 (E) -900 (G) -300 (I) -300 (V) -300 (E) -300 (N)] TJ ET", "NOTICE GIVEN"},
		{"was: four single letters placed apart", "BT /F1 12 Tf 72 700 Td [(a) -300 (b) -300 (c) -300 (d)] TJ ET", "a b c d"},
		{"was: gaps that differ", "BT /F1 12 Tf 72 700 Td [(a) -300 (b) -500 (c) -300 (d) -500 (e) -300 (f) -500 (g)] TJ ET", "a b c d e f g"},
		{"footnote call on its word", "BT /F1 12 Tf 72 700 Td (The court affirmed) Tj ET BT /F1 8 Tf 169.6 706 Td (3) Tj ET " +
			"BT /F1 12 Tf 180 700 Td ( the finding.) Tj ET", "The court affirmed³ the finding."},
		{"footnote calls side by side", "BT /F1 12 Tf 72 700 Td (The court affirmed) Tj ET BT /F1 8 Tf 169.6 706 Td (3,4) Tj ET " +
			"BT /F1 12 Tf 190 700 Td ( the finding.) Tj ET", "The court affirmed³,⁴ the finding."},
		{"was: a raised ordinal", "BT /F1 12 Tf 72 700 Td (the 5) Tj ET BT /F1 8 Tf 96 706 Td (th) Tj ET BT /F1 12 Tf 104 700 Td ( day) Tj ET", "the 5 th day"},
		{"wrapped cells", "BT /F1 10 Tf 72 700 Td (May 2, 2024) Tj ET BT /F1 10 Tf 200 700 Td (The company mailed a notice) Tj ET BT /F1 10 Tf 340 700 Td (No notice under) Tj ET " +
			"BT /F1 10 Tf 200 688 Td (of sale to an address) Tj ET BT /F1 10 Tf 340 688 Td (the statute) Tj ET " + row2,
			"May 2, 2024 The company mailed a notice of sale to an address No notice under the statute\n\nJune 9, 2024 The unit was sold Goods lost"},
		{"was: a line starting where no word above starts", "BT /F1 10 Tf 72 700 Td (May 2, 2024) Tj ET BT /F1 10 Tf 200 700 Td (The company mailed a notice) Tj ET BT /F1 10 Tf 340 700 Td (No notice under) Tj ET " +
			"BT /F1 10 Tf 262 688 Td (of sale to an address) Tj ET " + row2,
			"May 2, 2024 The company mailed a notice No notice under\n\nof sale to an address\n\nJune 9, 2024 The unit was sold Goods lost"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}
