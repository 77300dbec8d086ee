package retrieval

import (
	"fmt"
	"sort"
	"strings"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// Placement is where a citation's locators fall in its document: the one
// rule C-009 (does the locator name a place?) and Locate (what is the
// passage?) share, so they can never disagree.
type Placement struct {
	// Chunks hold the places named, in document order, each once.
	Chunks []*vault.Chunk
	// ByChunk is set when every place came from a chunk reference.
	ByChunk bool
	// Places describes what was placed ("p. 20", "§ 14.2", "chunk c4").
	Places []string
	// Nowhere: a locator that names no place in the document, with the
	// document's real extent ("VLT-0015 runs pp. 509-515; p. 518 is not
	// in it"). C-009 fails on each.
	Nowhere []string
	// Caveats: a locator placed only approximately, or not at all for
	// want of markup. C-009 warns.
	Caveats []string
	// Unplaced: some locator could not be placed for want of markup (a
	// page pin on a document without pages), so it says no more than the
	// document.
	Unplaced bool
}

// maxPassageChunks bounds the chunks a pinned range makes the passage,
// so "pp. 1-24" does not send a whole opinion to the judge as one
// excerpt; the rest are named in the passage's reason.
const maxPassageChunks = 8

// Place places the locators of a citation of document doc (chunkRef is a
// chunk ID the citation names, if any). Several locators of one kind
// are a union; locators of different kinds narrow each other when their
// places overlap ("§ 14, p. 4"), else each keeps its own. Footnote
// locators ("n.3") sit on their page, except in a document whose notes
// are text of their own (a Word document's, placeFootnote).
func Place(r vault.Reader, w Want) Placement {
	doc, locs := w.Doc, w.Locators
	var pl Placement
	var sets [][]*vault.Chunk
	var refs []*vault.Chunk
	for _, id := range chunkRefs(w) {
		c, ok := r.Chunk(id)
		if !ok {
			pl.Nowhere = append(pl.Nowhere, noChunk(r, doc, id))
			continue
		}
		refs = append(refs, c)
		pl.Places = append(pl.Places, "chunk "+c.ID)
	}
	if doc == "" {
		pl.Chunks, pl.ByChunk = refs, len(refs) > 0
		return pl
	}
	chunks := r.Chunks(doc)
	byKind := map[vault.LocatorKind][]*vault.Chunk{}
	var kinds []vault.LocatorKind
	for _, l := range locs {
		var got []*vault.Chunk
		switch l.Kind {
		case vault.LocPage:
			if other := otherPagination(r, doc, w.Pagination); other != "" {
				pl.Unplaced = true
				pl.Caveats = append(pl.Caveats, fmt.Sprintf("%s is a page of %s; %s is paged to %s, so it cannot be placed in its text", pageWord(l.Value), w.Pagination, doc, other))
				continue
			}
			got = placePage(r, doc, chunks, l, &pl)
		case vault.LocSection:
			got = placeSection(doc, chunks, l, &pl)
		case vault.LocParagraph:
			got = placeParagraph(doc, chunks, l, &pl)
		case vault.LocLine:
			got = placeLine(r, doc, chunks, l, &pl)
		case vault.LocFootnote:
			got = placeFootnote(doc, chunks, l, locs, &pl) // a Word document's notes (pins_footnote.go)
		case vault.LocUnread:
			why := "no Vault markup places it"
			if bareNumber(l.Value) {
				why = "a bare number does not say whether it is a page, section or paragraph" // "[DOC-4, 12]" (checks/cite/bare_number.go)
			}
			pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("citecheck cannot tell whether %q names a place in %s (%s), so the locator is undecidable: cite a section, page or paragraph the document marks", l.Value, doc, why))
			continue
		default:
			continue // chunk locators are refs above; footnotes sit on their page
		}
		if len(got) > 0 {
			pl.Places = append(pl.Places, placeWord(l))
			if _, seen := byKind[l.Kind]; !seen {
				kinds = append(kinds, l.Kind)
			}
			byKind[l.Kind] = union(byKind[l.Kind], got)
		}
	}
	if len(refs) > 0 {
		sets = append(sets, refs)
	}
	for _, k := range kinds {
		sets = append(sets, byKind[k])
	}
	pl.Chunks = narrow(sets)
	pl.ByChunk = len(refs) > 0 && len(kinds) == 0
	return pl
}

// narrow intersects the sets when they overlap, else unites them.
func narrow(sets [][]*vault.Chunk) []*vault.Chunk {
	if len(sets) == 0 {
		return nil
	}
	acc := sets[0]
	for _, s := range sets[1:] {
		if in := intersect(acc, s); len(in) > 0 {
			acc = in
		} else {
			acc = union(acc, s)
		}
	}
	return acc
}

func union(a, b []*vault.Chunk) []*vault.Chunk {
	seen := map[string]bool{}
	var out []*vault.Chunk
	for _, c := range append(append([]*vault.Chunk{}, a...), b...) {
		if !seen[c.ID] {
			seen[c.ID] = true
			out = append(out, c)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Doc != out[j].Doc {
			return out[i].Doc < out[j].Doc
		}
		return out[i].N < out[j].N
	})
	return out
}

func intersect(a, b []*vault.Chunk) []*vault.Chunk {
	in := map[string]bool{}
	for _, c := range b {
		in[c.ID] = true
	}
	var out []*vault.Chunk
	for _, c := range a {
		if in[c.ID] {
			out = append(out, c)
		}
	}
	return out
}

// otherPagination is the document's own pagination (its first
// citation) when a pin written in pagination differs from it, else "".
func otherPagination(r vault.Reader, doc, pagination string) string {
	if pagination == "" {
		return ""
	}
	d, ok := r.Document(doc)
	if !ok || len(d.Citations) == 0 {
		return ""
	}
	primary := textnorm.Identifier(d.Citations[0]) + " "
	if strings.HasPrefix(primary, textnorm.Identifier(pagination)+" ") {
		return ""
	}
	return d.Citations[0]
}

// noChunk says that a chunk reference names no chunk.
func noChunk(r vault.Reader, doc, id string) string {
	if doc == "" {
		return fmt.Sprintf("the cited chunk %s does not exist in the Vault", id)
	}
	return fmt.Sprintf("%s has no chunk %s (it has %d chunks, %s#c1 to %s#c%d)", doc, id, len(r.Chunks(doc)), doc, doc, len(r.Chunks(doc)))
}

func placeSection(doc string, chunks []*vault.Chunk, l vault.Locator, pl *Placement) []*vault.Chunk {
	if run, isRun := placeSectionRun(chunks, l.Value); isRun {
		if len(run) > 0 {
			return run // "14.2 to 14.4": a section's number would read as its first
		}
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no run of sections %s (one end is not a section of it, or they are out of order)", doc, describe(l)))
		return nil
	}
	var got []*vault.Chunk
	var have []string
	seen := map[string]bool{}
	for _, c := range chunks {
		held := c.Sections // every section the chunk holds (short clauses share a chunk)
		if len(held) == 0 && c.Section != "" {
			held = []string{c.Section}
		}
		for _, s := range held {
			if !seen[s] {
				seen[s] = true
				have = append(have, s)
			}
		}
		if c.HoldsSection(l.Value) {
			got = append(got, c)
		}
	}
	if len(got) > 0 {
		return got
	}
	if run := placeSectionRange(chunks, l.Value, []string{"-"}); len(run) > 0 {
		return run
	}
	if inline := placeInlineSubclause(chunks, l.Value); len(inline) > 0 {
		return inline
	}
	if len(have) == 0 {
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no sections, so %s names no place in it", doc, describe(l)))
		return nil
	}
	list := have
	if len(list) > 8 {
		list = append(append([]string{}, list[:8]...), "...")
	}
	pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no %s (its sections: %s)", doc, describe(l), strings.Join(list, "; ")))
	return nil
}

func placeParagraph(doc string, chunks []*vault.Chunk, l vault.Locator, pl *Placement) []*vault.Chunk {
	s, ok := parseSpan(l.Value)
	lo, hi, numbered := 0, 0, false
	for _, c := range chunks {
		if cs, ok := chunkSpan(c.ParagraphStart, c.ParagraphEnd); ok {
			if !numbered || cs.lo < lo {
				lo = cs.lo
			}
			if !numbered || cs.hi > hi {
				hi = cs.hi
			}
			numbered = true
		}
	}
	switch {
	case !numbered:
		if got := paragraphsAsSections(chunks, s, ok); len(got) > 0 {
			return got // pins_numbered_sections.go
		}
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has no numbered paragraphs, so %s names no place in it", doc, describe(l)))
		return nil
	case !ok || s.lo < lo || s.hi > hi:
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s's numbered paragraphs run ¶¶ %d-%d; %s is not in it", doc, lo, hi, describe(l)))
		return nil
	}
	var got []*vault.Chunk
	for _, c := range chunks {
		if cs, ok := chunkSpan(c.ParagraphStart, c.ParagraphEnd); ok && cs.overlaps(s) {
			got = append(got, c)
		}
	}
	return got
}

func placeLine(r vault.Reader, doc string, chunks []*vault.Chunk, l vault.Locator, pl *Placement) []*vault.Chunk {
	d, ok := r.Document(doc)
	if !ok {
		return nil
	}
	lines := lineOffsets(d.Text)
	s, ok := parseSpan(l.Value)
	if !ok || s.lo < 1 || s.hi > len(lines) {
		pl.Nowhere = append(pl.Nowhere, fmt.Sprintf("%s has %d lines; %s is not in it", doc, len(lines), describe(l)))
		return nil
	}
	var got []*vault.Chunk
	for _, c := range chunks {
		if holds(c, l, lines) {
			got = append(got, c)
		}
	}
	return got
}

// bareNumber reports whether an unread locator's value is a number alone
// ("12", "12-14", "*3", "457 n.2"), with no word saying what it numbers.
func bareNumber(v string) bool {
	v = strings.TrimPrefix(v, "*")
	if i := strings.Index(v, " n"); i > 0 {
		v = v[:i]
	}
	if v == "" {
		return false
	}
	for i := 0; i < len(v); i++ {
		if (v[i] < '0' || v[i] > '9') && v[i] != '-' {
			return false
		}
	}
	return true
}
