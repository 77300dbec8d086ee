package textnorm

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// TopicFold returns s in the form topic terms are compared in (FORMATS.md: the case file
// topic.terms): NFKC, lower case, every hyphen and dash variant (ASCII
// hyphen-minus, U+2010-U+2015, U+2212, U+FE58, U+FE63, U+FF0D) and every
// run of white space or line breaks folded into one ASCII space, the soft
// hyphen (U+00AD) removed, ends trimmed. So "forum-\nselection",
// "forum\u2011selection", "Forum Selection" and "forum-selection" all fold
// to "forum selection". Topic matching is deliberately loose; identifiers
// use Fold and Identifier instead.
func TopicFold(s string) string {
	s = norm.NFKC.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case r == '\u00AD':
			continue
		case isDash(r) || unicode.IsSpace(r):
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// isDash reports whether r is one of the hyphen or dash characters a
// writer (or a PDF extractor) may put between the words of a term.
func isDash(r rune) bool {
	switch {
	case r == '-', r >= '\u2010' && r <= '\u2015', r == '\u2212',
		r == '\uFE58', r == '\uFE63', r == '\uFF0D':
		return true
	}
	return false
}

// ContainsTopic reports whether TopicFold(hay) contains TopicFold(term)
// at word boundaries ("forum selection" is in "Forum-selection clauses"
// but "form" is not in "forum"). An empty term matches nothing.
func ContainsTopic(hay, term string) bool {
	t := TopicFold(term)
	if t == "" {
		return false
	}
	return containsTermAtBoundary(TopicFold(hay), t)
}

// ContainsFoldedTopic is ContainsTopic for a hay and a term both already
// folded with TopicFold, for callers that compare one text with many
// terms or meet the same text again: ContainsTopic(hay, term) ==
// ContainsFoldedTopic(TopicFold(hay), TopicFold(term)).
func ContainsFoldedTopic(foldedHay, foldedTerm string) bool {
	if foldedTerm == "" {
		return false
	}
	return containsTermAtBoundary(foldedHay, foldedTerm)
}

// containsTermAtBoundary is containsAtBoundary for a topic term, whose
// last word may also stand in its plural ("forum selection clause" in
// "forum-selection clauses are valid", "covenant" in "covenants"): an
// "s" or "es" after a term that ends in a letter, then a word boundary.
// A passage about the topic speaks of it in the plural as often as not,
// and a case file lists its terms in the singular.
func containsTermAtBoundary(hay, term string) bool {
	first, _ := utf8.DecodeRuneInString(term)
	last, _ := utf8.DecodeLastRuneInString(term)
	for off := 0; off <= len(hay)-len(term); {
		i := strings.Index(hay[off:], term)
		if i < 0 {
			return false
		}
		start := off + i
		end := start + len(term)
		if boundaryBefore(hay, start, first) {
			if boundaryAfter(hay, end, last) {
				return true
			}
			if unicode.IsLetter(last) {
				for _, suffix := range []string{"s", "es"} {
					if strings.HasPrefix(hay[end:], suffix) && boundaryAfter(hay, end+len(suffix), 's') {
						return true
					}
				}
			}
		}
		_, size := utf8.DecodeRuneInString(hay[start:])
		off = start + size
	}
	return false
}
