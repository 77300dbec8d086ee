package cite

import (
	"sort"
	"strings"
)

// sentence is a span of a block that may become a proposition.
type sentence struct{ start, end int }

// propositions splits the answer into sentences and list items, decides
// which are propositions, and attaches every citation to the proposition
// it supports: the one it stands in; for a citation sentence ("See
// Bremen, 407 U.S. at 10."), the proposition before it in its block, or,
// when it opens the list item or paragraph, the block's first statement
// after it (falling back to the proposition before the block when there
// is none); for a citation in
// a footnote definition or Sources entry, the proposition holding the
// footnote's marker. A heading, footnote or entry that states law
// (statements.go) holds propositions of its own: its citations support
// them, and copies made at its markers support the sentences that point
// at it (carryNumbered).
func (e *Extractor) propositions(s string, doc *docStructure, cites []*cand) []Proposition {
	// about one sentence per 160 bytes of prose: growing the slice from
	// nothing copied every proposition several times
	props := make([]Proposition, 0, 16+len(s)/160)
	// members and marks are rebuilt for every sentence; their values are
	// copied wherever they are kept, so one buffer of each serves all
	var members []*cand
	var marks []marker
	var lower []byte       // insufficient's lower-cased sentence, reused
	var sents []sentence   // each block's sentences, one buffer for all
	var parts []clausePart // each sentence's statements, one buffer for all
	inCite, markerEnd := citeAt(cites), markerEndAt(doc)
	footProp := map[string]int{}
	stating := map[string]bool{}    // definitions whose citations stand in their own statements
	footMark := map[string]marker{} // the marker that attached each label
	for _, b := range doc.blocks {
		if b.asked {
			continue
		}
		// A heading or a footnote or Sources entry is a proposition only
		// as far as it states law (statements.go): its other sentences
		// are labels and bibliography.
		heading, def := b.kind == blockHeading, b.kind == blockFootnote && b.states
		if b.kind != blockPara && b.kind != blockListItem && !heading && !def {
			continue
		}
		if heading && !statesLaw(residue(s, b.start, b.end, cites, doc.markers), true) {
			continue
		}
		if def {
			stating[b.label] = true
		}
		first := len(props)
		var pending []*cand  // a heading's or definition's citations before its first statement
		var opening []marker // the markers of a citation sentence that opens the block
		opens := false       // pending holds a citation sentence that opens the block
		sents = e.splitSentences(sents, s, b.start, b.end, b.lead, inCite, markerEnd)
		sents = splitMarkedLines(sents, s, doc, inCite)
		for _, sn := range sents {
			members = members[:0]
			k := sort.Search(len(cites), func(i int) bool { return cites[i].Start >= sn.start })
			for ; k < len(cites) && (cites[k].Start < sn.end || cites[k].Start == sn.end && cites[k].End == sn.end); k++ { // a marker's zero-width citation right after the period
				if cites[k].Footnote == "" || def {
					members = append(members, cites[k])
				}
			}
			marks = marks[:0]
			m := sort.Search(len(doc.markers), func(i int) bool { return doc.markers[i].start >= sn.start })
			for ; m < len(doc.markers) && (doc.markers[m].start < sn.end || doc.markers[m].start == sn.end && doc.markers[m].end == sn.end); m++ { // a zero-width marker right after the period belongs to the sentence
				marks = append(marks, doc.markers[m])
			}
			if heading || def {
				if !statesLaw(residue(s, sn.start, sn.end, cites, doc.markers), heading) {
					// bibliography or a label: its citations support the
					// block's statement before it, else the next one
					if len(props) > first {
						for _, c := range members {
							c.Proposition = len(props) - 1
						}
					} else {
						pending = append(pending, members...)
					}
					continue
				}
			} else if citationOnly(s, sn, members, doc.markers) {
				if len(props) == first {
					// it opens a list item or paragraph: it cites the
					// block's first statement, never earlier text
					// (FORMATS.md: what is a proposition)
					pending, opening, opens = append(pending, members...), append(opening, marks...), true
					continue
				}
				if len(props) > 0 {
					p := len(props) - 1
					for _, c := range members {
						c.Proposition = p
					}
					for _, mk := range marks {
						footProp[mk.label], footMark[mk.label] = p, mk
					}
				}
				continue
			}
			parts = parts[:0]
			if heading || def {
				parts = append(parts, clausePart{sn, members, marks})
			} else {
				parts = splitClauses(parts, s, sn, members, marks, doc.markers) // two statements, two citations (propositions_split.go)
			}
			for i, part := range parts {
				p := len(props)
				text := s[part.start:part.end]
				props = append(props, Proposition{Index: p, Start: part.start, End: part.end, Insufficient: flagsInsufficiency(text, &lower), Citations: []int{}})
				for _, c := range append(part.members, pending...) {
					c.Proposition = p
				}
				if i == 0 {
					for _, mk := range opening {
						footProp[mk.label], footMark[mk.label] = p, mk
					}
				}
				pending, opening, opens = nil, nil, false
				if def {
					continue // markers inside a definition point at other notes
				}
				for _, mk := range part.marks {
					if _, ok := footProp[mk.label]; !ok {
						footProp[mk.label], footMark[mk.label] = p, mk
					}
				}
			}
		}
		if opens && len(props) > 0 {
			attachBack(pending, opening, len(props)-1, footProp, footMark)
		}
	}
	for _, c := range cites {
		if c.Footnote != "" && !stating[c.Footnote] {
			if p, ok := footProp[c.Footnote]; ok {
				c.Proposition = p
				mk := footMark[c.Footnote]
				c.markerAt = [2]int{mk.start, mk.end}
			}
		}
	}
	for _, c := range cites {
		if c.Proposition >= 0 {
			props[c.Proposition].Citations = append(props[c.Proposition].Citations, c.Index)
		}
	}
	headingSupport(doc, props, cites)
	labelHeadingSupport(doc, props, cites)
	if len(props) == 0 {
		return nil // as before the slice was sized: no propositions reads null
	}
	return props
}

// citeAt finds the citation of cites (sorted, not overlapping) that
// holds offset p, for sentence splitting.
//
// Sentence splitting asks mostly in the text's order, so the index found
// last is tried first: it is sort.Search's answer (the first citation
// ending after p) when the citation before it ends at or before p and it
// ends after p; otherwise the same binary search runs. The shortcut is
// taken only when the ends never decrease (they do not, for citations
// sorted and apart), where that first citation is unique.
func citeAt(cites []*cand) func(int) *cand {
	last, ordered := 0, true
	for i := 1; i < len(cites); i++ {
		ordered = ordered && cites[i-1].End <= cites[i].End
	}
	return func(p int) *cand {
		k := last
		if !(ordered && k <= len(cites) && (k == len(cites) || cites[k].End > p) && (k == 0 || cites[k-1].End <= p)) {
			lo, hi := 0, len(cites)
			for lo < hi {
				if h := int(uint(lo+hi) >> 1); cites[h].End > p {
					hi = h
				} else {
					lo = h + 1
				}
			}
			k = lo
		}
		last = k
		if k < len(cites) && cites[k].Start <= p {
			return cites[k]
		}
		return nil
	}
}

// markerEndAt gives the end of a reference marker starting at j (a
// numbered link's text "1"), or j.
func markerEndAt(doc *docStructure) func(int) int {
	return func(j int) int {
		k := sort.Search(len(doc.markers), func(i int) bool { return doc.markers[i].start >= j })
		for ; k < len(doc.markers) && doc.markers[k].start == j; k++ {
			if doc.markers[k].end > j {
				return doc.markers[k].end
			}
		}
		return j
	}
}

// splitSentences splits s[start:end] at sentence ends: ".", "?" or "!"
// (with closing quotes, brackets or emphasis after it) followed by white
// space and a capital, a digit-free opening mark or the block end. A
// period inside a citation, or ending an abbreviation, ends nothing,
// except the period of a bare "Id.". The sentences are appended to
// buf[:0], so a caller splitting block after block reuses one array.
func (e *Extractor) splitSentences(buf []sentence, s string, start, end, lead int, inCite func(int) *cand, markerEnd func(int) int) []sentence {
	out := buf[:0]
	cur := start
	ends := e.newSentenceEnds(s, start, end)
	for i := start; i < end; i++ {
		// to the next '.', '?' or '!' (sentence_ends.go)
		if i = ends.next(i); i >= end {
			break
		}
		c := s[i]
		if i < lead {
			continue // a lead-in's own period ends nothing
		}
		j := i + 1
		for j < end && strings.IndexByte("\"')]*_", s[j]) >= 0 {
			j++
		}
		if strings.HasPrefix(s[j:min(end, j+3)], "”") || strings.HasPrefix(s[j:min(end, j+3)], "’") {
			j += 3
		}
		// reference markers after the period: "...clause.[^2] Next",
		// "...valid.[1][2] Next", "...valid.【1†source】 Next"
		for j < end {
			if me := markerEnd(j); me > j {
				j = me
				continue
			}
			if strings.HasPrefix(s[j:end], "[^") {
				k := strings.IndexByte(s[j:end], ']')
				if k < 0 {
					break
				}
				j += k + 1
				continue
			}
			if s[j] == '[' {
				k := strings.IndexByte(s[j:min(end, j+32)], ']')
				if k > 1 && refLabels(s[j+1:j+k]) != nil {
					j += k + 1
					continue
				}
				break
			}
			if strings.HasPrefix(s[j:end], "【") {
				k := strings.Index(s[j:min(end, j+64)], "】")
				if k > 0 {
					j += k + len("】")
					continue
				}
			}
			break
		}
		j = refsAfterPeriod(s, j, end, inCite, markerEnd)
		if j < end && !isSpaceByte(s[j]) {
			continue
		}
		k := skipSpaces(s, j, 100)
		for k < end && s[k] == '>' && strings.Contains(s[j:k], "\n") {
			k = skipSpaces(s, k+1, 4) // a block quote's next line
		}
		if k < end && (!startsSentence(s, k) || trailingMarkers(s, k, end, markerEnd)) {
			continue
		}
		if c == '.' {
			if ct := inCite(i); ct != nil {
				if i+1 != ct.End {
					continue // "U.S." or "v." inside a citation
				}
			} else {
				ws := i
				for ws > start && !isSpaceByte(s[ws-1]) {
					ws--
				}
				if w := s[ws : i+1]; (e.strictAbbrev(w) || nameAbbrevs[w] || codeNameGoesOn(w, s[min(k, end):end])) && !designatorEndsSentence(w, s[min(k, end):end], inCite(k), k) {
					continue // "Inc.", or "rel." of "State ex rel. Roe"
				}
			}
		}
		out = appendSentence(out, s, cur, j)
		cur = k
		i = k - 1
	}
	out = appendSentence(out, s, cur, end)
	return out
}

func appendSentence(out []sentence, s string, a, b int) []sentence {
	for a < b && isSpaceByte(s[a]) {
		a++
	}
	for b > a && isSpaceByte(s[b-1]) {
		b--
	}
	if b > a && strings.TrimSpace(s[a:b]) != "" {
		out = append(out, sentence{a, b})
	}
	return out
}

// startsSentence reports whether s[k] can begin a sentence.
func startsSentence(s string, k int) bool {
	c := s[k]
	if isUpper(c) || isDigit(c) {
		return true
	}
	if strings.IndexByte("\"'([*_", c) >= 0 {
		if k+1 < len(s) && (isUpper(s[k+1]) || strings.IndexByte("*_[", s[k+1]) >= 0) {
			return true
		}
	}
	return strings.HasPrefix(s[k:], "“") || strings.HasPrefix(s[k:], "‘") || strings.HasPrefix(s[k:], "【") || glyphMarker(s, k)
}

// signalWords may stand in a citation sentence besides its citations.
var signalWords = map[string]bool{
	"see": true, "also": true, "cf": true, "but": true, "accord": true, "compare": true,
	"with": true, "and": true, "eg": true, "generally": true, "contra": true, "citing": true,
	"quoting": true, "discussing": true, "noting": true, "holding": true, "ibid": true,
	"id": true, "at": true, "supra": true, "infra": true, "source": true, "sources": true,
	"emphasis": true, "added": true, "internal": true, "quotation": true, "marks": true,
	"omitted": true, "citation": true, "citations": true, "alteration": true, "in": true,
	"original": true, "e": true, "g": true, "see,": true, "the": true,
	// subsequent history and court labels
	"aff": true, "d": true, "rev": true, "cert": true, "den": true, "denied": true, "granted": true,
	"vacated": true, "remanded": true, "affirmed": true, "reversed": true, "overruled": true,
	"abrogated": true, "superseded": true, "by": true, "statute": true, "on": true, "other": true,
	"grounds": true, "mem": true, "per": true, "curiam": true, "en": true, "banc": true, "as": true,
	"amended": true, "modified": true, "sub": true, "nom": true, "part": true, "dismissed": true,
	"reh": true, "cited": true,
}

// isSignalWord is signalWords[strings.ToLower(w)] for a word of ASCII
// letters and digits (what citationOnly reads as a word), lower-cased on
// the stack: a word longer than every signal word is none.
func isSignalWord(w string) bool {
	if len(w) > maxSignalWord {
		return false
	}
	if len(w) > maxSignalWordCap {
		return signalWords[strings.ToLower(w)] // a signal word longer than the buffer
	}
	var buf [maxSignalWordCap]byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return signalWords[string(buf[:len(w)])]
}

// designatesStudentWork reports whether w, ending at end, is the
// Bluebook designation of a student-written piece ("Note, Knowledge and
// Reliance, 49 Del. J. Corp. L. 233"; "Comment, ..."): capitalised,
// followed by a comma and at once by the next citation of the sentence.
func designatesStudentWork(s, w string, end int, members []*cand, ci int) bool {
	if w != "Note" && w != "Comment" || end >= len(s) || s[end] != ',' || ci >= len(members) {
		return false
	}
	return skipSpaces(s, end+1, 2) == members[ci].Start
}

// maxSignalWord is the length of the longest signal word.
var maxSignalWord = func() int {
	n := 0
	for w := range signalWords {
		n = max(n, len(w))
	}
	return n
}()

// maxSignalWordCap is the stack buffer isSignalWord lower-cases into.
const maxSignalWordCap = 32

// citationOnly reports whether a sentence consists of citations, their
// parentheticals, footnote markers and signal words only, or opens with
// the title and locators of its first citation (citation_only_title.go).
func citationOnly(s string, sn sentence, members []*cand, markers []marker) bool {
	if len(members) == 0 {
		return false
	}
	pos := sn.start
	if lead := titledReferenceLead(s, sn, members[0]); lead >= 0 {
		pos = lead // "Title ch. 6, § 6.3 [ID]." (citation_only_title.go)
	}
	mi := sort.Search(len(markers), func(i int) bool { return markers[i].start >= pos })
	ci := 0
	word := -1 // start of the current word outside citations
	flush := func(end int) bool {
		if word >= 0 {
			w := s[word:end]
			word = -1
			return isSignalWord(w) || designatesStudentWork(s, w, end, members, ci)
		}
		return true
	}
	for pos < sn.end {
		if ci < len(members) && members[ci].Start == pos {
			if !flush(pos) {
				return false
			}
			pos = max(pos+1, members[ci].End)
			ci++
			q := skipSpaces(s, pos, 2)
			if q < sn.end && s[q] == '(' {
				if _, pe, ok := readBalanced(s, q); ok && pe <= sn.end {
					pos = pe
				}
			}
			for ci < len(members) && members[ci].Start < pos {
				ci++
			}
			continue
		}
		if mi < len(markers) && markers[mi].start == pos {
			if !flush(pos) {
				return false
			}
			pos = markers[mi].end
			mi++
			continue
		}
		if isAlnum(s[pos]) {
			if word < 0 {
				word = pos
			}
		} else if !flush(pos) {
			return false
		}
		pos++
	}
	return flush(pos)
}
