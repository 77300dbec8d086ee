package heuristic

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// Pinned pages (C-003): a citation that pins a page ("71 F.4th 880,
// 884", "Id. at 884", "[DOC-1, pp. 733-34]", "at *3-4") claims that the
// page says it. When the excerpt alone does not hold the proposition and
// the sentences that do stand, by the passage's own page markers
// ("[*881]"), on a page the citation does not pin, the pinned page is
// not shown to say it: a person must read it, never a pass (the
// supporting page may be the one meant, or the pin may be wrong).

var (
	// pinRe finds a pin: after "at", after "p."/"pp.", or after the first
	// page of a reporter citation ("880, 884").
	pinRe = regexp.MustCompile(`(?:\bat\s+|\bpp?\.\s*|\b\d+,\s+)\*?(\d{1,5})(?:\s*[-–]\s*\*?(\d{1,5}))?`)
	// parentheticalRe is a parenthetical of a citation.
	parentheticalRe = regexp.MustCompile(`\([^()]*\)`)
	// pageMarkRe is a star-page marker in a passage.
	pageMarkRe = regexp.MustCompile(`\[\*(\d{1,5})\]`)
)

// maxPinSpan bounds a pinned range: a wider one is not a pin.
const maxPinSpan = 30

// pinnedPages is the set of pages the citation pins (the last pin it
// holds), and whether it holds one.
func pinnedPages(citation string) (map[int]bool, bool) {
	// A parenthetical holds the court and date ("(D. Idaho Mar. 19,
	// 2024)"), never the pin.
	// (Every parenthetical opens with "(": without one the text is as
	// it was, and ReplaceAllString's scan of it is saved.)
	bare := citation
	if strings.IndexByte(citation, '(') >= 0 {
		bare = parentheticalRe.ReplaceAllString(citation, " ")
	}
	ms := pinRe.FindAllStringSubmatch(bare, -1)
	if len(ms) == 0 {
		return nil, false
	}
	m := ms[len(ms)-1]
	from, err := strconv.Atoi(m[1])
	if err != nil {
		return nil, false
	}
	to := from
	if m[2] != "" {
		to = expandRangeEnd(from, m[2])
	}
	if to < from || to-from > maxPinSpan {
		return nil, false
	}
	out := map[int]bool{}
	for n := from; n <= to; n++ {
		out[n] = true
	}
	return out, true
}

// expandRangeEnd reads the end of a range written short ("733-34" ends
// at 734, "611-15" at 615).
func expandRangeEnd(from int, end string) int {
	n, err := strconv.Atoi(end)
	if err != nil {
		return from
	}
	fs := strconv.Itoa(from)
	if len(end) < len(fs) {
		n, _ = strconv.Atoi(fs[:len(fs)-len(end)] + end)
	}
	return n
}

// Pages of sentences that stand before the passage's first marker: on
// some page earlier than it, which one unknown.
const earlierPage = -2

// sentencePages is the page each passage sentence stands on by the
// page markers of the raw text (before, excerpt, after, in the order
// newPassage reads them; the sentences themselves may have lost a
// marker that stood on its own line): earlierPage before the first
// marker, -1 for a sentence a marker splits or that cannot be found.
// first is the first marker's page, -1 when there is none.
func sentencePages(u *judge.Unit, p *passage) (pages []int, first int) {
	raw := collapseSpace(u.Before + " " + u.Excerpt + " " + u.After)
	marks := pageMarkRe.FindAllStringSubmatchIndex(raw, -1)
	first = -1
	if len(marks) > 0 {
		first, _ = strconv.Atoi(raw[marks[0][2]:marks[0][3]])
	}
	pages = make([]int, len(p.sents))
	from := 0
	for i := range p.sents {
		t := collapseSpace(p.sents[i].text)
		at := -1
		if len(t) > 0 {
			at = strings.Index(raw[from:], t)
		}
		if at < 0 {
			pages[i] = -1
			continue
		}
		start, end := from+at, from+at+len(t)
		from = end
		pages[i] = earlierPage
		for _, m := range marks {
			if m[0] >= end {
				break
			}
			if m[0] > start {
				pages[i] = -1 // a marker inside the sentence
				break
			}
			pages[i], _ = strconv.Atoi(raw[m[2]:m[3]])
		}
	}
	return pages, first
}

// collapseSpace turns every run of white space into one space.
func collapseSpace(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// offPin reports whether a sentence on page pg (see sentencePages) is
// known to stand outside the pinned pages.
func offPin(pg, first int, pins map[int]bool) bool {
	switch {
	case pg == -1:
		return false
	case pg == earlierPage:
		if first < 0 {
			return false
		}
		for n := range pins {
			if n < first {
				return false // the earlier page may be the pinned one
			}
		}
		return true
	}
	return !pins[pg]
}

// offPinSupport describes support that rests on sentences outside the
// excerpt standing on pages the citation does not pin, or "": the
// excerpt's sentences together hold less than passShare of the
// proposition, the sentences of the pinned pages less than
// unsupportedCovered, and every aligned context sentence stands on a
// known page outside the pin.
func offPinSupport(u *judge.Unit, pk propKeys, al alignment, p *passage, passShare float64) string {
	pins, ok := pinnedPages(u.Citation)
	if !ok {
		return ""
	}
	hit := 0
	for _, k := range pk.keys {
		for i := range p.sents {
			if p.where[i] == judge.InExcerpt && p.sents[i].keys[k] {
				hit += weightOf(k)
				break
			}
		}
	}
	if share(hit, pk.total) >= passShare {
		return ""
	}
	pages, first := sentencePages(u, p)
	// The pinned pages must not hold a good part of it themselves: a
	// proposition drawn mostly from the pinned page, with a detail from
	// the page before, is cited right.
	pinned := 0
	for _, k := range pk.keys {
		for i := range p.sents {
			if pages[i] >= 0 && pins[pages[i]] && p.sents[i].keys[k] {
				pinned += weightOf(k)
				break
			}
		}
	}
	if share(pinned, pk.total) >= unsupportedCovered {
		return ""
	}
	found := false
	for _, i := range al.picks {
		if p.where[i] == judge.InExcerpt {
			continue
		}
		if !offPin(pages[i], first, pins) {
			return ""
		}
		found = true
	}
	if !found {
		return ""
	}
	return fmt.Sprintf("the sentences outside the excerpt that hold the proposition stand on pages the citation does not pin, and the excerpt alone holds only %.0f%% of it", 100*share(hit, pk.total))
}
