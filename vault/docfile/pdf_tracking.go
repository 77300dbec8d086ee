package docfile

import "math"

// Letter-spacing drawn glyph by glyph. CSS letter-spacing (headings,
// small capitals, tracked captions) reaches a PDF in two ways: as the
// character spacing Tc, which glyph.cs carries, or, as Chromium's
// print-to-PDF (Skia) writes it, as every letter placed on its own with
// the extra advance folded into its position and no Tc at all. Read gap
// by gap, each letter of the second kind stands apart by more than a
// word space, and "OPINION" reads "O P I N I O N", so a quotation of
// such a heading fails. What tells tracking from word spaces is that
// tracking is the same between every pair of letters of the run, while a
// word space stands out from the letter gaps on both sides of it.

// Tracking bounds, as fractions of the font size: a gap below
// wordGap is kerning already read as no gap; letter-spacing wider than
// trackMax is read as the producer spacing words apart.
const (
	trackMax = 0.6
	// trackTol is how far two gaps of one tracked run may differ
	// (positions rounded by the producer).
	trackTol = 0.04
	// trackRun is the fewest equal gaps in a row that make tracking on
	// a line whose producer draws its word spaces as space glyphs (as
	// Chromium does): four letters; two single-letter words side by
	// side ("a b") give one or two equal gaps, never three. On a line
	// with no space glyph (a one-word heading, or a producer that places
	// words apart, as TeX does) it takes trackRunBare, six letters, so
	// single-letter words placed apart ("a b c d") are never run
	// together.
	trackRun     = 3
	trackRunBare = 5
)

// trackedGaps reports, per glyph, whether the gap before it is a letter
// gap of tracked text: it follows a glyph drawn just before it on the
// same baseline (no space glyph between), is wider than a word gap, and
// is one of at least trackRun (trackRunBare) consecutive such gaps equal within
// trackTol of the font size. Spaces between tracked words are drawn as
// space glyphs and read as word gaps as usual.
func trackedGaps(glyphs []glyph) []bool {
	out := make([]bool, len(glyphs))
	gap := make([]float64, len(glyphs)) // NaN: no letter gap before glyph i
	prev := -1
	for i, g := range glyphs {
		gap[i] = math.NaN()
		if g.s == "" {
			continue
		}
		if isSpaceGlyph(g.s) {
			prev = -1
			continue
		}
		if prev >= 0 {
			p := glyphs[prev]
			size := math.Max(g.size, 1) // as layoutPage measures the gap before g
			d := g.x - p.x - glyphWidth(p) - float64(p.cs)
			if math.Abs(g.y-p.y) < 0.05*size && d > wordGap*size && d < trackMax*size {
				gap[i] = d
			}
		}
		prev = i
	}
	// Runs of equal gaps give the tracking of their line; every gap of
	// that line equal to it is tracking too ("OF", "THE" between
	// tracked words too short to make a run themselves).
	for start := 0; start < len(glyphs); {
		end := lineRunEnd(glyphs, start)
		need := trackRunBare
		for i := start; i < end; i++ {
			if glyphs[i].s != "" && isSpaceGlyph(glyphs[i].s) {
				need = trackRun
				break
			}
		}
		var tracks []float64
		for i := start; i < end; {
			if math.IsNaN(gap[i]) {
				i++
				continue
			}
			j := i + 1
			for j < end && !math.IsNaN(gap[j]) && math.Abs(gap[j]-gap[i]) < trackTol*math.Max(glyphs[j].size, 1) {
				j++
			}
			if j-i >= need {
				tracks = append(tracks, gap[i])
			}
			i = j
		}
		for i := start; i < end && len(tracks) > 0; i++ {
			for _, t := range tracks {
				if !math.IsNaN(gap[i]) && math.Abs(gap[i]-t) < trackTol*math.Max(glyphs[i].size, 1) {
					out[i] = true
				}
			}
		}
		start = end
	}
	return out
}

// lineRunEnd is the end of the glyphs from start drawn on start's
// baseline, one after another (a glyph elsewhere ends it).
func lineRunEnd(glyphs []glyph, start int) int {
	y, size := glyphs[start].y, math.Max(glyphs[start].size, 1)
	i := start + 1
	for i < len(glyphs) && (glyphs[i].s == "" || math.Abs(glyphs[i].y-y) < baselineTol*size) {
		i++
	}
	return i
}

// glyphWidth is a glyph's advance as layoutPage measures it.
func glyphWidth(g glyph) float64 {
	if g.w > 0 {
		return g.w
	}
	return 0.5 * math.Max(g.size, 1)
}
