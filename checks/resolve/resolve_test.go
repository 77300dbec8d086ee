package resolve

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
)

func TestResolve(t *testing.T) {
	v := fixture.TestVault()
	tests := []struct {
		name    string
		answer  *cite.Answer
		i       int    // citation to look at
		doc     string // expected Doc
		by      string
		problem string // substring of Problem; "" means none
	}{
		{"vault id", fixture.NewAnswer("See [VLT-0001].").Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer(), 0, "VLT-0001", "id", ""},
		{"unknown vault id", fixture.NewAnswer("See [VLT-0099].").Cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).Answer(), 0, "", "", "no Vault document has the ID"},
		{"reporter", fixture.NewAnswer("407 U.S. 1").Cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).Answer(), 0, "VLT-0001", "citation", ""},
		{"reporter spaced", fixture.NewAnswer("407 U. S. 1").Cite("407 U. S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U. S. 1"}).Answer(), 0, "VLT-0001", "citation", ""},
		{"name matches reporter", fixture.NewAnswer("Bremen, 407 U.S. 1").Cite("Bremen, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Bremen"}).Answer(), 0, "VLT-0001", "citation", ""},
		{"name mismatch", fixture.NewAnswer("Carnival, 407 U.S. 1").Cite("Carnival, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Carnival"}).Answer(), 0, "VLT-0001", "citation", `mismatch: the case name "Carnival" names VLT-0002 but "407 U.S. 1" is VLT-0001`},
		{"partial name fits the reporter's document", fixture.NewAnswer("Zapata Off-Shore Co., 407 U.S. 1").Cite("Zapata Off-Shore Co., 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Zapata Off-Shore Co."}).Answer(), 0, "VLT-0001", "citation", ""},
		{"docket agrees", fixture.NewAnswer("Carnival, No. 89-1647, 499 U.S. 585").Cite("Carnival, No. 89-1647, 499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585", Docket: "No. 89-1647"}).Answer(), 0, "VLT-0002", "citation", ""},
		{"docket of another case", fixture.NewAnswer("No. 89-1647, 407 U.S. 1").Cite("No. 89-1647, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Docket: "No. 89-1647"}).Answer(), 0, "VLT-0001", "citation", `mismatch: the docket number "No. 89-1647" names VLT-0002 but "407 U.S. 1" is VLT-0001`},
		{"unknown docket", fixture.NewAnswer("No. 12-3, 407 U.S. 1").Cite("No. 12-3, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Docket: "No. 12-3"}).Answer(), 0, "VLT-0001", "citation", `the docket number "No. 12-3" names no Vault document`},
		{"unknown name", fixture.NewAnswer("Nobody, 407 U.S. 1").Cite("Nobody, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Nobody"}).Answer(), 0, "VLT-0001", "citation", "not the title or alias"},
		{"mistyped reporter, name resolves", fixture.NewAnswer("Bremen, 407 U.S. 7").Cite("Bremen, 407 U.S. 7", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 7", Name: "Bremen"}).Answer(), 0, "VLT-0001", "name", `no Vault document is found by the citation "407 U.S. 7"; the case name "Bremen" names VLT-0001`},
		{"Id. after a mistyped reporter follows the name", fixture.NewAnswer("Bremen, 407 U.S. 7. Id. at 10.").
			Cite("Bremen, 407 U.S. 7", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 7", Name: "Bremen"}).
			Cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: 0}).Answer(), 1, "VLT-0001", "antecedent", ""},
		{"unknown reporter", fixture.NewAnswer("12 F.4th 99").Cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).Answer(), 0, "", "", `no Vault document is found by the citation "12 F.4th 99"`},
		{"file name", fixture.NewAnswer("Acme-MSA.pdf, § 14.2").Cite("Acme-MSA.pdf", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf"}).Answer(), 0, "VLT-0004", "filename", ""},
		{"ambiguous title", fixture.NewAnswer("*Jones*").Cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).Answer(), 0, "", "name", "ambiguous: it names VLT-0005, VLT-0006"},
		{"statute not in vault", fixture.NewAnswer("28 U.S.C. § 1404(a)").Cite("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)"}).Answer(), 0, "", "", "it is not a Vault document"},
		{"id through antecedent", fixture.NewAnswer("407 U.S. 1. Id. at 10.").
			Cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).
			Cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: 0}).Answer(), 1, "VLT-0001", "antecedent", ""},
		{"id without antecedent", fixture.NewAnswer("Id. at 10.").Cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: -1}).Answer(), 0, "", "", "no earlier citation"},
		{"id of unresolved antecedent", fixture.NewAnswer("12 F.4th 99. Id.").
			Cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).
			Cite("Id.", cite.Citation{Kind: cite.KindID, Antecedent: 0}).Answer(), 1, "", "antecedent", "its antecedent"},
		{"short by name fallback", fixture.NewAnswer("Bremen, 407 U.S. at 15").Cite("Bremen, 407 U.S. at 15", cite.Citation{Kind: cite.KindShort, Name: "Bremen", Antecedent: -1}).Answer(), 0, "VLT-0001", "name", ""},
		{"parallel mismatch", fixture.NewAnswer("407 U.S. 1, 499 U.S. 585").
			Cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).
			Cite("499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585"}).Group(0, 1).Answer(), 1, "VLT-0002", "citation", "parallel citations name different documents"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Resolve(v, tt.answer)[tt.i]
			if got.Doc != tt.doc || got.By != tt.by {
				t.Errorf("got doc %q by %q, want %q by %q (%+v)", got.Doc, got.By, tt.doc, tt.by, got)
			}
			if (tt.problem == "") != (got.Problem == "") || !strings.Contains(got.Problem, tt.problem) {
				t.Errorf("problem %q, want containing %q", got.Problem, tt.problem)
			}
			if got.Citation != tt.i {
				t.Errorf("Citation = %d, want %d", got.Citation, tt.i)
			}
		})
	}
}
