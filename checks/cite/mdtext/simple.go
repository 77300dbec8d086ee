package mdtext

import (
	"strings"
)

// Most opinion text and many answers hold no Markdown at all: paragraphs
// of words separated by blank lines, and indented lines (an opinion's
// centred headings, a quoted block). Giving them to goldmark costs about
// a third of extraction, mostly in its syntax tree. readSimple reads
// such text directly, writing exactly what the Markdown reading writes
// for it (the same builder, the same pieces, the same blocks), and
// declines, so that goldmark reads the answer, whenever the text holds
// anything that could be Markdown other than paragraphs and indented
// code blocks. Declining is cheap: the proof is one pass that stops at
// the first construct it cannot rule out. TestSimpleReadsAsMarkdown
// holds the two readings equal over every fixture answer, the opinion,
// the eyecite cases and generated text.
//
// What the proof accepts, from CommonMark and goldmark v1.8.7's reading
// of it (only the footnote and table extensions enabled):
//   - bytes: no control byte but '\n' and '\f' (no tab, no CR), no '\\', '`',
//     '<' or '|', no "](", "][", "]:" or "[^" (so no link, image,
//     reference definition, footnote, code span, autolink, HTML, table
//     or hard break by backslash), no byte order mark;
//   - line starts: a line indented less than four spaces does not begin
//     with '#', '>', '-', '+', '*', '=', '_', '~', ':' or an ordered list
//     marker that could open a list there (a paragraph is interrupted
//     only by one numbered 1), and no line at any indentation begins
//     with '-', ':' or '=' (a table's delimiter row is read from a
//     paragraph's left-trimmed lines);
//   - emphasis: in no paragraph does a run of '*' or '_' that may open
//     emphasis come before one of the same character that may close it,
//     by CommonMark's flanking rules with every neighbour that is not
//     plain ASCII (a line's edge, a non-ASCII character) taken as any
//     kind, so no emphasis can form.
//
// Then the blocks are CommonMark's: a paragraph is a run of non-blank
// lines (later lines at any indentation continue it); a line indented
// four or more spaces outside a paragraph opens an indented code block,
// which runs over blank and indented lines, trailing blank lines trimmed.

// readSimple returns the Markdown reading of src when src holds no
// Markdown but paragraphs and indented code blocks, or nil.
func readSimple(src string) *Text {
	if simple, _ := proveSimple(src, Limits{}); !simple {
		return nil
	}
	return buildSimple(src)
}

// buildSimple writes the reading of src, which proveSimple accepted.
func buildSimple(src string) *Text {
	// capacity hints from the opinion (a block per 770 bytes, a fold per
	// 680): growing the two lists by doubling cost more than their size
	w := builder{src: src, pieces: make([]piece, 0, 16+len(src)/128), foldHint: 8 + len(src)/512}
	w.b.Grow(len(src))
	t := &Text{Orig: src}
	for i := 0; i < len(src); {
		ln := lineAt(src, i)
		switch {
		case ln.blank:
			i = ln.next
		case ln.indent >= 4:
			i = simpleCode(&w, t, src, i)
		default:
			i = simpleParagraph(&w, t, src, ln)
		}
	}
	t.S = w.b.String()
	t.pieces = w.pieces
	t.Folds = w.folds
	// Superscript digits are the only markers plain text holds, found in
	// order by the builder.
	t.Markers = w.markers
	t.index()
	return t
}

// simpleLine is one line of the answer: src[start:end] without its line
// break, next the offset of the line after it.
type simpleLine struct {
	start, end, next int
	indent           int  // leading spaces
	blank            bool // nothing but spaces
}

func lineAt(src string, i int) simpleLine {
	ln := simpleLine{start: i, end: len(src), next: len(src)}
	if k := strings.IndexByte(src[i:], '\n'); k >= 0 {
		ln.end, ln.next = i+k, i+k+1
	}
	for ln.indent < ln.end-i && src[i+ln.indent] == ' ' {
		ln.indent++
	}
	ln.blank = i+ln.indent == ln.end
	return ln
}

// startLeaf writes the separation before a leaf block whose first line
// starts at answer offset pos, as reader.emit does.
func startLeaf(w *builder, pos int) int {
	if pos < w.lastOrig() {
		pos = w.lastOrig()
	}
	if w.len() > 0 {
		w.replace(pos, pos, "\n\n")
	}
	return pos
}

// simpleParagraph writes the paragraph whose first line is first, as
// goldmark splits it into one text per line (left- and right-trimmed of
// spaces) joined by the line breaks, and returns where the reading goes
// on: past the blank line that ends it (read already, and a blank line
// writes nothing), or the end of the text.
func simpleParagraph(w *builder, t *Text, src string, first simpleLine) int {
	var i int
	startLeaf(w, first.start+first.indent)
	b := Block{Kind: Para, Start: w.len(), Item: -1, LeadEnd: -1}
	for ln := first; ; {
		s, e := ln.start+ln.indent, ln.end
		for e > s && src[e-1] == ' ' {
			e--
		}
		w.text(s, e, true)
		if ln.next >= len(src) {
			i = ln.next
			break
		}
		nx := lineAt(src, ln.next)
		if nx.blank {
			i = nx.next
			break
		}
		w.exact(ln.end, ln.end+1) // the line break
		ln = nx
	}
	b.End = w.len()
	addBlock(t, b)
	return i
}

// simpleCode writes the indented code block whose first line starts at
// i: each line from its fifth column through its line break (a blank
// line with fewer than four spaces keeps only its break), trailing blank
// lines dropped; it returns where the block ends.
func simpleCode(w *builder, t *Text, src string, i int) int {
	// the block runs to the first line indented less that is not blank;
	// its text to the end of its last line that is not blank
	end, textEnd := i, i
	for end < len(src) {
		ln := lineAt(src, end)
		if !ln.blank && ln.indent < 4 {
			break
		}
		if !ln.blank {
			textEnd = ln.next
		}
		end = ln.next
	}
	startLeaf(w, i+4)
	b := Block{Kind: Code, Start: w.len(), Item: -1, LeadEnd: -1}
	for k := i; k < textEnd; {
		ln := lineAt(src, k)
		if ln.indent >= 4 {
			w.text(ln.start+4, ln.next, false)
		} else { // a blank line indented less keeps its line break
			w.text(ln.next-1, ln.next, false)
		}
		k = ln.next
	}
	b.End = w.len()
	addBlock(t, b)
	return end
}

// addBlock appends b to the simple reading's blocks, the first time with
// room for one block per 512 bytes of the answer (Blocks stays nil when
// there are none, as in the Markdown reading).
func addBlock(t *Text, b Block) {
	if t.Blocks == nil {
		t.Blocks = make([]Block, 0, 4+len(t.Orig)/512)
	}
	t.Blocks = append(t.Blocks, b)
}

// simpleByte marks the bytes proveSimple looks at: 1 a byte that
// declines at once, 2 a bracket, 3 an emphasis character, 4 a
// parenthesis (counted for the limits), 5 a line break.
var simpleByte = func() (t [256]uint8) {
	for c := 0; c < 0x20; c++ {
		t[c] = 1
	}
	t['\f'] = 0 // a page break in opinion text: an ordinary byte to goldmark
	t['\\'], t['`'], t['<'], t['|'] = 1, 1, 1, 1
	t['['], t[']'] = 2, 2
	t['*'], t['_'] = 3, 3
	t['('], t[')'] = 4, 4
	t['\n'] = 5
	return
}()

// proveSimple is the proof described above, in one pass. It also
// tallies, as it goes, what Limits.exceeded counts (the limits are
// checked before any reading): within is true only when src is simple
// and exceeded(src) is sure to be "" for lim, so the simple reading
// needs no second pass for the limits; when it is false the caller asks
// exceeded as before. TestSimpleLimits holds within to exceeded.
func proveSimple(src string, lim Limits) (simple, within bool) {
	if len(src) >= 3 && src[:3] == "\xEF\xBB\xBF" {
		return false, false
	}
	inPara := false // the previous line is a paragraph's
	var em emphasisState
	t := limitTally{lim: lim, within: lim.MaxBytes <= 0 || len(src) <= lim.MaxBytes}
	for i := 0; i < len(src); {
		ln := lineAt(src, i)
		if lim.MaxNesting > 0 && t.within && containerDepth(src, ln.start) > lim.MaxNesting {
			t.within = false
		}
		switch {
		case ln.blank:
			inPara = false
			em = emphasisState{}
			t.paragraphEnd()
		case !lineStartSimple(src, ln, inPara):
			return false, false
		case ln.indent >= 4 && !inPara:
			// an indented code block's line: raw text, no inline markup,
			// but the byte tests below still apply
			t.line()
			if !bytesSimple(src, ln, nil, &t) {
				return false, false
			}
		default:
			t.line()
			inPara = true
			if !bytesSimple(src, ln, &em, &t) {
				return false, false
			}
		}
		i = ln.next
	}
	return true, t.within
}

// limitTally counts, over a simple text, what Limits.exceeded bounds:
// paragraphs (runs of non-blank lines), and within each the '[' and
// their unclosed depth, the unclosed '(' and the emphasis delimiters.
// A simple text holds no backtick, '<' or '|', and no rule line (its
// characters would have declined), so those bounds cannot be passed.
type limitTally struct {
	lim                               Limits
	within                            bool
	blocks                            int
	inBlock                           bool
	squares, parens, brackets, delims int
}

// line notes a non-blank line: the first after a blank line opens a
// paragraph.
func (t *limitTally) line() {
	if !t.inBlock {
		t.inBlock = true
		t.blocks++
		if t.lim.MaxBlocks > 0 && t.blocks > t.lim.MaxBlocks {
			t.within = false
		}
	}
}

// paragraphEnd notes a blank line: the per-paragraph counts start again.
func (t *limitTally) paragraphEnd() {
	t.inBlock = false
	t.squares, t.parens, t.brackets, t.delims = 0, 0, 0, 0
}

// byte counts one of '[', ']', '(', ')' (n is 1) or a run of n emphasis
// characters.
func (t *limitTally) count(c byte, n int) {
	l := &t.lim
	switch c {
	case '[':
		t.squares++
		t.brackets++
		if l.MaxBrackets > 0 && t.brackets > l.MaxBrackets || l.MaxBracketDepth > 0 && t.squares > l.MaxBracketDepth {
			t.within = false
		}
	case ']':
		t.squares = max(0, t.squares-1)
	case '(':
		t.parens++
		if l.MaxBracketDepth > 0 && t.parens > l.MaxBracketDepth {
			t.within = false
		}
	case ')':
		t.parens = max(0, t.parens-1)
	default:
		t.delims += n
		if l.MaxDelimiters > 0 && t.delims > l.MaxDelimiters {
			t.within = false
		}
	}
}

// lineStartSimple reports whether a non-blank line's start opens no
// block but a paragraph (or, indented four spaces, a code block or a
// paragraph's continuation).
func lineStartSimple(src string, ln simpleLine, inPara bool) bool {
	c := src[ln.start+ln.indent]
	switch c {
	case '-', ':', '=':
		return false
	}
	if ln.indent >= 4 {
		return true
	}
	switch c {
	case '#', '>', '+', '*', '_', '~':
		return false
	}
	if c >= '0' && c <= '9' {
		k, n := ln.start+ln.indent, 0
		for k < ln.end && src[k] >= '0' && src[k] <= '9' {
			if n < 1e9 {
				n = n*10 + int(src[k]-'0')
			}
			k++
		}
		if k < ln.end && (src[k] == '.' || src[k] == ')') && (!inPara || n == 1) {
			return false
		}
	}
	return true
}

// emphasisState remembers, within one paragraph, whether a run of '*'
// or of '_' that may open emphasis has been seen.
type emphasisState struct{ star, under bool }

// bytesSimple checks one line's bytes, and counts them in t; em is nil
// for a code line.
func bytesSimple(src string, ln simpleLine, em *emphasisState, t *limitTally) bool {
	for k := ln.start + ln.indent; k < ln.end; {
		// ordinary bytes, four at a time
		for k+4 <= ln.end && simpleByte[src[k]]|simpleByte[src[k+1]]|simpleByte[src[k+2]]|simpleByte[src[k+3]] == 0 {
			k += 4
		}
		if k >= ln.end {
			break
		}
		if simpleByte[src[k]] == 0 || simpleByte[src[k]] == 5 {
			k++
			continue
		}
		next, ok := proveAt(src, ln, k, em, t)
		if !ok {
			return false
		}
		k = next
	}
	return true
}

// proveAt checks and counts the byte src[k] of line ln that simpleByte
// marks 1 to 4 (a run of emphasis characters at once), and returns where
// the check goes on; false when the byte declines.
func proveAt(src string, ln simpleLine, k int, em *emphasisState, t *limitTally) (int, bool) {
	switch simpleByte[src[k]] {
	case 1:
		return k, false
	case 4:
		t.count(src[k], 1)
	case 2:
		t.count(src[k], 1)
		if src[k] == ']' && k+1 < len(src) {
			switch src[k+1] {
			case '(', '[', ':':
				return k, false
			}
		}
		if src[k] == '[' && k+1 < len(src) && src[k+1] == '^' {
			return k, false
		}
	case 3:
		c, e := src[k], k
		for e < ln.end && src[e] == c {
			e++
		}
		t.count(c, e-k)
		if em == nil {
			return e, true
		}
		open, close := mayFlank(src, ln, k, e)
		seen := &em.star
		if c == '_' {
			seen = &em.under
		}
		if *seen && close {
			return k, false
		}
		if open {
			*seen = true
		}
		return e, true
	}
	return k + 1, true
}

// charKind is a delimiter run's neighbour as the flanking rules see it.
type charKind uint8

const (
	kindSpace charKind = 1 << iota
	kindPunct
	kindOther
	kindAny = kindSpace | kindPunct | kindOther
)

// neighbourKind is the kind of src[k], or every kind when the rules'
// answer there is not plain ASCII within the line.
func neighbourKind(src string, ln simpleLine, k int) charKind {
	if k < ln.start+ln.indent || k >= ln.end || src[k] >= 0x80 || src[k] < 0x20 {
		return kindAny
	}
	switch c := src[k]; {
	case c == ' ':
		return kindSpace
	case isASCIIPunct(c):
		return kindPunct
	}
	return kindOther
}

// mayFlank says whether the delimiter run src[i:e] may open and may
// close emphasis, for any reading of the neighbours left unknown.
func mayFlank(src string, ln simpleLine, i, e int) (open, close bool) {
	before, after := neighbourKind(src, ln, i-1), neighbourKind(src, ln, e)
	under := src[i] == '_'
	for p := kindSpace; p <= kindOther; p <<= 1 {
		if before&p == 0 {
			continue
		}
		for n := kindSpace; n <= kindOther; n <<= 1 {
			if after&n == 0 {
				continue
			}
			left := n != kindSpace && (n != kindPunct || p == kindSpace || p == kindPunct)
			right := p != kindSpace && (p != kindPunct || n == kindSpace || n == kindPunct)
			if under {
				open = open || left && (!right || p == kindPunct)
				close = close || right && (!left || n == kindPunct)
			} else {
				open, close = open || left, close || right
			}
		}
	}
	return open, close
}
