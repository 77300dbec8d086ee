package cite

import "strings"

// pageIDPastSection reports whether an Id. pinned to a page ("Id. at 885")
// follows a bare section written in prose ("relied on § 2-615(b) of the
// code") that came after a full citation. A section of no named code has
// no pages, so the Id. cannot refer to it; it repeats the citation before
// it ("Penhallow, 61 F.4th 880, 884. ... § 2-615(b) ... Id. at 885."), as
// a reader takes it. A section after a capitalised word ("Blah § 2.") is
// a citation of a code the table does not know, which the Id. repeats
// (and then resolves to nothing, as eyecite has it). An Id. with a section locator ("Id. § 2-615(c)")
// after a bare section stays unresolved: which code it means is not said.
func pageIDPastSection(s string, marker, id *cand) bool {
	if !strings.HasPrefix(s[marker.Start:], "§") || id.Pin == "" || !proseBefore(s, marker.Start) {
		return false
	}
	p := id.Pin
	return isDigit(p[0]) || p[0] == '*' && len(p) > 1 && isDigit(p[1])
}

// proseBefore reports whether the word before s[i] is a lower-case word
// of prose ("relied on § 2-615(b)"), not a code's name.
func proseBefore(s string, i int) bool {
	j := i
	for j > 0 && isSpaceByte(s[j-1]) {
		j--
	}
	k := j
	for k > 0 && isAlnum(s[k-1]) {
		k--
	}
	return k < j && isLower(s[k])
}
