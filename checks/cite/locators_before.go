package cite

import "strings"

// locatorsBefore reads the locators written just before a bracketed Vault
// reference that holds none: "Employment Retaliation Law, ch. 4, § 4.4
// [RT-013]" pins RT-013 at § 4.4, as "[RT-013, § 4.4]" does. Before, the
// reference counted as citing the whole document and C-009 failed it.
// The run must end right at the bracket and open with a locator word
// ("§", "¶", "p.", "Section" ...): "at 15" is a reporter citation's pin
// ("Bremen, 407 U.S. at 15 [VLT-0002]"), never the bracket's, and a bare
// number is no locator. A chapter before a section is skipped, as after
// a title (pastChapter).
func locatorsBefore(s string, bs int) []loc {
	locs, _ := locatorsBeforeAt(s, bs)
	return locs
}

// locatorsBeforeAt is locatorsBefore with where the run starts (a
// chapter before it included), so that what precedes the run can be read
// too (citation_only_title.go); start is -1 when there is no run.
func locatorsBeforeAt(s string, bs int) (locs []loc, start int) {
	b := bs
	for b > 0 && (s[b-1] == ' ' || s[b-1] == '\t') {
		b--
	}
	if b == bs || b == 0 {
		return nil, -1 // "§ 4.4[RT-013]" is written as one; a locator needs its space
	}
	for p := max(0, b-maxLocatorsBefore); p < b; p++ {
		if p > 0 && s[p-1] != ' ' && s[p-1] != ',' && s[p-1] != '(' {
			continue
		}
		if strings.HasPrefix(s[p:b], "at ") || isDigit(s[p]) {
			continue
		}
		q := pastChapter(s, p, b)
		if locs, e := readLocators(s, q, b); len(locs) > 0 && e == b {
			return locs, p
		}
	}
	return nil, -1
}

// maxLocatorsBefore bounds how far before a bracket its locators may
// start.
const maxLocatorsBefore = 48
