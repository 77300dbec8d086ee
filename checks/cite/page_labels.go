package cite

import (
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// Page labels that are not numbers: the front matter of a PDF ("i",
// "ii", "xiv"), upper-case Roman pages ("IV") and appendix pages ("A-1",
// "B-12"), as PDF page labels name them (FORMATS.md: "Document files").
// Such a label is read as a page pin only where the locator word says
// page ("p. ii", "pp. i-ii", "page A-1"), after the short-form pin word
// of "Id. at iv" and "supra, at ii", or after "at" where the cited
// document names a page so labelled: in prose "at i" or "p. I think" is
// not a pin, and a Roman "§ II" stays a section.

// romanValue is the value of a canonical Roman numeral made of the
// letters of one case ("xiv", "XIV"), or 0 when s is not one. Only
// i, v, x, l and c are read: front matter runs to a few dozen pages, and
// "mix" or "did" are words.
func romanValue(s string) int {
	if s == "" || len(s) > 9 {
		return 0
	}
	lower := strings.ToLower(s)
	if lower != s && strings.ToUpper(s) != s {
		return 0 // mixed case: "Xi" is no numeral
	}
	vals := map[byte]int{'i': 1, 'v': 5, 'x': 10, 'l': 50, 'c': 100}
	n := 0
	for k := 0; k < len(lower); k++ {
		v, ok := vals[lower[k]]
		if !ok {
			return 0
		}
		if k+1 < len(lower) && vals[lower[k+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	if n <= 0 || strings.ToLower(textnorm.Roman(n)) != lower {
		return 0 // "iiii", "vx", "ic": not canonical
	}
	return n
}

// readPageLabel reads one non-numeric page label at s[i] (before limit):
// a Roman numeral of one case, or an appendix page, one or two capital
// letters, a hyphen and digits ("A-1", "AB-12"). It returns the offset
// just past it; ok is false when none is there or it runs into a word.
func readPageLabel(s string, i, limit int) (int, bool) {
	j := i
	for j < limit && isAlnum(s[j]) {
		j++
	}
	if j == i {
		return i, false
	}
	word := s[i:j]
	// appendix page first: "A-1", "C-2" (C is also a numeral)
	if len(word) <= 2 && isUpper(word[0]) && (len(word) == 1 || isUpper(word[1])) && j < limit && s[j] == '-' {
		if e, ok := readDigits(s, j+1, 4); ok && e <= limit && (e >= len(s) || !isAlnum(s[e])) {
			return e, true
		}
	}
	if romanValue(word) > 0 {
		return j, true
	}
	return i, false
}

// readPageLabelSpan reads a page label or a range of two ("i-ii",
// "ii–1", "A-1-A-3") at s[i]. The value is the label or "lo-hi" with a
// plain hyphen. The single capital "I" followed by a lower-case word is
// the pronoun ("p. I think"), not a page.
func readPageLabelSpan(s string, i, limit int) (string, int, bool) {
	e, ok := readPageLabel(s, i, limit)
	if !ok {
		return "", i, false
	}
	if s[i:e] == "I" && e+1 < len(s) && s[e] == ' ' && isLower(s[e+1]) {
		return "", i, false
	}
	v := s[i:e]
	if d := dashAt(s, e); d > 0 && e+d < limit {
		if e2, ok := readPageLabel(s, e+d, limit); ok {
			v += "-" + s[e+d:e2]
			e = e2
		} else if e2, ok := readDigits(s, e+d, 6); ok && (e2 >= len(s) || !isAlnum(s[e2])) {
			v += "-" + s[e+d:e2] // "ii-1": front matter into the body
			e = e2
		}
	}
	return v, e, true
}

// labelIsPage reports whether a page label written after "at" names a
// page of the document id: only a document whose pages are so labelled
// makes "at ii" a pin. For a range both ends must be its labels, or
// numbers.
func (e *Extractor) labelIsPage(id, label string) bool {
	pages := e.labelsOf(id)
	if pages == nil {
		if ids := e.idsFolded(id); len(ids) == 1 {
			pages = e.labelsOf(ids[0])
		}
	}
	if pages == nil {
		return false
	}
	lo, hi, isRange := strings.Cut(label, "-")
	if isRange && isUpper(lo[0]) && len(lo) <= 2 && romanValue(lo) == 0 {
		// "A-1" itself, or "A-1-A-3"
		if k := strings.Index(label[len(lo)+1:], "-"); k >= 0 {
			lo, hi = label[:len(lo)+1+k], label[len(lo)+2+k:]
		} else {
			lo, hi, isRange = label, "", false
		}
	}
	if !pages[lo] {
		return false
	}
	if !isRange {
		return true
	}
	if pages[hi] {
		return true
	}
	_, ok := readDigits(hi, 0, 6)
	return ok
}

// atLabelFor is the "at" label test for a citation of the document id.
func (e *Extractor) atLabelFor(id string) func(string) bool {
	if len(e.pageLabels) == 0 && e.pagesOf == nil {
		return nil
	}
	return func(label string) bool { return e.labelIsPage(id, label) }
}

// labelsOf is the set of document id's non-numeric page labels, nil
// when it has none: from Options.Documents, else asked of
// Options.PageLabels once per document.
func (e *Extractor) labelsOf(id string) map[string]bool {
	if pages := e.pageLabels[id]; pages != nil || e.pagesOf == nil {
		return pages
	}
	if v, ok := e.pagesSeen.Load(id); ok {
		return v.(map[string]bool)
	}
	var pages map[string]bool
	for _, p := range e.pagesOf(id) {
		if pages == nil {
			pages = map[string]bool{}
		}
		pages[p] = true
	}
	v, _ := e.pagesSeen.LoadOrStore(id, pages)
	return v.(map[string]bool)
}
