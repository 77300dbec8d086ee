package docfile

import (
	"strconv"
	"strings"
	"testing"
)

// marginPage lays out rows of a 612-pt page: for each of n rows a
// margin number (value start+i, its right edge at numberX+shift(i)) at
// 12 pt, and, gap points after it, the row's text.
func marginPage(n, start int, numberX float64, shift func(int) float64, gap float64) *laidPage {
	lp := &laidPage{w: 612, h: 792}
	for i := 0; i < n; i++ {
		y := 720 - float64(i)*24
		num := &fragment{x0: numberX + shift(i) - 12, x1: numberX + shift(i), y: y, size: 12}
		num.text.WriteString(strconv.Itoa(start + i))
		text := &fragment{x0: numberX + shift(i) + gap, x1: 500, y: y, size: 12}
		text.text.WriteString("line " + strconv.Itoa(i) + " of the text")
		lp.rows = append(lp.rows, &row{y: y, size: 12, frags: []*fragment{num, text}})
	}
	return lp
}

// TestPleadingLineNumbers: the line numbers of pleading paper, a
// column of numbers counting from 1 down the left margin, are taken out
// of the text (and kept as furniture); a short numbered margin list,
// numbers that do not count from 1 or are not aligned, and numbers
// that begin their row's own text are the text's.
func TestPleadingLineNumbers(t *testing.T) {
	none := func(int) float64 { return 0 }
	for _, c := range []struct {
		name  string
		page  *laidPage
		strip bool
	}{
		{"pleading paper 1-28", marginPage(28, 1, 60, none, 20), true},
		{"right-aligned two-digit numbers", marginPage(28, 1, 60, func(i int) float64 { return 0.5 * float64(i%2) }, 20), true},
		{"ten lines", marginPage(10, 1, 60, none, 20), true},
		{"a margin list of three", marginPage(3, 1, 60, none, 20), false},
		{"counting from 5", marginPage(28, 5, 60, none, 20), false},
		{"numbers not aligned", marginPage(28, 1, 60, func(i int) float64 { return 8 * float64(i%3) }, 20), false},
		{"numbers that begin the text", marginPage(28, 1, 60, none, 4), false},
		{"numbers in the middle of the page", marginPage(28, 1, 300, none, 20), false},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := len(c.page.rows)
			stripLineNumbers(c.page)
			first := c.page.rows[0].text()
			stripped := !strings.HasPrefix(first, strconv.Itoa(0+1)) && !strings.HasPrefix(first, "5")
			if stripped != c.strip {
				t.Errorf("first row %q: stripped %v, want %v", first, stripped, c.strip)
			}
			if len(c.page.rows) != n {
				t.Errorf("%d rows, want %d", len(c.page.rows), n)
			}
			if f := c.page.furnitureLines(); c.strip != (len(f) == 1 && f[0] == "line numbers 1-"+strconv.Itoa(n)) {
				t.Errorf("furniture %q", f)
			}
		})
	}
}
