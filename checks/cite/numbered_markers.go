package cite

import (
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// Reference markers in the body of an answer and the labels they name.

// bodyMarkers finds the reference markers before offset limit: bracketed
// numbers, numbered lenticular marks and superscripts.
func bodyMarkers(s string, tx *mdtext.Text, limit int) []numberedMarker {
	var out []numberedMarker
	for i := 0; i < limit; {
		k := indexMarkerOpen(s, i, limit)
		if k < 0 {
			break
		}
		open, close := "[", "]"
		if s[k] != '[' {
			open, close = "【", "】"
		}
		i = k + len(open)
		e := strings.Index(s[i:min(limit, i+60)], close)
		if e < 0 {
			continue
		}
		body := s[i : i+e]
		if open == "【" {
			if d := strings.IndexAny(body, "†:"); d >= 0 {
				body = body[:d]
			}
		}
		labels := refLabels(body)
		var locs []loc
		if labels == nil && open == "[" {
			if labels, locs = pinnedMarker(body); labels == nil {
				labels, locs = wordedLabels(body)
			}
		}
		if labels == nil || open == "[" && i+e+1 < len(s) && (s[i+e+1] == '(' || s[i+e+1] == ':') {
			continue
		}
		end := i + e + len(close)
		os, oe := tx.Span(k, end)
		out = append(out, numberedMarker{start: k, end: end, oStart: os, oEnd: oe, labels: labels, locs: locs})
		i = end
	}
	out = append(out, parenMarkers(s, tx, limit)...)
	// "[1](https://...)": a numbered link to a web source is a marker too
	for _, l := range tx.Links {
		if l.Start >= limit || strings.HasPrefix(l.Dest, "vault://") {
			continue
		}
		if labels := refLabels(s[l.Start:l.End]); labels != nil {
			out = append(out, numberedMarker{start: l.Start, end: l.End, oStart: l.OrigStart, oEnd: l.OrigEnd, labels: labels})
		}
	}
	for _, m := range tx.Markers {
		if m.Kind != mdtext.Superscript || m.Start >= limit {
			continue
		}
		labels := refLabels(m.Label)
		if labels == nil {
			continue
		}
		os, oe := tx.ToOrig(m.Start), tx.ToOrig(m.Start)
		for _, f := range tx.Folds {
			if f.R == m.Start && f.Kind == "superscript" {
				os, oe = f.OrigStart, f.OrigEnd
				break
			}
		}
		out = append(out, numberedMarker{start: m.Start, end: m.End, oStart: os, oEnd: oe, labels: labels})
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}

// pinnedMarker reads a marker that names one entry and a place in it,
// "1, p. 206", "2 at 15", "3, § 4.2", "1, ¶¶ 3-4": the label and the
// locators, or nil when anything but locators follows the number.
// Unread, "[1, p. 206]" was no marker at all: its sentence lost the
// entry's citation and the pin it wrote.
func pinnedMarker(body string) ([]string, []loc) {
	body = strings.TrimSpace(body)
	e := 0
	for e < len(body) && isDigit(body[e]) {
		e++
	}
	if e == 0 || e > 3 || e == len(body) || body[e] != ',' && body[e] != ' ' {
		return nil, nil
	}
	label := strings.TrimLeft(body[:e], "0")
	if label == "" {
		return nil, nil
	}
	locs, end := readLocators(body, e, len(body))
	if len(locs) == 0 || strings.TrimSpace(body[end:]) != "" {
		return nil, nil
	}
	return []string{label}, locs
}

// refLabels reads "1", "1, 3", "1-3", "1,2" into labels, or nil.
func refLabels(body string) []string {
	body = strings.TrimSpace(body)
	if body == "" || len(body) > 30 || strings.TrimLeft(body, "0123456789,; -–") != "" {
		return nil // not a list of numbers: decided without allocating
	}
	var out []string
	for _, part := range strings.FieldsFunc(body, func(r rune) bool { return r == ',' || r == ';' || r == ' ' }) {
		if d := strings.IndexAny(part, "-–"); d > 0 {
			a, b := atoiSmall(part[:d]), atoiSmall(strings.TrimLeft(part[d:], "-–"))
			if a <= 0 || b < a || b-a > 20 {
				return nil
			}
			for n := a; n <= b; n++ {
				out = append(out, itoa(n))
			}
			continue
		}
		if atoiSmall(part) <= 0 {
			return nil
		}
		out = append(out, strings.TrimLeft(part, "0"))
	}
	return out
}

func atoiSmall(s string) int {
	if s == "" || len(s) > 3 {
		return -1
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return -1
		}
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b [8]byte
	i := len(b)
	for n > 0 && i > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b[i:])
}

// carryNumbered copies the citations of each source entry to every
// marker of it after the first (the first is served by the entry's own
// citations, through the footnote machinery): the copy stands at the
// marker, so it supports the sentence the marker sits in. Short forms
// are not carried (their antecedent is in the list).
//
// every names the labels whose first marker gets copies too: a
// definition that states law keeps its own citations for its own
// statements (statingDefinitions).
//
// room is how many copies the citation limit leaves (negative: no
// limit). Markers multiply citations (every marker of every entry gets
// a copy of each of its citations), so the copies are counted while they
// are made and the carry stops at the first one past room: over is then
// true and the answer must be refused, having cost no more than the
// limit allows.
func carryNumbered(cites []*cand, ms []numberedMarker, room int, every map[string]bool) (_ []*cand, over bool) {
	if len(ms) == 0 {
		return cites, false
	}
	byLabel := map[string][]*cand{}
	for _, c := range cites {
		if c.Footnote != "" {
			byLabel[c.Footnote] = append(byLabel[c.Footnote], c)
		}
	}
	seen := map[string]bool{}
	// firstPins are the locators written in the first marker of each
	// entry, given to the entry's own citations once every copy is made
	// (a copy takes the entry's locators, or its own marker's).
	var firstPins map[string][]loc
	var out []*cand
	for _, m := range ms {
		for _, l := range m.labels {
			if !seen[l] {
				seen[l] = true
				if !every[l] {
					if len(m.locs) > 0 {
						if firstPins == nil {
							firstPins = map[string][]loc{}
						}
						firstPins[l] = m.locs
					}
					continue
				}
			}
			heads := map[*cand]*cand{}
			for _, orig := range byLabel[l] {
				if orig.Kind == KindID || orig.Kind == KindSupra || orig.Kind == KindShort {
					continue
				}
				if room >= 0 && len(out) >= room {
					return cites, true
				}
				cp := *orig
				cp.Start, cp.End = m.start, m.end
				cp.origSpan = [2]int{m.oStart, m.oEnd}
				cp.Footnote = ""
				from := "source entry " + strings.TrimPrefix(l, "#")
				if !strings.HasPrefix(l, "#") {
					from = "footnote [^" + l + "]"
				}
				cp.Warnings = append(append([]string(nil), orig.Warnings...), "carried from "+from+" by its reference marker")
				cp.Locators = nil
				if len(m.locs) > 0 {
					pinAtMarker(&cp, m.locs)
				}
				if orig.groupHead != nil {
					if h, ok := heads[orig.groupHead]; ok {
						cp.groupHead = h
					} else {
						cp.groupHead = &cp
						heads[orig.groupHead] = &cp
					}
				}
				out = append(out, &cp)
			}
		}
	}
	for l, locs := range firstPins {
		for _, orig := range byLabel[l] {
			if orig.Kind != KindID && orig.Kind != KindSupra && orig.Kind != KindShort {
				pinAtMarker(orig, locs)
			}
		}
	}
	if len(out) == 0 {
		return cites, false
	}
	cites = append(cites, out...)
	sort.SliceStable(cites, func(i, j int) bool { return cites[i].Start < cites[j].Start })
	return cites, false
}

// splitSourceParagraphs splits a paragraph that holds a source list on
// its lines ("Sources:" and "[1] ..." lines with no blank line between)
// into a heading and one block per line, as if each stood apart.
func splitSourceParagraphs(s string, doc *docStructure) {
	var out []block
	changed := false
	for bi, b := range doc.blocks {
		if b.kind != blockPara || !strings.Contains(s[b.start:b.end], "\n") {
			if changed {
				out = append(out, b)
			}
			continue
		}
		first := s[b.start:b.end]
		if k := strings.IndexByte(first, '\n'); k >= 0 {
			first = first[:k]
		}
		if len(first) > maxSourceHeadingBytes && !(strings.HasPrefix(first, "[") || strings.HasPrefix(first, "【") || doc.notes[b.start] != "") {
			if changed {
				out = append(out, b)
			}
			continue
		}
		rest := s[b.start+len(first) : b.end]
		line2 := strings.TrimSpace(rest)
		line2At := b.start + len(first) + len(rest) - len(strings.TrimLeft(rest, " \t\n"))
		numberedNext := strings.HasPrefix(line2, "[") || strings.HasPrefix(line2, "【") || len(line2) > 0 && isDigit(line2[0]) || doc.notes[line2At] != ""
		heading := headsSourcesByWords(first) // a line of prose never heads a list by its body alone
		if !heading && !(numberedNext && func() bool { l, _ := entryLabel(s, doc, &b); return l != "" }()) {
			if changed {
				out = append(out, b)
			}
			continue
		}
		if !changed {
			out = append(out, doc.blocks[:bi]...)
		}
		changed = true
		for ls := b.start; ls < b.end; {
			le := strings.IndexByte(s[ls:b.end], '\n')
			if le < 0 {
				le = b.end
			} else {
				le += ls
			}
			nb := block{kind: blockPara, start: ls, end: le, lead: -1}
			if heading && ls == b.start {
				nb.kind = blockHeading
			}
			trimBlock(s, &nb)
			if nb.end > nb.start {
				out = append(out, nb)
			}
			ls = le + 1
		}
	}
	if changed {
		doc.blocks = out
	}
}

// indexMarkerOpen is the offset of the first "[" or "【" in s[i:limit],
// or -1. strings.IndexAny with a non-ASCII set decodes every rune of the
// text; this searches for '[' and then for 【's lead byte before it, both
// with IndexByte (text without markers is passed over at search speed,
// not a byte at a time).
func indexMarkerOpen(s string, i, limit int) int {
	end := limit
	if k := strings.IndexByte(s[i:limit], '['); k >= 0 {
		end = i + k
	}
	for k := i; k < end; {
		j := strings.IndexByte(s[k:end], 0xe3)
		if j < 0 {
			break
		}
		k += j
		if strings.HasPrefix(s[k:limit], "【") {
			return k
		}
		k++
	}
	if end < limit {
		return end
	}
	return -1
}

// pinAtMarker gives c, a citation of a source entry serving one marker,
// the locators that marker wrote: they name the place that sentence
// relies on, so they stand for the entry's own locators and pin there.
func pinAtMarker(c *cand, locs []loc) {
	c.locs = append([]loc(nil), locs...)
	c.Pins = nil
}
