package docfile

import (
	"math"
	"strconv"
	"strings"
)

// Pleading paper: court filings in California and other courts print
// line numbers 1 to 28 down the left margin of every page, each on a
// text line's baseline. Read as words they would split every sentence
// ("The contract 3 provided that"), so no quotation spanning a line
// would match and each line would open with a number. A page's line
// numbers are recognised as a left-margin column of bare numbers
// counting 1, 2, 3 ... down the page, aligned at their left or right
// edge, each standing apart to the left of its row's text; they are
// furniture, kept as one line ("line numbers 1-28").

// minLineNumbers is the shortest run read as pleading line numbers: a
// list numbered 1 to 3 in the margin is not pleading paper.
const minLineNumbers = 10

// lineNumberAlign is how far, in points, aligned numbers' edges may lie
// apart.
const lineNumberAlign = 2.0

// stripLineNumbers moves a page's pleading line numbers to its
// furniture.
func stripLineNumbers(lp *laidPage) {
	type cand struct {
		r *row
		f *fragment
		n int
	}
	var cands []cand
	for _, r := range lp.rows {
		if len(r.frags) == 0 {
			continue
		}
		f := r.frags[0]
		n, err := strconv.Atoi(strings.TrimSpace(f.text.String()))
		if err != nil || n < 1 || n > 99 || f.x0 > lp.w/4 {
			continue
		}
		if len(r.frags) > 1 && r.frags[1].x0-f.x1 < f.size {
			continue // a number that begins the row's own text
		}
		cands = append(cands, cand{r, f, n})
	}
	// The longest run counting up from 1, top to bottom, aligned.
	var best []cand
	for i := 0; i < len(cands); i++ {
		if cands[i].n != 1 {
			continue
		}
		run := []cand{cands[i]}
		for j := i + 1; j < len(cands) && cands[j].n == run[len(run)-1].n+1; j++ {
			a, b := run[0].f, cands[j].f
			if math.Abs(a.x1-b.x1) > lineNumberAlign && math.Abs(a.x0-b.x0) > lineNumberAlign {
				break
			}
			run = append(run, cands[j])
		}
		if len(run) > len(best) {
			best = run
		}
	}
	if len(best) < minLineNumbers {
		return
	}
	drop := map[*fragment]bool{}
	for _, c := range best {
		drop[c.f] = true
	}
	kept := lp.rows[:0]
	for _, r := range lp.rows {
		frags := r.frags[:0]
		for _, f := range r.frags {
			if !drop[f] {
				frags = append(frags, f)
			}
		}
		r.frags = frags
		if len(frags) > 0 {
			kept = append(kept, r)
		}
	}
	lp.rows = kept
	lp.lineNumbers = "line numbers " + strconv.Itoa(best[0].n) + "-" + strconv.Itoa(best[len(best)-1].n)
}
