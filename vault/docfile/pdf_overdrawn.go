package docfile

import (
	"math"
	"slices"
	"sort"
)

// Glyphs drawn over glyphs. Office programs draw some type effects by
// painting the same words twice: LibreOffice's shadowed text is the
// words in grey half a point off, then the words again; "fake bold"
// (a writer without a bold face) draws each word twice a fraction of a
// point apart. A reader sees the words once; read twice, "shadowed
// words kappa" would not be in the text a quotation is checked against.
// And LibreOffice strikes words out with a character ("X", "/") by
// drawing a row of that character over them: the row is not text, and
// the words under it are struck out, as a rule drawn through them
// strikes them (pdf_strike.go).

// sameGlyphOffset is the largest offset, in text sizes, at which a
// second copy of a glyph is the same glyph drawn again: no two letters
// of a word stand that close (the narrowest letters are a quarter of
// the size wide).
const sameGlyphOffset = 0.15

// dropRedrawn keeps one glyph of each set drawn again at (almost) the
// same place: the last drawn, which is the one on top. It runs on every
// page, so it is kept cheap: the glyphs are sorted once by a packed key
// (baseline from the top, then across, to a sixteenth of a point: the
// order most pages draw in, which the sort finds almost sorted), and
// each is compared only with the glyphs near it on its own baseline and
// the baselines just below it.
func dropRedrawn(glyphs []glyph) []glyph {
	if len(glyphs) < 2 || len(glyphs) >= 1<<redrawnIndexBits {
		return glyphs
	}
	keys := make([]uint64, 0, len(glyphs))
	for i, g := range glyphs {
		if g.w > 0 && g.s != "" && g.s != " " {
			keys = append(keys, (1<<redrawnCoordBits-1-quantized(g.y))<<(redrawnCoordBits+redrawnIndexBits)|quantized(g.x)<<redrawnIndexBits|uint64(i))
		}
	}
	slices.Sort(keys)
	const indexMask = 1<<redrawnIndexBits - 1
	const xMask = (1<<redrawnCoordBits - 1) << redrawnIndexBits
	line := func(k uint64) uint64 { return k >> (redrawnCoordBits + redrawnIndexBits) }
	// ends[n] is where the baseline of keys[n] ends
	ends := make([]int32, len(keys))
	for k := 0; k < len(keys); {
		e := k + 1
		for e < len(keys) && line(keys[e]) == line(keys[k]) {
			e++
		}
		for n := k; n < e; n++ {
			ends[n] = int32(e)
		}
		k = e
	}
	var drop []bool
	pair := func(i, n int) { // glyphs[i] and the glyph of keys[n] are one glyph drawn twice
		if drop == nil {
			drop = make([]bool, len(glyphs))
		}
		drop[min(i, int(keys[n]&indexMask))] = true // the earlier drawn, under the other
	}
	for a, ka := range keys {
		i := int(ka & indexMask)
		g := &glyphs[i]
		tol := math.Min(sameGlyphOffset*g.size, 0.5*g.w)
		// on its own baseline: the glyphs after it across, within reach
		e := int(ends[a])
		for n := a + 1; n < e; n++ {
			h := &glyphs[keys[n]&indexMask]
			if h.x > g.x+tol {
				break
			}
			if sameGlyph(g, h, tol) {
				pair(i, n)
			}
		}
		// the baselines just below it, rarely within reach
		for b0 := e; b0 < len(keys) && g.y-glyphs[keys[b0]&indexMask].y <= tol; b0 = int(ends[b0]) {
			b1 := int(ends[b0])
			lo := quantized(g.x-tol) << redrawnIndexBits
			for n := b0 + sort.Search(b1-b0, func(n int) bool { return keys[b0+n]&xMask >= lo }); n < b1; n++ {
				h := &glyphs[keys[n]&indexMask]
				if h.x > g.x+tol {
					break
				}
				if sameGlyph(g, h, tol) {
					pair(i, n)
				}
			}
		}
	}
	if drop == nil {
		return glyphs
	}
	out := glyphs[:0]
	for i, g := range glyphs {
		if !drop[i] {
			out = append(out, g)
		}
	}
	return out
}

// sameGlyph reports whether h is g drawn again within tol of it.
func sameGlyph(g, h *glyph, tol float64) bool {
	return h.s == g.s && math.Abs(h.x-g.x) <= tol && math.Abs(h.y-g.y) <= tol && math.Abs(h.size-g.size) <= 0.05*g.size &&
		math.Abs(h.dx-g.dx) < 0.01 && math.Abs(h.dy-g.dy) < 0.01
}

// The packed sort key of dropRedrawn: a glyph's index in the low bits,
// its x above them and its y (counted down, so the top baseline sorts
// first) above that; each coordinate in sixteenths of a point from 4096
// points below the origin, clamped to the range the bits hold.
const (
	redrawnIndexBits = 20 // more than maxPageGlyphs
	redrawnCoordBits = 18
)

func quantized(v float64) uint64 {
	switch q := (v + 4096) * 16; {
	case q >= 1<<redrawnCoordBits-1:
		return 1<<redrawnCoordBits - 1
	case q > 0:
		return uint64(q) // truncation: the floor of a positive number
	}
	return 0 // below the range, and NaN
}

// minOverstrike is the shortest row of strike-out characters taken for
// one: a shorter row over words is too short to tell from a letter.
const minOverstrike = 3

// dropOverstruck removes rows of a strike-out character ("X" or "/")
// drawn over other glyphs on their baseline, and the glyphs under them.
// A row of X's standing alone ("XXX-XX-1234") is text and is kept.
func dropOverstruck(glyphs []glyph) []glyph {
	var drop []bool
	tests := 0 // glyph comparisons, bounded as pdf_strike.go's are
	for i := 0; i < len(glyphs); {
		j := i + 1
		if g := glyphs[i]; (g.s == "X" || g.s == "/") && math.Abs(g.dy) < 0.01 && g.dx > 0 {
			for j < len(glyphs) && glyphs[j].s == g.s && math.Abs(glyphs[j].y-g.y) <= 0.05*g.size &&
				math.Abs(glyphs[j].size-g.size) <= 0.05*g.size &&
				math.Abs(glyphs[j].x-(glyphs[j-1].x+glyphs[j-1].w)) <= 0.2*g.size {
				j++
			}
			if j-i >= minOverstrike && tests < maxStrikeTests {
				tests += len(glyphs)
				x0, x1 := g.x, glyphs[j-1].x+glyphs[j-1].w
				var under []int
				for k, h := range glyphs {
					if (k < i || k >= j) && math.Abs(h.dy) < 0.01 && math.Abs(h.y-g.y) <= 0.2*g.size &&
						math.Abs(h.size-g.size) <= 0.3*g.size && h.x+h.w/2 > x0 && h.x+h.w/2 < x1 {
						under = append(under, k)
					}
				}
				if len(under) > 0 {
					if drop == nil {
						drop = make([]bool, len(glyphs))
					}
					for k := i; k < j; k++ {
						drop[k] = true
					}
					for _, k := range under {
						drop[k] = true
					}
				}
			}
		}
		i = j
	}
	if drop == nil {
		return glyphs
	}
	out := glyphs[:0]
	for i, g := range glyphs {
		if !drop[i] {
			out = append(out, g)
		}
	}
	return out
}
