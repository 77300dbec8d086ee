package heuristic

import (
	"fmt"
	"strconv"
)

// A provision's number is a label: "Rule 37(e)", "Section 8.2",
// "Article 9" name the rule the proposition is about, as "Matter 2041"
// names a matter. A passage that speaks of "subdivision (e)(1)" or "the
// rule" without its number does not show the number invented, nor does
// it show it right: where the evidence lacks it, support is not decided
// on that number (undecided), where a period or an amount it lacks is a
// decided failure.

// provisionWords, capitalised before a number, name a provision.
var provisionWords = map[string]bool{"rule": true, "rules": true, "section": true, "sections": true, "article": true, "articles": true, "chapter": true, "title": true}

// provisionNumber reports whether the number at toks[i] labels a
// provision.
func provisionNumber(toks []tok, i int) bool {
	return i > 0 && toks[i].kind == tokNumber && toks[i-1].kind == tokWord && toks[i-1].cap && provisionWords[toks[i-1].low]
}

// unstatedProvision names the first provision number of the
// proposition that the evidence lacks, or "".
func unstatedProvision(toks []tok, ev *evidence) string {
	for i := range toks {
		if !provisionNumber(toks, i) {
			continue
		}
		v, err := strconv.ParseFloat(toks[i].low, 64)
		if err != nil {
			continue
		}
		if n := strconv.FormatFloat(v, 'f', -1, 64); !ev.hasNumber(n) {
			return fmt.Sprintf("the proposition names %s %s, a number the passage, its context and the source do not hold; it may be the provision they speak of without its number", toks[i-1].raw, toks[i].raw)
		}
	}
	return ""
}
