package docfile

import "testing"

// TestPDFRomanEndnoteCall: an endnote call LibreOffice and Word number
// in roman numerals, set small and raised after its word, is written
// raised on it ("loaded.ⁱ"), as the DOCX reader writes it, not as a word
// "i" of the sentence. The "was" case: a raised word is read as before.
func TestPDFRomanEndnoteCall(t *testing.T) {
	for _, tc := range []struct {
		name, call, want string
	}{
		{"i", "i", "The goods are loaded.ⁱ Title passes."},
		{"iv", "iv", "The goods are loaded.ⁱᵛ Title passes."},
		{"was: a raised word", "see", "The goods are loaded. see Title passes."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			content := "BT /F1 11 Tf 72 700 Td (The goods are loaded.) Tj ET BT /F1 6.4 Tf 182.5 704.3 Td (" + tc.call + ") Tj ET " +
				"BT /F1 11 Tf 200 700 Td (Title passes.) Tj ET"
			d, err := Read(minimalPDF([]byte(content), ""), Limits{})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Pages[0].Text; got != tc.want {
				t.Errorf("text %q, want %q", got, tc.want)
			}
		})
	}
}
