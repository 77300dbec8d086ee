package heuristic

// Plain verbs: a proposition asserts a verb in its base form after a
// plural or pronoun subject ("they continue to accrue", "rental fees
// accrue", "courts enforce them") as surely as in its -s form ("it
// continues"), which is all predicateSigns reads as asserted without an
// auxiliary. Against a passage that negates the same verb after an
// auxiliary ("they do not continue to accrue", "fees do not accrue"),
// such a proposition says the opposite; before this rule the clash went
// unseen and the proposition passed on its words.

import "strings"

// conditionWord opens a condition: a verb negated or asserted in one is
// not what the sentence asserts ("where the clause does not make notice a
// condition, late notice ...").
var conditionWord = map[string]bool{"if": true, "where": true, "when": true, "whenever": true, "unless": true, "until": true}

// verbNegators negate a verb after an auxiliary ("does not", "will
// never", "cannot"); "no" negates a noun ("there is no cover").
var verbNegators = map[string]bool{"not": true, "n't": true, "never": true, "cannot": true}

// subjectPronouns are the pronouns a base-form verb follows as its
// subject.
var subjectPronouns = map[string]bool{"they": true, "we": true, "you": true, "i": true}

// plainVerbSigns returns, for the keys the passage sentence s negates as
// a verb (an auxiliary, a negator and the verb: "do not accrue", "will
// not continue", "cannot recover"), +1 where the proposition p uses the
// same verb in its base form after a subject (a subject pronoun or a
// plural noun) with no negator earlier in its clause. Neither may stand
// in a condition (conditionWord earlier in its clause).
func plainVerbSigns(p, s []tok) map[string]int {
	var negated map[string]bool // allocated at the first negated verb: most sentences have none
	cond := false               // a condition word earlier in the current clause
	for i, t := range s {
		if t.kind == tokPunct {
			cond = false
			continue
		}
		if t.lex&lexCondition != 0 { // conditionWord (lex_flags.go)
			cond = true
		}
		if t.lex&lexNegator == 0 || i == 0 || cond || inPhrase(s, i, phraseNegatorExceptions) || inPhrase(s, i, phraseUndecidedPhrases) || inPhrase(s, i, phraseOptionalPhrases) {
			continue
		}
		if !verbNegators[t.low] || t.low != "cannot" && !auxiliaryOrBe[s[i-1].low] {
			continue // "no X", "is no X", "not X" without an auxiliary: maybe a noun
		}
		if j := i + 1; j < len(s) && isPredicateWord(s, j) {
			if negated == nil {
				negated = map[string]bool{}
			}
			negated[s[j].k] = true
		}
	}
	if len(negated) == 0 {
		return nil
	}
	out := map[string]int{}
	negBefore := false // a negator or a condition word earlier in the current clause
	for i, t := range p {
		if t.kind == tokPunct {
			negBefore = false
			continue
		}
		if t.lex&lexNegator != 0 || t.lex&lexCondition != 0 {
			negBefore = true
			continue
		}
		if i == 0 || !negated[t.k] || negBefore || verbLike(t.low) || !isPredicateWord(p, i) {
			continue
		}
		if prev := p[i-1]; prev.kind == tokWord && (subjectPronouns[prev.low] || pluralNoun(prev)) {
			out[t.k] = 1
		}
	}
	return out
}

// pluralNoun reports whether t reads as a plural noun subject: a
// meaning-bearing word in -s (not -ss, -us, -is, -ous).
func pluralNoun(t tok) bool {
	w := t.low
	return t.k != "" && len(w) > 3 && w[len(w)-1] == 's' && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") && !strings.HasSuffix(w, "is") && !auxiliaryOrBe[w]
}
