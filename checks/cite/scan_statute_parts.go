package cite

import "strings"

// Every part a statute citation names after its section is a place the
// citation claims the document has, so each is read as a locator of its
// own: a subsection run ("§ 2-615(b)–(c)"), a list ("§ 2-615(a), (c)",
// "(a) & (c)"), a subsection written apart ("§ 2-615 (a)"), after a word
// ("§ 2-615, subd. (a)", "subsec. (b)"), and a page, paragraph, line or
// note after a comma ("§ 2-615, ¶ 3"). A part citecheck cannot place (a
// comment, "cmt. 4"; a subdivision it cannot read) becomes an unread
// locator, which C-009 fails as undecidable: before, each of these was
// dropped, so an invented subsection or comment was never checked and
// C-009 passed on the real section.

// subsectionWords introduce subsections after a statute's section.
var subsectionWords = []string{"subdivisions ", "subdivision ", "subsections ", "subsection ", "subdivs. ", "subdiv. ",
	"subsecs. ", "subsec. ", "subds. ", "subd. "}

// unreadWords introduce parts of a statute no Vault markup places: its
// comments and official notes.
var unreadWords = []string{"Official Comment ", "official comment ", "Comments ", "comments ", "Comment ", "comment ",
	"cmts. ", "cmt. ", "Cmt. "}

// statuteParts reads what follows a statute's section (section, ending at
// secE): labels the section reader left off ("(b)" of "2-615(b)–(c)", which
// it drops when a dash follows), which extend the section, and the run,
// list and apart-written subsections after it, each a section locator.
// It returns the section, where it ends, the locators and where the last
// part read ends (secE when none).
func statuteParts(s string, secE int, section string) (string, int, []loc, int) {
	if chain, e := labelChain(s, secE, false); chain != "" {
		section, secE = section+chain, e
	}
	var locs []loc
	last, p := section, secE
	for p < len(s) {
		if d := dashAt(s, p); d > 0 {
			if chain, e := labelChain(s, p+d, false); chain != "" {
				last = replaceLabels(last, chain) // "(b)–(c)": the run's far end
				locs, p = append(locs, loc{"section", last}), e
				continue
			}
			break
		}
		if q, ok := listJoin(s, p); ok {
			if chain, e := labelChain(s, q, false); chain != "" {
				last = replaceLabels(last, chain) // "(a), (c)", "(a) & (c)"
				locs, p = append(locs, loc{"section", last}), e
				continue
			}
			break
		}
		if chain, e := labelChain(s, skipSpaces(s, p, 1), true); chain != "" && p < len(s) && s[p] == ' ' {
			last = last + chain // "§ 2-615 (a)"
			locs, p = append(locs, loc{"section", last}), e
			continue
		}
		if q, ok := wordAfter(s, p, subsectionWords); ok {
			if chain, e := labelChain(s, q, false); chain != "" {
				last = section + chain // "§ 2-615, subd. (a)"
				locs, p = append(locs, loc{"section", last}), e
				continue
			}
		}
		break
	}
	return section, secE, locs, p
}

// statuteTrailing reads the locators written after a statute citation's
// last part, at end: a page, paragraph, line or note after a comma
// ("§ 2-615, ¶ 3"), read as the locators after a Vault reference are; and
// a comment or an unreadable subdivision ("cmt. 4", "subd. z"), an unread
// locator. It returns them and where they end (end when none).
func statuteTrailing(s string, end int) ([]loc, int) {
	limit := min(len(s), end+trailingWindow)
	if nl := strings.IndexByte(s[end:limit], '\n'); nl >= 0 {
		limit = end + nl
	}
	if strings.HasPrefix(s[end:limit], ", ") {
		k := end + 2
		if l, _, ok := readOneLocator(s, k, limit, nil); ok && l.kind != "section" && l.kind != "chunk" {
			locs, e := readLocatorsFor(s, end, limit, nil)
			var kept []loc
			for _, l := range locs {
				if l.kind == "section" || l.kind == "chunk" {
					break
				}
				kept = append(kept, l)
			}
			if len(kept) == len(locs) {
				return kept, e
			}
		}
	}
	for _, words := range [][]string{unreadWords, subsectionWords} {
		if q, ok := wordAfter(s[:limit], end, words); ok {
			e := q
			for e < limit && (isAlnum(s[e]) || strings.IndexByte("()*.-", s[e]) >= 0) {
				e++
			}
			for e > q && s[e-1] == '.' {
				e--
			}
			if e > q {
				return []loc{{"unread", strings.TrimLeft(s[end:e], ", ")}}, e
			}
		}
	}
	return nil, end
}

// labelChain reads a run of subsection labels at s[i] ("(b)", "(b)(1)").
// apart says the labels are written after a space ("§ 2-615 (a)"): then
// only a label shaped like a subsection's counts (a letter or two, a
// lower-case Roman numeral, a capital, up to three digits), so a year or
// a word in parentheses ("(1972)", "(West)") is not read as one.
func labelChain(s string, i int, apart bool) (string, int) {
	j := i
	for j < len(s) && s[j] == '(' {
		k := j + 1
		for k < len(s) && k-j <= 7 && isAlnum(s[k]) {
			k++
		}
		if k == j+1 || k >= len(s) || s[k] != ')' || apart && !subsectionLabel(s[j+1:k]) {
			break
		}
		j = k + 1
	}
	if j < len(s) && (isAlnum(s[j]) || s[j] == '_') {
		return "", i // "(a)b": not a label run
	}
	return s[i:j], j
}

// subsectionLabel reports whether v is shaped like a subsection label.
func subsectionLabel(v string) bool {
	switch {
	case len(v) <= 2 && isLower(v[0]) && (len(v) == 1 || v[1] == v[0]):
		return true
	case isLower(v[0]) && romanValue(v) > 0:
		return true
	case len(v) == 1 && isUpper(v[0]):
		return true
	}
	e, ok := readDigits(v, 0, 3)
	return ok && e == len(v)
}

// replaceLabels gives a run's or list's next end: the labels of chain
// replace as many trailing labels of last ("2-615(b)(1)" and "(3)" give
// "2-615(b)(3)").
func replaceLabels(last, chain string) string {
	n := strings.Count(chain, "(")
	base := last
	for ; n > 0 && strings.HasSuffix(base, ")"); n-- {
		open := strings.LastIndexByte(base, '(')
		if open <= 0 {
			break
		}
		base = base[:open]
	}
	return base + chain
}

// listJoin reads the joiner of a list of subsections (", ", " & ",
// " and ", " or ") at s[p] and returns where the next one starts.
func listJoin(s string, p int) (int, bool) {
	for _, w := range []string{", ", " & ", " and ", " or "} {
		if strings.HasPrefix(s[p:], w) && p+len(w) < len(s) && s[p+len(w)] == '(' {
			return p + len(w), true
		}
	}
	return p, false
}

// wordAfter reads one of words after s[p], itself after a comma and a
// space or a space, and returns where what follows it starts.
func wordAfter(s string, p int, words []string) (int, bool) {
	q := p
	if strings.HasPrefix(s[q:], ",") {
		q++
	}
	if !strings.HasPrefix(s[q:], " ") {
		return p, false
	}
	q++
	for _, w := range words {
		if strings.HasPrefix(s[q:], w) {
			return skipSpaces(s, q+len(w), 1), true
		}
	}
	return p, false
}
