package mdtext

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// inlines writes the inline content of a block whose source starts at
// pos, noting the markup dropped between texts as folds.
func (r *reader) inlines(t *Text, n ast.Node, pos int) {
	il := &inlineWriter{r: r, t: t, last: pos}
	il.children(n)
	il.gap(max(il.last, leafEnd(n)))
}

type inlineWriter struct {
	r    *reader
	t    *Text
	last int // source offset just past what has been written
	// anchor is an open HTML anchor ("<a href=...>") waiting for its
	// "</a>" (html_anchor.go); nil when none is open.
	anchor *openAnchor
}

// gap records the markup between what was written and source offset o.
func (il *inlineWriter) gap(o int) {
	if o > il.last {
		il.r.w.markup(il.last, o)
		il.last = o
	}
}

func (il *inlineWriter) children(n ast.Node) {
	for ch := n.FirstChild(); ch != nil; {
		ch = il.node(ch)
	}
}

// node writes one inline node and returns the next one to write.
func (il *inlineWriter) node(n ast.Node) ast.Node {
	w := &il.r.w
	src := il.r.src
	switch node := n.(type) {
	case *ast.Text:
		seg := node.Segment
		il.gap(seg.Start)
		w.text(seg.Start, seg.Stop, !node.IsRaw())
		il.last = max(il.last, seg.Stop)
		if node.SoftLineBreak() || node.HardLineBreak() {
			if nl := strings.IndexByte(src[il.last:], '\n'); nl >= 0 {
				nl += il.last
				w.exact(nl, nl+1)
				il.last = nl + 1
			}
		}
	case *ast.String:
		w.replace(il.last, il.last, string(node.Value))
	case *ast.Emphasis:
		start := w.len()
		il.children(node)
		il.t.Emphasis = append(il.t.Emphasis, Span{Start: start, End: w.len(), Level: node.Level})
	case *ast.Link:
		il.link(node, node.Destination, node.Reference)
	case *ast.AutoLink:
		p := node.Pos()
		start := w.len()
		lab := node.Label(il.r.srcBytes)
		if p >= 0 && p < len(src) && src[p] == '<' && strings.HasPrefix(src[p+1:], string(lab)) {
			il.gap(p + 1)
			w.text(p+1, p+1+len(lab), false)
			il.last = p + 1 + len(lab)
		} else {
			w.replace(il.last, il.last, string(lab))
		}
		end := w.len()
		oEnd := il.last
		if oEnd < len(src) && src[oEnd] == '>' {
			oEnd++
		}
		il.addLink(start, end, p, oEnd, string(node.URL(il.r.srcBytes)), "", true)
	case *ast.Image:
		// a reader sees the image, not its alternative text
	case *ast.RawHTML:
		return il.rawHTML(node)
	case *east.FootnoteLink:
		il.t.Markers = append(il.t.Markers, Marker{Kind: FootnoteRef, Start: w.len(), End: w.len(), Label: il.r.labels[node.Index]})
	case *east.FootnoteBacklink:
	default:
		il.children(n)
	}
	return n.NextSibling()
}

// link writes a link's text and records the link.
func (il *inlineWriter) link(n ast.Node, dest []byte, ref *ast.ReferenceLink) {
	w := &il.r.w
	start, oStart := w.len(), n.Pos()
	il.children(n)
	end := w.len()
	oEnd := il.nextPos(n)
	label := ""
	if ref != nil {
		label = string(ref.Value)
	}
	il.addLink(start, end, oStart, oEnd, string(dest), label, false)
}

func (il *inlineWriter) addLink(start, end, oStart, oEnd int, dest, label string, auto bool) {
	read, written, folds := FoldString(dest)
	if oStart < 0 {
		oStart = il.r.w.toOrigGuess(start)
	}
	oEnd = max(oEnd, oStart)
	il.t.Links = append(il.t.Links, Link{Start: start, End: end, OrigStart: oStart, OrigEnd: oEnd,
		Dest: read, DestWritten: written, DestFolds: folds, Reference: label, Auto: auto})
}

// nextPos is the source offset where the inline after n begins (or the
// end of n's source, found by its closing bracket or parenthesis).
func (il *inlineWriter) nextPos(n ast.Node) int {
	src := il.r.src
	if nx := n.NextSibling(); nx != nil {
		if p := inlineStart(nx); p >= 0 {
			// trim the white space that belongs to the next text
			for p > il.last && (src[p-1] == ' ' || src[p-1] == '\n' || src[p-1] == '\t') {
				p--
			}
			return max(p, il.last)
		}
	}
	e := il.last
	if k := strings.IndexAny(src[e:min(len(src), e+2048)], ")]\n"); k >= 0 && src[e+k] != '\n' {
		// "](dest)" or "][label]": up to the closing bracket
		j := e
		for j < len(src) && j-e < 2048 && src[j] != '\n' {
			if src[j] == ')' || (src[j] == ']' && j > e) {
				e = j + 1
				if src[j] == ')' {
					break
				}
			}
			j++
		}
	}
	return e
}

// inlineStart is the source offset an inline node starts at.
func inlineStart(n ast.Node) int {
	if t, ok := n.(*ast.Text); ok {
		return t.Segment.Start
	}
	if p := n.Pos(); p >= 0 {
		return p
	}
	for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
		if p := inlineStart(ch); p >= 0 {
			return p
		}
	}
	return -1
}

// rawHTML folds an inline HTML tag away. A superscript holding only
// digits ("<sup>2</sup>") is a reference marker, not text.
func (il *inlineWriter) rawHTML(n *ast.RawHTML) ast.Node {
	w := &il.r.w
	src := il.r.src
	segs := n.Segments
	if segs.Len() == 0 {
		return n.NextSibling()
	}
	o, oEnd := segs.At(0).Start, segs.At(segs.Len()-1).Stop
	tag := strings.ToLower(src[o:oEnd])
	if tag == "<sup>" {
		if txt, ok := n.NextSibling().(*ast.Text); ok {
			if cl, ok := txt.NextSibling().(*ast.RawHTML); ok && cl.Segments.Len() > 0 {
				digits := strings.TrimSpace(string(txt.Segment.Value(il.r.srcBytes)))
				ce := cl.Segments.At(cl.Segments.Len() - 1).Stop
				if strings.ToLower(src[cl.Segments.At(0).Start:ce]) == "</sup>" && isRefLabel(digits) {
					il.gap(o)
					il.t.Markers = append(il.t.Markers, Marker{Kind: Superscript, Start: w.len(), End: w.len(), Label: strings.ReplaceAll(digits, " ", "")})
					w.fold(Typographic, "superscript", o, ce, "", 0)
					il.last = ce
					return cl.NextSibling()
				}
			}
		}
	}
	il.gap(o)
	start := w.len()
	w.fold(Typographic, "tag", o, oEnd, tagRead(src[o:oEnd]), 0)
	il.last = oEnd
	il.htmlAnchor(tag, src[o:oEnd], start, o, oEnd)
	return n.NextSibling()
}

// isRefLabel reports whether s is a reference label: digits, optionally
// several separated by commas or dashes ("2", "1,3", "2-4").
func isRefLabel(s string) bool {
	if s == "" || len(s) > 20 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c == ',' || c == ' ' || c == '-') {
			return false
		}
	}
	return s[0] >= '0' && s[0] <= '9'
}

// toOrigGuess maps a reader offset to the source while building.
func (w *builder) toOrigGuess(r int) int {
	if len(w.pieces) == 0 {
		return 0
	}
	p := w.pieces[len(w.pieces)-1]
	if p.exact && r >= p.r && r <= p.r+p.n {
		return p.o + (r - p.r)
	}
	return p.oEnd
}
