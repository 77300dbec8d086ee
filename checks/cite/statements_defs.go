package cite

import "github.com/citecheck/citecheck/checks/cite/mdtext"

// statingDefinitions marks the footnote definitions and Sources entries
// that state law (a sentence of them whose text, citations and markers
// taken out, statesLaw), and returns their labels. Their citations then
// support their own statements, and the sentences that point at them get
// copies (carryNumbered with every).
func (e *Extractor) statingDefinitions(s string, doc *docStructure, cites []*cand) map[string]bool {
	var out map[string]bool
	inCite, markerEnd := citeAt(cites), markerEndAt(doc)
	for _, f := range doc.footnotes {
		if f.asked {
			continue
		}
		for _, sn := range e.splitSentences(nil, s, f.start, f.end, f.lead, inCite, markerEnd) {
			if statesLaw(residue(s, sn.start, sn.end, cites, doc.markers), false) {
				f.states = true
				if out == nil {
					out = map[string]bool{}
				}
				out[f.label] = true
				break
			}
		}
	}
	return out
}

// footnoteMarkers are the footnote markers ("[^2]"), as numbered markers
// for the carry: a stating footnote's every marker gets copies, any other
// footnote's markers after its first (a note cited again, "[^1]" in two
// sentences, supports both); a Sources entry's markers ("#2") are among
// the numbered ones already.
func footnoteMarkers(tx *mdtext.Text, doc *docStructure, stating map[string]bool) []numberedMarker {
	var out []numberedMarker
	for _, m := range doc.markers {
		if len(m.label) > 0 && m.label[0] == '#' || doc.footnoteAt(m.start) != nil {
			continue
		}
		os, oe := tx.Span(m.start, m.end)
		out = append(out, numberedMarker{start: m.start, end: m.end, oStart: os, oEnd: oe, labels: []string{m.label}})
	}
	return out
}
