package docfile

import (
	"regexp"
	"strings"
)

// Running headers, running footers and page-number lines are furniture:
// they repeat on every page and are no part of the page's text (a quote
// never spans them, and a running head must not read as the page's first
// sentence). They are kept aside on each Page, so nothing read is lost.
//
// A row is furniture when it lies in the top or bottom band of the page
// (one of the two outermost rows, within bandShare of the page height)
// and either reads as a page number ("7", "- 7 -", "Page 7 of 12",
// "iii") or repeats, digits aside, in the same band of another page.

const (
	bandShare = 0.12
	bandRows  = 2
)

// pageNumberLine is a line holding only a page number.
var pageNumberLine = regexp.MustCompile(`(?i)^(page\s+)?([0-9]{1,5}|[ivxlcdm]{1,8}|[a-z]-[0-9]{1,4})(\s*(of|/)\s*[0-9]{1,5})?$|^[-–—]\s*[0-9]{1,5}\s*[-–—]$|^\[?[0-9]{1,5}\]?$`)

// digitsRun folds page numbers out of a repeated header's key.
var digitsRun = regexp.MustCompile(`[0-9]+`)

type bandRow struct {
	page int
	top  bool
	r    *row
	key  string
}

// separateFurniture moves each page's furniture rows from rows to
// furniture.
func separateFurniture(pages []*laidPage) {
	var cands []bandRow
	count := map[string]map[int]bool{}
	for pi, lp := range pages {
		for _, c := range bandCandidates(pi, lp) {
			cands = append(cands, c)
			if count[c.key] == nil {
				count[c.key] = map[int]bool{}
			}
			count[c.key][pi] = true
		}
	}
	furniture := map[*row]bool{}
	for _, c := range cands {
		text := foldPDFText(c.r.text())
		if pageNumberLine.MatchString(text) || (len(pages) >= 2 && len(count[c.key]) >= 2) {
			furniture[c.r] = true
		}
	}
	for _, lp := range pages {
		kept := lp.rows[:0]
		for _, r := range lp.rows {
			if furniture[r] {
				lp.furniture = append(lp.furniture, r)
			} else {
				kept = append(kept, r)
			}
		}
		lp.rows = kept
	}
}

// bandCandidates are the outermost rows of the page's top and bottom
// bands; the key tells which band, so a header repeats only as a header.
func bandCandidates(pi int, lp *laidPage) []bandRow {
	var out []bandRow
	n := len(lp.rows)
	for i := 0; i < min(bandRows, n); i++ {
		if r := lp.rows[i]; r.y >= lp.h*(1-bandShare) {
			out = append(out, bandRow{page: pi, top: true, r: r, key: "top|" + furnitureKey(r)})
		}
	}
	for i := max(n-bandRows, 0); i < n; i++ { // the bands are disjoint: a short page's last rows are still its bottom rows
		if r := lp.rows[i]; r.y <= lp.h*bandShare {
			out = append(out, bandRow{page: pi, r: r, key: "bottom|" + furnitureKey(r)})
		}
	}
	return out
}

func furnitureKey(r *row) string {
	t := strings.ToLower(strings.Join(strings.Fields(foldPDFText(r.text())), " "))
	return digitsRun.ReplaceAllString(t, "#")
}
