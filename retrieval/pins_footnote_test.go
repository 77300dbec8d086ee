package retrieval

import (
	"os"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
)

// TestPlaceFootnoteInWordNotes: a footnote pin ("n. 3") on a Word
// document resolves to the chunk holding that note's text (read from
// the LibreOffice-made memo-notes.docx, whose authorities sit in
// footnotes); a note the document lacks names where its notes are; on a
// document without notes the pin places nothing, as on a PDF, where a
// footnote sits on its page.
func TestPlaceFootnoteInWordNotes(t *testing.T) {
	data, err := os.ReadFile("../vault/docfile/testdata/memo-notes.docx")
	if err != nil {
		t.Fatal(err)
	}
	read, err := docfile.Read(data, docfile.Limits{})
	if err != nil {
		t.Fatal(err)
	}
	d := &vault.Document{ID: "DOC-1", Title: "Memo", Text: read.Text, Unpaged: docfile.Unpaged(read.Format)}
	plain := &vault.Document{ID: "DOC-2", Title: "Plain", Text: "1. Term. The term is three years.\n"}
	f := newFakeVault()
	for _, doc := range []*vault.Document{d, plain} {
		f.docs[doc.ID] = doc
		for _, c := range vault.ChunkDocument(doc, 32) { // small chunks: each note in its own
			f.chunks[doc.ID] = append(f.chunks[doc.ID], c)
			f.byID[c.ID] = c
		}
	}
	for _, c := range []struct {
		pin, contains, lacks string
	}{
		{"1", "407 U.S. 1, 10 (1972)", "571 U.S. 49"},
		{"2", "A permissive clause would read", "407 U.S. 1"},
		{"2", "suit in Delaware", "571 U.S. 49"}, // the note runs on into the next chunk, which is placed too
		{"3", "571 U.S. 49, 63 (2013)", "407 U.S. 1"},
	} {
		pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		if len(pl.Nowhere) > 0 || !strings.Contains(b.String(), c.contains) || strings.Contains(b.String(), c.lacks) {
			t.Errorf("n. %s placed %q (nowhere %v); want chunks holding %q and not %q", c.pin, b.String(), pl.Nowhere, c.contains, c.lacks)
		}
	}
	pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: "7"}}})
	if len(pl.Chunks) != 0 || len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], "DOC-1 has no footnote 7 (its footnotes: 1-3)") {
		t.Errorf("n. 7: chunks %d, nowhere %v; want DOC-1 has no footnote 7 (its footnotes: 1-3)", len(pl.Chunks), pl.Nowhere)
	}
	pl = Place(f, Want{Doc: plain.ID, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: "1"}}})
	if len(pl.Chunks) != 0 || len(pl.Nowhere) != 0 {
		t.Errorf("n. 1 on a document without notes: chunks %d, nowhere %v; want nothing placed, nothing said", len(pl.Chunks), pl.Nowhere)
	}
}
