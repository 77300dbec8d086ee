package cite

import "sort"

// A heading that labels its section with a citation ("### M/S Bremen v.
// Zapata Off-Shore Co., 407 U.S. 1 (1972)", "## Bremen, 407 U.S. at 15:
// fraud") names the authority the section's bullets and paragraphs
// report, as case-by-case summaries are written: "- Held that such
// clauses are prima facie valid." under it cites Bremen. Read as nothing
// else, such a heading's citation supported no proposition and the
// statements under it were uncited. labelHeadingSupport gives each
// proposition of the section with no citation (and no section support)
// of its own, in a list item or paragraph that cites nothing, the heading's citations as its section support
// (Proposition.Section), judged as a stating heading's is; the nearest
// such heading above a proposition is the one it reports.

// labelHeadingSupport runs after headingSupport; props are in text order
// and cites have their Proposition set.
func labelHeadingSupport(doc *docStructure, props []Proposition, cites []*cand) {
	if len(props) == 0 {
		return
	}
	sectionEnd := sectionEnds(doc)
	// innermost first: a later heading inside an earlier one's section
	// claims its own propositions before the outer heading is read
	for i := len(doc.blocks) - 1; i >= 0; i-- {
		b := doc.blocks[i]
		if b.kind != blockHeading || b.asked {
			continue
		}
		var own []int
		for k := sort.Search(len(cites), func(j int) bool { return cites[j].Start >= b.start }); k < len(cites) && cites[k].Start < b.end; k++ {
			if cites[k].Proposition < 0 && cites[k].Footnote == "" && len(own) < maxSectionCitations {
				own = append(own, cites[k].Index)
			}
		}
		if len(own) == 0 {
			continue
		}
		end := sectionEnd[i]
		bi := i + 1
		for k := sort.Search(len(props), func(j int) bool { return props[j].Start >= b.end }); k < len(props) && (end < 0 || props[k].Start < end); k++ {
			if len(props[k].Citations) != 0 || len(props[k].Section) != 0 || props[k].Insufficient {
				continue
			}
			for bi < len(doc.blocks) && doc.blocks[bi].end <= props[k].Start {
				bi++
			}
			if bi < len(doc.blocks) && doc.blocks[bi].start <= props[k].Start && citesIn(cites, doc.blocks[bi].start, doc.blocks[bi].end) {
				continue // an uncited sentence beside cited ones: a claim of its own
			}
			props[k].Section = append([]int(nil), own...)
		}
	}
}

// citesIn reports whether a citation starts in s[start:end].
func citesIn(cites []*cand, start, end int) bool {
	k := sort.Search(len(cites), func(j int) bool { return cites[j].Start >= start })
	return k < len(cites) && cites[k].Start < end
}
