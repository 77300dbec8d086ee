package mdtext

import "strings"

// An answer past Limits is not given to goldmark, but it is still read
// as a reader reads it: a citation must not get through by being
// written in Markdown that the plain reading would leave undecoded
// ("918&nbsp;F.3d" after a line that exceeds a bound). readPlain does in
// one linear pass what the Markdown reading does to a line's characters:
// backslash escapes, HTML entities and tags, superscript markers, code
// spans, emphasis delimiters and autolinks are folded exactly as the
// inline reader folds them (the same builder, the same fold kinds), and
// lines that are only a rule (a thematic break, a setext underline, a
// table's delimiter row) are dropped as markup. Block markup (heading
// marks, '>' and list markers, table pipes, link brackets) stays in the
// reader text, where the plain outline (cite's parseStructure) reads it.

// ptokKind is the kind of a piece of inline markup found by scanPlain.
type ptokKind uint8

const (
	ptRule     ptokKind = iota // a line that is only a rule
	ptCode                     // a code span: delimiters o..cs and ce..oEnd
	ptDelim                    // an emphasis delimiter run
	ptTag                      // an HTML tag or comment
	ptSup                      // <sup>digits</sup>: a reference marker
	ptAutolink                 // <scheme:...>: the brackets are markup
)

// ptok is one piece of markup in the answer.
type ptok struct {
	kind          ptokKind
	o, oEnd       int
	cs, ce        int    // a code span's content
	ch            byte   // a delimiter run's character
	open, close   bool   // a delimiter run may open / close emphasis
	partner       int    // the paired delimiter run's index, or -1
	label         string // a superscript marker's label
	emphasisStart int    // reader offset where a paired opener's span begins
}

// maxOpeners bounds the emphasis openers waiting for a closer in one
// paragraph, and how far back a closer looks: pairing stays linear.
const maxOpeners = 64

// readPlain reads src as plain text, decoded and folded as above, one
// paragraph at a time (emphasis does not cross a blank line, so the
// markup of one paragraph is all that is held at once).
func readPlain(src, why string) *Text {
	r := &plainReader{w: builder{src: src, pieces: make([]piece, 0, 16+len(src)/256)},
		t: &Text{Orig: src, Fallback: why}}
	r.w.b.Grow(len(src))
	scanPlain(src, r.paragraph)
	r.w.text(r.pos, len(src), true)
	r.t.S = r.w.b.String()
	r.t.pieces, r.t.Folds, r.t.Markers = r.w.pieces, r.w.folds, r.w.markers
	r.t.index()
	return r.t
}

// plainReader writes the plain reading paragraph by paragraph.
type plainReader struct {
	w   builder
	t   *Text
	pos int // answer offset just past what has been written
}

// paragraph writes the text up to and including the markup of one
// paragraph, its emphasis paired first.
func (r *plainReader) paragraph(toks []ptok) {
	pairDelimiters(toks)
	w, src := &r.w, r.w.src
	for i := range toks {
		tk := &toks[i]
		w.text(r.pos, tk.o, true)
		r.pos = tk.oEnd
		switch tk.kind {
		case ptRule:
			w.markup(tk.o, tk.oEnd)
		case ptCode:
			w.markup(tk.o, tk.cs)
			w.text(tk.cs, tk.ce, false)
			w.markup(tk.ce, tk.oEnd)
		case ptDelim:
			switch {
			case tk.partner < 0:
				w.exact(tk.o, tk.oEnd)
			case tk.partner > i: // an opener
				w.markup(tk.o, tk.oEnd)
				tk.emphasisStart = w.len()
			default:
				// As goldmark nests them: "**" pairs innermost, an odd
				// delimiter left over wraps them in italics.
				start, n := toks[tk.partner].emphasisStart, tk.oEnd-tk.o
				for k := 0; k < n/2; k++ {
					r.t.Emphasis = append(r.t.Emphasis, Span{Start: start, End: w.len(), Level: 2})
				}
				if n%2 == 1 {
					r.t.Emphasis = append(r.t.Emphasis, Span{Start: start, End: w.len(), Level: 1})
				}
				w.markup(tk.o, tk.oEnd)
			}
		case ptTag:
			w.fold(Typographic, "tag", tk.o, tk.oEnd, tagRead(src[tk.o:tk.oEnd]), 0)
		case ptSup:
			w.markers = append(w.markers, Marker{Kind: Superscript, Start: w.len(), End: w.len(), Label: tk.label})
			w.fold(Typographic, "superscript", tk.o, tk.oEnd, "", 0)
		case ptAutolink:
			w.markup(tk.o, tk.o+1)
			w.text(tk.o+1, tk.oEnd-1, false)
			w.markup(tk.oEnd-1, tk.oEnd)
		}
	}
}

// scanPlain finds the inline markup of src in one pass and hands it to
// flush a paragraph at a time (the slice is reused afterwards).
func scanPlain(src string, flush func([]ptok)) {
	var toks []ptok
	var noCloser [17]int // backtick run length -> offset before which no closer exists
	noComment := false   // no "-->" follows: a later "<!--" is text
	lineStart, lineBlank := true, true
	for i := 0; i < len(src); {
		if lineStart {
			lineStart = false
			if e := ruleLineEnd(src, i); e > i {
				toks = append(toks, ptok{kind: ptRule, o: i, oEnd: e, partner: -1})
				i = e
				continue
			}
		}
		c := src[i]
		switch c {
		case '\n':
			if lineBlank && len(toks) > 0 {
				flush(toks)
				toks = toks[:0]
			}
			lineStart, lineBlank = true, true
			noCloser = [17]int{}
			i++
			continue
		case ' ', '\t', '\r':
			i++
			continue
		}
		lineBlank = false
		switch c {
		case '\\':
			i++
			if i < len(src) && isASCIIPunct(src[i]) {
				i++
			}
		case '`':
			e := i
			for e < len(src) && src[e] == '`' {
				e++
			}
			n := e - i
			if n < len(noCloser) && e >= noCloser[n] {
				if cs := codeCloser(src, e, n); cs >= 0 {
					toks = append(toks, ptok{kind: ptCode, o: i, cs: e, ce: cs, oEnd: cs + n, partner: -1})
					i = cs + n
					continue
				}
				noCloser[n] = len(src)
			}
			i = e
		case '*', '_':
			e := i
			for e < len(src) && src[e] == c {
				e++
			}
			open, close := flanking(src, i, e)
			if open || close {
				toks = append(toks, ptok{kind: ptDelim, o: i, oEnd: e, ch: c, open: open, close: close, partner: -1})
			}
			i = e
		case '<':
			tk, ok := plainAngle(src, i, &noComment)
			if !ok {
				i++
				continue
			}
			toks = append(toks, tk)
			i = tk.oEnd
		default:
			i++
		}
	}
	if len(toks) > 0 {
		flush(toks)
	}
}

// codeCloser returns where the backtick run of length n that closes a
// code span opened just before src[from] starts, on the same line, or -1.
func codeCloser(src string, from, n int) int {
	for i := from; i < len(src) && src[i] != '\n'; {
		if src[i] != '`' {
			i++
			continue
		}
		e := i
		for e < len(src) && src[e] == '`' {
			e++
		}
		if e-i == n {
			return i
		}
		i = e
	}
	return -1
}

// flanking says whether the delimiter run src[i:e] may open or close
// emphasis, by CommonMark's flanking rules ('_' never inside a word).
func flanking(src string, i, e int) (open, close bool) {
	before, after := byte(' '), byte(' ')
	if i > 0 {
		before = src[i-1]
	}
	if e < len(src) {
		after = src[e]
	}
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	punct := func(c byte) bool { return c < 0x80 && isASCIIPunct(c) }
	left := !space(after) && (!punct(after) || space(before) || punct(before))
	right := !space(before) && (!punct(before) || space(after) || punct(after))
	if src[i] == '_' {
		return left && (!right || punct(before)), right && (!left || punct(after))
	}
	return left, right
}

// pairDelimiters pairs emphasis openers and closers of the same
// character and length within one paragraph's markup; unpaired runs
// stay text.
func pairDelimiters(toks []ptok) {
	var stack []int
	for i := range toks {
		tk := &toks[i]
		if tk.kind != ptDelim {
			continue
		}
		if tk.close {
			for k := len(stack) - 1; k >= 0 && k >= len(stack)-maxOpeners; k-- {
				op := &toks[stack[k]]
				if op.ch == tk.ch && op.oEnd-op.o == tk.oEnd-tk.o {
					op.partner, tk.partner = i, stack[k]
					stack = stack[:k]
					break
				}
			}
			if tk.partner >= 0 {
				continue
			}
		}
		if tk.open && len(stack) < maxOpeners {
			stack = append(stack, i)
		}
	}
}

// plainAngle reads what starts with '<' at src[i]: a superscript
// marker, an HTML tag or comment, or an autolink.
func plainAngle(src string, i int, noComment *bool) (ptok, bool) {
	rest := src[i:]
	if len(rest) >= 5 && strings.EqualFold(rest[:5], "<sup>") {
		if k := strings.Index(strings.ToLower(rest[:min(len(rest), 40)]), "</sup>"); k > 5 {
			digits := strings.TrimSpace(rest[5:k])
			if isRefLabel(digits) {
				return ptok{kind: ptSup, o: i, oEnd: i + k + 6, partner: -1, label: strings.ReplaceAll(digits, " ", "")}, true
			}
		}
	}
	if strings.HasPrefix(rest, "<!--") {
		if *noComment {
			return ptok{}, false
		}
		if k := strings.Index(rest[4:], "-->"); k >= 0 {
			return ptok{kind: ptTag, o: i, oEnd: i + 4 + k + 3, partner: -1}, true
		}
		*noComment = true
		return ptok{}, false
	}
	if e := tagEnd(rest); e > 0 {
		return ptok{kind: ptTag, o: i, oEnd: i + e, partner: -1}, true
	}
	if e := autolinkEnd(rest); e > 0 {
		return ptok{kind: ptAutolink, o: i, oEnd: i + e, partner: -1}, true
	}
	return ptok{}, false
}

// tagEnd returns the length of the HTML tag s starts with ("<i>",
// "</sup>", `<span class="x">`, "<br/>"), on one line, or 0.
func tagEnd(s string) int {
	j := 1
	if j < len(s) && s[j] == '/' {
		j++
	}
	if j >= len(s) || !isLetter(s[j]) {
		return 0
	}
	for j < len(s) && (isLetter(s[j]) || s[j] >= '0' && s[j] <= '9' || s[j] == '-') {
		j++
	}
	if j < len(s) && s[j] != '>' && s[j] != '/' && s[j] != ' ' && s[j] != '\t' {
		return 0
	}
	for k := j; k < len(s) && k < 1024; k++ {
		switch s[k] {
		case '>':
			return k + 1
		case '<', '\n':
			return 0
		}
	}
	return 0
}

// autolinkEnd returns the length of the autolink s starts with
// ("<vault://VLT-0001#c3>"), or 0.
func autolinkEnd(s string) int {
	j := 1
	for j < len(s) && j < 34 && (isLetter(s[j]) || j > 1 && (s[j] >= '0' && s[j] <= '9' || s[j] == '+' || s[j] == '.' || s[j] == '-')) {
		j++
	}
	if j < 3 || j >= len(s) || s[j] != ':' {
		return 0
	}
	for k := j + 1; k < len(s) && k < 2048; k++ {
		switch c := s[k]; {
		case c == '>':
			return k + 1
		case c <= ' ' || c == '<':
			return 0
		}
	}
	return 0
}

// ruleLineEnd returns the end (before the line break) of the line
// starting at src[i] when it is only a rule: a thematic break ("***",
// "- - -", "___"), a setext underline ("===", "---") or a table's
// delimiter row ("---|:---:", "| --- | --- |"); else i. A line whose
// first visible byte cannot open a rule costs a few byte reads.
func ruleLineEnd(src string, i int) int {
	j := i
	for j < len(src) && j-i < 4 && (src[j] == ' ' || src[j] == '\t') {
		j++
	}
	if j >= len(src) || j-i > 3 {
		return i
	}
	first := src[j]
	switch first {
	case '-', '*', '_', '=', '|', ':':
	default:
		return i
	}
	var n [6]int // '-', '*', '_', '=', '|', ':'
	visible := 0
	e := j
	for ; e < len(src) && src[e] != '\n'; e++ {
		switch src[e] {
		case '-':
			n[0]++
		case '*':
			n[1]++
		case '_':
			n[2]++
		case '=':
			n[3]++
		case '|':
			n[4]++
		case ':':
			n[5]++
		case ' ', '\t', '\r':
			continue
		default:
			return i
		}
		visible++
	}
	switch {
	case visible < 3:
		return i
	case first == '-' && n[0] == visible, first == '*' && n[1] == visible, first == '_' && n[2] == visible:
		return e // a thematic break
	case first == '=' && n[3] == visible:
		return e // a setext underline
	case n[0] > 0 && n[0]+n[4]+n[5] == visible && n[4]+n[5] > 0:
		return e // a table's delimiter row
	}
	return i
}
