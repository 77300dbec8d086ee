package docfile

import (
	"math"
	"sort"
)

// A PDF strikes words out by drawing a rule through them: LibreOffice
// strokes a line at a quarter of the text size above the baseline
// (struck text and tracked deletions shown in a redline alike), Word and
// others fill a thin rectangle there. The text layer keeps the struck
// words as ordinary text; read so, a redline's deleted wording would
// pass as what the document says. Struck glyphs are dropped, as a
// tracked deletion is in a Word document (docx_strike.go). A rule under
// the words (an underline, a signature line), above them (an overline,
// a table border) or across a gap between lines strikes nothing.

// rule is a thin horizontal line painted on the page: its extent across
// and its band from y0 to y1, and whether it is in white (which strikes
// nothing out on the white page).
type rule struct {
	x0, x1, y0, y1 float64
	white          bool
}

// Rule shapes, in points: a rule is at most maxRuleHeight thick and at
// least ruleAspect times as long as it is thick.
const (
	maxRuleHeight = 4.0
	ruleAspect    = 3.0
	// maxStrikeTests bounds the glyph-rule comparisons of one page, past
	// which no further glyph is tested (a page of thousands of rules in
	// one band of text is a drawing, not a redline).
	maxStrikeTests = 2_000_000
)

// addRule records a painted area as a rule when it is thin and
// horizontal.
func (in *interpreter) addRule(b box, c colour) {
	h, w := b.y1-b.y0, b.x1-b.x0
	if h > maxRuleHeight || w < ruleAspect*math.Max(h, 0.1) || len(in.rules) >= maxPageFills {
		return
	}
	in.rules = append(in.rules, rule{x0: b.x0, x1: b.x1, y0: b.y0, y1: b.y1, white: c.same(whiteColour)})
}

// strokeRule records a stroked path as a rule: its bounds widened by
// half the line width (in page space) on each side.
func (in *interpreter) strokeRule(p pathBounds, g textState) {
	if !p.set {
		return
	}
	half := math.Abs(g.lineWidth) * math.Sqrt(math.Abs(g.ctm[0]*g.ctm[3]-g.ctm[1]*g.ctm[2])) / 2
	b := p.b
	b.y0, b.y1 = b.y0-half, b.y1+half
	in.addRule(b, g.stroke)
}

// strikes finds the glyphs a rule is drawn through.
type strikes struct {
	rules []rule // by the middle of their band
	tests int
}

func newStrikes(rules []rule) *strikes {
	s := &strikes{}
	for _, r := range rules {
		if !r.white {
			s.rules = append(s.rules, r)
		}
	}
	sort.Slice(s.rules, func(i, j int) bool { return s.rules[i].y0+s.rules[i].y1 < s.rules[j].y0+s.rules[j].y1 })
	return s
}

// struck reports whether a rule runs through upright glyph g: across
// its middle, thin beside its size, and between 0.15 and 0.55 of its
// size above its baseline (a strike-through sits near 0.3; an underline
// lies below the baseline, an overline above the capitals).
func (s *strikes) struck(g glyph) bool {
	if len(s.rules) == 0 || s.tests > maxStrikeTests || math.Abs(g.dy) > 0.01 || g.dx <= 0 {
		return false
	}
	lo, hi := 2*(g.y+0.15*g.size), 2*(g.y+0.55*g.size) // in doubled middles, as sorted
	x := g.x + g.w/2
	i := sort.Search(len(s.rules), func(i int) bool { return s.rules[i].y0+s.rules[i].y1 >= lo })
	for ; i < len(s.rules) && s.rules[i].y0+s.rules[i].y1 <= hi; i++ {
		s.tests++
		r := s.rules[i]
		if x >= r.x0 && x <= r.x1 && r.y1-r.y0 <= 0.2*g.size {
			return true
		}
	}
	return false
}
