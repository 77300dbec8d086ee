package docfile

import (
	"regexp"
	"slices"
	"strconv"
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
// "iii") or repeats, digits aside, in the same band of another page. A
// line shaped as a footnote (its number, then words) repeats so only
// with its numbers the same on every page or one of them going up with
// the page ("3 Acme Confidential"): two footnotes that end two pages
// alike but for their numbers ("14 Id. at 12." and "22 Id. at 40.") are
// the pages' text, their numbers following the notes, not the pages.

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
	tracks := pageTracking(cands)
	furniture := map[*row]bool{}
	for _, c := range cands {
		text := foldPDFText(c.r.text())
		if pageNumberLine.MatchString(text) || (len(pages) >= 2 && len(count[c.key]) >= 2 && tracks[c.key]) {
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

// noteShaped is a line as a footnote opens: its number, then words.
var noteShaped = regexp.MustCompile(`^[0-9]{1,3}\s+\pL`)

// pageTracking tells, for each band key, whether its rows' numbers
// behave as a running header's or footer's: the same on every page, or
// one of them (by position) differing from page to page by as much as
// the pages do. Only keys of lines shaped as notes are asked (others,
// "Acme Confidential 3", a footer restarting its numbers for an
// exhibit, are furniture as before).
func pageTracking(cands []bandRow) map[string]bool {
	nums := map[string][][]int{} // per key, each row's numbers, its page first
	notes := map[string]bool{}
	for _, c := range cands {
		if noteShaped.MatchString(foldPDFText(c.r.text())) {
			notes[c.key] = true
		}
		var ns []int
		for _, d := range digitsRun.FindAllString(foldPDFText(c.r.text()), 8) {
			n, err := strconv.Atoi(d)
			if err != nil {
				n = -1
			}
			ns = append(ns, n)
		}
		nums[c.key] = append(nums[c.key], append([]int{c.page}, ns...))
	}
	out := map[string]bool{}
	for key, rows := range nums {
		out[key] = !notes[key] || numbersTrackPages(rows)
	}
	return out
}

// numbersTrackPages: rows each hold a page index, then the numbers the
// row writes; true when all rows write the same numbers or one position
// keeps number minus page the same in every row.
func numbersTrackPages(rows [][]int) bool {
	width := len(rows[0])
	for _, r := range rows {
		width = min(width, len(r))
	}
	same := true
	for _, r := range rows[1:] {
		same = same && slices.Equal(r[1:], rows[0][1:])
	}
	if same {
		return true
	}
	for i := 1; i < width; i++ {
		ok := true
		for _, r := range rows[1:] {
			ok = ok && r[i] >= 0 && r[i]-r[0] == rows[0][i]-rows[0][0]
		}
		if ok {
			return true
		}
	}
	return false
}
