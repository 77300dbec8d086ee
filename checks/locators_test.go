package checks

import (
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

func TestLocatorCheck(t *testing.T) {
	page := func(p string) []vault.Locator { return []vault.Locator{{Kind: vault.LocPage, Value: p}} }
	runCheckTable(t, NewLocatorCheck(), []checkCase{
		{name: "pin cite", verdict: Pass, answer: newAnswer("407 U.S. 1, 10").
			cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).answer()},
		{name: "chunk reference", verdict: Pass, answer: newAnswer("[VLT-0001#c2]").
			cite("VLT-0001#c2", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c2"}).answer()},
		{name: "section of a file", verdict: Pass, answer: newAnswer("Acme-MSA.pdf, § 14.2").
			cite("Acme-MSA.pdf, § 14.2", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "14.2"}}}).answer()},
		{name: "whole document", verdict: Fail, want: []string{`"VLT-0001" (bytes 1-9) refers only to the document as a whole`}, answer: newAnswer("[VLT-0001]").
			cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).answer()},
		{name: "bare Id.", verdict: Fail, want: []string{`"Id." without "at"`}, answer: newAnswer("407 U.S. 1, 10. Id.").
			cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).
			cite("Id.", cite.Citation{Kind: cite.KindID, Antecedent: 0}).answer()},
		{name: "parallel group shares the pin", verdict: Pass, answer: newAnswer("407 U.S. 1, 10, 92 S. Ct. 1907").
			cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).
			cite("92 S. Ct. 1907", cite.Citation{Kind: cite.KindCase, Identifier: "92 S. Ct. 1907"}).group(0, 1).answer()},
		{name: "page outside the document warns but passes", verdict: Pass, want: []string{"Warning:", "page 99 is outside VLT-0001, which runs from page 1 to 15"},
			answer: newAnswer("407 U.S. 1, 99").cite("407 U.S. 1, 99", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "99", Locators: page("99")}).answer()},
		{name: "missing chunk warns but passes", verdict: Pass, want: []string{"Warning:", "the chunk VLT-0001#c9 does not exist (VLT-0001 has 3 chunks)"},
			answer: newAnswer("[VLT-0001#c9]").cite("VLT-0001#c9", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c9"}).answer()},
		{name: "missing section warns", verdict: Pass, want: []string{"VLT-0004 has no section 9.9"},
			answer: newAnswer("Acme-MSA.pdf, § 9.9").cite("Acme-MSA.pdf, § 9.9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "9.9"}}}).answer()},
		{name: "paragraph outside warns", verdict: Pass, want: []string{"paragraph 9 is outside VLT-0004, whose numbered paragraphs run from 3 to 3"},
			answer: newAnswer("Acme-MSA.pdf ¶ 9").cite("Acme-MSA.pdf ¶ 9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "9"}}}).answer()},
		{name: "paragraph inside is silent", verdict: Pass, want: []string{"The one citation carries"}, absent: []string{"Warning"},
			answer: newAnswer("Acme-MSA.pdf ¶ 3").cite("Acme-MSA.pdf ¶ 3", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "3"}}}).answer()},
		{name: "statute section is a locator", verdict: Pass, answer: newAnswer("28 U.S.C. § 1404").cite("28 U.S.C. § 1404", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "1404"}}}).answer()},
	})
}
