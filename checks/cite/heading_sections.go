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
	for i, b := range doc.blocks {
		if b.kind != blockHeading || b.asked {
			continue
		}
		// the heading's own propositions and whether any citation stands in it
		own := false
		for _, c := range cites {
			if c.Start >= b.start && c.Start < b.end {
				own = true
				break
			}
		}
		if own {
			continue
		}
		end := -1
		for _, nb := range doc.blocks[i+1:] {
			if nb.kind == blockHeading && sectionLevel(nb) <= sectionLevel(b) {
				end = nb.start
				break
			}
		}
		var section []int
		for _, c := range cites {
			if c.Proposition < 0 || c.Proposition >= len(props) || len(section) >= maxSectionCitations {
				continue
			}
			ps := props[c.Proposition].Start
			if ps >= b.end && (end < 0 || ps < end) {
				section = append(section, c.Index)
			}
		}
		if len(section) == 0 {
			continue
		}
		sort.Ints(section)
		k := sort.Search(len(props), func(j int) bool { return props[j].Start >= b.start })
		for ; k < len(props) && props[k].Start < b.end; k++ {
			props[k].Section = append([]int(nil), section...) // each its own: reorder remaps in place
		}
	}
}
