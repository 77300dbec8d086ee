package vault

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// Clause structure in any text (FORMATS.md: section structure): a
// numbered clause whose heading and text share one line starts that
// clause's section, and nested clauses are citable as "§ 12.1(a)":
//
//   - "ARTICLE XII", "Article IV. Assignment" (an article);
//   - "§ 12.1 Neither party ...", "Section 12.1. ...", "Sec. 4 The ..."
//     (a marked section whose text starts with a capital, or whose
//     number ends with a period);
//   - "12.1 Assignment. Neither party ...", "12. Term. ...", "3) The
//     ..." (a bare number of one to three digits per part, with two or
//     more parts or a closing period or parenthesis, followed by a
//     capital);
//   - "II. DISCUSSION", "IV. Remedies" (a part of an opinion or a
//     brief: a Roman numeral with a period before a short caption);
//   - "(a)", "(i)", "(A)", "(1)" (a sub-clause, in sequence: a new
//     level starts at its first value, a sibling follows its
//     predecessor; "(i)" after "(h)" is a letter).
//
// A clause line must begin a block: the line before it is blank, a
// heading or marker, or ends a sentence or a list item (. : ; or "; and",
// "; or"). What is not a clause, on purpose: a sentence starting with a
// number or a year ("30 days after notice", "2019 was"), a section
// reference in prose ("Section 1404(a) provides"), a date ("12.1.2020"),
// a list of (a) and (b) in one sentence ("(a) and (b) apply"), a letter
// out of sequence.

var (
	articleRE   = regexp.MustCompile(`^(ARTICLE|Article|ART\.|Art\.)[ \t\x{00A0}]+([IVXLCDM]+|[0-9]{1,3})\b\.?(.*)$`)
	markedRE    = regexp.MustCompile(`^(§§?|Section|SECTION|Sec\.|SEC\.)[ \t\x{00A0}]*([0-9]{1,5}[A-Za-z]?(?:[.\-][0-9A-Za-z]{1,4})*(?:\([0-9A-Za-z]{1,4}\))*)(\.?)(.*)$`)
	bareRE      = regexp.MustCompile(`^([1-9][0-9]{0,2}(?:\.[0-9]{1,3})*(?:\([0-9A-Za-z]{1,4}\))*)([.)]?)[ \t\x{00A0}]+(.*)$`)
	partRE      = regexp.MustCompile(`^([IVXLC]{1,7})\.[ \t\x{00A0}]+(\S.*)$`)
	subclauseRE = regexp.MustCompile(`^\(([a-z]{1,4}|[A-Z]{1,4}|[0-9]{1,3})\)(?:[ \t\x{00A0}]+(.*))?$`)
	romanRE     = regexp.MustCompile(`^(?i)m{0,3}(cm|cd|d?c{0,3})(xc|xl|l?x{0,3})(ix|iv|v?i{0,3})$`)
)

// subKind is the numbering style of a sub-clause level.
type subKind int

const (
	subLower      subKind = iota + 1 // (a)
	subLowerRoman                    // (i)
	subUpper                         // (A)
	subUpperRoman                    // (I)
	subDigit                         // (1)
)

// clauseEntry is one open level of the clause structure.
type clauseEntry struct {
	rank  int     // smaller encloses larger
	label string  // the section locator: "§ 12.1", "12.1(a)", "ARTICLE XII"
	base  string  // what a sub-clause's label is built on ("§ 12.1", "12.1(a)"); "" when none
	sub   subKind // for sub-clauses
	value int     // for sub-clauses: the position in its sequence (a=1, ii=2)
	count bool    // held by a chunk of an enclosed clause (Chunk.Sections)
}

// clauseTracker follows the clause structure through a text's lines.
type clauseTracker struct {
	stack []clauseEntry
}

// heading records a heading line: a Markdown heading of level 1..6, or
// (mdLevel 0) a short "§ N Caption" line, ranked by its number's depth.
func (c *clauseTracker) heading(label string, mdLevel int) {
	rank := mdLevel
	base := ""
	if m := sectionNumberRE.FindStringSubmatch(foldSpaces(label)); m != nil {
		base = strings.TrimSuffix(m[1], ".")
	}
	if mdLevel == 0 { // a "§ 14.2 Governing Law" line
		rank = 20 + strings.Count(base, ".")
		if p := sectionPrefix(label); p != "" {
			base = p + base
		}
	}
	// A numbered heading ("# Article II Assignment", "## 3 Formation")
	// encloses the clauses under it as an article does.
	c.push(clauseEntry{rank: rank, label: label, base: base, count: numberedHeading(label, base)})
}

// numberedHeading reports whether a heading is numbered (so it encloses
// the clauses under it): its number has a digit, or is a roman numeral
// or letter standing alone ("II Remedies", "A. Facts"), not the first
// letter of a caption ("M/S Bremen", "Background").
func numberedHeading(label, base string) bool {
	if base == "" {
		return false
	}
	if strings.ContainsAny(base, "0123456789") {
		return true
	}
	l := foldSpaces(strings.TrimLeft(label, "# "))
	i := strings.Index(l, base)
	if i < 0 {
		return false
	}
	after := l[i+len(base):]
	return after == "" || after[0] == '.' || after[0] == ' '
}

// sectionPrefix is "§ " or "Section " when s starts with one.
func sectionPrefix(s string) string {
	switch {
	case strings.HasPrefix(s, "§"):
		return "§ "
	case strings.HasPrefix(s, "Section"), strings.HasPrefix(s, "SECTION"):
		return "Section "
	}
	return ""
}

func (c *clauseTracker) push(e clauseEntry) {
	c.popFor(e) // clauses_nesting.go
	c.stack = append(c.stack, e)
}

// enclosing lists the labels of the clauses enclosing the innermost
// one (articles, numbered clauses and numbered headings; a numbered
// clause only under its number's prefix), outermost first.
func (c *clauseTracker) enclosing() []string {
	var out []string
	for i := 0; i+1 < len(c.stack); i++ {
		if c.stack[i].count && c.enclosesInnermost(i) {
			out = append(out, c.stack[i].label)
		}
	}
	return out
}

// line reads a text line that begins a block (prevEnds: the line before
// it ends a sentence or a list item, or there is none). It returns the
// section label the line opens, and whether it starts a new chunk (an
// article or a numbered clause does; a sub-clause shares its chunk).
func (c *clauseTracker) line(t string, prevEnds bool) (label string, breaks bool) {
	if !prevEnds {
		return "", false
	}
	if m := articleRE.FindStringSubmatch(t); m != nil && captionStarts(m[3]) {
		prefix := m[1]
		if strings.HasPrefix(prefix, "ART") {
			prefix = "ARTICLE"
		} else if strings.HasPrefix(prefix, "Art") {
			prefix = "Article"
		}
		label = prefix + " " + m[2]
		c.push(clauseEntry{rank: 10, label: label, count: true})
		return label, true
	}
	if m := markedRE.FindStringSubmatch(t); m != nil && (m[3] == "." || captionStarts(m[4])) {
		number := m[2]
		label = sectionPrefix(m[1]) + number
		c.push(clauseEntry{rank: 20 + strings.Count(number, "."), label: label, base: label, count: true})
		return label, true
	}
	if m := bareRE.FindStringSubmatch(t); m != nil && (m[2] != "" || strings.ContainsAny(m[1], ".(")) && startsCapital(m[3]) {
		number := m[1]
		c.push(clauseEntry{rank: 20 + strings.Count(number, ".") + strings.Count(number, "("), label: number, base: number, count: true})
		return number, true
	}
	if m := partRE.FindStringSubmatch(t); m != nil && romanRE.MatchString(m[1]) && isPartHeading(m[2]) {
		c.push(clauseEntry{rank: 15, label: m[1], base: m[1], count: true})
		return m[1], true
	}
	if m := subclauseRE.FindStringSubmatch(t); m != nil {
		return c.subclause(m[1], m[2]), false
	}
	return "", false
}

// subclause places "(v)" in the sequence of sub-clauses and returns its
// label, or "" when it is out of sequence or heads a list written in
// one sentence ("(a) and (b) apply").
func (c *clauseTracker) subclause(v, rest string) string {
	kinds := subKindsOf(v)
	if len(kinds) == 0 {
		return ""
	}
	// A sibling of an open level: the value after that level's last.
	for i := len(c.stack) - 1; i >= 0; i-- {
		e := c.stack[i]
		if e.sub == 0 {
			break
		}
		for _, k := range kinds {
			if k == e.sub && subValue(v, k) == e.value+1 {
				if nextInSameSentence(v, k, rest) {
					return ""
				}
				c.stack = c.stack[:i]
				return c.openSub(v, k)
			}
		}
	}
	// A new, deeper level: its first value. "(i)" is a roman one here
	// only when no open letter level expects "i" next (handled above).
	for _, k := range kinds {
		if subValue(v, k) == 1 {
			if nextInSameSentence(v, k, rest) {
				return ""
			}
			return c.openSub(v, k)
		}
	}
	return ""
}

func (c *clauseTracker) openSub(v string, k subKind) string {
	base := ""
	rank := 40
	if n := len(c.stack); n > 0 {
		base = c.stack[n-1].base
		rank = max(c.stack[n-1].rank+1, 40)
	}
	label := base + "(" + v + ")"
	c.stack = append(c.stack, clauseEntry{rank: rank, label: label, base: label, sub: k, value: subValue(v, k), count: true})
	return label
}

// nextInSameSentence reports whether the sub-clause heads a list of
// values written in one sentence: "(a) and (b) apply", "(a), (b) and
// (c) are met", "(i) or (ii) suffices". Only the next value joined
// straight to it counts; a cross-reference later in the clause's own
// sentence ("(a) Delay is excused, except as provided in subsections
// (b) and (c).") is text of a real clause, not a list.
func nextInSameSentence(v string, k subKind, rest string) bool {
	next := subString(subValue(v, k)+1, k)
	if next == "" {
		return false
	}
	r := strings.TrimLeft(rest, " \t\u00a0")
	r = strings.TrimPrefix(r, ",")
	r = strings.TrimLeft(r, " \t\u00a0")
	for _, joint := range []string{"and ", "or ", "and/or ", "& "} {
		if strings.HasPrefix(r, joint) {
			r = strings.TrimLeft(r[len(joint):], " \t\u00a0")
			break
		}
	}
	for _, joint := range []string{"through ", "to ", "- ", "-"} {
		if strings.HasPrefix(r, joint) { // a range: "(a) through (c)"
			return subclauseRE.MatchString(strings.Fields(strings.TrimLeft(r[len(joint):], " \t\u00a0") + " x")[0])
		}
	}
	return strings.HasPrefix(r, "("+next+")")
}

// subKindsOf lists the styles a sub-clause value may be written in:
// "i" is a letter and a roman numeral, "b" only a letter.
func subKindsOf(v string) []subKind {
	var out []subKind
	switch {
	case v[0] >= '0' && v[0] <= '9':
		return []subKind{subDigit}
	case v == strings.ToLower(v):
		if sameLetters(v) {
			out = append(out, subLower)
		}
		if romanRE.MatchString(v) {
			out = append(out, subLowerRoman)
		}
	default:
		if sameLetters(v) {
			out = append(out, subUpper)
		}
		if romanRE.MatchString(v) {
			out = append(out, subUpperRoman)
		}
	}
	return out
}

// sameLetters: "a", "aa", "aaa" (Word's and drafters' letter sequence).
func sameLetters(v string) bool {
	return strings.Count(v, v[:1]) == len(v) && unicode.IsLetter(rune(v[0]))
}

// subValue is v's position in a sequence of kind k (a=1, aa=27, iv=4).
func subValue(v string, k subKind) int {
	switch k {
	case subDigit:
		n := 0
		for _, r := range v {
			n = n*10 + int(r-'0')
		}
		return n
	case subLower, subUpper:
		return int(unicode.ToLower(rune(v[0]))-'a') + 1 + 26*(len(v)-1)
	default:
		return romanValue(strings.ToUpper(v))
	}
}

// subString writes position n in a sequence of kind k.
func subString(n int, k subKind) string {
	switch k {
	case subDigit:
		return itoa(n)
	case subLower, subUpper:
		s := strings.Repeat(string(rune('a'+(n-1)%26)), (n-1)/26+1)
		if k == subUpper {
			s = strings.ToUpper(s)
		}
		return s
	case subLowerRoman:
		return strings.ToLower(textnorm.Roman(n))
	}
	return textnorm.Roman(n)
}

func romanValue(s string) int {
	vals := map[byte]int{'I': 1, 'V': 5, 'X': 10, 'L': 50, 'C': 100, 'D': 500, 'M': 1000}
	n := 0
	for i := 0; i < len(s); i++ {
		v := vals[s[i]]
		if i+1 < len(s) && vals[s[i+1]] > v {
			n -= v
		} else {
			n += v
		}
	}
	return n
}

// captionStarts reports whether what follows a clause number reads as a
// caption or the clause's text, not as prose about the clause: nothing,
// a dash or colon, or a word starting with a capital ("Neither party",
// "Assignment."), where "of the Act provides" is prose.
func captionStarts(rest string) bool {
	rest = strings.TrimLeft(rest, " \t\u00a0")
	if rest == "" {
		return true
	}
	if strings.ContainsAny(rest[:1], ".:-") || strings.HasPrefix(rest, "—") || strings.HasPrefix(rest, "–") {
		return true
	}
	return startsCapital(rest)
}

// startsCapital reports whether s starts (after an opening quote) with
// an upper-case letter.
func startsCapital(s string) bool {
	s = strings.TrimLeft(s, "\"'“‘(")
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsUpper(r)
}

// endsItem reports whether a line ends a sentence or a list item, so a
// clause may start on the next line.
func endsItem(t string) bool {
	t = strings.TrimRight(t, " \t\"'”’)")
	if t == "" {
		return true
	}
	if strings.ContainsAny(t[len(t)-1:], ".:;") {
		return true
	}
	for _, end := range []string{"; and", "; or", ", and", ", or", "; and/or"} {
		if strings.HasSuffix(t, end) {
			return true
		}
	}
	return false
}

// HoldsSection reports whether the chunk holds text of the cited section
// (or of a subsection of it): its Section, or any of the Sections it
// holds, matches (SectionMatches).
func (c *Chunk) HoldsSection(cited string) bool {
	if len(c.Sections) == 0 {
		return c.Section != "" && SectionMatches(c.Section, cited)
	}
	for _, s := range c.Sections {
		if SectionMatches(s, cited) {
			return true
		}
	}
	return false
}

// isPartHeading reports whether what follows "II." is a part's caption:
// short (at most 80 characters), starting with a capital, and either
// not ending like a sentence or written in capitals or title case
// ("DISCUSSION", "The Forum-Selection Clause"), where "I. The court
// held that the clause binds." is a sentence.
func isPartHeading(rest string) bool {
	if utf8.RuneCountInString(rest) > 80 || !startsCapital(rest) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(rest, " "))
	if !strings.ContainsRune(".;:,!?", last) {
		return true
	}
	return isCaption(rest)
}
