package mdtext

import (
	"cmp"
	"slices"
	"strings"
	"sync"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"

	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	gtext "github.com/yuin/goldmark/text"
)

// parsers holds goldmark parsers: goldmark does not document a parser as
// safe for concurrent use, so each Read takes one of its own. Only the
// footnote and table extensions are enabled: the others (linkify,
// typographer, task lists, strikethrough) change nothing a citation
// needs, and linkify is the slow one.
// The paragraph parser is wrapped so that plain paragraphs skip the
// inline parse (plain_paragraphs.go).
var parsers = sync.Pool{New: func() any {
	return goldmark.New(goldmark.WithParser(newParser()), goldmark.WithExtensions(extension.Footnote, extension.Table)).Parser()
}}

// plainParagraphs turns the plain-paragraph reading on; tests turn it off
// to compare with goldmark's own inline parse.
var plainParagraphs = true

// Read returns the reader text of an answer. An answer past lim is read
// as plain text (Text.Fallback says why): its Markdown blocks are not
// parsed, but its characters and inline markup are read exactly as the
// Markdown reading reads them (readPlain). An answer within lim that
// holds no Markdown but paragraphs and indented blocks is read without
// the parser, to the same Text (readSimple).
func Read(src string, lim Limits) *Text {
	if lim.MaxBytes > 0 && len(src) > lim.MaxBytes {
		return readPlain(src, lim.exceeded(src))
	}
	// The proof that src is plain text tallies the limits too: a simple
	// answer sure to be within them is read without exceeded's pass. The
	// proof and the simple reading are one pass (readSimpleWithin).
	t, within := readSimpleWithin(src, lim)
	if t != nil && within {
		return t
	}
	if why := lim.exceeded(src); why != "" {
		return readPlain(src, why)
	}
	if t != nil {
		return t
	}
	return readMarkdown(src)
}

// readMarkdown is the Markdown reading of src by goldmark.
func readMarkdown(src string) *Text {
	p := parsers.Get().(parser.Parser)
	defer parsers.Put(p)
	// goldmark gets a copy of the answer: nothing here relies on a
	// third-party parser never writing into a string's bytes. The copy
	// and the leaf list are scratch (nothing of the Text points into
	// them), taken from a pool and cleared before they go back.
	sc := readScratch.Get().(*scratch)
	defer sc.release()
	b := append(sc.src[:0], src...)
	sc.src = b
	pc := parser.NewContext()
	if plainParagraphs {
		if sc.hidden == nil {
			sc.hidden = hiddenLines{}
		}
		pc.Set(hiddenKey, sc.hidden)
	}
	doc := p.Parse(gtext.NewReader(b), parser.WithContext(pc))
	sc.hidden.restoreUnread()
	// about one leaf block per 100 bytes of an answer
	r := &reader{w: builder{src: src, pieces: make([]piece, 0, 16+len(src)/256)}, src: src, srcBytes: b, labels: map[int]string{}, hidden: sc.hidden,
		leaves: slices.Grow(sc.leaves[:0], 8+len(src)/100)}
	defer func() { sc.leaves = r.leaves }()
	r.w.b.Grow(len(src))
	r.collect(doc, ctx{item: -1})
	slices.SortStableFunc(r.leaves, func(a, b leaf) int { return cmp.Compare(a.pos, b.pos) })
	t := &Text{Orig: src}
	if len(r.leaves) > 0 {
		t.Blocks = make([]Block, 0, len(r.leaves))
	}
	for _, l := range r.leaves {
		r.emit(t, l)
	}
	t.S = r.w.b.String()
	t.pieces = r.w.pieces
	t.Folds = r.w.folds
	t.Markers = append(t.Markers, r.w.markers...)
	slices.SortStableFunc(t.Markers, func(a, b Marker) int { return cmp.Compare(a.Start, b.Start) })
	t.index()
	return t
}

// scratch is what a Markdown reading needs only while it reads: the
// copy of the answer goldmark parses and the leaf blocks waiting to be
// written (each answer's used to be allocated afresh: about a tenth of
// the bytes a 20 KB answer's extraction allocates).
type scratch struct {
	src    []byte
	leaves []leaf
	// hidden holds the plain paragraphs' lines (plain_paragraphs.go)
	hidden hiddenLines
}

var readScratch = sync.Pool{New: func() any { return new(scratch) }}

// release clears the scratch (the pool holds nothing of the answer, no
// syntax tree) and returns it to the pool, unless an answer made it
// large: one huge answer does not pin its memory.
func (sc *scratch) release() {
	clear(sc.src)
	clear(sc.leaves)
	n := len(sc.hidden)
	clear(sc.hidden)
	if cap(sc.src) > 1<<20 || cap(sc.leaves) > 1<<14 || n > 1<<12 {
		return
	}
	sc.src, sc.leaves = sc.src[:0], sc.leaves[:0]
	readScratch.Put(sc)
}

// ctx is what a leaf block inherits from the blocks around it.
type ctx struct {
	footnote string // label of the enclosing footnote definition
	item     int    // index of the enclosing list item, -1 for none
	number   int    // that item's number in an ordered list
	first    bool   // the leaf is the first block of its list item
	quote    bool
}

// leaf is a leaf block waiting to be written, in source order.
type leaf struct {
	node ast.Node
	pos  int
	ctx  ctx
}

type reader struct {
	w   builder
	src string
	// srcBytes is the answer as goldmark parsed it: node methods that
	// read the source take it, so none copies the whole answer again.
	srcBytes []byte
	leaves   []leaf
	labels   map[int]string // footnote index -> label
	items    int
	// hidden are the lines of the paragraphs goldmark left without
	// inlines (plain_paragraphs.go)
	hidden hiddenLines
}

// collect walks the block tree and records every leaf block.
func (r *reader) collect(n ast.Node, c ctx) {
	for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
		cc := c
		switch node := ch.(type) {
		case *ast.Paragraph, *ast.TextBlock, *ast.Heading, *ast.CodeBlock, *ast.FencedCodeBlock, *ast.HTMLBlock:
			cc.first = c.first && ch == n.FirstChild()
			r.addLeaf(ch, cc)
			continue
		case *ast.LinkReferenceDefinition, *ast.ThematicBreak:
			continue // a reader sees neither
		case *ast.Blockquote:
			cc.quote = true
		case *ast.List:
			num := node.Start
			for it := node.FirstChild(); it != nil; it = it.NextSibling() {
				ic := cc
				ic.item, ic.first = r.items, true
				if node.IsOrdered() {
					ic.number = num
					num++
				} else {
					ic.number = 0
				}
				r.items++
				r.collect(it, ic)
			}
			continue
		case *east.Footnote:
			r.labels[node.Index] = string(node.Ref)
			cc.footnote, cc.item, cc.first = string(node.Ref), -1, false
		case *east.Table:
			for row := node.FirstChild(); row != nil; row = row.NextSibling() {
				r.addLeaf(row, cc)
			}
			continue
		}
		r.collect(ch, cc)
	}
}

// addLeaf records a leaf block; one whose position goldmark does not
// give (an empty table row) takes the position of the leaf before it,
// so the reader text keeps the answer's order.
func (r *reader) addLeaf(n ast.Node, c ctx) {
	p := leafPos(n)
	if para, ok := n.(*ast.Paragraph); ok && len(r.hidden) > 0 {
		if h, ok := r.hidden[para]; ok {
			p = h.lines.At(0).Start
		}
	}
	if p < 0 {
		p = 0
		if k := len(r.leaves); k > 0 {
			p = r.leaves[k-1].pos
		}
	}
	r.leaves = append(r.leaves, leaf{n, p, c})
}

// leafPos is the source offset a leaf starts at, or -1.
func leafPos(n ast.Node) int {
	if n.Type() == ast.TypeBlock {
		if ls := n.Lines(); ls != nil && ls.Len() > 0 {
			return ls.At(0).Start
		}
	}
	for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
		if p := leafPos(ch); p >= 0 {
			return p
		}
	}
	if p := n.Pos(); p >= 0 {
		return p
	}
	return -1
}

// leafEnd is the source offset just past a leaf's last line.
func leafEnd(n ast.Node) int {
	end := -1
	if n.Type() == ast.TypeBlock {
		if ls := n.Lines(); ls != nil && ls.Len() > 0 {
			end = ls.At(ls.Len() - 1).Stop
		}
	}
	for ch := n.FirstChild(); ch != nil; ch = ch.NextSibling() {
		if e := leafEnd(ch); e > end {
			end = e
		}
	}
	return end
}

// emit writes one leaf block and records it.
func (r *reader) emit(t *Text, l leaf) {
	w := &r.w
	if l.pos < w.lastOrig() {
		l.pos = w.lastOrig()
	}
	if w.len() > 0 {
		w.replace(l.pos, l.pos, "\n\n")
	}
	b := Block{Kind: Para, Start: w.len(), Label: l.ctx.footnote, Item: l.ctx.item, Quote: l.ctx.quote, LeadEnd: -1}
	switch node := l.node.(type) {
	case *ast.Heading:
		b.Kind, b.Level = Heading, node.Level
		r.inlines(t, node, l.pos)
	case *ast.CodeBlock, *ast.FencedCodeBlock:
		b.Kind = Code
		r.lines(node, false)
	case *ast.HTMLBlock:
		b.Kind = HTML
		r.lines(node, true)
	case *east.TableRow, *east.TableHeader:
		b.Kind = TableRow
		if _, ok := node.(*east.TableHeader); ok {
			b.Kind = TableHeader
		}
		for cell := node.FirstChild(); cell != nil; cell = cell.NextSibling() {
			p := leafPos(cell)
			if p < w.lastOrig() { // an empty cell: goldmark gives no position
				p = w.lastOrig()
			}
			if cell != node.FirstChild() {
				w.replace(p, p, "; ")
			}
			r.inlines(t, cell, p)
		}
	default:
		switch {
		case l.ctx.footnote != "":
			b.Kind = FootnoteDef
		case l.ctx.item >= 0 && l.ctx.first:
			b.Kind, b.Number = ListItem, l.ctx.number
		}
		if para, ok := node.(*ast.Paragraph); ok && len(r.hidden) > 0 {
			if h, ok := r.hidden[para]; ok {
				r.writePlain(t, h.lines, l.pos)
				break
			}
		}
		r.inlines(t, node, l.pos)
		if em, ok := node.FirstChild().(*ast.Emphasis); ok && len(t.Emphasis) > 0 {
			lead := t.Emphasis[len(t.Emphasis)-1]
			for i := len(t.Emphasis) - 1; i >= 0 && t.Emphasis[i].Start >= b.Start; i-- {
				if t.Emphasis[i].Start == b.Start {
					lead = t.Emphasis[i]
				}
			}
			if lead.Start == b.Start && em != nil {
				b.LeadEnd = lead.End
			}
		}
	}
	b.End = w.len()
	t.Blocks = append(t.Blocks, b)
}

// lines writes the lines of a code or HTML block, HTML tags folded away.
func (r *reader) lines(n ast.Node, isHTML bool) {
	ls := n.Lines()
	for i := 0; i < ls.Len(); i++ {
		seg := ls.At(i)
		if !isHTML {
			r.w.text(seg.Start, seg.Stop, false)
			continue
		}
		r.htmlText(seg.Start, seg.Stop)
	}
}

// htmlText writes src[o:oEnd] with its tags folded away and its
// entities decoded.
func (r *reader) htmlText(o, oEnd int) {
	s := r.src
	for o < oEnd {
		k := strings.IndexByte(s[o:oEnd], '<')
		if k < 0 {
			r.w.text(o, oEnd, true)
			return
		}
		r.w.text(o, o+k, true)
		o += k
		e := strings.IndexByte(s[o:oEnd], '>')
		if e < 0 {
			r.w.text(o, oEnd, true)
			return
		}
		r.w.fold(Typographic, "tag", o, o+e+1, tagRead(s[o:o+e+1]), 0)
		o += e + 1
	}
}

// tagRead is what an HTML tag leaves in the reader text: a line break
// for <br> and block-level tags, nothing otherwise.
func tagRead(tag string) string {
	name := strings.ToLower(strings.TrimLeft(tag, "</"))
	for _, t := range []string{"br", "p", "div", "li", "tr", "td", "th"} {
		if strings.HasPrefix(name, t) && len(name) > len(t) && !isLetter(name[len(t)]) {
			return "\n"
		}
	}
	return ""
}

func isLetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
