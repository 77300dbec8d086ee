package docfile

import (
	"slices"
	"strconv"
	"testing"
)

// printedPages lays out pages whose furniture rows read as given ("" a
// page that prints nothing; "3|4" two page-number lines).
func printedPages(lines ...string) []*laidPage {
	var out []*laidPage
	for _, l := range lines {
		lp := &laidPage{w: 612, h: 792}
		for _, part := range splitBar(l) {
			f := &fragment{}
			f.text.WriteString(part)
			lp.furniture = append(lp.furniture, &row{frags: []*fragment{f}})
		}
		out = append(out, lp)
	}
	return out
}

func splitBar(s string) []string {
	if s == "" {
		return nil
	}
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '|' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// TestPrintedPageNames: a PDF without page labels is named by the
// numbers its pages print when they print a consistent numbering, so a
// pin "p. 1" on a brief with a cover and front matter names the page
// that prints 1; else (positions, a jump, a restart, too few numbers,
// two numbers on one page, a word that looks Roman) its pages keep
// their places 1..N.
func TestPrintedPageNames(t *testing.T) {
	positions := func(n int) []string {
		var out []string
		for i := 1; i <= n; i++ {
			out = append(out, strconv.Itoa(i))
		}
		return out
	}
	for _, c := range []struct {
		name  string
		lines []string
		want  []string // nil: not named by print
	}{
		{"cover, front matter, argument", []string{"", "i", "ii", "1", "2", "3"}, []string{"unnumbered-1", "i", "ii", "1", "2", "3"}},
		{"cover counted as page i", []string{"", "ii", "1", "2"}, []string{"i", "ii", "1", "2"}},
		{"an opinion reprinted from 456", []string{"456", "457", "458"}, []string{"456", "457", "458"}},
		{"Page N of M and dashes", []string{"", "Page 1 of 3", "- 2 -", "Page 3 of 3"}, []string{"unnumbered-1", "1", "2", "3"}},
		{"an unnumbered chapter opening", []string{"", "1", "", "3", "4"}, []string{"unnumbered-1", "1", "2", "3", "4"}},
		{"an unnumbered last front page", []string{"i", "ii", "", "1", "2"}, []string{"i", "ii", "iii", "1", "2"}},
		{"an appendix A-1", []string{"", "1", "2", "A-1", "A-2"}, []string{"unnumbered-1", "1", "2", "A-1", "A-2"}},
		{"the same number in header and footer", []string{"", "1|1", "2|2"}, []string{"unnumbered-1", "1", "2"}},
		{"upper-case Roman front matter", []string{"I", "II", "1", "2"}, []string{"I", "II", "1", "2"}},
		{"numbers that are the positions", []string{"1", "2", "3"}, nil},
		{"a jump", []string{"", "1", "2", "7"}, nil},
		{"a restart", []string{"", "1", "2", "1", "2"}, nil},
		{"too few numbers", []string{"", "", "", "5"}, nil},
		{"two numbers on one page", []string{"", "3|4", "5"}, nil},
		{"a word that looks Roman", []string{"", "civil", "mild", "1"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, ok := printedLabels(printedPages(c.lines...))
			if c.want == nil {
				if ok {
					t.Errorf("named %q; want positions", got)
				}
				if l, _ := printedLabelsOr(printedPages(c.lines...), positions(len(c.lines))); !slices.Equal(l, positions(len(c.lines))) {
					t.Errorf("fallback %q", l)
				}
				return
			}
			if !ok || !slices.Equal(got, c.want) {
				t.Errorf("named %q (%v); want %q", got, ok, c.want)
			}
		})
	}
}
