package resolve

import (
	"testing"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/vault"
)

// TestDoubleCaptionNames: a double caption written with a reporter
// citation names the document the citation resolves to when its main
// caption does, or, when the main caption names no document, when its
// parenthetical does; however the Vault titles the case. A main caption
// naming another document, or a caption of words of neither name, is
// still a mismatch.
func TestDoubleCaptionNames(t *testing.T) {
	v := fixture.NewVault(
		fixture.Doc{Doc: vault.Document{ID: "BK-1", Title: "Falkner v. Rusk", Kind: "case", Citations: []string{"91 F.4th 388"}},
			Chunks: []string{"The transfer is avoided."}, Pages: []string{"388"}},
		fixture.Doc{Doc: vault.Document{ID: "BK-2", Title: "In re Osgood Millworks, Inc.", Kind: "case", Citations: []string{"44 B.R. 120"}},
			Chunks: []string{"The stay is lifted."}, Pages: []string{"120"}},
		fixture.Doc{Doc: vault.Document{ID: "BK-3", Title: "In re Rusk", Kind: "case", Citations: []string{"612 B.R. 5"}},
			Chunks: []string{"The petition was filed."}, Pages: []string{"5"}},
		fixture.Doc{Doc: vault.Document{ID: "BK-4", Title: "Tamsin Bank v. Greer", Kind: "case", Citations: []string{"70 F.4th 9"}},
			Chunks: []string{"The debt is excepted."}, Pages: []string{"9"}},
	)
	tests := []namedCitation{
		{"Falkner v. Rusk (In re Rusk)", "91 F.4th 388", "BK-1", ""},                   // main caption is the title; the parenthetical is another document
		{"Harmon v. Osgood (In re Osgood Millworks, Inc.)", "44 B.R. 120", "BK-2", ""}, // Vault titles the bankruptcy case
		{"Falkner v. Rusk (In re Falkner)", "91 F.4th 388", "BK-1", ""},                // the main caption decides
		{"Tamsin Bank v. Greer (In re Rusk)", "91 F.4th 388", "BK-1", "mismatch"},      // main caption names BK-4
		{"Quill v. Marsh (In re Quill)", "91 F.4th 388", "BK-1", "is not the title or alias"},
	}
	checkNamedCitations(t, v, "The transfer is avoided.", tests)
}

// TestCaptionParts: only a name ending in a parenthetical splits.
func TestCaptionParts(t *testing.T) {
	tests := []struct{ name, main, inner string }{
		{"Falkner v. Rusk (In re Rusk)", "Falkner v. Rusk", "In re Rusk"},
		{"Falkner v. Rusk", "", ""},
		{"(In re Rusk)", "", ""},
	}
	for _, tt := range tests {
		m, i, ok := captionParts(tt.name)
		if ok != (tt.main != "") || m != tt.main || i != tt.inner {
			t.Errorf("captionParts(%q) = %q, %q, %v", tt.name, m, i, ok)
		}
	}
}
