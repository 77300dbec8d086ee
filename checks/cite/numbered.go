package cite

import (
	"sort"
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// Numbered references (Perplexity, CoCounsel, Lexis+ AI, ChatGPT file
// search): a marker in a sentence ("[1]", "[1, 3]", "¹", "<sup>2</sup>",
// "【1†source】") points at an entry of a numbered "Sources",
// "References" or "Citations" list, and the entry's citations, with its
// locators, support the sentence the marker sits in. The list is not a
// proposition: its entries become footnote-like definitions labelled
// "#N", and each marker a footnote marker of that label.

// sourceHeadings are the headings that open such a list (lower case,
// punctuation trimmed).
var sourceHeadings = map[string]bool{
	"sources": true, "source": true, "references": true, "reference": true, "citations": true,
	"works cited": true, "authorities": true, "authorities cited": true, "sources cited": true,
	"cited sources": true, "bibliography": true, "table of authorities": true, "cases cited": true,
	"vault sources": true, "retrieved sources": true, "sources used": true,
}

// numberedMarker is a reference marker in the answer's body.
type numberedMarker struct {
	start, end int // reader span (may be empty for a superscript)
	oStart     int // span in the answer
	oEnd       int
	labels     []string
}

// numberedSources finds the numbered source list and the markers that
// point into it, turns the entries into footnote definitions and the
// markers into footnote markers, and returns the markers (every one) so
// that citations can be carried to the second and later sentences that
// cite the same entry.
func (e *Extractor) numberedSources(s string, doc *docStructure, tx *mdtext.Text) []numberedMarker {
	entries := sourceEntries(s, doc)
	doc.footnotes = doc.footnotes[:0]
	for i := range doc.blocks {
		if doc.blocks[i].kind == blockFootnote {
			doc.footnotes = append(doc.footnotes, &doc.blocks[i])
		}
	}
	if len(entries) == 0 {
		return nil
	}
	listStart := len(s)
	for _, b := range entries {
		listStart = min(listStart, b.defStart)
	}
	have := map[string]bool{}
	for _, b := range entries {
		have[b.label] = true
	}
	var ms []numberedMarker
	for _, m := range bodyMarkers(s, tx, listStart) {
		var keep []string
		for _, l := range m.labels {
			if have["#"+l] {
				keep = append(keep, "#"+l)
			}
		}
		if len(keep) == 0 {
			continue
		}
		m.labels = keep
		ms = append(ms, m)
		for _, l := range keep {
			doc.markers = append(doc.markers, marker{m.start, m.end, l})
		}
	}
	sort.SliceStable(doc.markers, func(i, j int) bool { return doc.markers[i].start < doc.markers[j].start })
	return ms
}

// sourceEntries marks the entries of the numbered source list as
// footnote definitions ("#N") and the list's heading as a heading, and
// returns them. The list is the blocks after a Sources heading up to the
// next heading; without a heading, a run of blocks at the end of the
// answer each opening with "[N]".
func sourceEntries(s string, doc *docStructure) []*block {
	splitSourceParagraphs(s, doc)
	var out []*block
	for i := 0; i < len(doc.blocks); i++ {
		b := &doc.blocks[i]
		if b.kind != blockHeading && b.kind != blockPara || b.end-b.start > 40 || !sourceHeadings[headingKey(s[b.start:b.end])] {
			continue
		}
		b.kind = blockHeading // "Sources:" alone on its line heads the list
		n := 0
		for j := i + 1; j < len(doc.blocks) && doc.blocks[j].kind != blockHeading; j++ {
			e := &doc.blocks[j]
			label, cs := entryLabel(s, e)
			if label == "" {
				if e.kind == blockListItem && e.number > 0 {
					label, cs = itoa(e.number), e.start
				} else if e.kind == blockListItem {
					n++
					label, cs = itoa(n), e.start
				} else {
					continue
				}
			}
			e.kind, e.label, e.defStart, e.start = blockFootnote, "#"+label, e.start, cs
			out = append(out, e)
		}
	}
	if len(out) > 0 {
		return out
	}
	// a trailing run of "[N] ..." blocks
	for j := len(doc.blocks) - 1; j >= 0; j-- {
		e := &doc.blocks[j]
		label, cs := entryLabel(s, e)
		if label == "" || !strings.HasPrefix(s[e.start:], "[") && !strings.HasPrefix(s[e.start:], "【") {
			break
		}
		e.kind, e.label, e.defStart, e.start = blockFootnote, "#"+label, e.start, cs
		out = append(out, e)
	}
	return out
}

// headingKey is a heading's text as compared with sourceHeadings.
func headingKey(h string) string {
	return strings.ToLower(strings.Trim(strings.TrimSpace(h), "#*_:. "))
}

// entryLabel reads the number an entry opens with ("[1] ...", "1. ...",
// "1) ...", "【1】 ...", "【1†source】 ...", "^1 ..."), and where the entry's
// text starts after it.
func entryLabel(s string, b *block) (string, int) {
	i := b.start
	open, close := "", ""
	switch {
	case strings.HasPrefix(s[i:], "["):
		open, close = "[", "]"
	case strings.HasPrefix(s[i:], "【"):
		open, close = "【", "】"
	case strings.HasPrefix(s[i:], "^"):
		open = "^"
	}
	j := i + len(open)
	k := j
	for k < b.end && isDigit(s[k]) && k-j < 4 {
		k++
	}
	if k == j {
		return "", i
	}
	label := s[j:k]
	switch {
	case close != "":
		e := strings.Index(s[k:min(b.end, k+40)], close)
		if e < 0 || strings.TrimSpace(strings.TrimLeft(s[k:k+e], ":†source")) != "" && !strings.HasPrefix(s[k:], "†") {
			return "", i
		}
		k += e + len(close)
		if k < b.end && s[k] == ':' {
			k++
		}
	case open == "^":
	default:
		if k >= b.end || (s[k] != '.' && s[k] != ')' && s[k] != ':') {
			return "", i
		}
		k++
	}
	return label, skipSpaces(s, k, 8)
}

// bodyMarkers finds the reference markers before offset limit: bracketed
// numbers, numbered lenticular marks and superscripts.
func bodyMarkers(s string, tx *mdtext.Text, limit int) []numberedMarker {
	var out []numberedMarker
	for i := 0; i < limit; {
		k := strings.IndexAny(s[i:limit], "[【")
		if k < 0 {
			break
		}
		k += i
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
		if labels == nil || open == "[" && i+e+1 < len(s) && (s[i+e+1] == '(' || s[i+e+1] == ':') {
			continue
		}
		end := i + e + len(close)
		os, oe := tx.Span(k, end)
		out = append(out, numberedMarker{start: k, end: end, oStart: os, oEnd: oe, labels: labels})
		i = end
	}
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

// refLabels reads "1", "1, 3", "1-3", "1,2" into labels, or nil.
func refLabels(body string) []string {
	body = strings.TrimSpace(body)
	if body == "" || len(body) > 30 {
		return nil
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
func carryNumbered(cites []*cand, ms []numberedMarker) []*cand {
	if len(ms) == 0 {
		return cites
	}
	byLabel := map[string][]*cand{}
	for _, c := range cites {
		if strings.HasPrefix(c.Footnote, "#") {
			byLabel[c.Footnote] = append(byLabel[c.Footnote], c)
		}
	}
	seen := map[string]bool{}
	var out []*cand
	for _, m := range ms {
		for _, l := range m.labels {
			if !seen[l] {
				seen[l] = true
				continue
			}
			heads := map[*cand]*cand{}
			for _, orig := range byLabel[l] {
				if orig.Kind == KindID || orig.Kind == KindSupra || orig.Kind == KindShort {
					continue
				}
				cp := *orig
				cp.Start, cp.End = m.start, m.end
				cp.origSpan = [2]int{m.oStart, m.oEnd}
				cp.Footnote = ""
				cp.Warnings = append(append([]string(nil), orig.Warnings...), "carried from source entry "+strings.TrimPrefix(l, "#")+" by its reference marker")
				cp.Locators = nil
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
	if len(out) == 0 {
		return cites
	}
	cites = append(cites, out...)
	sort.SliceStable(cites, func(i, j int) bool { return cites[i].Start < cites[j].Start })
	return cites
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
		if len(first) > 40 && !(strings.HasPrefix(first, "[") || strings.HasPrefix(first, "【")) {
			if changed {
				out = append(out, b)
			}
			continue
		}
		line2 := strings.TrimSpace(s[b.start+len(first) : b.end])
		numberedNext := strings.HasPrefix(line2, "[") || strings.HasPrefix(line2, "【") || len(line2) > 0 && isDigit(line2[0])
		heading := sourceHeadings[headingKey(first)]
		if !heading && !(numberedNext && func() bool { l, _ := entryLabel(s, &b); return l != "" }()) {
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
