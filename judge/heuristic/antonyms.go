package heuristic

// Antonyms: a proposition that matches its passage sentence word for word
// except that one word is turned into its opposite ("contracts signed
// before the date" for "after", "fees to the losing party" for "the
// prevailing party") shares nearly all its meaning-bearing words with the
// sentence and asserts the reverse. The pairs are general words of
// direction, time, extent and classification, not parties: a
// proposition told from the other party's side ("the tenant" for "the
// lessor") is often a faithful paraphrase, so party words are left to
// the role rules.

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// antonymPairs are the opposites compared, as written (lower case).
var antonymPairs = [][2]string{
	{"before", "after"}, {"earlier", "later"}, {"prior", "subsequent"},
	{"prevailing", "losing"},
	{"increase", "decrease"}, {"increases", "decreases"}, {"increased", "decreased"},
	{"maximum", "minimum"}, {"ceiling", "floor"}, {"upper", "lower"},
	{"majority", "minority"}, {"substantive", "procedural"},
	{"express", "implied"}, {"expressly", "impliedly"},
	{"include", "exclude"}, {"includes", "excludes"}, {"included", "excluded"}, {"including", "excluding"},
	{"inclusive", "exclusive"}, {"broader", "narrower"}, {"broadly", "narrowly"},
	{"mandatory", "optional"}, {"liable", "immune"}, {"both", "either"},
}

// lowerBounds and upperBounds say which way a number or date binds; a
// proposition that turns "at least 30 days" into "no more than 30 days"
// reverses the rule.
var (
	lowerBounds = []string{"at least", "no less than", "not less than", "no fewer than", "not fewer than", "a minimum of", "no earlier than", "not earlier than", "or more"}
	upperBounds = []string{"at most", "no more than", "not more than", "no greater than", "not to exceed", "a maximum of", "up to", "no later than", "not later than", "or less", "or fewer"}

	phraseLowerBounds = compilePhrases(lowerBounds)
	phraseUpperBounds = compilePhrases(upperBounds)
)

// boundsOf says whether toks hold a lower and an upper bound phrase.
func boundsOf(toks []tok) (lower, upper bool) {
	for i := range toks {
		if phraseLowerBounds.at(toks, i) > 0 {
			lower = true
		}
		if phraseUpperBounds.at(toks, i) > 0 {
			upper = true
		}
	}
	return lower, upper
}

// boundClash names a bound the proposition turns round, or "".
func boundClash(p, s []tok) string {
	pl, pu := boundsOf(p)
	sl, su := boundsOf(s)
	switch {
	case pu && !pl && sl && !su:
		return "the proposition sets an upper bound where the source sets a lower one"
	case pl && !pu && su && !sl:
		return "the proposition sets a lower bound where the source sets an upper one"
	}
	return ""
}

// antonymOf maps each word of antonymPairs to its opposites.
var antonymOf = func() map[string][]string {
	m := map[string][]string{}
	for _, p := range antonymPairs {
		m[p[0]] = append(m[p[0]], p[1])
		m[p[1]] = append(m[p[1]], p[0])
	}
	return m
}()

// antonymClash names a word of the proposition whose opposite stands in
// the sentence s where the word itself does not (and the proposition
// does not use the opposite too), or "".
func antonymClash(p, s []tok) string {
	// The word sets are made when the first word with antonyms is met:
	// most propositions and sentences have none, and the sets were most
	// of what a sentence clash allocated.
	var inP, inS map[string]bool
	for _, t := range p {
		if t.kind != tokWord {
			continue
		}
		opps := antonymOf[t.low]
		if len(opps) == 0 {
			continue
		}
		if inS == nil {
			inP, inS = wordSet(p), wordSet(s)
		}
		if inS[t.low] {
			continue
		}
		for _, opp := range opps {
			if inS[opp] && !inP[opp] {
				return fmt.Sprintf("the proposition says %q where the source says %q", t.raw, opp)
			}
		}
	}
	return ""
}

// wordSet is the set of lower-case words of toks.
func wordSet(toks []tok) map[string]bool {
	m := make(map[string]bool, len(toks))
	for _, t := range toks {
		if t.kind == tokWord {
			m[t.low] = true
		}
	}
	return m
}

// contrastPairs are the ordered pairs (chosen, rejected) of "X, not Y",
// "X rather than Y" and "X instead of Y" in toks, each side the word
// right before or after the connective ("the arbitrator, not the court,
// decides"; articles skipped).
func contrastPairs(toks []tok) map[[2]string]bool {
	out := map[[2]string]bool{}
	word := func(i int) string {
		if i >= 0 && i < len(toks) && toks[i].kind == tokWord {
			return toks[i].low
		}
		return ""
	}
	after := func(i int) string {
		if w := word(i); w == "the" || w == "a" || w == "an" {
			return word(i + 1)
		}
		return word(i)
	}
	for i := range toks {
		var x, y string
		switch {
		case toks[i].kind == tokPunct && toks[i].low == "," && word(i+1) == "not":
			x, y = word(i-1), after(i+2)
		case word(i) == "rather" && word(i+1) == "than":
			x, y = word(i-1), after(i+2)
		case word(i) == "instead" && word(i+1) == "of":
			x, y = word(i-1), after(i+2)
		}
		if x != "" && y != "" && x != y {
			out[[2]string{x, y}] = true
		}
	}
	return out
}

// contrastClash names a contrast the proposition turns round ("the
// court, not the arbitrator" where the source says "the arbitrator, not
// the court"), or "".
func contrastClash(p, s []tok) string {
	sp, pp := contrastPairs(s), contrastPairs(p)
	pairs := slices.SortedFunc(maps.Keys(pp), func(a, b [2]string) int { return strings.Compare(a[0]+"\x00"+a[1], b[0]+"\x00"+b[1]) })
	for _, pair := range pairs {
		if sp[[2]string{pair[1], pair[0]}] {
			return fmt.Sprintf("the proposition puts %q before %q where the source puts %q before %q", pair[0], pair[1], pair[1], pair[0])
		}
	}
	return ""
}
