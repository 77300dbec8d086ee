package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestPlaceClauseSections: a pin to a nested clause ("§ 12.1(a)",
// "12.1(a)", "Section 12.1(a)") resolves to the chunk or chunks that
// hold it, read from a contract whose clauses share one line with their
// text; a pin to a clause the document lacks names its sections.
func TestPlaceClauseSections(t *testing.T) {
	text := "# Master Services Agreement\n\nARTICLE XII ASSIGNMENT\n\n" +
		"§ 12.1 Neither party may assign this Agreement without the other party's consent.\n\n" +
		"(a) A change of control is an assignment.\n\n(b) A merger is not.\n\n" +
		"§ 12.2 This Agreement binds permitted successors.\n"
	d := &vault.Document{ID: "DOC-1", Title: "MSA", Text: text}
	f := newFakeVault()
	f.docs[d.ID] = d
	for _, c := range vault.ChunkDocument(d, 256) {
		f.chunks[d.ID] = append(f.chunks[d.ID], c)
		f.byID[c.ID] = c
	}
	for _, c := range []struct {
		pin      string
		contains string // text the placed chunks hold
		lacks    string // text they do not
	}{
		{"§ 12.1(a)", "(a) A change of control", "binds permitted successors"},
		{"12.1(a)", "(a) A change of control", "binds permitted successors"},
		{"Section 12.1(b)", "(b) A merger is not.", "binds permitted successors"},
		{"§ 12.1", "Neither party may assign", "binds permitted successors"},
		{"§ 12.2", "binds permitted successors", "Neither party"},
		{"Article XII", "Neither party may assign", ""}, // the article starts in the title's chunk, right under it
	} {
		pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocSection, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		if len(pl.Nowhere) > 0 || !strings.Contains(b.String(), c.contains) || (c.lacks != "" && strings.Contains(b.String(), c.lacks)) {
			t.Errorf("%s placed %q (nowhere %v); want chunks holding %q and not %q", c.pin, b.String(), pl.Nowhere, c.contains, c.lacks)
		}
	}
	pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocSection, Value: "§ 12.1(c)"}}})
	if len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], "has no § 12.1(c)") {
		t.Errorf("§ 12.1(c): nowhere %v; want DOC-1 has no § 12.1(c)", pl.Nowhere)
	}
}

// TestPagePinOnUnpagedDocument: a page pin on a document without pages
// by nature (a DOCX) names no place, and says why; one on a plain text
// without page markup stays a caveat.
func TestPagePinOnUnpagedDocument(t *testing.T) {
	f := newFakeVault().add("DOC-2", "Contract", fakeChunk{text: "1. Term. The term is three years."}).
		add("DOC-3", "Memo", fakeChunk{text: "The memo has no page markup."})
	f.docs["DOC-2"].Unpaged = "a Word (DOCX) document has no pages"
	pin := []vault.Locator{{Kind: vault.LocPage, Value: "4"}}
	pl := Place(f, Want{Doc: "DOC-2", Locators: pin})
	if len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], "a Word (DOCX) document has no pages, so p. 4 names no place in it") {
		t.Errorf("DOCX page pin: nowhere %v, caveats %v; want it to name no place, saying why", pl.Nowhere, pl.Caveats)
	}
	pl = Place(f, Want{Doc: "DOC-3", Locators: pin})
	if len(pl.Nowhere) != 0 || !pl.Unplaced {
		t.Errorf("plain text page pin: nowhere %v, unplaced %v; want a caveat only", pl.Nowhere, pl.Unplaced)
	}
}
