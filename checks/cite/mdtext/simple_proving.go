package mdtext

// Read used to read plain text in two passes: proveSimple over the whole
// answer, then buildSimple writing it (about a third of the reading of
// the opinion was the proof). readSimpleWithin does both in one: it
// writes each line as buildSimple does while it checks the line as
// proveSimple does, in proveSimple's order (the nesting bound, the line's
// start, its bytes and their tallies), and gives up at the first line
// that declines. A paragraph line's bytes are checked in the same scan
// that copies them (textProving). The first line written is checked
// before anything is allocated, so that an answer declining on its first
// line (a heading, a bold lead-in) costs what the proof alone did.
// TestSimpleWithinIsProofThenBuild holds it to proveSimple followed by
// buildSimple.

// simpleProof is proveSimple's state, carried from line to line.
type simpleProof struct {
	lim     Limits
	em      emphasisState
	tally   limitTally
	started bool // the builder is allocated
}

// readSimpleWithin returns buildSimple(src) when proveSimple(src, lim)
// says src is simple, or nil, and proveSimple's within.
func readSimpleWithin(src string, lim Limits) (*Text, bool) {
	if len(src) >= 3 && src[:3] == "\xEF\xBB\xBF" {
		return nil, false
	}
	p := simpleProof{lim: lim, tally: limitTally{lim: lim, within: lim.MaxBytes <= 0 || len(src) <= lim.MaxBytes}}
	var w builder
	t := &Text{Orig: src}
	for i := 0; i < len(src); {
		ln := lineAt(src, i)
		ok := true
		switch {
		case ln.blank:
			p.blank(src, ln)
			i = ln.next
		case ln.indent >= 4:
			i, ok = p.code(&w, t, src, i)
		default:
			i, ok = p.paragraph(&w, t, src, ln)
		}
		if !ok {
			return nil, false
		}
	}
	p.start(&w, src)
	t.S = w.b.String()
	t.pieces = w.pieces
	t.Folds = w.folds
	t.Markers = w.markers
	t.index()
	return t, p.tally.within
}

// start allocates the builder as buildSimple does, once.
func (p *simpleProof) start(w *builder, src string) {
	if p.started {
		return
	}
	p.started = true
	*w = builder{src: src, pieces: make([]piece, 0, 16+len(src)/128), foldHint: 8 + len(src)/512}
	w.b.Grow(len(src))
}

// nest is proveSimple's nesting bound, asked of every line.
func (p *simpleProof) nest(src string, ln simpleLine) {
	if p.lim.MaxNesting > 0 && p.tally.within && containerDepth(src, ln.start) > p.lim.MaxNesting {
		p.tally.within = false
	}
}

// blank is a blank line: the paragraph's counts and emphasis start again.
func (p *simpleProof) blank(src string, ln simpleLine) {
	p.nest(src, ln)
	p.em = emphasisState{}
	p.tally.paragraphEnd()
}

// code is simpleCode, its lines proved as it finds where the block ends.
func (p *simpleProof) code(w *builder, t *Text, src string, i int) (int, bool) {
	end := i
	for end < len(src) {
		ln := lineAt(src, end)
		if !ln.blank && ln.indent < 4 {
			break
		}
		if ln.blank {
			p.blank(src, ln)
		} else {
			p.nest(src, ln)
			if !lineStartSimple(src, ln, false) {
				return 0, false
			}
			p.tally.line()
			if !bytesSimple(src, ln, nil, &p.tally) {
				return 0, false
			}
		}
		end = ln.next
	}
	p.start(w, src)
	return simpleCode(w, t, src, i), true
}

// paragraph is simpleParagraph, each line proved as it is written.
func (p *simpleProof) paragraph(w *builder, t *Text, src string, first simpleLine) (int, bool) {
	p.nest(src, first)
	if !lineStartSimple(src, first, false) {
		return 0, false
	}
	p.tally.line()
	proved := false
	if !p.started {
		// nothing written yet: prove the line before allocating
		if !bytesSimple(src, first, &p.em, &p.tally) {
			return 0, false
		}
		p.start(w, src)
		proved = true
	}
	var i int
	startLeaf(w, first.start+first.indent)
	b := Block{Kind: Para, Start: w.len(), Item: -1, LeadEnd: -1}
	for ln := first; ; {
		s, e := ln.start+ln.indent, ln.end
		for e > s && src[e-1] == ' ' {
			e--
		}
		if proved {
			w.text(s, e, true)
			proved = false
		} else if !w.textProving(ln, s, e, &p.em, &p.tally) {
			return 0, false
		}
		if ln.next >= len(src) {
			i = ln.next
			break
		}
		nx := lineAt(src, ln.next)
		if nx.blank {
			p.blank(src, nx)
			i = nx.next
			break
		}
		p.nest(src, nx)
		if !lineStartSimple(src, nx, true) {
			return 0, false
		}
		p.tally.line()
		w.exact(ln.end, ln.end+1) // the line break
		ln = nx
	}
	b.End = w.len()
	addBlock(t, b)
	return i, true
}

// provingStop marks the bytes textProving looks at: those text stops at
// with decoding ('\\', '&', every non-ASCII byte) and those bytesSimple
// checks (simpleByte 1 to 4).
var provingStop = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		if decodeStop[c] || simpleByte[c] >= 1 && simpleByte[c] <= 4 {
			t[c] = 1
		}
	}
	return
}()

// textProving is w.text(o, oEnd, true) for a paragraph line ln
// (src[o:oEnd] the line without its indentation and trailing spaces)
// that checks and tallies the line's bytes as bytesSimple does in the
// same scan; false when they decline. The bytes bytesSimple checks are
// ASCII that text copies as they are, so the copy runs on past them.
func (w *builder) textProving(ln simpleLine, o, oEnd int, em *emphasisState, t *limitTally) bool {
	s := w.src
	i, j := o, o
	for j < oEnd {
		for j+4 <= oEnd && provingStop[s[j]]|provingStop[s[j+1]]|provingStop[s[j+2]]|provingStop[s[j+3]] == 0 {
			j += 4
		}
		for j < oEnd && provingStop[s[j]] == 0 {
			j++
		}
		if j >= oEnd {
			break
		}
		if simpleByte[s[j]] != 0 {
			k, ok := proveAt(s, ln, j, em, t)
			if !ok {
				return false
			}
			j = k
			continue
		}
		w.exact(i, j)
		j = w.stopAt(j, oEnd)
		i = j
	}
	w.exact(i, oEnd)
	return true
}
