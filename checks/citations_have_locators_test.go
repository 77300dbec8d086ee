package checks

import (
	"context"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/vault"
)

func TestLocatorCheck(t *testing.T) {
	page := func(p string) []vault.Locator { return []vault.Locator{{Kind: vault.LocPage, Value: p}} }
	runCheckTable(t, NewLocatorCheck(), []checkCase{
		{name: "pin cite", verdict: Pass, answer: fixture.NewAnswer("407 U.S. 1, 10").
			Cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).Answer()},
		{name: "chunk reference", verdict: Pass, answer: fixture.NewAnswer("[VLT-0001#c2]").
			Cite("VLT-0001#c2", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c2"}).Answer()},
		{name: "section of a file", verdict: Pass, answer: fixture.NewAnswer("Acme-MSA.pdf, § 14.2").
			Cite("Acme-MSA.pdf, § 14.2", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "14.2"}}}).Answer()},
		{name: "whole document", verdict: Fail, want: []string{`"VLT-0001" (bytes 1-9) refers only to the document as a whole`}, answer: fixture.NewAnswer("[VLT-0001]").
			Cite("VLT-0001", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001"}).Answer()},
		{name: "bare Id.", verdict: Fail, want: []string{`"Id." without "at"`}, answer: fixture.NewAnswer("407 U.S. 1, 10. Id.").
			Cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).
			Cite("Id.", cite.Citation{Kind: cite.KindID, Antecedent: 0}).Answer()},
		{name: "parallel group shares the pin", verdict: Pass, answer: fixture.NewAnswer("407 U.S. 1, 10, 92 S. Ct. 1907").
			Cite("407 U.S. 1, 10", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "10", Locators: page("10")}).
			Cite("92 S. Ct. 1907", cite.Citation{Kind: cite.KindCase, Identifier: "92 S. Ct. 1907"}).Group(0, 1).Answer()},
		// A locator that names no place in the cited document fails, with
		// the document's real extent (issue 11: these were warnings).
		{name: "page outside a known range fails", verdict: Fail, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"names no place in the document: VLT-0001 runs pp. 1-15; p. 99 is not in it"},
			answer: fixture.NewAnswer("407 U.S. 1, 99").Cite("407 U.S. 1, 99", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Volume: "407", Reporter: "U.S.", Pin: "99", Locators: page("99")}).Answer()},
		{name: "a range running past a known end fails", verdict: Fail, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"VLT-0001 runs pp. 1-15; pp. 1-9999 are not in it"},
			answer: fixture.NewAnswer("[VLT-0001, pp. 1-9999]").Cite("VLT-0001, pp. 1-9999", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: page("1-9999")}).Answer()},
		{name: "page before the first page fails", verdict: Fail, prepare: withPages("VLT-0001", "1", ""),
			want:   []string{"VLT-0001 begins at p. 1"},
			answer: fixture.NewAnswer("[VLT-0001, p. 0]").Cite("VLT-0001, p. 0", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: page("0")}).Answer()},
		{name: "one past the last star page with no known end warns", verdict: Pass,
			want:   []string{"Warning:", "VLT-0001 does not say where it ends (no last_page), so p. 16 is taken to be in the text after its last star page *15"},
			answer: fixture.NewAnswer("407 U.S. 1, 16").Cite("407 U.S. 1, 16", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "16", Locators: page("16")}).Answer()},
		{name: "far past the last star page with no known end fails", verdict: Fail,
			want:   []string{"VLT-0001 begins at p. 1 and marks pages up to *15 (it does not say where it ends); the text after its last star page *15 can hold no page past 16, so p. 99 is not in it"},
			answer: fixture.NewAnswer("407 U.S. 1, 99").Cite("407 U.S. 1, 99", cite.Citation{Kind: cite.KindCase, Identifier: "407 U.S. 1", Pin: "99", Locators: page("99")}).Answer()},
		{name: "a pin in a parallel reporter's pagination warns", verdict: Pass, prepare: withPages("VLT-0001", "1", "15"),
			want:   []string{"Warning:", "p. 1913 is a page of 92 S. Ct.; VLT-0001 is paged to 407 U.S. 1"},
			answer: fixture.NewAnswer("92 S. Ct. 1907, 1913").Cite("92 S. Ct. 1907, 1913", cite.Citation{Kind: cite.KindCase, Identifier: "92 S. Ct. 1907", Volume: "92", Reporter: "S. Ct.", Pin: "1913", Locators: page("1913")}).Answer()},
		{name: "page pin on a document without page markup warns", verdict: Pass,
			want:   []string{"Warning:", "VLT-0004 has no page markup, so p. 3 cannot be placed in its text"},
			answer: fixture.NewAnswer("Acme-MSA.pdf, p. 3").Cite("Acme-MSA.pdf, p. 3", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: page("3")}).Answer()},
		{name: "missing chunk fails", verdict: Fail, want: []string{"VLT-0001 has no chunk VLT-0001#c9 (it has 3 chunks, VLT-0001#c1 to VLT-0001#c3)"},
			answer: fixture.NewAnswer("[VLT-0001#c9]").Cite("VLT-0001#c9", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Chunk: "VLT-0001#c9"}).Answer()},
		{name: "missing section fails", verdict: Fail, want: []string{"VLT-0004 has no § 9.9 (its sections: § 14.2 Forum)"},
			answer: fixture.NewAnswer("Acme-MSA.pdf, § 9.9").Cite("Acme-MSA.pdf, § 9.9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "9.9"}}}).Answer()},
		{name: "paragraph outside fails", verdict: Fail, want: []string{"VLT-0004's numbered paragraphs run ¶¶ 3-3; ¶ 9 is not in it"},
			answer: fixture.NewAnswer("Acme-MSA.pdf ¶ 9").Cite("Acme-MSA.pdf ¶ 9", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "9"}}}).Answer()},
		{name: "paragraph of a document without numbered paragraphs fails", verdict: Fail, want: []string{"VLT-0001 has no numbered paragraphs, so ¶ 2 names no place in it"},
			answer: fixture.NewAnswer("[VLT-0001, ¶ 2]").Cite("VLT-0001, ¶ 2", cite.Citation{Kind: cite.KindVault, DocID: "VLT-0001", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "2"}}}).Answer()},
		{name: "paragraph inside is silent", verdict: Pass, want: []string{"The one citation carries"}, absent: []string{"Warning"},
			answer: fixture.NewAnswer("Acme-MSA.pdf ¶ 3").Cite("Acme-MSA.pdf ¶ 3", cite.Citation{Kind: cite.KindFile, Identifier: "Acme-MSA.pdf", Locators: []vault.Locator{{Kind: vault.LocParagraph, Value: "3"}}}).Answer()},
		{name: "statute section is a locator", verdict: Pass, answer: fixture.NewAnswer("28 U.S.C. § 1404").Cite("28 U.S.C. § 1404", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404", Locators: []vault.Locator{{Kind: vault.LocSection, Value: "1404"}}}).Answer()},
	})
}

// withPages declares a document's first_page and last_page and locates
// the passages again, as the grader would with that Vault.
func withPages(doc, first, last string) func(in *Input) {
	return func(in *Input) {
		d := in.Vault.(*fixture.Vault).Docs[doc]
		d.FirstPage, d.LastPage = first, last
		relocate(in)
	}
}

// A statute's section is its identifier, not a place in the document
// that holds it: citing "28 U.S.C. § 1404(a)" of a statute document with
// no "§ 1404(a)" heading names no missing section.
func TestStatuteSectionIsNotAPin(t *testing.T) {
	v := fixture.NewVault(fixture.Doc{Doc: vault.Document{ID: "VLT-0009", Title: "28 U.S.C. § 1404", Kind: "statute", Citations: []string{"28 U.S.C. § 1404(a)"}},
		Chunks: []string{"For the convenience of parties and witnesses, in the interest of justice, a district court may transfer any civil action."}})
	a := fixture.NewAnswer("Transfer is for convenience. 28 U.S.C. § 1404(a).").
		Cite("28 U.S.C. § 1404(a)", cite.Citation{Kind: cite.KindStatute, Identifier: "28 U.S.C. § 1404(a)", Section: "1404(a)",
			Locators: []vault.Locator{{Kind: vault.LocSection, Value: "1404(a)"}}}).Answer()
	in := inputFor(v, a, "VLT-0009#c1")
	in.Resolved = []resolve.Resolution{{Citation: 0, Doc: "VLT-0009", Docs: []string{"VLT-0009"}, By: "citation"}}
	relocate(in)
	r, err := NewLocatorCheck().Run(context.Background(), in)
	if err != nil || r.Verdict != Pass || strings.Contains(Reasoning(r), "no place") {
		t.Errorf("C-009 = %s: %s (%v)", r.Verdict, Reasoning(r), err)
	}
}
