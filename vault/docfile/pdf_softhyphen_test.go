package docfile

import (
	"testing"
)

// taggedPDF is a one-page PDF whose page draws content under a
// structure tree: the page's /StructParents 0 names, in the parent
// tree, the array elems (the structure element of each MCID, as
// LibreOffice's tagged export writes it).
func taggedPDF(content, elems string) []byte {
	p := newRawPDF("1.6")
	obj := p.obj
	obj("<< /Type /Catalog /Pages 2 0 R /MarkInfo << /Marked true >> /StructTreeRoot 5 0 R >>")
	obj("<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
	obj("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /StructParents 0 /Contents 4 0 R /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> >>")
	p.stream([]byte(content), "")
	obj("<< /Type /StructTreeRoot /ParentTree << /Nums [0 " + elems + "] >> >>")
	return p.bytes()
}

// TestTaggedSoftHyphens: in a tagged PDF that marks the hyphens its
// hyphenator added (LibreOffice's tagged and PDF/A export: a /Span
// whose /ActualText is U+00AD), a marked line-end hyphen joins its word
// ("notwith-" / "standing"), and an unmarked one was typed and is kept
// ("out-of-" / "pocket" reads "out-of-pocket"). Other /ActualText is
// not read in place of the glyphs shown. The "was" cases show what an
// untagged PDF still reads: a compound broken at its hyphen is joined.
func TestTaggedSoftHyphens(t *testing.T) {
	const (
		line1  = "BT /F1 11 Tf 72 700 Td (The Supplier shall deliver the goods notwith) Tj "
		shy    = "/Span <</MCID 0>> BDC (-) Tj EMC ET "
		line2  = "BT /F1 11 Tf 72 687 Td (standing any requirement and pay any out-of-) Tj ET "
		line3  = "BT /F1 11 Tf 72 674 Td (pocket expense as agreed.) Tj ET "
		shyElm = "[<< /S /Span /ActualText <feff00ad> >>]"
	)
	for _, tc := range []struct {
		name, content, elems, want string
	}{
		{"marked soft hyphen, typed hyphen kept", line1 + shy + line2 + line3, shyElm,
			"The Supplier shall deliver the goods notwithstanding any requirement and pay any out-of-pocket expense as agreed."},
		{"marked soft hyphen before a capital", "BT /F1 11 Tf 72 700 Td (the Counter) Tj /Span <</MCID 0>> BDC (-) Tj EMC ET BT /F1 11 Tf 72 687 Td (Party shall sign.) Tj ET", shyElm,
			"the CounterParty shall sign."},
		{"was: no soft hyphen marked", line1 + "(-) Tj ET " + line2 + line3, "[]",
			"The Supplier shall deliver the goods notwithstanding any requirement and pay any out-ofpocket expense as agreed."},
		{"other ActualText not read", "/Span <</MCID 0>> BDC BT /F1 11 Tf 72 700 Td (The Buyer shall pay.) Tj ET EMC", "[<< /S /Span /ActualText (The Buyer shall not pay.) >>]",
			"The Buyer shall pay."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read(taggedPDF(tc.content, tc.elems), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != tc.want {
				t.Errorf("text\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}

// TestPDFCompoundsWrittenWhole: in a PDF that does not mark its soft
// hyphens, a compound broken at its own hyphen at a line end keeps it
// when the document writes the compound whole elsewhere ("forum-" /
// "selection", with "forum-selection" in mid-line), case aside; a word
// the typesetter hyphenated is joined. The "was" case: a compound the
// document never writes whole still loses its hyphen.
func TestPDFCompoundsWrittenWhole(t *testing.T) {
	const (
		line1 = "BT /F1 11 Tf 72 700 Td (The parties agree that the Forum-Selection clause) Tj ET "
		line2 = "BT /F1 11 Tf 72 687 Td (governs, notwithstanding any other forum-) Tj ET "
		line3 = "BT /F1 11 Tf 72 674 Td (selection provision or any out-of-) Tj ET "
		line4 = "BT /F1 11 Tf 72 661 Td (pocket cost the Buyer bore in the dispute.) Tj ET "
	)
	for _, tc := range []struct {
		name, content, want string
	}{
		{"compound written whole elsewhere", line1 + line2 + line3 + line4,
			"The parties agree that the Forum-Selection clause governs, notwithstanding any other forum-selection provision or any out-ofpocket cost the Buyer bore in the dispute."},
		{"was: compound never written whole", "BT /F1 11 Tf 72 700 Td (The parties agree that the exclusive clause) Tj ET " + line2 + line3 + line4,
			"The parties agree that the exclusive clause governs, notwithstanding any other forumselection provision or any out-ofpocket cost the Buyer bore in the dispute."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Read(minimalPDF([]byte(tc.content), ""), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != tc.want {
				t.Errorf("text\n got %q\nwant %q", got, tc.want)
			}
		})
	}
}
