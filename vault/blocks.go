package vault

import "strings"

// blockKind is what a block of document text is.
type blockKind int

const (
	blockText    blockKind = iota // a paragraph, or the part of one between page markers
	blockPage                     // a "[*N]" line
	blockHeading                  // a section heading line
)

// block is a run of document text that chunking never splits except by
// sentences: a paragraph (lines up to a blank line or a marker line), a
// page marker or a heading. Offsets are byte offsets into the document
// text; end excludes the line ending.
type block struct {
	kind       blockKind
	start, end int
	label      string // page number, heading text, or the paragraph number a text block opens with
	// clause is the section a text block opens as a numbered clause
	// ("§ 12.1", "12.1(a)", see clauses.go); breaks says it starts a new
	// chunk (an article or numbered clause, not a sub-clause).
	clause string
	breaks bool
	// within lists the clauses enclosing this block's section ("ARTICLE
	// XII" around "12.1"), joined by withinSep.
	within string
}

// withinSep joins enclosing clause labels in block.within.
const withinSep = "\x1f"

// parseBlocks splits document text into blocks. A numbered-paragraph line
// ("¶ 12", "[12]") always opens a new text block, even without a blank
// line before it, and so does a numbered clause line (clauses.go).
func parseBlocks(text string) []block {
	var out []block
	open := -1 // index in out of the text block being extended, or -1
	clauses := &clauseTracker{}
	notes := &notesReader{} // note lines are notes, not clauses (clauses_notes.go)
	prevEnds := true        // the line before ends a sentence or item (or there is none)
	for off := 0; off < len(text); {
		nl := strings.IndexByte(text[off:], '\n')
		end := len(text)
		next := len(text)
		if nl >= 0 {
			end, next = off+nl, off+nl+1
		}
		line := text[off:end]
		kind, label := classifyLine(line)
		if kind == lineText && notesHeadingLine(line, text[next:]) {
			kind, label = lineHeading, foldSpaces(strings.TrimRight(strings.TrimSpace(line), ":"))
		}
		// Trim the line's own leading/trailing spaces from the block edges.
		s := off + len(line) - len(strings.TrimLeft(line, " \t\r"))
		e := off + len(strings.TrimRight(line, " \t\r"))
		t := text[s:max(s, e)]
		switch kind {
		case lineBlank:
			open = -1
			prevEnds = true
		case linePage: // a page break mid-sentence does not end the sentence
			notes.page()
			out = append(out, block{kind: blockPage, start: s, end: e, label: label})
			open = -1
		case lineHeading:
			if notes.heading(label) {
				clauses.heading(label, max(1, markdownLevel(t))) // notes close the body's clauses
			} else {
				clauses.heading(label, markdownLevel(t))
			}
			out = append(out, block{kind: blockHeading, start: s, end: e, label: label, within: strings.Join(clauses.enclosing(), withinSep)})
			open = -1
			prevEnds = true
		case lineParagraph:
			if noteStart, inNotes := notes.text(t); inNotes {
				open = notes.block(&out, open, s, e, noteStart) // "[1] ..." in notes is a note, not ¶ 1
				prevEnds = endsItem(t)
				break
			}
			out = append(out, block{kind: blockText, start: s, end: e, label: label})
			open = len(out) - 1
			prevEnds = endsItem(t)
		default:
			if noteStart, inNotes := notes.text(t); inNotes {
				open = notes.block(&out, open, s, e, noteStart) // a note's "(1)" is no sub-clause
				prevEnds = endsItem(t)
				break
			}
			if clause, breaks := clauses.line(t, prevEnds); clause != "" {
				out = append(out, block{kind: blockText, start: s, end: e, clause: clause, breaks: breaks, within: strings.Join(clauses.enclosing(), withinSep)})
				open = len(out) - 1
			} else if open >= 0 {
				out[open].end = e
			} else {
				out = append(out, block{kind: blockText, start: s, end: e})
				open = len(out) - 1
			}
			prevEnds = endsItem(t)
		}
		off = next
	}
	return out
}

// locatorState is the page, section and paragraph in force at a point
// of the document.
type locatorState struct {
	page, section, para string
	within              string // the clauses enclosing section (block.within)
}

// locatorTrack records where each locator changes, so the locators in
// force at any offset can be looked up after chunks are formed.
type locatorTrack struct {
	offsets []int // block start offsets, ascending
	states  []locatorState
}

// newLocatorTrack walks the blocks once. The page before the first
// "[*N]" marker is N-1 when N is a number above 1 (an opinion starts on
// the page before its first star-page break), else unknown (""). A
// heading ends the numbered paragraph in force.
func newLocatorTrack(blocks []block) *locatorTrack {
	var st locatorState
	for _, b := range blocks {
		if b.kind == blockPage {
			st.page = pageBefore(b.label)
			break
		}
	}
	t := &locatorTrack{}
	for _, b := range blocks {
		switch b.kind {
		case blockPage:
			st.page = b.label
		case blockHeading:
			st.section, st.para, st.within = b.label, "", b.within
		case blockText:
			if b.label != "" {
				st.para = b.label
			}
			if b.clause != "" {
				st.section, st.within = b.clause, b.within
			}
		}
		t.offsets = append(t.offsets, b.start)
		t.states = append(t.states, st)
	}
	return t
}

// at returns the locators in force at byte offset off (the state after
// the last block starting at or before off).
func (t *locatorTrack) at(off int) locatorState {
	lo, hi := 0, len(t.offsets) // find last i with offsets[i] <= off
	for lo < hi {
		m := (lo + hi) / 2
		if t.offsets[m] <= off {
			lo = m + 1
		} else {
			hi = m
		}
	}
	if lo == 0 {
		return locatorState{}
	}
	return t.states[lo-1]
}

// pageBefore returns the page number before page n, or "" when n is not
// a number above 1.
func pageBefore(n string) string {
	v := 0
	for _, c := range n {
		if c < '0' || c > '9' || v > 1e8 {
			return ""
		}
		v = v*10 + int(c-'0')
	}
	if v <= 1 {
		return ""
	}
	return itoa(v - 1)
}

func itoa(v int) string {
	if v == 0 {
		return "0"
	}
	var b [20]byte
	i := len(b)
	for v > 0 {
		i--
		b[i] = byte('0' + v%10)
		v /= 10
	}
	return string(b[i:])
}

// markdownLevel is the level of a Markdown heading line ("## II" is 2),
// 0 for any other heading line.
func markdownLevel(t string) int {
	n := 0
	for n < len(t) && t[n] == '#' {
		n++
	}
	if n > 6 {
		return 0
	}
	return n
}
