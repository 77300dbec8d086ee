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
		// A locator that names no place in the cited document fails, with
		// the document's real extent (issue 11: these were warnings).
		{name: "page outside a known range fails", verdict: Fail, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"names no place in the document: VLT-0001 runs pp. 1-15; p. 99 is not in it"},
			answer: newAnswer("407 U.S. 1, 99").cite("407 U.S. 1, 99", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Volume: "407", Reporter: "U.S.", Pin: "99", Locators: page("99")}).answer()},
		{name: "a range running past a known end fails", verdict: Fail, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"VLT-0001 runs pp. 1-15; pp. 1-9999 are not in it"},
			answer: newAnswer("[VLT-0001, pp. 1-9999]").cite("VLT-0001, pp. 1-9999", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: page("1-9999")}).answer()},
		{name: "page before the first page fails", verdict: Fail, prepare: withPages("VLT-0001", "1", ""),
			want:   []string{"VLT-0001 begins at p. 1"},
			answer: newAnswer("[VLT-0001, p. 0]").cite("VLT-0001, p. 0", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: page("0")}).answer()},
		{name: "past the last star page with no known end warns", verdict: Pass,
			want:   []string{"Warning:", "VLT-0001 does not say where it ends (no last_page), so p. 99 is taken to be in the text after its last star page *15"},
			answer: newAnswer("407 U.S. 1, 99").cite("407 U.S. 1, 99", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "99", Locators: page("99")}).answer()},
		{name: "a pin in a parallel reporter's pagination warns", verdict: Pass, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"Warning:", "p. 1913 is a page of 92 S. Ct.; VLT-0001 is paged to 407 U.S. 1"},
			answer: newAnswer("92 S. Ct. 1907, 1913").cite("92 S. Ct. 1907, 1913", cite.Citation{Kind: cite.KindCase, Identifier: "92 S. Ct. 1907", Volume: "92", Reporter: "S. Ct.", Pin: "1913", Locators: page("1913")}).answer()},
		{name: "page pin on a document without page markup warns", verdict: Pass,
			want:   []string{"Warning:", "VLT-0004 has no page markup, so p. 3 cannot be placed in its text"},
			answer: newAnswer("Acme-MSA.pdf, p. 3").cite("Acme-MSA.pdf, p. 3", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: page("3")}).answer()},
		{name: "missing chunk fails", verdict: Fail, want: []string{"VLT-0001 has no chunk VLT-0001#c9 (it has 3 chunks, VLT-0001#c1 to VLT-0001#c3)"},
			answer: newAnswer("[VLT-0001#c9]").cite("VLT-0001#c9", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c9"}).answer()},
		{name: "missing section fails", verdict: Fail, want: []string{"VLT-0004 has no § 9.9 (its sections: § 14.2 Forum)"},
			answer: newAnswer("Acme-MSA.pdf, § 9.9").cite("Acme-MSA.pdf, § 9.9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "9.9"}}}).answer()},
		{name: "paragraph outside fails", verdict: Fail, want: []string{"VLT-0004's numbered paragraphs run ¶¶ 3-3; ¶ 9 is not in it"},
			answer: newAnswer("Acme-MSA.pdf ¶ 9").cite("Acme-MSA.pdf ¶ 9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "9"}}}).answer()},
		{name: "paragraph of a document without numbered paragraphs fails", verdict: Fail, want: []string{"VLT-0001 has no numbered paragraphs, so ¶ 2 names no place in it"},
			answer: newAnswer("[VLT-0001, ¶ 2]").cite("VLT-0001, ¶ 2", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "2"}}}).answer()},
		{name: "paragraph inside is silent", verdict: Pass, want: []string{"The one citation carries"}, absent: []string{"Warning"},
			answer: newAnswer("Acme-MSA.pdf ¶ 3").cite("Acme-MSA.pdf ¶ 3", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "3"}}}).answer()},
		{name: "statute section is a locator", verdict: Pass, answer: newAnswer("28 U.S.C. § 1404").cite("28 U.S.C. § 1404", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "1404"}}}).answer()},
	})
}

// withPages declares a document's first_page and last_page and locates
// the passages again, as the grader would with that Vault.
func withPages(doc, first, last string) func(in *Input) {
	return func(in *Input) {
		d := in.Vault.(*fakeVault).docs[doc]
		d.FirstPage, d.LastPage = first, last
		relocate(in)
	}
}
