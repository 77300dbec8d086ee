package retrieval

import (
	"errors"
	"fmt"
	"path"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// pageExtent is what a document says about its pages.
type pageExtent struct {
	lo, hi     int  // the document's range; hi is valid only when hiKnown
	hiKnown    bool // last_page declared, or a "pages" document
	marked     bool // some chunk carries a numeric page
	minP, maxP int  // the lowest and highest page the chunks carry
}

func pagesOf(r vault.Reader, doc string, chunks []*vault.Chunk) pageExtent {
	var e pageExtent
	for _, c := range chunks {
		cs, ok := chunkPageSpan(c)
		if !ok {
			continue
		}
		for _, n := range [2]int{cs.lo, cs.hi} {
			if !e.marked || n < e.minP {
				e.minP = n
			}
			if !e.marked || n > e.maxP {
				e.maxP = n
			}
			e.marked = true
		}
	}
	e.lo, e.hi = e.minP, e.maxP
	if d, ok := r.Document(doc); ok {
		if n, err := atoiSet(d.FirstPage); err == nil {
			e.lo = n
			if !e.marked {
				e.minP = n
			}
		} else if n, ok := citedFirstPage(d); ok && e.marked && n < e.lo {
			// The reporter citation says where the opinion begins
			// ("858 F.2d 509"); a digest may mark its first page later.
			e.lo = n
		}
		if n, err := atoiSet(d.LastPage); err == nil {
			e.hi, e.hiKnown = n, true
		}
	}
	return e
}

// errUnset stands for strconv.Atoi's error on a field left empty.
var errUnset = errors.New("unset")

// atoiSet is strconv.Atoi without building an error for the empty
// field most documents leave their first and last page as.
func atoiSet(s string) (int, error) {
	if s == "" {
		return 0, errUnset
	}
	return strconv.Atoi(s)
}

// citedFirstPage is the first page of a document's first citation when
// it is a reporter citation, "volume reporter page" ("407 U.S. 1"); not
// for Westlaw or Lexis numbers, which are not pages.
func citedFirstPage(d *vault.Document) (int, bool) {
	if len(d.Citations) == 0 {
		return 0, false
	}
	f := strings.Fields(d.Citations[0])
	if len(f) < 3 || strings.Contains(d.Citations[0], "WL") || strings.Contains(strings.ToUpper(d.Citations[0]), "LEXIS") {
		return 0, false
	}
	if _, err := strconv.Atoi(f[0]); err != nil {
		return 0, false
	}
	n, err := strconv.Atoi(f[len(f)-1])
	return n, err == nil && n > 0
}

// describeRange is "VLT-0015 runs pp. 509-515" or, with no known end,
// "VLT-0001 begins at p. 1 and marks pages to *20".
func (e pageExtent) describe(doc string) string {
	if e.hiKnown {
		return fmt.Sprintf("%s runs pp. %d-%d", doc, e.lo, e.hi)
	}
	return fmt.Sprintf("%s begins at p. %d and marks pages up to *%d (it does not say where it ends)", doc, e.lo, e.maxP)
}

// placePage places a page or page range (FORMATS.md: what each criterion compares, C-009).
func placePage(r vault.Reader, doc string, chunks []*vault.Chunk, l vault.Locator, pl *Placement) []*vault.Chunk {
	what := pageWord(l.Value)
	e := pagesOf(r, doc, chunks)
	if d, ok := r.Document(doc); ok && d.Unpaged != "" && !e.marked {
		// Not "cannot be placed": there is no page to place it on. A
		// Word file whose text marks star pages ("[*211]", an opinion
		// saved to Word from a reporter) carries the reporter's pages,
		// and a pin to one of them names a place it has (starPagedWord).
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s: %s, so %s names no place in it; cite a section or paragraph of it instead", doc, d.Unpaged, what))
		return nil
	}
	s, ok := parseSpan(l.Value)
	if !ok {
		// A page label that is not a number ("iv"): only the chunks
		// that carry it hold it.
		got := chunksLabelled(chunks, l.Value)
		if len(got) == 0 {
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no page %q", doc, l.Value))
		}
		return got
	}
	if s.lo < e.lo || (e.hiKnown && s.hi > e.hi) {
		if e.marked || e.hiKnown {
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s; %s %s not in it", e.describe(doc), what, pick(s.lo == s.hi, "is", "are")))
			return nil
		}
	}
	if !e.hiKnown && e.marked && s.hi > e.maxP+1 {
		// No last_page, but the Vault knows the pages its text marks:
		// the text after the last marker *N is page N and can run onto
		// at most one page it does not mark, so a pin further on ("Id.
		// at *99" on a Westlaw order marked to *4) is in no text the
		// Vault holds.
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s; the text after its last star page *%d can hold no page past %d, so %s %s not in it", e.describe(doc), e.maxP, e.maxP+1, what, pick(s.lo == s.hi, "is", "are")))
		return nil
	}
	if !e.marked {
		if why := unpagedByName(r, doc); why != "" {
			// The same Word document read from its file fails above:
			// given as text under its Word file name it has no pages
			// either, so the pin names no place rather than one the
			// text cannot show.
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s: %s, so %s names no place in it; cite a section or paragraph of it instead", doc, why, what))
			return nil
		}
		pl.Unplaced = true
		pl.Caveats = append(pl.Caveats, fmt.Sprintf("%s has no page markup, so %s cannot be placed in its text", doc, what))
		return nil
	}
	lo, hi := max(s.lo, e.minP), min(s.hi, e.maxP)
	var got []*vault.Chunk
	if lo <= hi {
		got = chunksOn(chunks, span{lo, hi})
	}
	if s.hi > e.maxP {
		// Past the last star page: the text after it.
		got = union(got, chunksOn(chunks, span{e.maxP, e.maxP}))
		if !e.hiKnown {
			pl.Caveats = append(pl.Caveats, fmt.Sprintf("%s does not say where it ends (no last_page), so %s is taken to be in the text after its last star page *%d", doc, what, e.maxP))
		} else {
			pl.Caveats = append(pl.Caveats, fmt.Sprintf("%s marks no page after *%d (its last page is %d), so %s is taken to be in the text after it", doc, e.maxP, e.hi, what))
		}
	}
	if s.lo < e.minP {
		got = union(chunksOn(chunks, span{e.minP, e.minP}), got)
	}
	return got
}

// chunksOn lists the chunks whose page span overlaps w.
func chunksOn(chunks []*vault.Chunk, w span) []*vault.Chunk {
	var out []*vault.Chunk
	for _, c := range chunks {
		if cs, ok := chunkPageSpan(c); ok && cs.overlaps(w) {
			out = append(out, c)
		}
	}
	return out
}

// placeWord renders a placed locator for reasoning: "p. 20", "§ 14.2".
func placeWord(l vault.Locator) string {
	if l.Kind == vault.LocPage {
		return pageWord(l.Value)
	}
	return describe(l)
}

// pageWord renders a page locator for reasoning: "p. 518", "pp. 1-9999".
func pageWord(v string) string {
	v = strings.TrimSpace(v)
	if strings.ContainsAny(v, "-–—") {
		return "pp. " + v
	}
	return "p. " + v
}

// unpagedByName says why a document given as text (not read from its
// file) has no pages by nature, judged by its file name: a Word document
// ("memo.docx", "memo.doc") has none, as docfile.Unpaged says of one read
// from its file; "" for any other name, whose unmarked text merely cannot
// place a page.
func unpagedByName(r vault.Reader, doc string) string {
	d, ok := r.Document(doc)
	if !ok || d.Format != "" {
		return "" // read from its file: Document.Unpaged already says
	}
	switch strings.ToLower(path.Ext(d.Filename)) {
	case ".docx", ".doc":
		return "a Word document (" + d.Filename + ") has no pages"
	}
	return ""
}
