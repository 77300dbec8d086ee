package retrieval

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
)

// placeFootnote places a footnote pin ("n. 3", "note 3", "fn. 3") in a
// document whose notes are part of its text, as a Word document's are
// (read after the body under "# Footnotes", then "# Endnotes", each note
// a paragraph starting with its raised mark, "³ See ..."): the chunk
// holding note N's paragraph, and the chunks after it while that
// paragraph goes on. A document without such a section (a PDF, whose
// footnotes sit on their page) places nothing and the pin stays with its
// page; one with notes but not note N names the notes it has.
func placeFootnote(doc string, chunks []*vault.Chunk, l vault.Locator, pl *Placement) []*vault.Chunk {
	n, ok := leadingInt(l.Value)
	if !ok {
		return nil
	}
	mark := docfile.NoteMark(n) + " "
	for _, section := range []string{docfile.FootnotesSection, docfile.EndnotesSection} {
		var notes []*vault.Chunk
		for _, c := range chunks {
			if c.HoldsSection(section) {
				notes = append(notes, c)
			}
		}
		if len(notes) == 0 {
			continue
		}
		for i, c := range notes {
			at := noteParagraph(c.Text, mark)
			if at < 0 {
				continue
			}
			got := []*vault.Chunk{c}
			for rest := c.Text[at:]; !strings.Contains(strings.TrimRight(rest, "\n"), "\n\n") && i+1 < len(notes); i++ {
				next := notes[i+1] // the note's paragraph may run on into the next chunk
				if t := strings.TrimLeft(next.Text, "\n"); strings.HasPrefix(t, "#") || startsWithMark(t) {
					break
				}
				got, rest = append(got, next), next.Text
			}
			return got
		}
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no %s (%s)", doc, describe(l), notesHeld(notes, section)))
		return nil
	}
	return nil
}

// noteParagraph is the offset in text of the paragraph starting with
// mark ("³ "), or -1.
func noteParagraph(text, mark string) int {
	if strings.HasPrefix(text, mark) {
		return 0
	}
	if i := strings.Index(text, "\n"+mark); i >= 0 {
		return i + 1
	}
	return -1
}

// startsWithMark reports whether text starts with a note's raised mark.
func startsWithMark(text string) bool {
	for d := 0; d <= 9; d++ {
		if strings.HasPrefix(text, docfile.NoteMark(d)) {
			return true
		}
	}
	return false
}

// notesHeld says which notes a notes section holds ("its footnotes:
// 1-3"), counting from 1 while the next note's paragraph is found.
func notesHeld(notes []*vault.Chunk, section string) string {
	n := 0
	for n < 100000 {
		mark, found := docfile.NoteMark(n+1)+" ", false
		for _, c := range notes {
			if noteParagraph(c.Text, mark) >= 0 {
				found = true
				break
			}
		}
		if !found {
			break
		}
		n++
	}
	word := strings.ToLower(section)
	switch n {
	case 0:
		return "its " + word + " are not numbered 1, 2, 3"
	case 1:
		return "its " + word + ": 1"
	}
	return fmt.Sprintf("its %s: 1-%d", word, n)
}
