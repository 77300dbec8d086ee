package vault

import (
	"strings"
	"testing"
)

func TestLint(t *testing.T) {
	docs := []*Document{
		{ID: "D-1", Citations: []string{"407 U.S. 1", "92 S. Ct. 1907"}, Text: "M/S Bremen v. Zapata, 407 U. S. 1 (1972).\n\nThe opinion."},
		{ID: "D-2", Citations: []string{"499 U.S. 585"}, Text: "Carnival Cruise Lines v. Shute\n\nThe opinion, without its reporter citation."},
		{ID: "D-3", Text: "A memo with no citations."},
		{ID: "D-4", Kind: "statute", Citations: []string{"Gen. Stat. § 52-101"}, Text: "§ 52-101 Definitions"},
		{ID: "D-5", Kind: "case", Citations: []string{"28 U.S.C. § 1404(a)", "Fed. R. Civ. P. 12"}, Text: "Statute citations are not compared by C-005."},
	}
	got := Lint(docs)
	var lines []string
	for _, w := range got {
		lines = append(lines, w.String())
	}
	if len(got) != 2 || got[0].Doc != "D-1" || got[0].Field != "citations[1]" || got[1].Doc != "D-2" ||
		!strings.Contains(lines[1], "can never pass C-005") || !strings.Contains(lines[1], "keep the caption") {
		t.Errorf("warnings:\n%s\nwant D-1 citations[1] (92 S. Ct. 1907) and D-2 citations[0]", strings.Join(lines, "\n"))
	}
}
