package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestPagePinOnStarPagedWord: a Word file has no pages of its own, but
// an opinion saved to Word from a reporter marks the reporter's pages
// ("[*211]"), and its chunks carry them; a pin to one of those pages
// names a place it has, while a pin outside them, or any page pin on a
// Word file that marks none, still names no place.
func TestPagePinOnStarPagedWord(t *testing.T) {
	f := newFakeVault().
		add("DOC-4", "Opinion", fakeChunk{text: "The facts.", pageStart: "210", pageEnd: "210"},
			fakeChunk{text: "[*211]\nA cure must end the violation.", pageStart: "211", pageEnd: "212"},
			fakeChunk{text: "[*213]\nREVERSED.", pageStart: "213", pageEnd: "213"}).
		add("DOC-5", "Contract", fakeChunk{text: "1. Term. The term is three years."})
	f.docs["DOC-4"].Unpaged = "a Word (DOCX) document has no pages"
	f.docs["DOC-5"].Unpaged = "a Word (DOCX) document has no pages"
	for _, c := range []struct {
		doc, page string
		holds     string // text the placed chunks hold; "" for nowhere
		nowhere   string // what Nowhere says
	}{
		{"DOC-4", "211", "A cure must end", ""},
		{"DOC-4", "213", "REVERSED", ""},
		{"DOC-4", "212-13", "A cure must end", ""},
		{"DOC-4", "219", "", "is not in it"},
		{"DOC-5", "4", "", "has no pages, so p. 4 names no place in it"},
	} {
		pl := Place(f, Want{Doc: c.doc, Locators: []vault.Locator{{Kind: vault.LocPage, Value: c.page}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		if c.holds != "" {
			if len(pl.Nowhere) != 0 || !strings.Contains(b.String(), c.holds) {
				t.Errorf("%s p. %s: placed %q, nowhere %v; want chunks holding %q", c.doc, c.page, b.String(), pl.Nowhere, c.holds)
			}
			continue
		}
		if len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], c.nowhere) {
			t.Errorf("%s p. %s: nowhere %v; want one saying %q", c.doc, c.page, pl.Nowhere, c.nowhere)
		}
	}
}
