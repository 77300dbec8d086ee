package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
)

func TestExistCheck(t *testing.T) {
	runCheckTable(t, NewExistCheck(), []checkCase{
		{name: "resolved", verdict: Pass, want: []string{"All 2 cited source identifiers resolve"},
			answer: newAnswer("Bremen, 407 U.S. 1, 10. See [VLT-0002].").
				cite("Bremen, 407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Bremen", Pin: "10"}).
				cite("VLT-0002", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0002"}).answer()},
		{name: "no citations", verdict: Pass, want: []string{"cites no Vault source"}, answer: newAnswer("Plain words.").answer()},
		{name: "statute not in the Vault", verdict: Fail, want: []string{`"28 U.S.C. § 1404(a)" (bytes 6-26) cannot be located`, "not a Vault document"},
			answer: newAnswer("Under 28 U.S.C. § 1404(a).").cite("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)"}).answer()},
		{name: "invented id", verdict: Fail, want: []string{`"VLT-0099" (bytes 5-13) cannot be located`, `no Vault document has the ID "VLT-0099"`},
			answer: newAnswer("See [VLT-0099].").cite("VLT-0099", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0099"}).answer()},
		{name: "invented reporter", verdict: Fail, want: []string{`"12 F.4th 99"`},
			answer: newAnswer("12 F.4th 99").cite("12 F.4th 99", cite.Citation{Kind: cite.KindCase, Identifier: "12 F.4th 99"}).answer()},
		{name: "name and reporter mismatch", verdict: Fail, want: []string{"mismatch", "VLT-0002", "VLT-0001"},
			answer: newAnswer("Carnival, 407 U.S. 1").cite("Carnival, 407 U.S. 1", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Name: "Carnival"}).answer()},
		{name: "bare id", verdict: Fail, want: []string{"no earlier citation"},
			answer: newAnswer("Id. at 3.").cite("Id. at 3", cite.Citation{Kind: cite.KindID, Antecedent: -1}).answer()},
		{name: "ambiguous name", verdict: Fail, want: []string{"ambiguous"},
			answer: newAnswer("*Jones*").cite("*Jones*", cite.Citation{Kind: cite.KindTitle, Name: "Jones"}).answer()},
	})
}
