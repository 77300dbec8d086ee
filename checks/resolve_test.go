package checks

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
)

func TestResolve(t *testing.T) {
	v := testVault()
	tests := []struct {
		name    string
		answer  *cite.Answer
		i       int    // citation to look at
		doc     string // expected Doc
		by      string
		problem string // substring of Problem; "" means none
	}{
		{"vault id", newAnswer("See [VLT-0001].").cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).answer(), 0, "VLT-0001", "id", ""},
		{"unknown vault id", newAnswer("See [VLT-0099].").cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).answer(), 0, "", "", "no Vault document has the ID"},
		{"reporter", newAnswer("407 U.S. 1").cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).answer(), 0, "VLT-0001", "citation", ""},
		{"reporter spaced", newAnswer("407 U. S. 1").cite("407 U. S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U. S. 1"}).answer(), 0, "VLT-0001", "citation", ""},
		{"name matches reporter", newAnswer("Bremen, 407 U.S. 1").cite("Bremen, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Bremen"}).answer(), 0, "VLT-0001", "citation", ""},
		{"name mismatch", newAnswer("Carnival, 407 U.S. 1").cite("Carnival, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Carnival"}).answer(), 0, "VLT-0001", "citation", `mismatch: the case name "Carnival" names VLT-0002 but "407 U.S. 1" is VLT-0001`},
		{"partial name fits the reporter's document", newAnswer("Zapata Off-Shore Co., 407 U.S. 1").cite("Zapata Off-Shore Co., 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Zapata Off-Shore Co."}).answer(), 0, "VLT-0001", "citation", ""},
		{"docket agrees", newAnswer("Carnival, No. 89-1647, 499 U.S. 585").cite("Carnival, No. 89-1647, 499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585", Docket: "No. 89-1647"}).answer(), 0, "VLT-0002", "citation", ""},
		{"docket of another case", newAnswer("No. 89-1647, 407 U.S. 1").cite("No. 89-1647, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Docket: "No. 89-1647"}).answer(), 0, "VLT-0001", "citation", `mismatch: the docket number "No. 89-1647" names VLT-0002 but "407 U.S. 1" is VLT-0001`},
		{"unknown docket", newAnswer("No. 12-3, 407 U.S. 1").cite("No. 12-3, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Docket: "No. 12-3"}).answer(), 0, "VLT-0001", "citation", `the docket number "No. 12-3" names no Vault document`},
		{"unknown name", newAnswer("Nobody, 407 U.S. 1").cite("Nobody, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Nobody"}).answer(), 0, "VLT-0001", "citation", "not the title or alias"},
		{"mistyped reporter, name resolves", newAnswer("Bremen, 407 U.S. 7").cite("Bremen, 407 U.S. 7", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 7", Name: "Bremen"}).answer(), 0, "VLT-0001", "name", `no Vault document is found by the citation "407 U.S. 7"; the case name "Bremen" names VLT-0001`},
		{"Id. after a mistyped reporter follows the name", newAnswer("Bremen, 407 U.S. 7. Id. at 10.").
			cite("Bremen, 407 U.S. 7", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 7", Name: "Bremen"}).
			cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: 0}).answer(), 1, "VLT-0001", "antecedent", ""},
		{"unknown reporter", newAnswer("12 F.4th 99").cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).answer(), 0, "", "", `no Vault document is found by the citation "12 F.4th 99"`},
		{"file name", newAnswer("Acme-MSA.pdf, § 14.2").cite("Acme-MSA.pdf", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf"}).answer(), 0, "VLT-0004", "filename", ""},
		{"ambiguous title", newAnswer("*Jones*").cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).answer(), 0, "", "name", "ambiguous: it names VLT-0005, VLT-0006"},
		{"statute not in vault", newAnswer("28 U.S.C. § 1404(a)").cite("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)"}).answer(), 0, "", "", "it is not a Vault document"},
		{"id through antecedent", newAnswer("407 U.S. 1. Id. at 10.").
			cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).
			cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: 0}).answer(), 1, "VLT-0001", "antecedent", ""},
		{"id without antecedent", newAnswer("Id. at 10.").cite("Id. at 10", cite.Citation{Kind: cite.KindID, Antecedent: -1}).answer(), 0, "", "", "no earlier citation"},
		{"id of unresolved antecedent", newAnswer("12 F.4th 99. Id.").
			cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).
			cite("Id.", cite.Citation{Kind: cite.KindID, Antecedent: 0}).answer(), 1, "", "antecedent", "its antecedent"},
		{"short by name fallback", newAnswer("Bremen, 407 U.S. at 15").cite("Bremen, 407 U.S. at 15", cite.Citation{Kind: cite.KindShort, Name: "Bremen", Antecedent: -1}).answer(), 0, "VLT-0001", "name", ""},
		{"parallel mismatch", newAnswer("407 U.S. 1, 499 U.S. 585").
			cite("407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1"}).
			cite("499 U.S. 585", cite.Citation{Kind: cite.KindCase, Identifier: "499 U.S. 585"}).group(0, 1).answer(), 1, "VLT-0002", "citation", "parallel citations name different documents"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := resolve.Resolve(v, tt.answer)[tt.i]
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
