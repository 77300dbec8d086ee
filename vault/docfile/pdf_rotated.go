package docfile

import (
	"math"
	"strings"
)

// Rotated text: a margin stamp set vertically ("CONFIDENTIAL EXHIBIT
// 12" up the left edge), a diagonal "DRAFT" watermark, a landscape
// table's rotated heading. Placed by position among the upright lines,
// its letters fell one by one into the body's rows ("I should be
// enforced", "H under the circumstances"), breaking every quotation of
// those sentences, and its digits read as page-number lines. On a page
// whose text is upright, text on another baseline direction is read
// apart: each run of it, in the order the page draws it, is a paragraph
// of its own after the page's body (so it is still the page's text, as
// watermark text is).

// uprightTol is how far from upright a baseline may turn and still be
// upright (about 3 degrees: a scan's OCR layer is a little skewed).
const uprightTol = 0.05

func upright(g glyph) bool { return g.dx > 0 && math.Abs(g.dy) <= uprightTol }

// splitRotated returns the page's upright glyphs, and the text runs of
// the others, when most of the page's glyphs are upright; else the
// glyphs unchanged (a page drawn sideways is laid out as before).
func splitRotated(glyphs []glyph) ([]glyph, []string) {
	up := 0
	for _, g := range glyphs {
		if upright(g) {
			up++
		}
	}
	if up == len(glyphs) || up*2 < len(glyphs) {
		return glyphs, nil
	}
	var kept []glyph
	var runs []string
	var cur strings.Builder
	var last *glyph
	flush := func() {
		if t := strings.Join(strings.Fields(cur.String()), " "); t != "" {
			runs = append(runs, t)
		}
		cur.Reset()
		last = nil
	}
	for i := range glyphs {
		g := glyphs[i]
		if upright(g) {
			kept = append(kept, g)
			continue
		}
		if last != nil {
			ex, ey := last.x+last.w*last.dx, last.y+last.w*last.dy // where the next glyph of the run starts
			same := g.dx*last.dx+g.dy*last.dy > 0.99
			along := (g.x-ex)*last.dx + (g.y-ey)*last.dy
			across := math.Abs(-(g.x-ex)*last.dy + (g.y-ey)*last.dx)
			switch {
			case !same || across > baselineTol*last.size || along < -0.5*last.size || along > fragmentGap*last.size:
				flush()
			case along > wordGap*last.size:
				cur.WriteByte(' ')
			}
		}
		cur.WriteString(g.s)
		last = &glyphs[i]
	}
	flush()
	return kept, runs
}
