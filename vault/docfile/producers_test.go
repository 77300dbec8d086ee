package docfile

import (
	"testing"
)

// TestProducers reads the opinion of testdata/producers as four more
// producers make it (make-producers.sh): headless Chromium's
// print-to-PDF (Skia), groff -ms, and Ghostscript's pdfwrite
// re-distilling each, and compares every page, paragraph by paragraph,
// with its truth file: the label, the body in reading order (caption
// lines apart, the footnote call after its sentence, two columns read
// left then right, hyphenated and soft-hyphenated words joined) and the
// running header and page number kept aside as furniture.
// hidden.chromium.pdf holds, after each visible sentence, one the page
// does not show (transparent, opacity 0, white, screen-reader-only,
// under a white box): none of them is read. spaced.chromium.pdf (and
// Ghostscript's copy) sets its headings and small capitals with CSS
// letter-spacing, footnote calls inside sentences and a table whose
// cells wrap: the headings read as words, each call raised on its word,
// each table row cell by cell. sideways.gs.pdf's second page is drawn
// turned a quarter under /Rotate 90: it reads upright, as shown.
// declaration.tesseract.pdf is a scan with tesseract's invisible OCR
// layer over it: the layer is the page's text.
func TestProducers(t *testing.T) {
	for _, name := range []string{"opinion.chromium", "opinion.chromium.gs", "opinion.groff", "opinion.groff.gs", "opinion.groff-ps", "hidden.chromium", "spaced.chromium", "spaced.chromium.gs", "sideways.gs", "declaration.tesseract"} {
		t.Run(name, func(t *testing.T) {
			tr := readTruth(t, "producers/"+name)
			checkUnlabelledPDF(t, "producers/"+name, tr)
		})
	}
	t.Run("opinion.pandoc.docx", func(t *testing.T) {
		checkTextTruth(t, "producers/opinion.pandoc.docx", "producers/opinion.pandoc.truth.json", DOCX)
	})
	// revisions.docx (the docx npm package): Word's accepted document,
	// tracked insertions in, deletions and the comment out.
	t.Run("revisions.docx", func(t *testing.T) {
		checkTextTruth(t, "producers/revisions.docx", "producers/revisions.truth.json", DOCX)
	})
}

// TestPDFLayoutFromProducers pins, on hand-made pages, the layout holes
// the producers' files showed: a space glyph the next glyph is drawn on
// (Chromium's unbroken soft hyphen, kept by Ghostscript) is no word
// gap; a footnote call set at five sixths of the text size (a browser's
// <sup>) is read on its line, not before it; a centred caption line in
// capitals ends its paragraph though it reaches past the short-line
// mark; a block quotation opening with a quotation mark after a line
// ending in a colon is a paragraph of its own. The "was" cases show
// what still joins or stays apart.
func TestPDFLayoutFromProducers(t *testing.T) {
	const body = "BT /F1 11 Tf 72 560 Td (The parties agreed on every term that the court was asked to enforce here, in full.) Tj ET "
	for _, tc := range []struct {
		name, content, want string
	}{
		{"space drawn under the next glyph", "BT /F1 12 Tf 72 700 Td [(A writ) ( ) 278 (ten claim)] TJ ET", "A written claim"},
		{"was: a space narrowed by kerning", "BT /F1 12 Tf 72 700 Td [(A) ( ) 100 (claim)] TJ ET", "A claim"},
		{"sup at five sixths", "BT /F1 12 Tf 72 700 Td (It was timely.) Tj ET BT /F1 10 Tf 148 706 Td (1) Tj ET " +
			"BT /F1 12 Tf 154 700 Td ( We agree.) Tj ET", "It was timely. ¹ We agree."},
		{"centred caption line", "BT /F1 12 Tf 107 700 Td (UNITED STATES COURT OF APPEALS FOR THE CIRCUIT) Tj ET " +
			"BT /F1 12 Tf 180 680 Td (HARLOW v. PEMBERTON FREIGHT) Tj ET " + body,
			"UNITED STATES COURT OF APPEALS FOR THE CIRCUIT\n\nHARLOW v. PEMBERTON FREIGHT\n\nThe parties agreed on every term that the court was asked to enforce here, in full."},
		{"quotation after a colon", "BT /F1 11 Tf 72 700 Td (The tariff provides:) Tj ET BT /F1 11 Tf 72 686 Td (\"A claim shall be filed in writing.\") Tj ET " + body,
			"The tariff provides:\n\n\"A claim shall be filed in writing.\"\n\nThe parties agreed on every term that the court was asked to enforce here, in full."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}

// TestJoinLinesUnicodeHyphen: Chromium ends a hyphenated line with
// U+2010 HYPHEN, joined like "-"; before a capital both stay.
func TestJoinLinesUnicodeHyphen(t *testing.T) {
	for _, tc := range []struct {
		lines []string
		want  string
	}{
		{[]string{"a specific or deter\u2010", "minable amount"}, "a specific or determinable amount"},
		{[]string{"a specific or deter-", "minable amount"}, "a specific or determinable amount"},
		{[]string{"the Smith\u2010", "Jones agreement"}, "the Smith\u2010 Jones agreement"},
		{[]string{"pages 3 \u2010", "and more"}, "pages 3 \u2010 and more"},
	} {
		if got := joinLines(tc.lines); got != tc.want {
			t.Errorf("joinLines(%q) = %q, want %q", tc.lines, got, tc.want)
		}
	}
}

// TestInvisibleTextAlpha: text is invisible when its render mode paints
// nothing, or every paint it makes is at zero opacity (Skia's CSS
// "color: transparent" is fill mode under /ca 0); a stroke still drawn,
// or a faint but non-zero fill, shows.
func TestInvisibleTextAlpha(t *testing.T) {
	for _, tc := range []struct {
		render       int
		fill, stroke float64
		want         bool
	}{
		{0, 1, 1, false}, {0, 0, 1, true}, {0, 0.3, 1, false},
		{1, 0, 1, false}, {1, 1, 0, true},
		{2, 0, 1, false}, {2, 0, 0, true},
		{3, 1, 1, true}, {4, 0, 1, true}, {7, 1, 1, true},
	} {
		g := &textState{render: tc.render, fillAlpha: tc.fill, strokeAlpha: tc.stroke}
		if got := invisibleText(g); got != tc.want {
			t.Errorf("render %d, /ca %v, /CA %v: invisible %v, want %v", tc.render, tc.fill, tc.stroke, got, tc.want)
		}
	}
}
