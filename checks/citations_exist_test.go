package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
)

func TestExistCheck(t *testing.T) {
	runCheckTable(t, NewExistCheck(), []checkCase{
		{name: "resolved", verdict: Pass, want: []string{"All 2 cited source identifiers resolve"},
			answer: fixture.NewAnswer("Bremen, 407 U.S. 1, 10. See [VLT-0002].").
				Cite("Bremen, 407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Bremen", Pin: "10"}).
				Cite("VLT-0002", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0002"}).Answer()},
		{name: "no citations", verdict: Pass, want: []string{"cites no Vault source"}, answer: fixture.NewAnswer("Plain words.").Answer()},
		{name: "statute not in the Vault", verdict: Fail, want: []string{`"28 U.S.C. § 1404(a)" (bytes 6-26) cannot be located`, "not a Vault document"},
			answer: fixture.NewAnswer("Under 28 U.S.C. § 1404(a).").Cite("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)"}).Answer()},
		{name: "invented id", verdict: Fail, want: []string{`"VLT-0099" (bytes 5-13) cannot be located`, `no Vault document has the ID "VLT-0099"`},
			answer: fixture.NewAnswer("See [VLT-0099].").Cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).Answer()},
		{name: "invented reporter", verdict: Fail, want: []string{`"12 F.4th 99"`},
			answer: fixture.NewAnswer("12 F.4th 99").Cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).Answer()},
		{name: "name and reporter mismatch", verdict: Fail, want: []string{"mismatch", "VLT-0002", "VLT-0001"},
			answer: fixture.NewAnswer("Carnival, 407 U.S. 1").Cite("Carnival, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Carnival"}).Answer()},
		{name: "bare id", verdict: Fail, want: []string{"no earlier citation"},
			answer: fixture.NewAnswer("Id. at 3.").Cite("Id. at 3", cite.Citation{Kind: cite.KindID, Antecedent: -1}).Answer()},
		{name: "ambiguous name", verdict: Fail, want: []string{"ambiguous"},
			answer: fixture.NewAnswer("*Jones*").Cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).Answer()},
	})
}
