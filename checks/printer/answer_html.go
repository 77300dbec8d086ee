package printer

import (
	"bytes"
	"html"
	"sort"
	"strconv"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/renderer"
	ghtml "github.com/yuin/goldmark/renderer/html"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// The HTML report shows the answer as a reader of the assistant sees it:
// its Markdown rendered by goldmark (headings, emphasis, lists, tables,
// block quotes, code, footnotes), with every citation still highlighted
// and linked to its card. The answer is untrusted, so:
//   - raw HTML is never passed through: inline HTML and HTML blocks are
//     shown as escaped text, in code style;
//   - a Markdown link is shown as its text, with its destination in a
//     tooltip, never as a link (a phishing or javascript: URL stays
//     inert); an image is shown as "[image: alt]" and nothing is fetched;
//   - goldmark's attribute syntax is not enabled, so the answer sets no
//     id or class;
//   - every run of the answer's text reaches the page through goldmark's
//     escaping writer.
//
// Each citation is a span of bytes of the Markdown source. goldmark keeps
// the source position of every text run, so the renderer cuts each text
// run at citation boundaries and wraps the pieces inside a citation in
// their own <a class="cite">: a citation written across emphasis
// ("*Id.* at 12") becomes two well-nested pieces with one id.

// citeSpan is a citation to highlight: its number, byte span, colour
// and hover text.
type citeSpan struct {
	N, Start, End int
	Status, Hover string
}

// renderedAnswer is the answer as HTML, and which citations it shows.
type renderedAnswer struct {
	HTML string
	// Shown holds the numbers of the citations highlighted somewhere in
	// it; a citation written only in markup goldmark does not render
	// (a link destination, a link reference definition) is not shown.
	Shown map[int]bool
}

// renderAnswer renders src with cites (sorted by Start, not
// overlapping). It returns ok false for an answer past the Markdown
// limits (mdtext.Limits): that answer is shown as plain text, as the
// extractor read it.
func renderAnswer(src string, cites []citeSpan) (renderedAnswer, bool) {
	if mdtext.DefaultLimits().Exceeded(src) != "" {
		return renderedAnswer{}, false
	}
	h := &highlighter{cites: cites, shown: map[int]bool{}}
	md := goldmark.New(
		goldmark.WithExtensions(extension.Table, extension.Strikethrough,
			extension.NewFootnote(extension.WithFootnoteIDPrefix("answer-"))),
		goldmark.WithRendererOptions(renderer.WithNodeRenderers(util.Prioritized(h, 100))),
	)
	b := []byte(src)
	doc := md.Parser().Parse(text.NewReader(b))
	var out bytes.Buffer
	if err := md.Renderer().Render(&out, b, doc); err != nil {
		return renderedAnswer{}, false
	}
	return renderedAnswer{HTML: out.String(), Shown: h.shown}, true
}

// highlighter renders the node kinds whose text it must cut at
// citations or must not pass through; goldmark renders the rest.
type highlighter struct {
	cites []citeSpan
	shown map[int]bool
}

// RegisterFuncs overrides goldmark's HTML renderer for these kinds.
func (h *highlighter) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindText, h.renderText)
	reg.Register(ast.KindCodeSpan, h.renderCodeSpan)
	reg.Register(ast.KindCodeBlock, h.renderCodeBlock)
	reg.Register(ast.KindFencedCodeBlock, h.renderCodeBlock)
	reg.Register(ast.KindHTMLBlock, h.renderHTMLBlock)
	reg.Register(ast.KindRawHTML, h.renderRawHTML)
	reg.Register(ast.KindLink, h.renderLink)
	reg.Register(ast.KindAutoLink, h.renderAutoLink)
	reg.Register(ast.KindImage, h.renderImage)
}

func (h *highlighter) renderText(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.Text)
	h.write(w, src, n.Segment.Start, n.Segment.Stop, n.IsRaw())
	switch {
	case n.HardLineBreak():
		w.WriteString("<br>\n")
	case n.SoftLineBreak():
		w.WriteByte('\n')
	}
	return ast.WalkContinue, nil
}

func (h *highlighter) renderCodeSpan(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		w.WriteString("</code>")
		return ast.WalkContinue, nil
	}
	w.WriteString("<code>")
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t, ok := c.(*ast.Text); ok {
			s, e := t.Segment.Start, t.Segment.Stop
			nl := e > s && src[e-1] == '\n'
			if nl {
				e--
			}
			h.write(w, src, s, e, true)
			if nl {
				w.WriteByte(' ')
			}
		}
	}
	return ast.WalkSkipChildren, nil
}

func (h *highlighter) renderCodeBlock(w util.BufWriter, src []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		w.WriteString("</code></pre>\n")
		return ast.WalkContinue, nil
	}
	w.WriteString("<pre><code>")
	h.lines(w, src, n.Lines())
	return ast.WalkContinue, nil
}

// renderHTMLBlock shows an HTML block as the text it is.
func (h *highlighter) renderHTMLBlock(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.HTMLBlock)
	if !entering {
		if n.HasClosure() {
			h.write(w, src, n.ClosureLine.Start, n.ClosureLine.Stop, true)
		}
		w.WriteString("</pre>\n")
		return ast.WalkContinue, nil
	}
	w.WriteString(`<pre class="md-html">`)
	h.lines(w, src, n.Lines())
	return ast.WalkContinue, nil
}

// renderRawHTML shows inline HTML as the text it is.
func (h *highlighter) renderRawHTML(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkSkipChildren, nil
	}
	n := node.(*ast.RawHTML)
	w.WriteString(`<code class="md-html">`)
	for i := range n.Segments.Len() {
		s := n.Segments.At(i)
		h.write(w, src, s.Start, s.Stop, true)
	}
	w.WriteString("</code>")
	return ast.WalkSkipChildren, nil
}

// renderLink shows a link's text, its destination in a tooltip only.
func (h *highlighter) renderLink(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Link)
	if !entering {
		w.WriteString("</span>")
		return ast.WalkContinue, nil
	}
	w.WriteString(`<span class="md-link" title="`)
	w.WriteString(html.EscapeString(string(n.Destination)))
	w.WriteString(`">`)
	return ast.WalkContinue, nil
}

func (h *highlighter) renderAutoLink(w util.BufWriter, src []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.AutoLink)
	w.WriteString(`<span class="md-link">`)
	w.WriteString(html.EscapeString(string(n.Label(src))))
	w.WriteString("</span>")
	return ast.WalkContinue, nil
}

// renderImage shows "[image: alt]"; nothing is fetched.
func (h *highlighter) renderImage(w util.BufWriter, _ []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	n := node.(*ast.Image)
	if !entering {
		w.WriteString("]</span>")
		return ast.WalkContinue, nil
	}
	w.WriteString(`<span class="md-image" title="`)
	w.WriteString(html.EscapeString(string(n.Destination)))
	w.WriteString(`">[image: `)
	return ast.WalkContinue, nil
}

// lines writes the lines of a block (code, HTML) as escaped text.
func (h *highlighter) lines(w util.BufWriter, src []byte, ls *text.Segments) {
	for i := range ls.Len() {
		s := ls.At(i)
		if s.Padding > 0 {
			w.WriteString(spaces(s.Padding))
		}
		h.write(w, src, s.Start, s.Stop, true)
	}
}

// write writes src[start:stop] escaped, cut at citation boundaries, with
// the pieces inside a citation wrapped in its highlight. raw: the text is
// literal (code, HTML shown as text), else backslash escapes and entity
// references are resolved as Markdown does.
func (h *highlighter) write(w util.BufWriter, src []byte, start, stop int, raw bool) {
	if start < 0 || stop > len(src) || start >= stop {
		return
	}
	put := func(s, e int) {
		if raw {
			ghtml.DefaultWriter.RawWrite(w, src[s:e])
		} else {
			ghtml.DefaultWriter.Write(w, src[s:e])
		}
	}
	i := sort.Search(len(h.cites), func(k int) bool { return h.cites[k].End > start })
	for pos := start; pos < stop; {
		if i >= len(h.cites) || h.cites[i].Start >= stop {
			put(pos, stop)
			return
		}
		c := h.cites[i]
		if c.Start > pos {
			put(pos, c.Start)
			pos = c.Start
			continue
		}
		end := min(stop, c.End)
		w.WriteString(`<a class="cite ` + c.Status + `" href="#cite-` + strconv.Itoa(c.N) + `" data-cite="` + strconv.Itoa(c.N) + `"`)
		if !h.shown[c.N] {
			// The first piece carries the id the failing list links to,
			// and the hover text (once: it can be long).
			h.shown[c.N] = true
			w.WriteString(` id="ref-` + strconv.Itoa(c.N) + `" title="` + html.EscapeString(c.Hover) + `"`)
		}
		w.WriteString(`>`)
		put(pos, end)
		if end == c.End {
			i++
		}
		w.WriteString("</a>")
		pos = end
	}
}

func spaces(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = ' '
	}
	return string(b)
}
