package docfile

import (
	"slices"
	"strings"
	"testing"
)

// paragraphs splits read text at its blank lines into paragraphs, each
// as its words, so a test sees both what is read and where a
// paragraph breaks (two numbered paragraphs run together, a table's
// rows read as one sentence), not only the words in order.
func paragraphs(text string) [][]string {
	var out [][]string
	for _, p := range strings.Split(text, "\n\n") {
		if f := strings.Fields(p); len(f) > 0 {
			out = append(out, f)
		}
	}
	return out
}

func sameParagraphs(got, want string) bool {
	return slices.EqualFunc(paragraphs(got), paragraphs(want), slices.Equal[[]string])
}

// checkFirstPageText reads a one-page PDF drawing content and holds its
// page's text to want, paragraph by paragraph and word by word.
func checkFirstPageText(t *testing.T, content, want string) {
	t.Helper()
	d, err := Read(minimalPDF([]byte(content), ""), Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if got := d.Pages[0].Text; !sameParagraphs(got, want) {
		t.Errorf("text\n got %q\nwant %q", got, want)
	}
}

// TestPDFLayoutFromJSWriters pins the three layout holes the JavaScript
// writers' files showed, on hand-made pages: letter-spaced text (Tc, as
// pdfkit's characterSpacing, jsPDF's setCharSpace and pdf-lib's
// setCharacterSpacing write it) read as one word, not as letters; a
// numbered paragraph set with no gap after a sentence read as a
// paragraph of its own; a short caption line in capitals ended before
// the next even in a wide font; and each row of a table its own
// paragraph. The "was" cases show what still joins.
func TestPDFLayoutFromJSWriters(t *testing.T) {
	const long = "BT /F1 11 Tf 72 700 Td (The court weighed every factor the parties raised and found for) Tj ET "
	for _, tc := range []struct {
		name, content, want string
	}{
		{"letter-spaced", "BT /F1 12 Tf 4 Tc 72 700 Td (ARGUMENT) Tj 0 Tc ET", "ARGUMENT"},
		{"letter-spaced words", "BT /F1 12 Tf 3 Tc 72 700 Td (NOTICE OF MOTION) Tj ET", "NOTICE OF MOTION"},
		{"tight tracking", "BT /F1 12 Tf -0.5 Tc 72 700 Td (efficient) Tj ET", "efficient"},
		{"numbered paragraph", long + "BT /F1 11 Tf 72 685 Td (the defendant on every one of them, as it had to.) Tj ET " +
			"BT /F1 11 Tf 72 670 Td (4. No party may assign the agreement.) Tj ET",
			"The court weighed every factor the parties raised and found for the defendant on every one of them, as it had to.\n\n4. No party may assign the agreement."},
		{"was: number inside a sentence", long + "BT /F1 11 Tf 72 685 Td (the defendant on every ground that was listed in section) Tj ET " +
			"BT /F1 11 Tf 72 670 Td (4. The rest follows.) Tj ET",
			"The court weighed every factor the parties raised and found for the defendant on every ground that was listed in section 4. The rest follows."},
		{"caption in capitals", "BT /F1 12 Tf 72 700 Td (UNITED STATES DISTRICT COURT FOR) Tj ET " +
			"BT /F1 12 Tf 72 682 Td (SMITH v. JONES DISTRIBUTION COMPANY) Tj ET " +
			"BT /F1 11 Tf 72 660 Td (The plaintiffs filed this action in the Northern District of the state.) Tj ET",
			"UNITED STATES DISTRICT COURT FOR\n\nSMITH v. JONES DISTRIBUTION COMPANY\n\nThe plaintiffs filed this action in the Northern District of the state."},
		{"table rows", "BT /F1 10 Tf 90 700 Td (Court congestion) Tj ET BT /F1 10 Tf 330 700 Td (Considered) Tj ET " +
			"BT /F1 10 Tf 90 686 Td (Local interest) Tj ET BT /F1 10 Tf 330 686 Td (Not considered) Tj ET " +
			"BT /F1 10 Tf 90 672 Td (Jury duty burden) Tj ET BT /F1 10 Tf 330 672 Td (Not considered) Tj ET",
			"Court congestion Considered\n\nLocal interest Not considered\n\nJury duty burden Not considered"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkFirstPageText(t, tc.content, tc.want)
		})
	}
}
