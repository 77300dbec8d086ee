package mdtext

import (
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	gtext "github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Plain paragraphs skip goldmark's inline parse. goldmark parses every
// paragraph's inlines byte by byte and allocates a Text node for each of
// its lines, even when no byte of it can start inline markup: about half
// the bytes of a Markdown answer are such paragraphs, and their parse
// and nodes were a tenth of a 20 KB answer's extraction. A paragraph is
// plain when none of its lines holds a byte that can open an inline
// (plainBreak: the triggers of the enabled inline parsers, '`' '!' '['
// ']' '<' '*' '_', and the backslash of escapes and hard breaks) nor a
// carriage return, and no line carries tab padding. Of such a paragraph
// goldmark makes exactly one Text node per line: the line's bytes up to
// its line feed with trailing spaces and tabs trimmed, a soft (or, after
// two spaces, hard) line break flagged when the line ends in a line feed.
// writePlain writes those texts as inlineWriter.node writes them, so the
// reading is the same.
//
// The paragraph stays an *ast.Paragraph while blocks are parsed (setext
// headings, lists and HTML blocks ask for one): hidingParagraphs wraps
// goldmark's paragraph parser and, at the paragraph's Close, when its
// lines are final, moves them aside (hidden) and leaves it none, so the
// inline parse finds nothing to do. The lines are final at Close except
// where goldmark reads them afterwards:
//   - a setext heading takes its paragraph's lines after closing it, on
//     the underline: no paragraph is hidden while the current line,
//     past spaces, tabs and '>', starts with '-' or '=' (a table's
//     transformer, run after Close on that path too, is covered by it);
//   - a tight list turns its paragraphs into TextBlocks by copying their
//     lines: only paragraphs directly under the document, a block quote
//     or a footnote definition are hidden, never a list item's.
//
// goldmark parses the inlines only of the blocks it reaches from the
// document (a footnote definition nested in another leaves the tree
// before the inline parse, and its paragraphs are read without text):
// inlineVisits, a CloseBlocker, marks each hidden paragraph the inline
// parse reaches, and after the parse every one it did not reach gets its
// lines back (restoreUnread), to be read as goldmark left it.
type hidingParagraphs struct{ parser.BlockParser }

// hiddenKey holds the reading's hidden lines in goldmark's parse
// context; a context without it (plainParagraphs off) hides nothing.
var hiddenKey = parser.NewContextKey()

// hiddenLines maps each hidden paragraph to its lines.
type hiddenLines map[*ast.Paragraph]hiddenPara

type hiddenPara struct {
	lines gtext.Segments
	read  bool // the inline parse reached it
}

// inlineVisits is an inline parser that parses nothing (it has no
// trigger byte); goldmark calls its CloseBlock at the end of every
// block's inline parse.
type inlineVisits struct{}

func (inlineVisits) Trigger() []byte { return nil }

func (inlineVisits) Parse(ast.Node, gtext.Reader, parser.Context) ast.Node { return nil }

func (inlineVisits) CloseBlock(parent ast.Node, _ gtext.Reader, pc parser.Context) {
	para, ok := parent.(*ast.Paragraph)
	if !ok {
		return
	}
	if hidden, _ := pc.Get(hiddenKey).(hiddenLines); len(hidden) > 0 {
		if h, ok := hidden[para]; ok {
			h.read = true
			hidden[para] = h
		}
	}
}

// restoreUnread gives the hidden paragraphs the inline parse did not
// reach their lines back and forgets them.
func (h hiddenLines) restoreUnread() {
	for para, hp := range h {
		if !hp.read {
			para.SetLines(&hp.lines)
			delete(h, para)
		}
	}
}

// plainBreak marks the bytes that keep a paragraph from being plain.
var plainBreak = [256]bool{'`': true, '!': true, '[': true, ']': true, '<': true, '*': true, '_': true, '\\': true, '\r': true}

func (h hidingParagraphs) Close(node ast.Node, reader gtext.Reader, pc parser.Context) {
	h.BlockParser.Close(node, reader, pc)
	hidden, _ := pc.Get(hiddenKey).(hiddenLines)
	para, ok := node.(*ast.Paragraph)
	if hidden == nil || !ok || para.Parent() == nil {
		return
	}
	switch para.Parent().(type) {
	case *ast.Document, *ast.Blockquote, *east.Footnote:
	default:
		return
	}
	if line, _ := reader.PeekLine(); mayUnderline(line) {
		return
	}
	lines := para.Lines()
	if lines.Len() == 0 || !plainLines(reader.Source(), lines) {
		return
	}
	hidden[para] = hiddenPara{lines: *lines}
	para.SetLines(&gtext.Segments{})
}

// mayUnderline reports whether line, past spaces, tabs and '>', starts
// with '-' or '=' (a setext underline or a table's delimiter row may).
func mayUnderline(line []byte) bool {
	for _, c := range line {
		switch c {
		case ' ', '\t', '>':
			continue
		case '-', '=':
			return true
		}
		return false
	}
	return false
}

// plainLines reports whether the lines hold no byte of plainBreak and no
// padding.
func plainLines(src []byte, lines *gtext.Segments) bool {
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		if seg.Padding != 0 || seg.ForceNewline || seg.Start < 0 || seg.Stop > len(src) || seg.Start >= seg.Stop {
			return false
		}
		for _, c := range src[seg.Start:seg.Stop] {
			if plainBreak[c] {
				return false
			}
		}
	}
	return true
}

// newParser is goldmark's default parser with the paragraph parser
// wrapped by hidingParagraphs and inlineVisits among the inline parsers
// (last: no trigger, so it changes no other parser's turn).
func newParser() parser.Parser {
	blocks := parser.DefaultBlockParsers()
	for i, b := range blocks {
		if bp, ok := b.Value.(parser.BlockParser); ok && b.Priority == 1000 && bp.Trigger() == nil {
			blocks[i] = util.Prioritized(hidingParagraphs{bp}, b.Priority)
		}
	}
	return parser.NewParser(parser.WithBlockParsers(blocks...),
		parser.WithInlineParsers(append(parser.DefaultInlineParsers(), util.Prioritized(inlineVisits{}, 10000))...),
		parser.WithParagraphTransformers(parser.DefaultParagraphTransformers()...))
}

// writePlain writes a hidden paragraph's lines as inlines writes the
// Text nodes goldmark would have made of them.
func (r *reader) writePlain(t *Text, lines gtext.Segments, pos int) {
	il := &inlineWriter{r: r, t: t, last: pos}
	w := &r.w
	src := r.src
	end := -1
	for i := 0; i < lines.Len(); i++ {
		seg := lines.At(i)
		end = seg.Stop
		line := src[seg.Start:seg.Stop]
		stop, newline := seg.Stop, line[len(line)-1] == '\n'
		if k := strings.IndexByte(line, '\n'); k >= 0 {
			stop = seg.Start + k
		}
		for stop > seg.Start && util.IsSpace(src[stop-1]) {
			stop--
		}
		il.gap(seg.Start)
		w.text(seg.Start, stop, true)
		il.last = max(il.last, stop)
		if newline {
			if nl := strings.IndexByte(src[il.last:], '\n'); nl >= 0 {
				nl += il.last
				w.exact(nl, nl+1)
				il.last = nl + 1
			}
		}
	}
	il.gap(max(il.last, end))
}
