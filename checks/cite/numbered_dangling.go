package cite

import (
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// A numbered reference marker that points nowhere ("[3]" when the
// Sources list has entries 1 and 2, or when there is no list at all) is
// a citation that names nothing: it is reported as a citation of kind
// "reference" with no identifier, so C-001 fails for it, naming the
// marker, as for any fabricated citation. Whether a bracketed number is
// a marker is decided by how the answer uses it: it stands where
// markers stand (after the words it supports, not opening a block, not
// after a locator word such as "paragraph" or "¶", not in code or in a
// block quote); without a list only "[3]" counts: a bare superscript may
// be an exponent or an ordinal, and a lenticular mark ("【4:0†source】")
// is a provider's annotation placeholder, resolved by its annotation. A
// number written as a link ("[1]" with "[1]: https://example.com/x",
// "[2](https://example.com/y)") counts without a list too: it is a marker
// by its form, and what it links to names no Vault document (a link to a
// Vault ID or file is a citation of its own, scan_vault_links.go). Before,
// such a marker cited nothing, so an answer whose only citations were
// links to the web passed C-001 as citing no source.

// danglingMarker is a marker's labels that name no entry.
type danglingMarker struct {
	numberedMarker
	listed []string // the entries the list has ("1", "2"), nil without a list
}

// danglingMarkers returns the markers of ms (every marker before the
// list) whose labels name no entry of have; listed are the entries'
// labels in order. have == nil means the answer has no list.
func danglingMarkers(s string, tx *mdtext.Text, doc *docStructure, ms []numberedMarker, have map[string]bool, listed []string) []danglingMarker {
	var out []danglingMarker
	for _, m := range ms {
		if have == nil && !squareBracketed(s, m) && !inLink(tx.Links, m.start) || !inMarkerPosition(s, tx, doc, m) {
			continue
		}
		var missing []string
		for _, l := range m.labels {
			if !have["#"+l] {
				missing = append(missing, l)
			}
		}
		if len(missing) > 0 {
			d := danglingMarker{numberedMarker: m, listed: listed}
			d.labels = missing
			out = append(out, d)
		}
	}
	return out
}

// squareBracketed reports whether m is written "[N]" (not a
// superscript, a lenticular mark or a link).
func squareBracketed(s string, m numberedMarker) bool {
	if m.end <= m.start {
		return false
	}
	w := s[m.start:m.end]
	return strings.HasPrefix(w, "[") && strings.HasSuffix(w, "]")
}

// danglingFootnoteRefs finds footnote references ("[^3]") that no
// definition answers: the Markdown reader leaves them as text. Each is
// a marker that points nowhere, as a numbered one is.
func danglingFootnoteRefs(s string, tx *mdtext.Text, doc *docStructure) []danglingMarker {
	defined := map[string]bool{}
	for _, f := range doc.footnotes {
		defined[f.label] = true
	}
	var out []danglingMarker
	for i := 0; i < len(s); {
		k := strings.Index(s[i:], "[^")
		if k < 0 {
			break
		}
		k += i
		i = k + 2
		e := strings.IndexByte(s[i:min(len(s), i+24)], ']')
		if e <= 0 {
			continue
		}
		label := s[i : i+e]
		end := i + e + 1
		if strings.ContainsAny(label, " \n[^") || defined[label] || end < len(s) && s[end] == ':' {
			continue
		}
		os, oe := tx.Span(k, end)
		m := numberedMarker{start: k, end: end, oStart: os, oEnd: oe, labels: []string{"^" + label}}
		if !inMarkerPosition(s, tx, doc, m) {
			continue
		}
		out = append(out, danglingMarker{numberedMarker: m, listed: nil})
		i = end
	}
	return out
}

// locatorWords name a place, so a bracketed number after one is that
// place's number ("paragraph [3]", "¶ [12]", "note [4]"), not a marker.
var locatorWords = map[string]bool{
	"¶": true, "¶¶": true, "§": true, "§§": true, "p": true, "pp": true, "page": true, "pages": true,
	"para": true, "paras": true, "paragraph": true, "paragraphs": true, "at": true, "note": true,
	"notes": true, "n": true, "nn": true, "fn": true, "footnote": true, "no": true, "nos": true,
	"number": true, "section": true, "sec": true, "art": true, "article": true, "rule": true,
	"step": true, "item": true, "clause": true, "line": true, "exhibit": true, "ex": true, "tab": true,
	"chapter": true, "ch": true, "headnote": true, "option": true, "point": true,
}

// inMarkerPosition reports whether m stands where a reference marker
// does: inside a paragraph or list item (not opening it: "[1] The court
// held ..." numbers a paragraph), outside code and block quotes (a
// quoted opinion's headnote numbers are its own), and not after a
// locator word.
func inMarkerPosition(s string, tx *mdtext.Text, doc *docStructure, m numberedMarker) bool {
	b := doc.blockAt(m.start)
	if m.end == m.start && m.start > 0 && (b == nil || b.start >= m.start) {
		b = doc.blockAt(m.start - 1) // a superscript closing its block reads as nothing
	}
	if b == nil || b.kind != blockPara && b.kind != blockListItem || b.quote || m.start <= b.start {
		return false
	}
	if inInlineCode(tx.Orig, m.oStart) || quotedLine(tx.Orig, m.oStart) {
		return false
	}
	ws := m.start
	for ws > b.start && s[ws-1] == ' ' {
		ws--
	}
	w := ws
	for w > b.start && !isSpaceByte(s[w-1]) {
		w--
	}
	return !locatorWords[strings.ToLower(strings.Trim(s[w:ws], ".,;:()"))]
}

// quotedLine reports whether offset i of the answer lies on a block
// quote's line ("> ..."), read from the answer itself so that an answer
// read as plain text is judged alike.
func quotedLine(orig string, i int) bool {
	ls := strings.LastIndexByte(orig[:i], '\n') + 1
	return strings.HasPrefix(strings.TrimLeft(orig[ls:i], " \t"), ">")
}

// inInlineCode reports whether offset i of the answer lies inside a code
// span: an odd number of backticks before it on its line.
func inInlineCode(orig string, i int) bool {
	ls := strings.LastIndexByte(orig[:i], '\n') + 1
	return strings.Count(orig[ls:i], "`")%2 == 1
}

// danglingCites turns dangling markers into citations of kind
// "reference" standing at the marker, so they support the sentence the
// marker sits in and fail C-001 there.
func danglingCites(ds []danglingMarker) []*cand {
	sort.SliceStable(ds, func(i, j int) bool { return ds[i].start < ds[j].start })
	var out []*cand
	for _, d := range ds {
		c := newCand(d.start, d.end, prioMarker)
		c.Kind = KindReference
		c.origSpan = [2]int{d.oStart, d.oEnd}
		var why string
		switch {
		case strings.HasPrefix(d.labels[0], "^"):
			why = "footnote reference [" + d.labels[0] + "] has no footnote definition; it names no source"
		case d.listed != nil:
			why = "reference marker points at " + entries(d.labels) + ", which the answer's Sources list does not have (it has " + entries(d.listed) + "); it names no source"
		default:
			why = "reference marker points at " + entries(d.labels) + ", but the answer has no Sources list; it names no source"
		}
		c.Warnings = append(c.Warnings, why)
		out = append(out, c)
	}
	return out
}

// entries reads labels as "entry 3" or "entries 1, 2".
func entries(labels []string) string {
	if len(labels) == 1 {
		return "entry " + labels[0]
	}
	return "entries " + strings.Join(labels, ", ")
}

// addDangling merges the dangling-marker citations into cites (sorted by
// start), leaving out any that stands inside a citation found by a
// scanner (that citation's own brackets).
func addDangling(cites, dangling []*cand) []*cand {
	out := make([]*cand, 0, len(cites)+len(dangling))
	i := 0
	for _, d := range dangling {
		for i < len(cites) && cites[i].Start <= d.Start {
			out = append(out, cites[i])
			i++
		}
		if len(out) > 0 && out[len(out)-1].End > d.Start || i < len(cites) && cites[i].Start < d.End {
			continue
		}
		out = append(out, d)
	}
	return append(out, cites[i:]...)
}
