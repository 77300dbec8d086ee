package docfile

import (
	"fmt"
	"math"
	"time"

	"github.com/ledongthuc/pdf"
)

// The content-stream interpreter: it runs a page's drawing operators and
// records every glyph shown with its position, width and size. The
// parser's own Page.Content is not used: it appends a glyph decoded from
// a newline after every TJ (a stray letter at each line end of a
// LibreOffice PDF), ignores Form XObjects (text drawn through them is
// lost), parses a font's character map again at every font change, and
// cannot be stopped. This one follows the PDF text model (ISO 32000-1,
// 9.4), reads Form XObjects, decodes each character code on its own,
// caches fonts, and stops at the glyph, operator and time limits.

// glyph is one shown character code and the text it stands for;
// invisible is set for a glyph drawn in an invisible render mode.
type glyph struct {
	x, y, w, size float64
	s             string
	invisible     bool
	// cs is the character spacing (Tc) added after it, in page units:
	// letter-spaced text ("S p a c e d", a tracked caption) leaves that
	// gap between the letters of one word, not a word gap. A float32
	// beside invisible keeps the glyph at its old size (pages hold
	// thousands, sorted and copied).
	cs   float32
	fill colour // its fill colour when it is drawn filled (Tr 0 or 4), else unknown
	seq  int    // the order it was drawn in, among glyphs, images and painted areas
	// dx, dy is the unit direction of its baseline on the page: (1, 0)
	// for upright text (pdf_rotated.go).
	dx, dy float64
}

// Per-page bounds of the interpreter; far above any real page (a dense
// page shows a few thousand glyphs).
const (
	maxPageGlyphs = 500_000
	maxPageOps    = 5_000_000
	maxFormDepth  = 8
)

// errPageLimit is raised (as a panic, caught by pageGlyphs) when a page
// passes a bound; the message names it.
type errPageLimit struct{ err error }

// matrix is a PDF transformation [a b c d e f].
type matrix [6]float64

var identity = matrix{1, 0, 0, 1, 0, 0}

// mul is m × n in PDF's row-vector convention (apply m, then n).
func (m matrix) mul(n matrix) matrix {
	return matrix{
		m[0]*n[0] + m[1]*n[2], m[0]*n[1] + m[1]*n[3],
		m[2]*n[0] + m[3]*n[2], m[2]*n[1] + m[3]*n[3],
		m[4]*n[0] + m[5]*n[2] + n[4], m[4]*n[1] + m[5]*n[3] + n[5],
	}
}

// textState is the graphics and text state the text operators read.
type textState struct {
	ctm                       matrix
	tc, tw, th, tl, tfs, rise float64
	font                      *pdfFont
	render                    int // Tr: 3 draws nothing, 7 only clips
	fill                      colour
	fillComponents            int  // of the fill colour space (pdf_colour.go), 0 when not read
	seeThrough                bool // ExtGState: a fill does not hide what is under it
	// lineWidth and stroke are the stroking line width (user space) and
	// colour (unknown outside the device spaces), for the rules a
	// strike-through draws (pdf_strike.go).
	lineWidth float64
	stroke    colour
	// fillAlpha and strokeAlpha are the ExtGState's /ca and /CA
	// (pdf_alpha.go), 1 unless a graphics state set them.
	fillAlpha, strokeAlpha float64
}

// interpreter runs content streams for one page.
type interpreter struct {
	glyphs []glyph
	images []box  // where images are painted on the page
	fills  []fill // where fill operators painted, in order (pdf_colour.go)
	rules  []rule // thin horizontal lines stroked or filled (pdf_strike.go)
	// outlines are where letter-shaped paths were stroked (pdf_outlined.go)
	outlines []box
	// fillsOverflow: more areas were painted than recorded, so no glyph
	// is hidden by its colour.
	fillsOverflow bool
	seq           int // glyphs and images drawn so far
	// layers are the optional content groups a viewer hides by default
	// (pdf_layers.go); hiddenDepth counts the open marked-content
	// sections, across nested streams, that belong to one.
	layers      hiddenLayers
	hiddenDepth int
	unseen      int // glyphs drawn that the page does not show
	// page is the part of the page a viewer shows (visibleBox): an OCR
	// layer lies on a scan of the page, not on a small picture in it.
	page     box
	ops      int
	deadline time.Time
	fonts    fontCache
	// shy lists the page's marked-content IDs that stand for a soft
	// hyphen (pdf_softhyphen.go); mcids holds the ID of each open
	// marked-content section of the page's own content (-1 for none).
	shy   map[int]bool
	mcids []int
}

// pageGlyphs runs the page's content streams. A damaged stream or a
// passed bound is an error naming what went wrong.
func pageGlyphs(p pdf.Page, deadline time.Time, fonts fontCache, layers hiddenLayers, shy map[int]bool) (glyphs []glyph, rules []rule, unseen int, err error) {
	in := &interpreter{deadline: deadline, fonts: fonts, layers: layers, page: visibleBox(p), shy: shy}
	defer func() {
		if x := recover(); x != nil {
			if lim, ok := x.(errPageLimit); ok {
				glyphs, rules, unseen, err = nil, nil, 0, lim.err
				return
			}
			glyphs, rules, unseen, err = nil, nil, 0, errorOf(x)
		}
	}()
	contents := p.V.Key("Contents")
	if contents.IsNull() {
		return nil, nil, 0, nil
	}
	in.run(contents, inheritedResources(p.V), textState{ctm: identity, fill: blackColour, fillComponents: 1, lineWidth: 1, stroke: blackColour, fillAlpha: 1, strokeAlpha: 1}, 0)
	in.annotations(p.V)                             // painted over the content, as a viewer draws them
	glyphs = dropOverstruck(dropRedrawn(in.seen())) // pdf_overdrawn.go
	return glyphs, in.rules, in.unseen, nil
}

func errorOf(x any) error {
	if e, ok := x.(error); ok {
		return e
	}
	return fmt.Errorf("%v", x)
}

// inheritedResources is the page's /Resources, inherited from the page
// tree when the page has none (checkParents bounded the chain).
func inheritedResources(v pdf.Value) pdf.Value {
	for ; !v.IsNull(); v = v.Key("Parent") {
		if r := v.Key("Resources"); !r.IsNull() {
			return r
		}
	}
	return pdf.Value{}
}

// run interprets one content stream (or array of streams) with its
// resources, starting from the given transformation.
func (in *interpreter) run(strm, res pdf.Value, from textState, depth int) {
	// a form inherits the render mode and fill colour it is drawn in
	g := textState{ctm: from.ctm, th: 1, render: from.render, fill: from.fill, fillComponents: from.fillComponents, seeThrough: from.seeThrough, lineWidth: from.lineWidth, stroke: from.stroke,
		fillAlpha: from.fillAlpha, strokeAlpha: from.strokeAlpha}
	var path pathBounds
	var stack []textState
	var tm, tlm matrix
	local := map[string]*pdfFont{}
	var marked []bool // open marked-content sections: whether each hides
	defer func() {
		for _, h := range marked { // a stream that leaves a section open closes it here
			if h {
				in.hiddenDepth--
			}
		}
		in.mcids = in.mcids[:len(in.mcids)-len(marked)]
	}()
	pdf.Interpret(strm, func(stk *pdf.Stack, op string) {
		in.ops++
		if in.ops > maxPageOps {
			panic(errPageLimit{limitError("the page runs more than %d drawing operators", maxPageOps)})
		}
		if in.ops%4096 == 0 && time.Now().After(in.deadline) {
			panic(errPageLimit{limitErrorOf("Timeout", "reading took longer than the time limit")})
		}
		args := make([]pdf.Value, stk.Len())
		for i := len(args) - 1; i >= 0; i-- {
			args[i] = stk.Pop()
		}
		num := func(i int) float64 {
			if i < len(args) {
				return args[i].Float64()
			}
			return 0
		}
		switch op {
		case "q":
			if len(stack) < 1024 {
				stack = append(stack, g)
			}
		case "Q":
			if n := len(stack); n > 0 {
				g, stack = stack[n-1], stack[:n-1]
			}
		case "cm":
			if len(args) == 6 {
				g.ctm = matrix{num(0), num(1), num(2), num(3), num(4), num(5)}.mul(g.ctm)
			}
		case "BT":
			tm, tlm = identity, identity
		case "Tc":
			g.tc = num(0)
		case "Tw":
			g.tw = num(0)
		case "Tz":
			g.th = num(0) / 100
		case "TL":
			g.tl = num(0)
		case "Ts":
			g.rise = num(0)
		case "Tr":
			g.render = int(num(0))
		case "Tf":
			if len(args) == 2 {
				name := args[0].Name()
				if local[name] == nil {
					local[name] = in.fonts.font(res.Key("Font").Key(name))
				}
				g.font = local[name]
				g.tfs = num(1)
			}
		case "Td", "TD":
			if op == "TD" {
				g.tl = -num(1)
			}
			tlm = matrix{1, 0, 0, 1, num(0), num(1)}.mul(tlm)
			tm = tlm
		case "Tm":
			if len(args) == 6 {
				tlm = matrix{num(0), num(1), num(2), num(3), num(4), num(5)}
				tm = tlm
			}
		case "T*":
			tlm = matrix{1, 0, 0, 1, 0, -g.tl}.mul(tlm)
			tm = tlm
		case "Tj", "'", "\"":
			if op != "Tj" {
				if op == "\"" && len(args) == 3 {
					g.tw, g.tc = num(0), num(1)
					args = args[2:]
				}
				tlm = matrix{1, 0, 0, 1, 0, -g.tl}.mul(tlm)
				tm = tlm
			}
			if len(args) >= 1 {
				in.show(&g, &tm, args[len(args)-1].RawString())
			}
		case "TJ":
			if len(args) == 1 {
				a := args[0]
				for i := 0; i < a.Len(); i++ {
					if x := a.Index(i); x.Kind() == pdf.String {
						in.show(&g, &tm, x.RawString())
					} else {
						tx := -x.Float64() / 1000 * g.tfs * g.th
						tm = matrix{1, 0, 0, 1, tx, 0}.mul(tm)
					}
				}
			}
		case "BDC", "BMC":
			h := op == "BDC" && len(args) == 2 && args[0].Name() == "OC" && in.layers.hides(properties(res, args[1]))
			marked = append(marked, h)
			if h {
				in.hiddenDepth++
			}
			mcid := -1
			if op == "BDC" && len(args) == 2 && depth == 0 {
				if v := properties(res, args[1]).Key("MCID"); v.Kind() == pdf.Integer {
					mcid = int(v.Int64())
				}
			}
			in.mcids = append(in.mcids, mcid)
		case "EMC":
			if n := len(marked); n > 0 {
				if marked[n-1] {
					in.hiddenDepth--
				}
				marked = marked[:n-1]
				in.mcids = in.mcids[:len(in.mcids)-1]
			}
		case "Do":
			if len(args) == 1 && depth < maxFormDepth {
				in.form(res.Key("XObject").Key(args[0].Name()), res, g, depth)
			}
		case "g", "rg", "k":
			c := make([]float64, len(args))
			for i := range args {
				c[i] = num(i)
			}
			g.fill, g.fillComponents = deviceColour(c), len(c)
		case "cs":
			if len(args) == 1 {
				g.fillComponents = colourSpaceComponents(res, args[0].Name())
				g.fill = colour{}
				if g.fillComponents > 0 { // a space's initial colour is black
					g.fill = blackColour
				}
			}
		case "sc", "scn":
			g.fill = colour{}
			if len(args) == g.fillComponents && g.fillComponents > 0 && (op == "sc" || args[len(args)-1].Kind() != pdf.Name) {
				c := make([]float64, len(args))
				for i := range args {
					c[i] = num(i)
				}
				g.fill = deviceColour(c)
			}
		case "m", "l":
			path.add(g.ctm, num(0), num(1))
		case "c":
			path.add(g.ctm, num(0), num(1))
			path.add(g.ctm, num(2), num(3))
			path.add(g.ctm, num(4), num(5))
		case "v", "y":
			path.add(g.ctm, num(0), num(1))
			path.add(g.ctm, num(2), num(3))
		case "re":
			x, y, w, h := num(0), num(1), num(2), num(3)
			path.add(g.ctm, x, y)
			path.add(g.ctm, x+w, y)
			path.add(g.ctm, x, y+h)
			path.add(g.ctm, x+w, y+h)
		case "f", "F", "f*":
			in.paint(&path, g.fill, !g.seeThrough)
		case "B", "B*", "b", "b*":
			in.strokeRule(path, g)
			in.paint(&path, g.fill, !g.seeThrough)
		case "w":
			if len(args) == 1 {
				g.lineWidth = num(0)
			}
		case "G", "RG", "K":
			c := make([]float64, len(args))
			for i := range args {
				c[i] = num(i)
			}
			g.stroke = deviceColour(c)
		case "CS", "SC", "SCN":
			g.stroke = colour{}
		case "gs":
			if len(args) == 1 {
				g.seeThrough = !extGStateOpaque(res, args[0].Name(), !g.seeThrough)
				g.fillAlpha, g.strokeAlpha = extGStateAlpha(res, args[0].Name(), g.fillAlpha, g.strokeAlpha)
			}
		case "S", "s":
			in.strokeRule(path, g)
			in.strokeOutline(path, g)
			path = pathBounds{}
		case "n":
			path = pathBounds{}
		case "sh":
			in.paintAll()
		}
	})
}

// form runs a Form XObject; an image records where it is painted (the
// unit square under the transformation), which is all its text reading
// needs of it.
func (in *interpreter) form(x, parentRes pdf.Value, g textState, depth int) {
	ctm := g.ctm
	if x.Kind() == pdf.Stream && x.Key("Subtype").Name() == "Image" {
		b := unitSquare(ctm)
		b.seq, b.opaque = in.drawn(), opaqueImage(x)
		in.images = append(in.images, b)
		return
	}
	if x.Kind() != pdf.Stream || x.Key("Subtype").Name() != "Form" || in.layers.hides(x.Key("OC")) {
		return // a form of a hidden layer draws nothing a viewer shows
	}
	m := identity
	if mv := x.Key("Matrix"); mv.Len() == 6 {
		m = matrix{mv.Index(0).Float64(), mv.Index(1).Float64(), mv.Index(2).Float64(), mv.Index(3).Float64(), mv.Index(4).Float64(), mv.Index(5).Float64()}
	}
	res := x.Key("Resources")
	if res.IsNull() {
		res = parentRes
	}
	g.ctm = m.mul(ctm)
	in.run(x, res, g, depth+1)
}

// show records the glyphs of one string and advances the text matrix.
func (in *interpreter) show(g *textState, tm *matrix, raw string) {
	f := g.font
	if f == nil {
		f = fallbackFont
	}
	for _, code := range f.codes(raw) {
		w0 := f.width(code)
		trm := matrix{g.tfs * g.th, 0, 0, g.tfs, 0, g.rise}.mul(*tm).mul(g.ctm)
		scaleX := math.Hypot(trm[0], trm[1])
		size := math.Hypot(trm[2], trm[3])
		if len(in.glyphs) >= maxPageGlyphs {
			panic(errPageLimit{limitError("the page shows more than %d glyphs", maxPageGlyphs)})
		}
		if size < minReadableSize || in.hiddenDepth > 0 {
			in.unseen++
		} else {
			gl := glyph{x: trm[4], y: trm[5], w: w0 / 1000 * scaleX, size: size, s: f.decode(code), invisible: invisibleText(g), seq: in.drawn(), dx: 1}
			if in.shy != nil && isHyphenGlyph(gl.s) && in.markedSoftHyphen() {
				gl.s = "\u00ad"
			}
			if scaleX > 0 {
				gl.dx, gl.dy = trm[0]/scaleX, trm[1]/scaleX
			}
			if g.render == 0 || g.render == 4 {
				gl.fill = g.fill
			}
			if g.tc != 0 && g.tfs != 0 {
				gl.cs = float32(g.tc * scaleX / math.Abs(g.tfs))
			}
			in.glyphs = append(in.glyphs, gl)
		}
		tx := w0/1000*g.tfs + g.tc
		if len(code) == 1 && code[0] == ' ' {
			tx += g.tw
		}
		*tm = matrix{1, 0, 0, 1, tx * g.th, 0}.mul(*tm)
	}
}
