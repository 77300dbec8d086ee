package retrieval

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// placeFootnote places a footnote pin ("n. 3", "note iv", "fn. b") in a
// document whose notes are part of its text, as a Word document's are
// (read after the body under "# Footnotes", then "# Endnotes", each note
// a paragraph starting with its mark as Word shows it: "³ See ...",
// "ⁱⁱ Counsel ...", "[B] ..."): the chunk holding that note's paragraph,
// and the chunks after it while that paragraph goes on. The footnotes
// are searched first, then the endnotes (a Word document's default
// endnotes i, ii do not collide with its footnotes 1, 2). Where
// numbering starts again in each section or page, two notes may show
// the same label: the pin is placed at each, with a caveat. A document
// without such a section (a PDF, whose footnotes sit on their page)
// places nothing and the pin stays with its page; one with notes but not
// this one names the notes it has; one whose footnotes are numbered by a
// page layout its file does not record names none. others are the
// citation's other locators: a section or paragraph among them picks,
// of the notes sharing a label, those referenced there ("§ II, n. 1").
func placeFootnote(doc string, chunks []*vault.Chunk, l vault.Locator, others []vault.Locator, pl *Placement) []*vault.Chunk {
	labels := pinLabels(l.Value)
	if len(labels) == 0 {
		return nil
	}
	var held []string
	for _, section := range []string{docfile.FootnotesByPageSection, docfile.FootnotesSection, docfile.EndnotesSection, notesSection} {
		notes := notesUnder(chunks, section)
		if len(notes) == 0 || section == notesSection && len(noteParagraphs(notes)) == 0 {
			continue // a "Notes" section of prose holds no notes
		}
		var matches []noteAt
		for _, label := range labels {
			for _, at := range noteParagraphs(notes) {
				if strings.EqualFold(at.label, label) {
					matches = append(matches, at)
				}
			}
		}
		found := len(matches)
		if found > len(labels) && section != docfile.FootnotesByPageSection {
			if near := referencedNear(doc, chunks, section, matches, others); len(near) > 0 {
				matches, found = near, len(labels)
			}
		}
		var got []*vault.Chunk
		for _, at := range matches {
			got = union(got, noteChunks(notes, at))
		}
		if found == 0 {
			held = append(held, notesHeld(notes, section))
			continue
		}
		if section == docfile.FootnotesByPageSection {
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s numbers its footnotes anew on each page, and its Word file records no page layout (no page breaks Word laid out), so %s names no one note: cite the note's section or quote it", doc, describe(l)))
			return nil
		}
		if found > len(labels) {
			pl.Caveats = append(pl.Caveats, fmt.Sprintf("%s has %d %ss labelled %s (its note numbering starts again in each section or page), so %s is placed at each", doc, found, noteWord(section), strings.Join(labels, ", "), describe(l)))
		}
		return got
	}
	if len(held) > 0 {
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no %s (%s)", doc, describe(l), strings.Join(held, "; ")))
		return nil
	}
	footnoteOnPage(doc, chunks, l, others, pl) // no notes of their own: the note must be on its page (pins_footnote_page.go)
	return nil
}

// pinLabels are the note labels a footnote pin names: "3", "ii", "b";
// a decimal range ("3-5", as "nn. 3-5" is read) names each of its notes
// (at most 50).
func pinLabels(v string) []string {
	v = strings.TrimSpace(trimMarks(v))
	if v == "" {
		return nil
	}
	if a, b, ok := strings.Cut(v, "-"); ok {
		from, ok1 := leadingInt(a)
		to, ok2 := leadingInt(b)
		if !ok1 || !ok2 || to < from || to-from >= 50 {
			return []string{strings.TrimSpace(a)}
		}
		var out []string
		for n := from; n <= to; n++ {
			out = append(out, fmt.Sprint(n))
		}
		return out
	}
	return []string{v}
}

// notesUnder are the chunks holding the notes section named section.
func notesUnder(chunks []*vault.Chunk, section string) []*vault.Chunk {
	var notes []*vault.Chunk
	for _, c := range chunks {
		if c.HoldsSection(section) {
			notes = append(notes, c)
		}
	}
	return notes
}

// noteAt is one note's paragraph among a notes section's chunks: the
// chunk it starts in, its offset there and the label of its mark.
type noteAt struct {
	chunk, offset int
	label         string
}

// noteParagraphs lists the notes' paragraphs in order: every paragraph
// of the notes chunks that starts with a mark.
func noteParagraphs(notes []*vault.Chunk) []noteAt {
	var out []noteAt
	for i, c := range notes {
		for at := 0; at < len(c.Text); {
			if label, ok := readNoteMark(c.Text[at:]); ok {
				out = append(out, noteAt{i, at, label})
			}
			nl := strings.IndexByte(c.Text[at:], '\n')
			if nl < 0 {
				break
			}
			at += nl + 1
		}
	}
	return out
}

// noteChunks are the chunk a note's paragraph starts in and those after
// it while the paragraph runs on (a chunk that starts with a heading or
// another note's mark ends it).
func noteChunks(notes []*vault.Chunk, at noteAt) []*vault.Chunk {
	got := []*vault.Chunk{notes[at.chunk]}
	rest := notes[at.chunk].Text[at.offset:]
	for i := at.chunk; !strings.Contains(strings.TrimRight(rest, "\n"), "\n\n") && i+1 < len(notes); i++ {
		next := notes[i+1]
		t := strings.TrimLeft(next.Text, "\n")
		if _, mark := readNoteMark(t); strings.HasPrefix(t, "#") || mark {
			break
		}
		got, rest = append(got, next), next.Text
	}
	return got
}

// notesSection is the notes heading of a text that calls its notes
// "Notes" (an opinion's or memo's notes under a notes heading, FORMATS.md:
// notes); "Footnotes" and "Endnotes" are docfile's.
const notesSection = "Notes"

// readNoteMark reads the mark a note's paragraph starts with: as a Word
// document's notes write it ("³ ", "[B] "), else as a text's notes do
// ("(3) ", "3. ", "[^3]: ", vault.NoteLineMark).
func readNoteMark(text string) (string, bool) {
	if label, _, ok := docfile.ReadNoteMark(text); ok {
		return label, true
	}
	return vault.NoteLineMark(text)
}

// noteWord is the kind of note a notes section holds ("footnote").
func noteWord(section string) string {
	if section == docfile.EndnotesSection {
		return "endnote"
	}
	return "footnote"
}

// notesHeld says which notes a notes section holds ("its footnotes:
// 1-3", "its endnotes: i-iv", "its footnotes: 1-2, 1-3" where numbering
// starts again): runs of labels that count up are written as ranges.
func notesHeld(notes []*vault.Chunk, section string) string {
	paras := noteParagraphs(notes)
	word := noteWord(section) + "s"
	if len(paras) == 0 {
		return "its " + word + " carry no marks"
	}
	var runs []string
	for i := 0; i < len(paras); {
		j := i
		for j+1 < len(paras) && follows(paras[j].label, paras[j+1].label) {
			j++
		}
		if j > i {
			runs = append(runs, paras[i].label+"-"+paras[j].label)
		} else {
			runs = append(runs, paras[i].label)
		}
		i = j + 1
		if len(runs) == 12 && i < len(paras) {
			runs = append(runs, "...")
			break
		}
	}
	return "its " + word + ": " + strings.Join(runs, ", ")
}

// follows reports whether label b is the one after a in the same
// format: decimal, roman or letters.
func follows(a, b string) bool {
	if x, ok := leadingInt(a); ok && fmt.Sprint(x) == a {
		y, ok := leadingInt(b)
		return ok && fmt.Sprint(y) == b && y == x+1
	}
	if x, ok := romanValue(a); ok {
		y, ok := romanValue(b)
		return ok && y == x+1
	}
	return len(a) == 1 && len(b) == 1 && b[0] == a[0]+1 && isLetter(a[0]) && isLetter(b[0])
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// romanValue reads a roman numeral in either case ("iv", "XII"),
// written as Word writes it (its round trip must give it back).
func romanValue(s string) (int, bool) {
	u := strings.ToUpper(s)
	if u == "" || strings.Trim(u, "IVXLCDM") != "" {
		return 0, false
	}
	vals := map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
	n := 0
	for i := 0; i < len(u); i++ {
		v := vals[u[i]]
		if i+1 < len(u) && vals[u[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n, n > 0 && textnorm.Roman(n) == u
}

// referencedNear keeps, of the notes matched, those whose reference
// stands in the body chunks the citation's section or paragraph
// locators place, or nil when there are none or where each note's
// reference is cannot be told. The k-th note of a notes section is the
// one the k-th reference of its kind calls (the reader writes notes in
// reference order), and the references are read from the body's marks:
// matched in order against the footnotes' and endnotes' labels, a
// raised character the notes do not expect being the document's own.
// Where the next footnote and the next endnote share a label, the mark
// could be either, and nothing is narrowed.
func referencedNear(doc string, chunks []*vault.Chunk, section string, matches []noteAt, others []vault.Locator) []noteAt {
	var scratch Placement
	near := map[string]bool{}
	for _, o := range others {
		var got []*vault.Chunk
		switch o.Kind {
		case vault.LocSection:
			got = placeSection(doc, chunks, o, &scratch)
		case vault.LocParagraph:
			got = placeParagraph(doc, chunks, o, &scratch)
		}
		for _, c := range got {
			near[c.ID] = true
		}
	}
	if len(near) == 0 {
		return nil
	}
	foot := noteParagraphs(notesUnder(chunks, docfile.FootnotesSection))
	end := noteParagraphs(notesUnder(chunks, docfile.EndnotesSection))
	refs := [2][]string{make([]string, len(foot)), make([]string, len(end))} // the chunk ID holding each reference
	fi, ei := 0, 0
	for _, c := range chunks {
		if c.HoldsSection(docfile.FootnotesSection) || c.HoldsSection(docfile.EndnotesSection) {
			continue
		}
		for _, label := range docfile.NoteMarksIn(c.Text) {
			isFoot := fi < len(foot) && strings.EqualFold(foot[fi].label, label)
			isEnd := ei < len(end) && strings.EqualFold(end[ei].label, label)
			switch {
			case isFoot && isEnd:
				return nil
			case isFoot:
				refs[0][fi] = c.ID
				fi++
			case isEnd:
				refs[1][ei] = c.ID
				ei++
			}
		}
	}
	if fi != len(foot) || ei != len(end) {
		return nil
	}
	list, kind := foot, 0
	if section == docfile.EndnotesSection {
		list, kind = end, 1
	}
	var out []noteAt
	for _, m := range matches {
		for k, at := range list {
			if at == m && near[refs[kind][k]] {
				out = append(out, m)
			}
		}
	}
	return out
}
