package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
)

// TestTaggedIDMismatch: a Vault ID written after a citation of another
// document ("Carnival ..., 499 U.S. 585, 595 (VLT-0001)") stays a
// citation of its own carrying the citation's text as its name
// (cite.Extractor), and that text naming another document is a
// mismatch named as the tag it is; the same tag on its own document is
// none, and a link keeps the link's words.
func TestTaggedIDMismatch(t *testing.T) {
	v := fixture.TestVault()
	x, err := cite.NewExtractor(cite.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name, text, cite, citeName, want string
	}{
		{"tag of another document", "Form clauses bind. Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595 (VLT-0001).", "VLT-0001",
			"Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595",
			`mismatch: the citation tagged with the Vault ID "Carnival Cruise Lines, Inc. v. Shute, 499 U.S. 585, 595" names VLT-0002 but the ID is VLT-0001`},
		{"tag of a citation the Vault lacks", "Form clauses bind. Nobody v. Nothing, 1 F.4th 1, 5 (VLT-0001).", "VLT-0001",
			"Nobody v. Nothing, 1 F.4th 1, 5", `mismatch: the citation tagged with the Vault ID "Nobody v. Nothing, 1 F.4th 1, 5" cites "1 F.4th 1", which names no Vault document, but the ID is VLT-0001`},
		{"tag of its own document", "Clauses are valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (VLT-0001).", "VLT-0001",
			"M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10", ""},
		{"a link", "Form clauses bind. [Carnival, 499 U.S. 585](vault://VLT-0001).", "[Carnival, 499 U.S. 585](vault://VLT-0001)",
			"Carnival, 499 U.S. 585", `mismatch: the link text "Carnival, 499 U.S. 585" names VLT-0002 but the link's target is VLT-0001`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := fixture.NewAnswer(tc.text).Cite(tc.cite, cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Name: tc.citeName}).Answer()
			res := Resolve(v, a)
			CheckLinkTexts(v, x, a, res)
			got := res[0].Problem
			if tc.want == "" && got != "" || !strings.Contains(got, tc.want) {
				t.Errorf("problem %q, want %q", got, tc.want)
			}
		})
	}
}
