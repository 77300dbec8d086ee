package judge

// Antonyms: a proposition that matches its passage sentence word for word
// except that one word is turned into its opposite ("contracts signed
// before the date" for "after", "fees to the losing party" for "the
// prevailing party") shares nearly all its meaning-bearing words with the
// sentence and asserts the reverse. The pairs are general words of
// direction, time, extent and classification, not parties: a
// proposition told from the other party's side ("the tenant" for "the
// lessor") is often a faithful paraphrase, so party words are left to
// the role rules.

import "fmt"

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
	{"mandatory", "optional"}, {"liable", "immune"},
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
	inP, inS := wordSet(p), wordSet(s)
	for _, t := range p {
		if t.kind != tokWord || inS[t.low] {
			continue
		}
		for _, opp := range antonymOf[t.low] {
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
