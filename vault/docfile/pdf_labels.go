package docfile

import (
	"sort"
	"strconv"
	"strings"

	"github.com/ledongthuc/pdf"
)

// pageLabels names every page: by the PDF's own page labels (the
// /PageLabels number tree of the document catalog: front matter "i",
// "ii", then "1", "2", or "A-1") when it has them and they name every
// page uniquely with a usable name, else by position ("1".."N").
// labelled reports which.
func pageLabels(r *pdf.Reader, n int) (labels []string, labelled bool) {
	pos := make([]string, n)
	for i := range pos {
		pos[i] = strconv.Itoa(i + 1)
	}
	ranges := labelRanges(r)
	if len(ranges) == 0 {
		return pos, false
	}
	labels = make([]string, n)
	seen := map[string]bool{}
	for i := range labels {
		k := sort.Search(len(ranges), func(j int) bool { return ranges[j].start > i }) - 1
		if k < 0 {
			return pos, false
		}
		l := ranges[k].label(i - ranges[k].start)
		if l == "" || strings.ContainsAny(l, " \t\r\n]") || seen[l] {
			return pos, false
		}
		seen[l] = true
		labels[i] = l
	}
	return labels, true
}

// labelRange is one entry of the number tree: from page index start on,
// labels are prefix + the number st+k in style.
type labelRange struct {
	start  int
	style  string
	prefix string
	st     int
}

func (lr labelRange) label(k int) string {
	n := lr.st + k
	switch lr.style {
	case "D":
		return lr.prefix + strconv.Itoa(n)
	case "R":
		return lr.prefix + roman(n)
	case "r":
		return lr.prefix + strings.ToLower(roman(n))
	case "A":
		return lr.prefix + letters(n, 'A')
	case "a":
		return lr.prefix + strings.ToLower(letters(n, 'A'))
	}
	return lr.prefix
}

// labelRanges reads the catalog's /PageLabels number tree, sorted by
// start page. A damaged tree reads as none.
func labelRanges(r *pdf.Reader) (out []labelRange) {
	defer func() {
		if recover() != nil {
			out = nil
		}
	}()
	var walk func(v pdf.Value, depth int)
	walk = func(v pdf.Value, depth int) {
		if depth > maxTreeDepth || len(out) > 100000 {
			return
		}
		nums := v.Key("Nums")
		for i := 0; i+1 < nums.Len(); i += 2 {
			d := nums.Index(i + 1)
			st := int(d.Key("St").Int64())
			if st < 1 {
				st = 1
			}
			out = append(out, labelRange{start: int(nums.Index(i).Int64()), style: d.Key("S").Name(), prefix: d.Key("P").Text(), st: st})
		}
		kids := v.Key("Kids")
		for i := 0; i < kids.Len(); i++ {
			walk(kids.Index(i), depth+1)
		}
	}
	walk(r.Trailer().Key("Root").Key("PageLabels"), 0)
	sort.SliceStable(out, func(i, j int) bool { return out[i].start < out[j].start })
	return out
}
