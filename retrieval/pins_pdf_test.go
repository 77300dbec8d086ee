package retrieval_test

import (
	"testing"

	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// TestPlacePDFPageNames: the pages of a PDF document file are places a
// pin can name: a page named "ii" by the PDF's own page labels, and the
// pages first_page renumbers; a page past the last is named nowhere.
func TestPlacePDFPageNames(t *testing.T) {
	src, err := vault.LoadSource("../fixtures/own-documents/vault")
	if err != nil {
		t.Fatal(err)
	}
	x, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for _, tt := range []struct {
		doc, page, chunk string
	}{
		{"DOC-003", "ii", "DOC-003#c1"},
		{"DOC-003", "1", "DOC-003#c2"},
		{"DOC-001", "457", "DOC-001#c2"},
		{"DOC-001", "459", ""},
		{"DOC-003", "iii", ""},
		{"DOC-003", "i-ii", "DOC-003#c1"},
		{"DOC-003", "ii-1", "DOC-003#c1"},
		{"DOC-003", "ii-iv", ""},
		{"DOC-003", "iii-1", ""},
	} {
		pl := retrieval.Place(x, retrieval.Want{Doc: tt.doc, Locators: []vault.Locator{{Kind: vault.LocPage, Value: tt.page}}})
		switch {
		case tt.chunk == "" && (len(pl.Chunks) > 0 || len(pl.Nowhere) == 0):
			t.Errorf("%s p. %s: placed in %v, want nowhere", tt.doc, tt.page, pl.Chunks)
		case tt.chunk != "" && (len(pl.Chunks) == 0 || pl.Chunks[0].ID != tt.chunk || len(pl.Nowhere) > 0):
			t.Errorf("%s p. %s: placed in %v (nowhere %q), want %s", tt.doc, tt.page, pl.Chunks, pl.Nowhere, tt.chunk)
		}
	}
}
