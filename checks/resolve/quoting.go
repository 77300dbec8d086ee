package resolve

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxQuotingLookback bounds how far back insideQuoting looks for the
// opening of a parenthetical, so a long answer costs nothing extra.
const maxQuotingLookback = 600

// insideQuoting reports whether the citation starting at byte start of
// answer stands inside a "(quoting ...)" or "(citing ...)" parenthetical
// (also "(internal quotation marks omitted) (quoting" and "(citing, e.g.,"):
// the nearest unclosed "(" before it opens with one of those words. Such
// a citation's passage may be the retrieved chunk that quotes it (FORMATS.md: what each criterion compares
// "Source passage (C-006)").
func insideQuoting(answer string, start int) bool { return quotingWord(answer, start) != "" }

// quotingWord is the word that opens the parenthetical the citation
// starting at byte start stands in, "quoting" or "citing", or "" when it
// stands in neither (insideQuoting).
func quotingWord(answer string, start int) string {
	if start <= 0 || start > len(answer) {
		return ""
	}
	from := max(0, start-maxQuotingLookback)
	for from < start && !utf8.RuneStart(answer[from]) {
		from++
	}
	depth := 0
	for i := start - 1; i >= from; i-- {
		switch answer[i] {
		case ')':
			depth++
		case '(':
			if depth > 0 {
				depth--
				continue
			}
			word := strings.TrimLeftFunc(answer[i+1:start], unicode.IsSpace)
			word = strings.ToLower(word)
			for _, w := range []string{"quoting", "citing"} {
				if strings.HasPrefix(word, w) {
					return w
				}
			}
			return ""
		}
	}
	return ""
}
