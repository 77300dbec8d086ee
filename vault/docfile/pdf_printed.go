package docfile

import (
	"strconv"
	"strings"
)

// Printed page numbers. Word and LibreOffice export a brief, a
// contract or a reprinted opinion without PDF page labels, so its
// physical pages 1..N are not the pages it prints: a cover that prints
// no number, a table of contents numbered i, ii, then the argument from
// 1 (or an opinion whose first page prints 456). A pin "p. 2" means the
// page that prints 2, so a quotation from the second physical page
// pinned there must not pass. When the pages' page-number lines
// (furniture, pdf_furniture.go) print a numbering that is consistent
// (within a run of one style, each numbered page is its predecessor's
// number plus the pages between them), the pages take the names they
// print; a page that prints none takes the name its run gives it, and a
// page before the first number of its run that the run cannot name (a
// cover before page i) is "unnumbered-K", K its place in the file.

// minPrintedShare is the share of pages that must print a number for
// the printed numbering to name the pages: a stray number on a few
// pages says nothing about the rest.
const minPrintedShare = 0.5

// printedNumber is one page's printed number: its style ("d" decimal,
// "r" or "R" Roman, or a letter prefix such as "A-") and value.
type printedNumber struct {
	style string
	value int
}

func (p printedNumber) name() string {
	switch p.style {
	case "d":
		return strconv.Itoa(p.value)
	case "r":
		return strings.ToLower(roman(p.value))
	case "R":
		return roman(p.value)
	}
	return p.style + strconv.Itoa(p.value)
}

// printedLabels names the pages by the numbers they print, or reports
// false when the pages print no consistent numbering, or one that is
// simply their positions.
func printedLabels(pages []*laidPage) ([]string, bool) {
	n := len(pages)
	nums := make([]*printedNumber, n)
	count, differs := 0, false
	for i, lp := range pages {
		p, ok := pagePrinted(lp)
		if !ok {
			return nil, false // two different numbers on one page
		}
		if p != nil {
			nums[i] = p
			count++
			differs = differs || p.name() != strconv.Itoa(i+1)
		}
	}
	if count < 2 || float64(count) < minPrintedShare*float64(n) || !differs {
		return nil, false
	}
	prev := -1
	for i, p := range nums {
		if p == nil {
			continue
		}
		if prev >= 0 && nums[prev].style == p.style && p.value-nums[prev].value != i-prev {
			return nil, false // a jump or a restart within a style: not a numbering to trust
		}
		prev = i
	}
	labels := make([]string, n)
	seen := map[string]bool{}
	for i := range pages {
		l := inferredName(nums, i)
		if l == "" {
			l = "unnumbered-" + strconv.Itoa(i+1)
		}
		if seen[l] {
			return nil, false
		}
		seen[l] = true
		labels[i] = l
	}
	return labels, true
}

// inferredName is page i's printed name, or the name its run gives it:
// the previous numbered page's run when the next numbered page is of the
// same style (or there is none), else the next one's run counted back.
func inferredName(nums []*printedNumber, i int) string {
	if nums[i] != nil {
		return nums[i].name()
	}
	prev, next := -1, -1
	for j := i - 1; j >= 0; j-- {
		if nums[j] != nil {
			prev = j
			break
		}
	}
	for j := i + 1; j < len(nums); j++ {
		if nums[j] != nil {
			next = j
			break
		}
	}
	fromPrev := func() string {
		return printedNumber{nums[prev].style, nums[prev].value + i - prev}.name()
	}
	if prev >= 0 && (next < 0 || nums[next].style == nums[prev].style) {
		return fromPrev()
	}
	if next >= 0 {
		if v := nums[next].value - (next - i); v >= 1 {
			return printedNumber{nums[next].style, v}.name()
		}
	}
	if prev >= 0 {
		return fromPrev()
	}
	return ""
}

// pagePrinted is the number a page's page-number lines print: nil when
// none, ok false when two lines print different numbers.
func pagePrinted(lp *laidPage) (p *printedNumber, ok bool) {
	for _, r := range lp.furniture {
		q := parsePrinted(foldPDFText(r.text()))
		if q == nil {
			continue
		}
		if p != nil && *p != *q {
			return nil, false
		}
		p = q
	}
	return p, true
}

// parsePrinted reads a page-number line ("7", "- 7 -", "Page 7 of 12",
// "[7]", "iii", "A-1"), or returns nil.
func parsePrinted(s string) *printedNumber {
	s = strings.TrimSpace(s)
	if !pageNumberLine.MatchString(s) {
		return nil
	}
	low := strings.ToLower(s)
	if strings.HasPrefix(low, "page") {
		s = strings.TrimSpace(s[len("page"):])
	}
	if i := strings.IndexAny(s, "/"); i >= 0 {
		s = strings.TrimSpace(s[:i])
	} else if f := strings.Fields(s); len(f) == 3 && strings.EqualFold(f[1], "of") {
		s = f[0]
	}
	s = strings.Trim(s, "[]-–— ")
	if v, err := strconv.Atoi(s); err == nil {
		if v < 1 {
			return nil
		}
		return &printedNumber{"d", v}
	}
	if len(s) >= 3 && s[1] == '-' && s[0] >= 'A' && s[0] <= 'Z' || len(s) >= 3 && s[1] == '-' && s[0] >= 'a' && s[0] <= 'z' {
		if v, err := strconv.Atoi(s[2:]); err == nil && v >= 1 {
			return &printedNumber{s[:2], v}
		}
		return nil
	}
	if v := romanParse(s); v > 0 {
		if s == strings.ToLower(s) {
			return &printedNumber{"r", v}
		}
		if s == strings.ToUpper(s) {
			return &printedNumber{"R", v}
		}
	}
	return nil
}

// romanParse is the value of a Roman numeral written the canonical way
// (lower or upper case), else 0: "civil" and "mild" are words.
func romanParse(s string) int {
	val := map[byte]int{'i': 1, 'v': 5, 'x': 10, 'l': 50, 'c': 100, 'd': 500, 'm': 1000}
	low := strings.ToLower(s)
	total := 0
	for i := 0; i < len(low); i++ {
		v, ok := val[low[i]]
		if !ok {
			return 0
		}
		if i+1 < len(low) && val[low[i+1]] > v {
			total -= v
		} else {
			total += v
		}
	}
	if total < 1 || strings.ToLower(roman(total)) != low {
		return 0
	}
	return total
}

// printedLabelsOr is the printed labels when the pages print a
// consistent numbering, else labels.
func printedLabelsOr(pages []*laidPage, labels []string) ([]string, bool) {
	if l, ok := printedLabels(pages); ok {
		return l, true
	}
	return labels, false
}
