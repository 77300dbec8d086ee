package cite

import "sort"

// markedAuthority is a footnote or Sources-entry marker in the body and
// the one authority its definition cites (nil: none, or several).
type markedAuthority struct {
	start, end int
	target     *cand
}

// markedAuthorities lists the body's markers with the authority each
// names, in order: "Held.[^1] Fraud voids it. Id. at 15." reads Id. as
// footnote 1's case, the authority cited just before it in reading
// order, though its definition is written after. A definition citing
// several authorities makes Id. after its marker ambiguous (target nil),
// and such an Id. stays unresolved.
func markedAuthorities(doc *docStructure, cites []*cand) []markedAuthority {
	if len(doc.markers) == 0 {
		return nil
	}
	byLabel := map[string][]*cand{}
	for _, c := range cites {
		if c.Footnote == "" || c.Kind == KindID || c.Kind == KindSupra || c.Kind == KindShort || c.Kind == KindReference {
			continue
		}
		if h := c.groupHead; h != nil && h != c {
			continue // a parallel citation is its group's head's authority
		}
		byLabel[c.Footnote] = append(byLabel[c.Footnote], c)
	}
	var out []markedAuthority
	for _, m := range doc.markers {
		if doc.footnoteAt(m.start) != nil {
			continue // a marker inside a definition reads with its text
		}
		as, ok := byLabel[m.label]
		if !ok {
			continue
		}
		var t *cand
		if len(as) == 1 {
			t = as[0]
		}
		out = append(out, markedAuthority{m.start, m.end, t})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// ambiguousMarker stands for a marker whose definition cites several
// authorities: an Id. right after it has no one antecedent.
var ambiguousMarker = &cand{marker: true}
