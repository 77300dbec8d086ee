package cite

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault/namekeys"
)

// caseName is a case name found before a citation.
type caseName struct {
	start, end int    // span of the name (including emphasis markers around it)
	docket     string // "No. 3:23-cv-00418" between the name and the citation
	name       string
	plaintiff  string
	defendant  string
}

// connectors are the lower-case words that may stand inside a case name.
var connectors = map[string]bool{
	"v.": true, "v": true, "vs.": true, "vs": true, "of": true, "the": true, "and": true,
	"&": true, "ex": true, "rel.": true, "de": true, "la": true, "del": true, "von": true,
	"van": true, "der": true, "for": true, "on": true, "re": true, "et": true, "al.": true,
	"d/b/a": true, "a/k/a": true, "to": true, "du": true, "parte": true, "y": true,
}

// signals are capitalised words that introduce a citation and are never
// part of a case name.
var signals = map[string]bool{
	"See": true, "See,": true, "Cf.": true, "Also": true, "But": true, "Accord": true,
	"Accord,": true, "Compare": true, "Quoting": true, "Citing": true, "E.g.,": true,
	"Under": true, "As": true, "Per": true, "Following": true, "Contra": true, "And": true,
	"Then": true, "However,": true, "Moreover,": true, "Thus,": true, "Here,": true,
	"Similarly,": true, "Likewise,": true, "Further,": true, "Finally,": true, "Because": true,
	"Id.": true, "Id.,": true, "Ibid.": true, "Ibid.,": true, "Id.;": true,
	"While": true, "Although": true, "When": true, "If": true, "Where": true, "The": true,
}

// corporate are the designators a document's short name drops at its
// end ("Zapata Off-Shore Co." -> "Zapata Off-Shore"): the Vault's own
// name tables are keyed with the same list (package namekeys); the name
// walk reads the fuller lists of casename_parties.go.
var corporate = namekeys.Corporate

// nameBefore finds the case name that ends just before s[i] (the volume
// of a citation), looking no further back than lb. full says whether a
// "v." name is expected (a full citation); short forms take the last
// capitalised words ("Bremen, 407 U.S. at 15").
//
// abbr says which words ending in a period stand inside names; strict
// which of those may also stand between a sentence's end and a name: a
// word ending in a period that strict does not know, followed by a
// capitalised word, ends the previous sentence ("... Florida. Ardent
// Freight Co. v. Moravec"), so the name never swallows it.
func nameBefore(s string, i, lb int, abbr, strict func(string) bool) (caseName, bool) {
	j := i
	// skip ", " and emphasis/closing marks between name and citation
	for j > lb {
		c := s[j-1]
		if isSpaceByte(c) || c == ',' || c == '*' || c == '_' {
			j--
			continue
		}
		break
	}
	// skip a California-style year "(2007)" and blank parallel
	// placeholders "— U.S. —," / "___ Nev. ___,"
	for k := 0; k < 3; k++ {
		jj := skipBackYear(s, j, lb)
		jj = skipBackBlankCite(s, jj, lb)
		if jj == j {
			break
		}
		j = jj
		for j > lb && (isSpaceByte(s[j-1]) || s[j-1] == ',' || s[j-1] == '*' || s[j-1] == '_') {
			j--
		}
	}
	// a docket number between name and citation: "..., No. 3:23-cv-00418, 2023 WL ..."
	docket := ""
	if win := s[max(lb, j-80):j]; !mayEndInDocket(win) {
		// no docket (the regexp needs "No." or "Nos." near the end): it
		// is not run
	} else if m := docketRe.FindStringSubmatchIndex(win); m != nil {
		base := max(lb, j-80)
		docket = s[base+m[2] : base+m[3]]
		j = base + m[0]
		for j > lb && (isSpaceByte(s[j-1]) || s[j-1] == ',' || s[j-1] == '*' || s[j-1] == '_') {
			j--
		}
	}
	// a star page between name and citation: "Carignan, *528 342 U. S. 36"
	if k := skipBackStarPage(s, j, lb); k < j {
		j = k
		for j > lb && (isSpaceByte(s[j-1]) || s[j-1] == ',' || s[j-1] == '_') {
			j--
		}
	}
	// a subsequent caption between the name and the citation:
	// "Falkner v. Rusk (In re Rusk), 91 F.4th 388" (casename_caption.go);
	// the name is the main caption, its span runs over both
	spanEnd := -1
	if k := skipBackCaptionParen(s, j, lb); k < j {
		spanEnd = j
		j = k
		for j > lb && isSpaceByte(s[j-1]) {
			j--
		}
	}
	end := j
	if end <= lb {
		return caseName{}, false
	}
	// collect tokens backwards
	type tok struct {
		start, end int
		w          string
	}
	var tokBuf [16]tok // at most 16 tokens are read: no allocation
	toks := tokBuf[:0]
	k := end
	for k > lb && len(toks) < 16 {
		// token is s[ts:k]
		ts := k
		for ts > lb && !isSpaceByte(s[ts-1]) {
			ts--
		}
		w := s[ts:k]
		if cut := lastNamePunct(w); cut >= 0 {
			_, size := utf8.DecodeRuneInString(w[cut:])
			if cut+size == len(w) && len(toks) == 0 {
				break
			}
			ts += cut + size // past the whole punctuation rune
			w = s[ts:k]
			if w != "" {
				toks = append(toks, tok{ts, k, w})
			}
			break
		}
		toks = append(toks, tok{ts, k, w})
		// a blank line ends the search
		b := ts
		nl := 0
		for b > lb && isSpaceByte(s[b-1]) {
			if s[b-1] == '\n' {
				nl++
			}
			b--
		}
		if nl >= 2 {
			break
		}
		k = b
	}
	// words are the tokens without emphasis; joins says which commas
	// stand inside a party's name and suffix which words belong to a
	// party's suffix (casename_parties.go)
	var wordBuf [16]string
	words := wordBuf[:len(toks)]
	for t := range toks {
		words[t] = strings.Trim(toks[t].w, "*_")
	}
	var joins, suffix [16]bool
	partyCommas(words, joins[:len(toks)], suffix[:len(toks)], strict)
	// walk from the citation backwards deciding where the name starts
	first := -1 // index in toks of the earliest accepted token
	sawV := false
	for t := 0; t < len(toks); t++ {
		w := words[t]
		if w == "" {
			break
		}
		if isV(w) {
			sawV = true
			first = t
			continue
		}
		if nameStopsAt(words, t, joins[t], suffix[t], strict) {
			break
		}
		if w == "In" || w == "Ex" {
			if first >= 0 && (words[first] == "re" || words[first] == "Re" || words[first] == "parte") {
				first = t
			}
			break
		}
		first = t
	}
	if first < 0 {
		return caseName{}, false
	}
	if !sawV && !(words[first] == "In" || words[first] == "Ex") {
		// a name without "v." is a short form, and short forms are short:
		// four words, not counting a party's suffix ("Dellwood Partners,
		// LLC"); "In re" and "Ex parte" names are full names of any length
		n := 0
		for t := 0; t <= first; t++ {
			if suffix[t] {
				continue
			}
			if n++; n > 4 {
				first = t - 1
				break
			}
		}
	}
	// drop leading connectors ("of Foo v. Bar") and lower-case suffix
	// words no party stands before
	for first >= 0 {
		w := strings.Trim(toks[first].w, "*_")
		if connectors[w] && w != "re" || w == "" || suffix[first] && isLower(w[0]) {
			first--
			continue
		}
		break
	}
	if first < 0 {
		return caseName{}, false
	}
	start := toks[first].start
	for start < end && (s[start] == '*' || s[start] == '_') {
		start++
	}
	nameEnd := end
	for nameEnd > start && (s[nameEnd-1] == '*' || s[nameEnd-1] == '_' || s[nameEnd-1] == ',') {
		nameEnd--
	}
	raw := s[start:nameEnd]
	name := cleanName(raw)
	if name == "" || !(isUpper(name[0]) || isDigit(name[0])) {
		return caseName{}, false
	}
	if spanEnd > nameEnd {
		nameEnd = spanEnd
	}
	cn := caseName{start: start, end: nameEnd, name: name, docket: docket}
	// include an opening emphasis marker in the span
	if cn.start > lb && (s[cn.start-1] == '*' || s[cn.start-1] == '_') {
		cn.start--
		if cn.start > lb && s[cn.start-1] == s[cn.start] {
			cn.start--
		}
	}
	cn.plaintiff, cn.defendant = splitParties(name)
	return cn, true
}

// docketRe is a docket number at the end of the text before a citation
// ("No. 3:23-cv-00418", "Civil Action No. 21-1234", and Delaware's "C.A.
// No. N21C-07-114" and "Civ. A. No. 2019-0455").
var docketRe = regexp.MustCompile(`,?\s*((?:C\.\s?A\.\s+|(?:Civ(?:il)?|Case|Cr(?:im)?|Adv(?:\.|ersary)?|Bankr?\.?)\.?\s+)?(?:Action\s+|A\.\s+)?Nos?\.\s+[A-Za-z0-9:.\-]*[0-9][A-Za-z0-9:.\-]*(?:\s+(?:Civ|Cr|Crim|CV|cv|Misc)\.?\s+[0-9][0-9\-]*)?(?:\s*\([A-Z]+\))?)$`)

// mayEndInDocket reports whether docketRe can match win: it needs a
// "No." or "Nos." followed by white space (RE2's \s) and at most four
// fields to the end (the number, a "Civ." and its number, a "(TAG)").
// Citations in running text often have a "No." in their 80-byte window
// that is no docket of theirs ("O. T. 1952, No. 8, p. 7; see also ...");
// asking this first saves running the backtracking regexp on them.
func mayEndInDocket(win string) bool {
	for k := 0; ; {
		p := strings.Index(win[k:], "No")
		if p < 0 {
			return false
		}
		p += k + 2
		k = p
		if p < len(win) && win[p] == 's' {
			p++
		}
		if p+1 < len(win) && win[p] == '.' && reSpace(win[p+1]) && fieldsAtMost(win[p+1:], 4) {
			return true
		}
	}
}

// reSpace is RE2's \s: tab, line feed, form feed, carriage return, space.
func reSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// fieldsAtMost reports whether s splits into at most n fields at runs of
// reSpace bytes.
func fieldsAtMost(s string, n int) bool {
	fields, in := 0, false
	for i := 0; i < len(s); i++ {
		if reSpace(s[i]) {
			in = false
		} else if !in {
			in = true
			if fields++; fields > n {
				return false
			}
		}
	}
	return true
}

// cleanName removes Markdown emphasis and folds white space.
func cleanName(s string) string {
	if strings.IndexByte(s, '*') >= 0 || strings.IndexByte(s, '_') >= 0 { // ContainsAny's set costs more than two searches on a name
		s = emphasisRemover.Replace(s)
	}
	if singleSpacedASCII(s) {
		return s // what splitting and joining its words would give
	}
	return joinFields(s)
}

// joinFields is strings.Join(strings.Fields(s), " ") built in one
// string: no slice of words, no second pass to join them (a name with
// a line break or a non-ASCII byte in it took both).
func joinFields(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); {
		if n, space := spaceAt(s, i); space {
			i += n
			continue
		}
		j := i
		for j < len(s) {
			n, space := spaceAt(s, j)
			if space {
				break
			}
			j += n
		}
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(s[i:j])
		i = j
	}
	return b.String()
}

// spaceAt is the length of the rune at s[i] and whether
// unicode.IsSpace holds for it, as strings.Fields decodes it.
func spaceAt(s string, i int) (int, bool) {
	if c := s[i]; c < utf8.RuneSelf {
		return 1, isSpaceByte(c)
	}
	r, n := utf8.DecodeRuneInString(s[i:])
	return n, unicode.IsSpace(r)
}

var emphasisRemover = strings.NewReplacer("*", "", "_", "")

// splitParties splits "Foo v. Bar" into plaintiff and defendant; "In re
// Foo" has only a defendant.
func splitParties(name string) (string, string) {
	for _, sep := range []string{" v. ", " vs. ", " v ", " vs "} {
		if k := strings.Index(name, sep); k > 0 {
			return strings.TrimSpace(name[:k]), strings.TrimRight(strings.TrimSpace(name[k+len(sep):]), ",")
		}
	}
	for _, pre := range []string{"In re ", "In Re ", "Ex parte ", "In the Matter of ", "Matter of "} {
		if strings.HasPrefix(name, pre) {
			return "", strings.TrimSpace(name[len(pre):])
		}
	}
	return "", ""
}

// skipBackStarPage skips a star page "*528" right before j (a page
// break of the printed report), or returns j.
func skipBackStarPage(s string, j, lb int) int {
	k := j
	for k > lb && isDigit(s[k-1]) {
		k--
	}
	if k == j || k <= lb || s[k-1] != '*' {
		return j
	}
	k--
	for k > lb && s[k-1] == '*' {
		k--
	}
	if k > lb && !isSpaceByte(s[k-1]) {
		return j
	}
	return k
}

// skipBackYear skips a "(2007)" right before j.
func skipBackYear(s string, j, lb int) int {
	k := j
	for k > lb && isSpaceByte(s[k-1]) {
		k--
	}
	if k-6 >= lb && s[k-1] == ')' && s[k-6] == '(' {
		if _, ok := readDigits(s, k-5, 4); ok && k-5+4 == k-1 {
			return k - 6
		}
	}
	return j
}

// skipBackBlankCite skips a blank parallel placeholder such as
// "— U.S. —" or "___ Nev. ___" right before j.
func skipBackBlankCite(s string, j, lb int) int {
	k := j
	for k > lb && isSpaceByte(s[k-1]) {
		k--
	}
	blankEnd := func(k int) int { // start of a blank run ending at k, or k
		b := k
		for b > lb {
			switch {
			case s[b-1] == '_' || s[b-1] == '-':
				b--
			case b-3 >= lb && s[b-3:b] == "—":
				b -= 3
			default:
				return b
			}
		}
		return b
	}
	b := blankEnd(k)
	if b == k {
		return j
	}
	// reporter words between the two blanks
	m := b
	for t := 0; t < 4; t++ {
		for m > lb && isSpaceByte(s[m-1]) {
			m--
		}
		b2 := blankEnd(m)
		if b2 < m {
			return b2
		}
		for m > lb && !isSpaceByte(s[m-1]) {
			m--
		}
	}
	return j
}

// lastNamePunct is strings.LastIndexAny(w, ";()[]:\"“”‘’"), the last
// punctuation that ends a case name, found by bytes: LastIndexAny with
// non-ASCII characters in its set decodes the word rune by rune.
func lastNamePunct(w string) int {
	for i := len(w) - 1; i >= 0; i-- {
		switch w[i] {
		case ';', '(', ')', '[', ']', ':', '"':
			return i
		case 0xe2: // “ ” ‘ ’ are E2 80 9C, 9D, 98, 99
			if i+2 < len(w) && w[i+1] == 0x80 && (w[i+2] == 0x9c || w[i+2] == 0x9d || w[i+2] == 0x98 || w[i+2] == 0x99) {
				return i
			}
		}
	}
	return -1
}
