package cite

import "strings"

// A decision cited by its docket number alone, as an unreported or slip
// opinion is: "Quillfeather Press, LLC v. Marrowind Software, Inc., No.
// CV-23-1180, at 2 (Calder Super. Ct. Mar. 4, 2024)", "..., No. 21-0388,
// slip op. at 4 (...)". No reporter or database number follows the
// docket, so the case name was read as a title that ended at "Inc.", its
// pin was never read (C-009 failed a pinned citation as unpinned) and the
// citation sentence stood as a proposition of its own, leaving the claim
// before it citing nothing. The docket is the citation's identifier of
// record (C-005 compares it verbatim) and the locators after it are the
// title's.

// docketLabels open a docket number after a case name.
var docketLabels = []string{"No. ", "Nos. ", "Case No. ", "Civ. No. ", "Civil No. ", "Docket No. "}

// pastDocketPart returns where the locators after a case name's docket
// number start, and the docket as written: s at from is ", No.
// CV-23-1180, " (then "slip op. " when written) and a digit or a
// locator word must follow; else -1. The docket's body is one run of
// letters, digits, colons, dots and hyphens holding a digit, as docketRe
// (casename.go) reads one.
func pastDocketPart(s string, from, limit int) (int, string) {
	i := skipSpaces(s, from, 2)
	if i >= limit || s[i] != ',' {
		return -1, ""
	}
	i = skipSpaces(s, i+1, 2)
	if i >= limit {
		return -1, "" // "Tex.,⏎⏎": the comma ends the text it may read; s[i:limit] panicked
	}
	label := ""
	for _, l := range docketLabels {
		if strings.HasPrefix(s[i:limit], l) {
			label = l
			break
		}
	}
	if label == "" {
		return -1, ""
	}
	j := i + len(label)
	k, digit := j, false
	for k < limit && (isDigit(s[k]) || isUpper(s[k]) || s[k] >= 'a' && s[k] <= 'z' || strings.IndexByte(":.-", s[k]) >= 0) {
		digit = digit || isDigit(s[k])
		k++
	}
	for k > j && strings.IndexByte(":.-", s[k-1]) >= 0 {
		k-- // a trailing full stop ends the sentence, not the docket
	}
	if !digit || k >= limit || s[k] != ',' {
		return -1, ""
	}
	docket := s[i:k]
	p := skipSpaces(s, k+1, 2)
	if p >= limit {
		return -1, ""
	}
	if strings.HasPrefix(s[p:limit], "slip op. ") {
		p += len("slip op. ")
	}
	return p, docket
}
