package retrieval

import (
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestPlaceFootnoteInTextNotes: a footnote pin on a text whose notes sit
// under a notes heading, marked "(1)", "1.", "[^1]:" or "1 ", resolves to
// the chunk holding that note; a note it lacks still fails naming the
// notes it has; a "Notes" section of prose is no notes section, so a
// pin there places nothing (it stays with its page), as before.
func TestPlaceFootnoteInTextNotes(t *testing.T) {
	body := "II. DISCUSSION\n\nThe clause is valid.¹ Inconvenience is no ground.²\n\n"
	for _, c := range []struct {
		name, notes, pin, contains, nowhere string
	}{
		{"(1) notes under a Markdown heading", "## Footnotes\n\n(1) The clause names Delaware.\n\n(2) Other circuits agree.", "2", "Other circuits agree", ""},
		{"1. notes under a plain NOTES line", "NOTES\n\n1. The clause names Delaware.\n\n2. Other circuits agree.", "1", "names Delaware", ""},
		{"Markdown definitions under a Notes heading", "# Notes\n\n[^1]: The clause names Delaware.\n\n[^2]: Other circuits agree.", "2", "Other circuits agree", ""},
		{"bare numbers under Footnotes", "Footnotes\n\n1 The clause names Delaware.\n\n2 Other circuits agree.", "2", "Other circuits agree", ""},
		// near-identical wrong pins still fail
		{"a note the notes lack", "## Footnotes\n\n(1) The clause names Delaware.\n\n(2) Other circuits agree.", "3", "", "DOC-9 has no footnote 3 (its footnotes: 1-2)"},
		{"a note the plain notes lack", "NOTES\n\n1. The clause names Delaware.\n\n2. Other circuits agree.", "5", "", "DOC-9 has no footnote 5 (its footnotes: 1-2)"},
		{"prose under Notes places nothing", "## Notes\n\nThe parties kept notes of the call.", "1", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			d := &vault.Document{ID: "DOC-9", Title: "Opinion", Text: body + c.notes + "\n"}
			f := newFakeVault()
			f.docs[d.ID] = d
			for _, ch := range vault.ChunkDocument(d, 16) {
				f.chunks[d.ID] = append(f.chunks[d.ID], ch)
				f.byID[ch.ID] = ch
			}
			pl := Place(f, Want{Doc: d.ID, Locators: []vault.Locator{{Kind: vault.LocFootnote, Value: c.pin}}})
			var b strings.Builder
			for _, ch := range pl.Chunks {
				b.WriteString(ch.Text + "\n")
			}
			switch {
			case c.nowhere != "":
				if len(pl.Chunks) != 0 || len(pl.Nowhere) != 1 || !strings.Contains(pl.Nowhere[0], c.nowhere) {
					t.Errorf("n. %s: placed %q, nowhere %v; want nothing placed and %q", c.pin, b.String(), pl.Nowhere, c.nowhere)
				}
			case c.contains == "":
				if len(pl.Chunks) != 0 || len(pl.Nowhere) != 0 {
					t.Errorf("n. %s: placed %q, nowhere %v; want nothing placed, nothing said", c.pin, b.String(), pl.Nowhere)
				}
			default:
				if len(pl.Nowhere) > 0 || !strings.Contains(b.String(), c.contains) || strings.Contains(b.String(), "The clause is valid") {
					t.Errorf("n. %s: placed %q (nowhere %v); want the note's chunk holding %q", c.pin, b.String(), pl.Nowhere, c.contains)
				}
			}
		})
	}
}
