package retrieval

import (
	"strings"

	"github.com/citecheck/citecheck/vault"
)

// sectionRangeWords join the two ends of a cited run of sections in
// words: "§§ 52-103 to 52-105", "Sections 3.1 through 3.4". No section
// number holds them, so they are tried before the run is read as one
// section (whose number would be its first end's). A dash ("§§
// 14.2-14.4"; "–" is folded to "-" when the answer is read) is tried only
// after no section matches the whole, since "2-615" is one section.
var sectionRangeWords = []string{" through ", " thru ", " to "}

// placeSectionRange places a cited run of sections ("14.2-14.4") that
// no chunk holds as one section: every chunk from the first holding its
// first section to the last holding its last. Both ends must be sections
// the document has, in that order, so a run ending at a section the
// document lacks ("14.2-14.9") still names no place.
func placeSectionRange(chunks []*vault.Chunk, value string, separators []string) []*vault.Chunk {
	for _, sep := range separators {
		for off := 0; ; {
			i := strings.Index(value[off:], sep)
			if i < 0 {
				break
			}
			i += off
			off = i + len(sep)
			lo, hi := strings.TrimSpace(value[:i]), strings.TrimSpace(value[i+len(sep):])
			if lo == "" || hi == "" {
				continue
			}
			first, last := -1, -1
			for j, c := range chunks {
				if first < 0 && c.HoldsSection(lo) {
					first = j
				}
				if c.HoldsSection(hi) {
					last = j
				}
			}
			if first >= 0 && last >= first {
				return chunks[first : last+1]
			}
		}
	}
	return nil
}

// placeSectionRun places a run written in words ("14.2 to 14.4") whose
// two ends are both section numbers: isRun says it is one, and then the
// run alone decides, so a run to a section the document lacks ("14.2 to
// 14.9") names no place rather than being read as its first section.
func placeSectionRun(chunks []*vault.Chunk, value string) (run []*vault.Chunk, isRun bool) {
	for _, sep := range sectionRangeWords {
		lo, hi, ok := strings.Cut(value, sep)
		if ok && startsWithDigit(strings.TrimSpace(lo)) && startsWithDigit(strings.TrimSpace(hi)) {
			return placeSectionRange(chunks, value, sectionRangeWords), true
		}
	}
	return nil, false
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

// placeInlineSubclause places a sub-clause a section lists inside its own
// sentence ("§ 11.3 ... do not apply to (a) gross negligence, (b) breach
// of § 13, or (c) ..."): the clause reader keeps such a list in its
// section, since it is one sentence, so "§ 11.3(a)" is held by no chunk
// as a section of its own. It is placed at the chunks of the section
// above it when their text holds every trimmed label ("(a)"; "(a)" and
// "(ii)" for "11.3(a)(ii)"), so a label the section does not list
// ("§ 11.3(d)") still names no place.
func placeInlineSubclause(chunks []*vault.Chunk, value string) []*vault.Chunk {
	var labels []string
	parent := strings.TrimSpace(value)
	for strings.HasSuffix(parent, ")") {
		open := strings.LastIndexByte(parent, '(')
		if open <= 0 {
			return nil
		}
		labels = append(labels, parent[open:])
		parent = strings.TrimRight(parent[:open], " ")
	}
	if len(labels) == 0 || parent == "" {
		return nil
	}
	var got []*vault.Chunk
	var text strings.Builder
	for _, c := range chunks {
		if c.HoldsSection(parent) {
			got = append(got, c)
			text.WriteString(c.Text)
			text.WriteByte('\n')
		}
	}
	for _, l := range labels {
		if !strings.Contains(text.String(), l) {
			return nil
		}
	}
	return got
}
