package cite

import (
	"cmp"
	"slices"
	"sort"
	"strings"
)

// Mentions (FORMATS.md: what each criterion compares): a name that refers to a document the answer cites
// is not a citation of its own. A title or case name written right
// before the full citation of the same document, in the same paragraph
// ("Under *The Bremen*, a clause is prima facie valid. *M/S Bremen v.
// Zapata Off-Shore Co.*, 407 U.S. 1, 10 (1972).") is one citation with
// it; a later bare name ("the Bremen decision") refers back to it. With
// a pin of its own ("*Bremen* at 12") such a name is a citation with
// that pin; without one it is a mention: it resolves to the document
// (Citation.Antecedent), but it is no citation for C-009 or the judge.

// splitMentions moves the title citations that name a document cited
// next to them out of cites.
//
// A title with locators written right before a citation of the same
// document that has none ("Memo re assignment, p. 2 (DOC-001)") is one
// citation too: the locators go to that citation, and the title is a
// mention of it. One reference written two ways is one citation, so its
// errors are reported once.
func (e *Extractor) splitMentions(s string, doc *docStructure, cites []*cand) (kept, mentions []*cand) {
	for i, c := range cites {
		if c.Kind != KindTitle {
			kept = append(kept, c)
			continue
		}
		if len(c.locs) > 0 {
			if f := e.pairedCitation(s, doc, cites, i); f != nil && len(f.locs) == 0 && f.Pin == "" {
				f.locs, f.Pins, f.Pin = c.locs, c.Pins, c.Pin
				c.refTo = f
				mentions = append(mentions, c)
				continue
			}
			kept = append(kept, c)
			continue
		}
		if f := e.namedCitation(s, doc, cites, i); f != nil {
			c.refTo = f
			mentions = append(mentions, c)
			continue
		}
		kept = append(kept, c)
	}
	return kept, mentions
}

// namesByIdentifier reports whether f cites its document by an
// identifier (a reporter, WL or Lexis citation, a Vault ID, a file
// name), so that a title written next to it is a name of it.
func namesByIdentifier(f *cand) bool {
	return isFull(f) || f.Kind == KindVault || f.Kind == KindFile || f.Kind == KindTitle && f.Docket != "" // docket_pin.go
}

// pairedCitation is the citation of the same document that title
// citation cites[i] is written right before, in its block, with nothing
// between them but punctuation and white space ("Memo re assignment, p.
// 2 (DOC-001)", "Memo, p. 2, DOC-001"), or nil.
func (e *Extractor) pairedCitation(s string, doc *docStructure, cites []*cand, i int) *cand {
	if i+1 >= len(cites) {
		return nil
	}
	c, f := cites[i], cites[i+1]
	b := doc.blockAt(c.Start)
	if b == nil || f.Start >= b.end || !namesByIdentifier(f) || f.Start < c.End {
		return nil
	}
	if strings.Trim(s[c.End:f.Start], " ,;:()[]—–-") != "" {
		return nil
	}
	if !e.sameDocument(s, c, f) {
		return nil
	}
	return f
}

// namedCitation finds the citation that title citation cites[i] names:
// the next citation of the same document by an identifier in its
// paragraph (a full reporter citation, a Vault ID, a file name), else
// the latest earlier one.
func (e *Extractor) namedCitation(s string, doc *docStructure, cites []*cand, i int) *cand {
	c := cites[i]
	b := doc.blockAt(c.Start)
	for j := i + 1; j < len(cites); j++ {
		f := cites[j]
		if b == nil || f.Start >= b.end {
			break
		}
		if namesByIdentifier(f) && e.sameDocument(s, c, f) {
			return f
		}
	}
	for j := i - 1; j >= 0; j-- {
		if f := cites[j]; f.Kind != KindTitle && e.sameDocument(s, c, f) {
			return f
		}
	}
	return e.markedCitation(s, doc, cites, i)
}

// markedCitation is the citation of the same document in a footnote or
// Sources entry whose marker stands before title citation cites[i] in
// the body, or later in its paragraph, or nil: "Held.[^1] The *Renfrew* court also said ..." with
// the full citation in footnote 1 names Renfrew after citing it, as a
// name after an inline citation does. Read as a citation of its own, the
// name had no locator and failed C-009.
func (e *Extractor) markedCitation(s string, doc *docStructure, cites []*cand, i int) *cand {
	c := cites[i]
	if len(doc.footnotes) == 0 || doc.footnoteAt(c.Start) != nil {
		return nil
	}
	// a marker later in the name's own paragraph counts too, as a full
	// citation later in it does (namedCitation)
	upTo := c.Start
	if b := doc.blockAt(c.Start); b != nil {
		upTo = b.end
	}
	for j := i + 1; j < len(cites); j++ {
		f := cites[j]
		if f.Kind == KindTitle {
			continue
		}
		fd := doc.footnoteAt(f.Start)
		if fd == nil || !doc.markedBefore(fd.label, upTo) {
			continue
		}
		if e.sameDocument(s, c, f) {
			return f
		}
	}
	return nil
}

// sameDocument reports whether a title citation names the document of
// citation f: through the Vault's names and citations when the extractor
// has them, else by the name written with f.
func (e *Extractor) sameDocument(s string, t, f *cand) bool {
	if e.docs != nil {
		tdocs := t.docIDs
		if len(tdocs) == 0 {
			tdocs = e.docsOfCand(s, t)
		}
		fdocs := e.docsOfCand(s, f)
		for _, a := range tdocs {
			for _, b := range fdocs {
				if a == b {
					return true
				}
			}
		}
		if len(tdocs) > 0 && len(fdocs) > 0 {
			return false
		}
	}
	return f.Name != "" && (nameMatches(f, t.Name) || nameMatches(t, f.Name))
}

// docsOfCand returns the Vault documents citation f names by its
// identifier or name.
func (e *Extractor) docsOfCand(s string, f *cand) []string {
	if e.docs == nil {
		return nil
	}
	if f.refTo != nil {
		f = f.refTo
	}
	if !f.docsDone { // name normalisation is costly: once per candidate
		f.docs, f.docsDone = e.lookupDocs(s, f), true
	}
	return f.docs
}

// lookupDocs is docsOfCand without the cache.
func (e *Extractor) lookupDocs(s string, f *cand) []string {
	var docs []string
	switch {
	case f.Kind == KindVault && f.docID[0] >= 0:
		docs = []string{e.canonicalID(s[f.docID[0]:f.docID[1]])}
	case f.Kind == KindVault:
		docs = []string{e.canonicalID(f.docIDRead)}
	case f.ident[0] >= 0 && f.Kind != KindTitle:
		docs = e.docs.docsOfCite(s[f.ident[0]:f.ident[1]])
	}
	if len(docs) == 0 && f.Name != "" {
		docs = e.docs.docsOfName(f.Name)
	}
	if len(docs) == 0 && len(f.docIDs) > 0 {
		docs = f.docIDs
	}
	return docs
}

// canonicalID is a Vault ID in the Vault's spelling.
func (e *Extractor) canonicalID(id string) string {
	if ids := e.idsFolded(id); len(ids) == 1 {
		return ids[0]
	}
	return id
}

// blockAt returns the block holding offset i, or nil.
func (d *docStructure) blockAt(i int) *block {
	k := sort.Search(len(d.blocks), func(j int) bool { return d.blocks[j].end > i })
	if k < len(d.blocks) && d.blocks[k].start <= i {
		return &d.blocks[k]
	}
	return nil
}

// bareNames finds the short names of cited documents written later in
// the answer outside any citation. A name followed by a locator ("at
// 15", ", p. 99", " p. 12", ", ¶ 9", ", § 3") is a short citation of
// that document with that pin; any other is a mention. Only with
// Options.Documents: the names come from the Vault.
func (e *Extractor) bareNames(s string, cites, known []*cand) (refs, mentions []*cand) {
	if e.docs == nil {
		return nil, nil
	}
	// the first citation of each document, and its names
	type target struct {
		c    *cand
		name string
	}
	var names []target
	seenDoc := map[string]bool{}
	for _, c := range cites {
		for _, d := range e.docsOfCand(s, c) {
			if seenDoc[d] {
				continue
			}
			seenDoc[d] = true
			for _, n := range e.docs.namesOf(d) {
				names = append(names, target{c, n})
			}
		}
	}
	covered := func(a, b int) bool {
		k := sort.Search(len(cites), func(i int) bool { return cites[i].End > a })
		if k < len(cites) && cites[k].Start < b {
			return true
		}
		for _, m := range known { // a title already read as a mention
			if m.Start < b && a < m.End {
				return true
			}
		}
		return false
	}
	// one pass over the words of the text: names by their first word,
	// longest first, each looked for only after the citation it refers to
	slices.SortStableFunc(names, func(a, b target) int { return cmp.Compare(len(b.name), len(a.name)) })
	byFirst := map[string][]target{}
	for _, t := range names {
		f := t.name
		if k := strings.IndexByte(f, ' '); k > 0 {
			f = f[:k]
		}
		byFirst[f] = append(byFirst[f], t)
	}
	for i := 0; i < len(s); {
		for i+8 <= len(s) && !hasUpperByte(load8(s, i)) {
			i += 8 // no name starts in these eight bytes
		}
		if i >= len(s) {
			break
		}
		if !isUpper(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] >= 0x80) {
			i++
			continue
		}
		we := i
		for we < len(s) && !isSpaceByte(s[we]) && s[we] != ',' && s[we] != '.' && s[we] != ';' && s[we] != ':' && s[we] != ')' {
			we++
		}
		ts := byFirst[s[i:we]]
		matched := false
		for _, t := range ts {
			end := i + len(t.name)
			if i < t.c.End || !strings.HasPrefix(s[i:], t.name) || end < len(s) && (isAlnum(s[end]) || s[end] >= 0x80) || covered(i, end) {
				continue
			}
			matched = true
			c := e.newCand(i, end, prioTitle)
			c.Kind = KindTitle
			c.name = [2]int{i, end}
			c.Name = t.name
			c.refTo = t.c
			// "Bremen at 12", "(Bremen, p. 99)", "Bremen ¶ 9": a
			// reference with a pin
			if pe, ok := e.namePins(s, c, end, covered); ok {
				c.Kind = KindShort
				c.End = pe
				refs = append(refs, c)
				i = pe
				break
			}
			mentions = append(mentions, c)
			i = end
			break
		}
		if !matched {
			if c := e.pinnedName(s, i, covered); c != nil {
				refs = append(refs, c)
				i = c.End
				continue
			}
			i = max(we, i+1)
		}
	}
	sort.Slice(refs, func(i, j int) bool { return refs[i].Start < refs[j].Start })
	sort.Slice(mentions, func(i, j int) bool { return mentions[i].Start < mentions[j].Start })
	return refs, mentions
}

// pinnedName reads, at s[i], the short name of a Vault document that no
// earlier citation of the answer names ("(Jones, p. 499)" as the first
// reference to Jones v. GNC) followed by a pin: a reader takes it for a
// citation of that document at that place, so it is one (a title
// citation resolving to the document), or nil. Only names that name one
// document are read this way; without a pin the name is plain text.
func (e *Extractor) pinnedName(s string, i int, covered func(a, b int) bool) *cand {
	we := i
	for we < len(s) && !isSpaceByte(s[we]) && s[we] != ',' && s[we] != '.' && s[we] != ';' && s[we] != ':' && s[we] != ')' {
		we++
	}
	for _, n := range e.docs.pinNames(s[i:we]) {
		end := i + len(n)
		if !strings.HasPrefix(s[i:], n) || end < len(s) && (isAlnum(s[end]) || s[end] >= 0x80) || covered(i, end) {
			continue
		}
		c := e.newCand(i, end, prioTitle)
		c.Kind = KindTitle
		c.name = [2]int{i, end}
		c.Name = n
		c.docIDs = append([]string(nil), e.docs.shortNameDocs(n)...)
		if pe, ok := e.namePins(s, c, end, covered); ok {
			c.End = pe
			return c
		}
		return nil
	}
	return nil
}

// namePins reads the locator written right after a bare name ending at
// end, on the same line: "at 15" and ", at 15" as a pin list, and every
// other locator form a citation carries (", p. 99", " p. 12", ", pp.
// 10-12", ", ¶ 9", " § 3", ", para. 4", " at *3"). It records them in c
// and returns the end of the last one; ok is false when none follows or
// the locator is part of another citation.
func (e *Extractor) namePins(s string, c *cand, end int, covered func(a, b int) bool) (int, bool) {
	q := end
	if q < len(s) && s[q] == ',' {
		q++
	}
	q = skipSpaces(s, q, 2)
	if hasWordAt(s, q, "at") {
		r := skipSpaces(s, q+2, 3)
		if pins, pe := readPins(s, r, func(int) bool { return false }); len(pins) > 0 && !covered(q, pe) {
			e.setPins(c, pins)
			return pe, true
		}
		// "Handbook at ii": a page label the named document has
		if v, pe, ok := readPageLabelSpan(s, r, len(s)); ok && !covered(q, pe) && e.nameHasPage(c, v) {
			e.setPins(c, []pin{{text: v, locs: []loc{{"page", v}}}})
			return pe, true
		}
	}
	limit := min(len(s), end+trailingWindow)
	if nl := strings.IndexByte(s[end:limit], '\n'); nl >= 0 {
		limit = end + nl
	}
	locs, le := readLocators(s, end, limit)
	if len(locs) == 0 {
		locs, le = parenLocators(s, end, limit) // "the MSA (Section 14.1)" (name_paren_pin.go)
	}
	if len(locs) == 0 || covered(end, le) {
		return end, false
	}
	c.locs = locs
	for _, l := range locs {
		if l.kind == "page" {
			c.Pins = append(c.Pins, l.value)
		}
	}
	if len(c.Pins) > 0 {
		c.Pin = c.Pins[0]
	}
	return le, true
}

// nameHasPage reports whether the one document a bare name names has a
// page labelled label (page_labels.go).
func (e *Extractor) nameHasPage(c *cand, label string) bool {
	ids := c.docIDs
	if len(ids) == 0 && e.docs != nil {
		ids = e.docs.shortNameDocs(c.Name)
	}
	return len(ids) == 1 && e.labelIsPage(ids[0], label)
}

// hasUpperByte reports whether any of the eight bytes of x is an ASCII
// capital, as hasDigitByte does for digits: a byte's low seven bits plus
// 0x3f reach 0x80 from 'A' on, plus 0x25 from just past 'Z' on.
func hasUpperByte(x uint64) bool {
	const ones = 0x0101010101010101
	h := x & (0x7f * ones)
	return (h+(0x80-'A')*ones)&^(h+(0x80-'Z'-1)*ones)&^x&(0x80*ones) != 0
}
