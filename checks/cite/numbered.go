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

// Which headings open such a list: numbered_headings.go.

// numberedMarker is a reference marker in the answer's body.
type numberedMarker struct {
	start, end int // reader span (may be empty for a superscript)
	oStart     int // span in the answer
	oEnd       int
	labels     []string
	// locs are the locators written inside the marker ("[1, p. 206]"):
	// the place in the source that sentence cites, which stands for the
	// entry's own locators at that marker.
	locs []loc
}

// numberedSources finds the numbered source list and the markers that
// point into it, turns the entries into footnote definitions and the
// markers into footnote markers, and returns the markers (every one) so
// that citations can be carried to the second and later sentences that
// cite the same entry.
//
// It also returns, as citations of kind "reference", the markers that
// point nowhere: a label the list does not have, a bracketed number in
// marker position when there is no list, a footnote reference with no
// definition (numbered_dangling.go).
func (e *Extractor) numberedSources(s string, doc *docStructure, tx *mdtext.Text) ([]numberedMarker, []*cand) {
	doc.notes = superscriptNoteStarts(s, tx)
	entries := sourceEntries(s, doc)
	doc.footnotes = doc.footnotes[:0]
	for i := range doc.blocks {
		if doc.blocks[i].kind == blockFootnote {
			doc.footnotes = append(doc.footnotes, &doc.blocks[i])
		}
	}
	dangling := danglingFootnoteRefs(s, tx, doc)
	if len(entries) == 0 {
		dangling = append(dangling, danglingMarkers(s, tx, doc, bodyMarkers(s, tx, len(s)), nil, nil)...)
		return nil, danglingCites(dangling)
	}
	listStart := len(s)
	for _, b := range entries {
		listStart = min(listStart, b.defStart)
	}
	scoped := scopeSourceLists(entries)
	have := map[string]bool{}
	var listed []string
	for _, b := range entries {
		if !have[b.label] {
			if l, _, _ := strings.Cut(strings.TrimPrefix(b.label, "#"), "~"); !have["#"+l] {
				listed = append(listed, l) // a scoped list's labels are named by their numbers
			}
		}
		have[b.label] = true
	}
	// a marker after the list that points nowhere is as dangling as one
	// before it (inMarkerPosition leaves the entries' own labels out)
	dangling = append(dangling, danglingMarkers(s, tx, doc, bodyMarkers(s, tx, len(s)), have, listed)...)
	limit := listStart
	if scoped != nil {
		limit = scoped[len(scoped)-1].start
	}
	var ms []numberedMarker
	for _, m := range bodyMarkers(s, tx, limit) {
		suffix := ""
		if scoped != nil {
			var ok bool
			if suffix, ok = scopeOf(scoped, entries, m.start); !ok {
				continue // inside a list: an entry's own number
			}
		}
		var keep []string
		for _, l := range m.labels {
			if have["#"+l+suffix] {
				keep = append(keep, "#"+l+suffix)
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
	return ms, danglingCites(dangling)
}

// sourceEntries marks the entries of the numbered source list as
// footnote definitions ("#N") and the list's heading as a heading, and
// returns them. The list is the blocks after a Sources heading up to the
// next heading; without a heading, a run of blocks at the end of the
// answer each opening with "[N]".
func sourceEntries(s string, doc *docStructure) []*block {
	splitInlineSources(s, doc) // sources_inline.go
	splitSourceParagraphs(s, doc)
	var out []*block
	for i := 0; i < len(doc.blocks); i++ {
		b := &doc.blocks[i]
		if b.kind != blockHeading && b.kind != blockPara || b.end-b.start > maxSourceHeadingBytes {
			continue
		}
		class := classifySourcesHeading(s[b.start:b.end])
		switch class {
		case notSourcesHeading:
			continue
		case sourcesIfListed:
			// a section about law ("Sources of law in Delaware") over
			// prose; and a line of prose is no heading unless its words
			// say it heads a list, so a statement never turns into one
			if b.kind != blockHeading || !listedBody(s, doc, i) {
				continue
			}
		}
		b.kind = blockHeading // "Sources:" alone on its line heads the list
		// plain lines under it are entries only when nothing else is (sources_inline.go)
		plain := class == sourcesByWords && onlyPlainEntries(s, doc, i)
		n := 0
		for j := i + 1; j < len(doc.blocks) && doc.blocks[j].kind != blockHeading; j++ {
			e := &doc.blocks[j]
			label, cs := entryLabel(s, doc, e)
			if label == "" {
				if e.kind == blockListItem && e.number > 0 {
					label, cs = itoa(e.number), e.start
				} else if e.kind == blockListItem || plain {
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
		label, cs := entryLabel(s, doc, e)
		if label == "" || !strings.HasPrefix(s[e.start:], "[") && !strings.HasPrefix(s[e.start:], "【") && doc.notes[e.start] == "" {
			break
		}
		e.kind, e.label, e.defStart, e.start = blockFootnote, "#"+label, e.start, cs
		out = append(out, e)
	}
	return out
}

// maxSourceHeadingBytes is the longest line read as a Sources heading.
const maxSourceHeadingBytes = 100

// headingKey is a heading's text as its words are read
// (classifySourcesHeading): lower case, marks and punctuation trimmed.
func headingKey(h string) string {
	return strings.ToLower(strings.Trim(strings.TrimSpace(h), "#*_:. "))
}

// entryLabel reads the number an entry opens with ("[1] ...", "1. ...",
// "1) ...", "【1】 ...", "【1†source】 ...", "^1 ...", and the superscript
// "¹ ..." or "<sup>1</sup> ..." the reader text no longer shows), and where
// the entry's text starts after it.
func entryLabel(s string, doc *docStructure, b *block) (string, int) {
	i := b.start
	if label := doc.notes[i]; label != "" {
		return label, i
	}
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
	worded := false
	if open != "^" {
		// "Source 1: ...", "[Doc 2] ...": a worded label (numbered_worded.go)
		if rest, ok := cutMarkerWord(s[j:b.end]); ok {
			j, worded = b.end-len(strings.TrimLeft(rest, " :")), true
		}
	}
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
		if worded {
			if d := dashAfterLabel(s[k:b.end]); d > 0 {
				return label, skipSpaces(s, k+d, 8)
			}
		}
		if k >= b.end || (s[k] != '.' && s[k] != ')' && s[k] != ':') {
			return "", i
		}
		k++
	}
	return label, skipSpaces(s, k, 8)
}

// dashAfterLabel is the length of " - ", " – " or " — " opening t (how a
// worded entry label may end: "Source 2 — Carnival ..."), or 0.
func dashAfterLabel(t string) int {
	for _, d := range []string{" - ", " – ", " — "} {
		if strings.HasPrefix(t, d) {
			return len(d)
		}
	}
	return 0
}
