package cite

import "strings"

// A Sources list written on one line. Assistants often close an answer
// with "Sources: Merger Agreement [DOC-4]; Smith v. Jones, 123 F.4th 456."
// or "**References:** ..." as one paragraph rather than a heading over
// a list. Read as prose, the line is a proposition of its own whose
// citations support nothing and, lacking locators, fail C-009, although
// the body cites the same documents at their pages; read as a list, each
// entry is the bibliography line it is (citations_have_locators.go lets a
// bibliography entry go without a locator only when the body pins its
// document, so listing a document the body never pins still fails).

// maxInlineSourceEntries bounds how many entries one such line is split
// into; past it the line stays one entry.
const maxInlineSourceEntries = 64

// splitInlineSources splits a paragraph whose first line opens with a
// label that heads a list of sources by its words, then a colon, then
// more text ("Sources: A; B.", "**Sources:** A", "*References*: A") into
// a heading block for the label and one paragraph block per entry: the
// rest of the line cut at each semicolon outside brackets, parentheses
// and quotation marks, and each later line of the paragraph. A label
// whose words do not name sources ("Note: ...", "Sources of law: ...")
// leaves the paragraph as it is.
//
// Only a trailing line is a list: one that nothing but such lines follow
// up to the next heading or the end. An answer that writes "Source: ..."
// after each of its paragraphs attributes each paragraph, so when any
// such line is followed by prose none of them is split, and they cite
// the sentences before them as they did. The blocks as they were are
// kept in doc.inlineUndo for restoreInlineSources.
func splitInlineSources(s string, doc *docStructure) {
	var heads []int // indexes of the paragraphs to split
	for bi, b := range doc.blocks {
		if _, ok := inlineSourcesHead(s, b); ok {
			heads = append(heads, bi)
		}
	}
	if len(heads) == 0 {
		return
	}
	for k, bi := range heads {
		for j := bi + 1; j < len(doc.blocks) && doc.blocks[j].kind != blockHeading; j++ {
			if k+1 >= len(heads) || j != heads[k+1] {
				return // prose follows a Sources line: each attributes its paragraph
			}
			break
		}
	}
	doc.inlineUndo = append([]block(nil), doc.blocks...)
	doc.inlineAt = doc.blocks[heads[0]].start
	out := make([]block, 0, len(doc.blocks)+8)
	next := 0
	for bi, b := range doc.blocks {
		if next >= len(heads) || bi != heads[next] {
			out = append(out, b)
			continue
		}
		next++
		head, _ := inlineSourcesHead(s, b)
		out = append(out, block{kind: blockHeading, start: b.start, end: head, lead: -1})
		lineEnd := b.end
		if k := strings.IndexByte(s[head:b.end], '\n'); k >= 0 {
			lineEnd = head + k
		}
		for _, e := range cutEntries(s, head, lineEnd) {
			nb := block{kind: blockPara, start: e[0], end: e[1], lead: -1}
			trimBlock(s, &nb)
			if nb.end > nb.start {
				out = append(out, nb)
			}
		}
		for ls := lineEnd + 1; ls < b.end; {
			le := b.end
			if k := strings.IndexByte(s[ls:b.end], '\n'); k >= 0 {
				le = ls + k
			}
			nb := block{kind: blockPara, start: ls, end: le, lead: -1}
			trimBlock(s, &nb)
			if nb.end > nb.start {
				out = append(out, nb)
			}
			ls = le + 1
		}
	}
	doc.blocks = out
}

// restoreInlineSources undoes splitInlineSources when the answer cites
// nothing before its one-line Sources list (no citation or marker outside
// the list): then the line is the answer's only attribution ("The buyer
// may terminate on an MAE.\n\nSource: Merger Agreement § 8.2 [DOC-4]."),
// and its citations cite the sentence before it, as any citation sentence
// does, rather than standing in a bibliography of a body that cites
// nothing. It reports whether it restored the blocks; the caller then
// clears the citations' footnote labels.
func restoreInlineSources(doc *docStructure, cites, markers []*cand) bool {
	if doc.inlineUndo == nil {
		return false
	}
	for _, f := range doc.footnotes {
		if f.defStart < doc.inlineAt {
			return false // notes or a list before it: it is not the only attribution
		}
	}
	for _, list := range [][]*cand{cites, markers} {
		for _, c := range list {
			if c.Start < doc.inlineAt && doc.footnoteAt(c.Start) == nil {
				return false
			}
		}
	}
	doc.blocks, doc.inlineUndo = doc.inlineUndo, nil
	doc.footnotes = doc.footnotes[:0]
	for i := range doc.blocks {
		if doc.blocks[i].kind == blockFootnote {
			doc.footnotes = append(doc.footnotes, &doc.blocks[i])
		}
	}
	return true
}

// inlineSourcesHead reports whether paragraph b opens with a Sources
// label and a colon followed by entries on the same line, and the offset
// just past the label (its colon and any closing emphasis).
func inlineSourcesHead(s string, b block) (int, bool) {
	if b.kind != blockPara {
		return 0, false
	}
	line := s[b.start:b.end]
	if k := strings.IndexByte(line, '\n'); k >= 0 {
		line = line[:k]
	}
	colon := strings.IndexByte(line, ':')
	if colon <= 0 || colon > maxSourceHeadingBytes {
		return 0, false
	}
	end := colon + 1
	for end < len(line) && (line[end] == '*' || line[end] == '_') {
		end++ // "**Sources:**"
	}
	if strings.TrimSpace(line[end:]) == "" {
		return 0, false // "Sources:" alone on its line: splitSourceParagraphs reads it
	}
	if !headsSourcesByWords(line[:end]) {
		return 0, false
	}
	return b.start + end, true
}

// cutEntries cuts s[from:to] at each semicolon that stands outside
// brackets, parentheses and quotation marks: a citation's own commas
// and a parenthetical's semicolons stay within its entry.
func cutEntries(s string, from, to int) [][2]int {
	var out [][2]int
	depth, quoted, start := 0, false, from
	for i := from; i < to; i++ {
		switch s[i] {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
			}
		case '"':
			quoted = !quoted
		case ';':
			if depth == 0 && !quoted && len(out) < maxInlineSourceEntries-1 {
				out = append(out, [2]int{start, i})
				start = i + 1
			}
		}
	}
	return append(out, [2]int{start, to})
}

// maxPlainEntryBytes is the longest unnumbered line under a Sources
// heading that is read as an entry: a title, a citation and a locator,
// not a paragraph of prose.
const maxPlainEntryBytes = 300

// onlyPlainEntries reports whether the blocks under the Sources heading at
// doc.blocks[h], up to the next heading, are all plain entry lines ("Sources:"
// over "Merger Agreement [DOC-4]" and "Smith v. Jones, 123 F.4th 456"), with
// no number or list mark: then each is an entry. One list item, numbered
// entry or paragraph of prose among them makes none of the plain ones an
// entry, so the body an answer resumes after its list ("The tenant stayed
// [2].") is never read as the list's next entry.
func onlyPlainEntries(s string, doc *docStructure, h int) bool {
	n := 0
	for j := h + 1; j < len(doc.blocks) && doc.blocks[j].kind != blockHeading; j++ {
		e := &doc.blocks[j]
		if label, _ := entryLabel(s, doc, e); label != "" || !plainEntryLine(s, e) {
			return false
		}
		n++
	}
	return n > 0
}

// plainEntryLine reports whether paragraph e could be an unnumbered entry:
// one line of at most maxPlainEntryBytes that does not itself introduce
// what follows ("The documents below were retrieved:").
func plainEntryLine(s string, e *block) bool {
	t := strings.TrimSpace(s[e.start:e.end])
	return e.kind == blockPara && t != "" && len(t) <= maxPlainEntryBytes &&
		!strings.Contains(t, "\n") && !strings.HasSuffix(t, ":")
}
