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
	if len(pl.Chunks) != 0 || len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], "DOC-1 has no footnote 7 (its footnotes: 1-3; its endnotes: i-ii)") {
		t.Errorf("n. 7: chunks %d, nowhere %v; want DOC-1 has no footnote 7 (its footnotes: 1-3; its endnotes: i-ii)", len(pl.Chunks), pl.Nowhere)
	}
	pl = Place(f, Want{Doc: plain.ID, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: "1"}}})
	if len(pl.Chunks) != 0 || len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], "DOC-2 marks no note 1 in its text") {
		t.Errorf("n. 1 on a document without notes: chunks %d, nowhere %v; want nothing placed, and that DOC-2 marks no note 1", len(pl.Chunks), pl.Nowhere)
	}
}

// wordVault is a fake Vault of Word documents read from the reader's
// test files, chunked small (each note in a chunk of its own).
func wordVault(t *testing.T, files map[string]string) *fakeVault {
	t.Helper()
	f := newFakeVault()
	for id, file := range files {
		data, err := os.ReadFile("../vault/docfile/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		read, err := docfile.Read(data, docfile.Limits{})
		if err != nil {
			t.Fatal(err)
		}
		d := &vault.Document{ID: id, Title: file, Text: read.Text, Unpaged: docfile.Unpaged(read.Format)}
		f.docs[id] = d
		for _, c := range vault.ChunkDocument(d, 24) {
			f.chunks[id] = append(f.chunks[id], c)
			f.byID[c.ID] = c
		}
	}
	return f
}

// TestPlaceFootnoteLabels: a pin names a note by the label Word shows
// it under: a number where numbering restarts in each section (placed
// at every note so labelled, with a caveat), a letter, a roman numeral
// (an endnote, when the footnotes have no such label, and a footnote in
// a document whose footnotes are roman), an upper-case letter bracketed
// in the text; a label the document lacks names the labels it has; and
// footnotes numbered by a page layout the file does not record are
// named by no pin.
func TestPlaceFootnoteLabels(t *testing.T) {
	f := wordVault(t, map[string]string{"R": "note-restarts.docx", "F": "note-format.docx", "P": "note-format-by-page.docx"})
	for _, c := range []struct {
		doc, pin string
		contains []string
		lacks    string
		caveat   string
		nowhere  string
	}{
		{doc: "R", pin: "3", contains: []string{"section 14.1"}, lacks: "407 U.S. 1"},
		{doc: "R", pin: "1", contains: []string{"407 U.S. 1", "571 U.S. 49"}, lacks: "499 U.S. 585", caveat: "R has 2 footnotes labelled 1 (its note numbering starts again in each section or page), so footnote 1 is placed at each"},
		{doc: "R", pin: "b", contains: []string{"did not raise fraud"}, lacks: "conceded"},
		{doc: "R", pin: "ii", contains: []string{"who drafted the clause"}, lacks: "tort claims"},
		{doc: "R", pin: "7", nowhere: "R has no footnote 7 (its footnotes: 1-2, 1-3, a-b; its endnotes: i-iii)"},
		{doc: "F", pin: "ii", contains: []string{"499 U.S. 585"}, lacks: "407 U.S. 1"},
		{doc: "F", pin: "iii", contains: []string{"Atlantic Marine", "63 (2013)"}, lacks: "499 U.S. 585"},
		{doc: "F", pin: "A", contains: []string{"who drafted the clause"}, lacks: "Waiver requires"},
		{doc: "F", pin: "b", contains: []string{"Waiver requires"}, lacks: "who drafted"},
		{doc: "F", pin: "1", nowhere: "F has no footnote 1 (its footnotes: i-iii; its endnotes: A-B)"},
		{doc: "P", pin: "ii", nowhere: "P numbers its footnotes anew on each page, and its Word file records no page layout"},
		{doc: "P", pin: "B", contains: []string{"Waiver requires"}, lacks: "who drafted"},
	} {
		pl := Place(f, Want{Doc: c.doc, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		got := b.String()
		if c.nowhere != "" {
			if len(pl.Chunks) != 0 || len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], c.nowhere) {
				t.Errorf("%s n. %s: placed %q, nowhere %v; want nothing placed and %q", c.doc, c.pin, got, pl.Nowhere, c.nowhere)
			}
			continue
		}
		for _, want := range c.contains {
			if !strings.Contains(got, want) {
				t.Errorf("%s n. %s placed %q (nowhere %v); want it to hold %q", c.doc, c.pin, got, pl.Nowhere, want)
			}
		}
		if strings.Contains(got, c.lacks) || len(pl.Nowhere) > 0 {
			t.Errorf("%s n. %s placed %q (nowhere %v); want it not to hold %q", c.doc, c.pin, got, pl.Nowhere, c.lacks)
		}
		if caveats := strings.Join(pl.Caveats, "\n"); c.caveat == "" && caveats != "" || !strings.Contains(caveats, c.caveat) {
			t.Errorf("%s n. %s: caveats %q; want %q", c.doc, c.pin, caveats, c.caveat)
		}
	}
}

// TestPlaceFootnoteInItsSection: where two notes share a label (each
// section numbers its footnotes anew), a section locator beside the pin
// picks the note referenced in that section; a section that references
// no such note narrows nothing, and the pin stays at each, with its
// caveat.
func TestPlaceFootnoteInItsSection(t *testing.T) {
	f := wordVault(t, map[string]string{"R": "note-restarts.docx"})
	for _, c := range []struct {
		section, pin    string
		contains, lacks string
		caveat          bool
	}{
		{"I", "1", "Bremen", "Atlantic Marine", false},
		{"II", "1", "Atlantic Marine", "Bremen", false},
		{"II", "2", "Stewart", "Carnival", false},
		{"I", "2", "Carnival", "Stewart", false},
		{"III", "1", "Bremen", "conceded", true},
	} {
		pl := Place(f, Want{Doc: "R", Locators: []vault.Locator{{Kind: vault.LocSection, Value: c.section}, {Kind: vault.LocFootnote, Value: c.pin}}})
		var b strings.Builder
		for _, ch := range pl.Chunks {
			b.WriteString(ch.Text + "\n")
		}
		got := b.String()
		if !strings.Contains(got, c.contains) || (!c.caveat && strings.Contains(got, c.lacks)) || len(pl.Nowhere) > 0 {
			t.Errorf("§ %s, n. %s placed %q (nowhere %v); want %q and not %q", c.section, c.pin, got, pl.Nowhere, c.contains, c.lacks)
		}
		if (len(pl.Caveats) > 0) != c.caveat {
			t.Errorf("§ %s, n. %s: caveats %q; want a caveat %v", c.section, c.pin, pl.Caveats, c.caveat)
		}
	}
}
