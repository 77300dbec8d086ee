package cite

import "sort"

// A heading that states law ("## Forum-selection clauses are
// presumptively valid") is read, as a lawyer reads it, as the summary of
// its section: when it carries no citation of its own it takes the
// support of the citations in its section, from the heading to the next
// heading of the same or a higher level (Proposition.Section), and the
// judge criteria weigh it against those passages. A heading with a
// citation of its own is judged on that citation alone (an adverse case
// pinned in a heading fails C-004 however well its section is cited),
// and a stating heading over an uncited section has no support.

// maxSectionCitations is the most citations of its section a heading
// takes as support: the first ones in answer order. It bounds the judge
// units a heading adds (each is one more unit), as the citation limit
// bounds those of the body; a heading nests at most six deep.
const maxSectionCitations = 32

// sectionLevel is the level a heading's section is bounded by: a line
// that heads what follows without being a Markdown heading (level 0)
// ranks below every Markdown heading.
func sectionLevel(b block) int {
	if b.level <= 0 {
		return 7
	}
	return b.level
}

// headingSupport fills Section for each stating heading proposition that
// has no citation of its own: the citations attached to the
// propositions of its section. props are in text order; cites have
// their Proposition set.
func headingSupport(doc *docStructure, props []Proposition, cites []*cand) {
	if len(props) == 0 {
		return
	}
	sectionEnd := sectionEnds(doc)
	for i, b := range doc.blocks {
		if b.kind != blockHeading || b.asked {
			continue
		}
		// the heading's propositions (only a stating heading has any)
		first := sort.Search(len(props), func(j int) bool { return props[j].Start >= b.start })
		last := first
		for last < len(props) && props[last].Start < b.end {
			last++
		}
		if first == last {
			continue
		}
		// a citation of its own: it is judged on that alone
		if k := sort.Search(len(cites), func(j int) bool { return cites[j].Start >= b.start }); k < len(cites) && cites[k].Start < b.end {
			continue
		}
		end := sectionEnd[i]
		var section []int
		for k := last; k < len(props) && (end < 0 || props[k].Start < end) && len(section) < maxSectionCitations; k++ {
			for _, ci := range props[k].Citations {
				if len(section) < maxSectionCitations {
					section = append(section, ci)
				}
			}
		}
		if len(section) == 0 {
			continue
		}
		sort.Ints(section)
		for k := first; k < last; k++ {
			props[k].Section = append([]int(nil), section...) // each its own: reorder remaps in place
		}
	}
}

// sectionEnds gives, for each heading block, where its section ends: the
// start of the next heading of the same or a higher level, or -1 when
// the section runs to the end of the answer (and for blocks that are no
// heading). A stack of open headings keeps it linear in the blocks.
func sectionEnds(doc *docStructure) []int {
	sectionEnd := make([]int, len(doc.blocks))
	var open []int
	for i, b := range doc.blocks {
		sectionEnd[i] = -1
		if b.kind != blockHeading {
			continue
		}
		for len(open) > 0 && sectionLevel(doc.blocks[open[len(open)-1]]) >= sectionLevel(b) {
			sectionEnd[open[len(open)-1]] = b.start
			open = open[:len(open)-1]
		}
		open = append(open, i)
	}
	return sectionEnd
}
