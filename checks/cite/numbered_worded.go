package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// Reference markers that name what they count: "[Source 1]", "[Doc 2, p.
// 10]", "(see Source 3)", "(Sources 1, 4)". Assistants prompted with
// numbered sources write them as often as "[1]"; unread, the sentence
// lost its entry's citation and the entry stood graded on nothing.

// markerWords are the words a worded marker opens with, lower case.
var markerWords = []string{"sources", "source", "documents", "document", "docs", "doc",
	"references", "reference", "refs.", "refs", "ref.", "ref"}

// wordedLabels reads a marker body "Source 1", "see Source 1, p. 10",
// "Sources 1 and 3", "Doc. 2": its labels and any locators, or nil.
func wordedLabels(body string) ([]string, []loc) {
	b := strings.TrimSpace(body)
	for _, lead := range []string{"see ", "See ", "cf. ", "Cf. "} {
		b = strings.TrimPrefix(b, lead)
	}
	if b == "" || strings.IndexByte("sSdDrR", b[0]) < 0 {
		return nil, nil // no marker word: decided on one byte
	}
	rest, ok := cutMarkerWord(b)
	if !ok {
		return nil, nil
	}
	rest = strings.TrimLeft(rest, " :")
	rest = strings.ReplaceAll(rest, " and ", ", ")
	if l := refLabels(rest); l != nil {
		return l, nil
	}
	return pinnedMarker(rest)
}

// cutMarkerWord strips one of markerWords, in any case, followed by a
// space, a colon or a period ("Doc. 2"), from the start of b.
func cutMarkerWord(b string) (string, bool) {
	for _, w := range markerWords {
		if len(b) <= len(w) || !strings.EqualFold(b[:len(w)], w) {
			continue
		}
		r := b[len(w):]
		switch r[0] {
		case ' ', ':':
			return r, true
		case '.':
			return r[1:], true
		}
	}
	return "", false
}

// parenMarkers finds the worded markers written in parentheses before
// offset limit, "(Source 1)" or "(see Sources 2-3)". A bare "(1)" is an
// enumeration, never a marker.
func parenMarkers(s string, tx *mdtext.Text, limit int) []numberedMarker {
	var out []numberedMarker
	for i := 0; i < limit; {
		k := strings.IndexByte(s[i:limit], '(')
		if k < 0 {
			break
		}
		k += i
		i = k + 1
		e := strings.IndexByte(s[i:min(limit, i+60)], ')')
		if e < 0 {
			continue
		}
		labels, locs := wordedLabels(s[i : i+e])
		if labels == nil {
			continue
		}
		end := i + e + 1
		os, oe := tx.Span(k, end)
		out = append(out, numberedMarker{start: k, end: end, oStart: os, oEnd: oe, labels: labels, locs: locs})
		i = end
	}
	return out
}
