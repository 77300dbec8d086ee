package retrieval

import (
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/docfile"
)

// footnoteOnPage checks a footnote pin ("p. 10 n.3") on a document whose
// notes are not text of their own (a PDF or text opinion, whose notes sit
// on their page): the note must be marked in the text of the pages the
// citation names ("¹ Some clauses ...", a raised "³" in the body, a line
// starting "3 "), or anywhere in the document when it names no page.
// Before, the pin stayed with its page unchecked, so "p. 10 n.99" passed
// C-009 on page 10. A pin whose page names no place is left to the page's
// own finding.
func footnoteOnPage(doc string, chunks []*vault.Chunk, l vault.Locator, others []vault.Locator, pl *Placement) {
	labels := pinLabels(l.Value)
	if len(labels) == 0 {
		return
	}
	var onPages []*vault.Chunk
	var pages []string
	paged := false
	for _, o := range others {
		if o.Kind != vault.LocPage {
			continue
		}
		s, ok := parseSpan(o.Value)
		if !ok {
			continue
		}
		paged = true
		pages = append(pages, pageWord(strings.TrimSpace(strings.SplitN(o.Value, " n", 2)[0])))
		onPages = union(onPages, chunksOn(chunks, s))
	}
	where := "its text"
	switch {
	case paged && len(onPages) == 0:
		return // the page is not in the document, or it has no page markup: the page's own finding says so
	case paged:
		where = strings.Join(pages, ", ") + " of " + doc
	default:
		onPages = chunks
	}
	marked := map[string]bool{}
	var list []string
	for _, c := range onPages {
		for _, m := range noteMarks(c.Text) {
			if k := strings.ToLower(m); !marked[k] {
				marked[k] = true
				list = append(list, m)
			}
		}
	}
	for _, label := range labels {
		if marked[strings.ToLower(label)] {
			continue
		}
		held := "it marks no note there"
		if len(list) > 0 {
			held = "the notes marked there: " + strings.Join(list, ", ")
		}
		if !paged {
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s marks no note %s in its text (%s)", doc, label, held))
		} else {
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s holds no note %s (%s), so %s names no place in it", where, label, held, describe(l)))
		}
		return
	}
}

// noteMarks lists the note labels marked in a chunk's text: raised
// characters and short bracketed labels (docfile.NoteMarksIn), and a
// line that starts with a number and a space, as a note printed at the
// foot of its page reads in a PDF's text ("3 See ...").
func noteMarks(text string) []string {
	var out []string
	for _, m := range docfile.NoteMarksIn(text) {
		if !strings.HasPrefix(m, "*") { // "[*411]" marks a page
			out = append(out, m)
		}
	}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimLeft(line, " \t")
		e := 0
		for e < len(line) && e < 4 && line[e] >= '0' && line[e] <= '9' {
			e++
		}
		if e > 0 && e < len(line) && line[e] == ' ' {
			out = append(out, line[:e])
		}
	}
	return out
}
