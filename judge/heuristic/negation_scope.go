package heuristic

// A negation over a phrase, not a predicate: "efforts that are
// reasonable, not for efforts that are perfect", "must rest on evidence
// of a threat and not merely on what the person knows". The passage's
// "not" governs a prepositional phrase or a "merely"/"only" limb, so the
// predicates after it are read as asserted ("perfect" after "are"), and
// a proposition that denies the same limb in its own words ("reasonable
// ones, not perfect ones", "may not rest merely on what the person
// knows") reads as clashing with it. Which limb each sentence denies is
// then for a person to read, and the clash is left undecided, never a
// pass, but only where the negated phrase is the clash's: the clashing
// word stands inside the passage's negated phrase, or both sentences
// deny the same limiting word ("not merely"). A clash on a word the
// passage asserts outside any negated phrase stays a decided fail.

// phrasePrepositions after "not" make it govern a prepositional phrase
// ("not for efforts that are perfect"). "to" is not one: "not to
// compete" negates the verb.
var phrasePrepositions = map[string]bool{
	"for": true, "on": true, "by": true, "in": true, "from": true, "with": true, "as": true, "at": true, "of": true,
}

// limbLimiters after "not" deny one limb of a statement ("not merely on
// what the person knows").
var limbLimiters = map[string]bool{
	"merely": true, "only": true, "solely": true, "simply": true, "just": true, "exclusively": true,
}

// negationScopeDoubtful reports whether the clash on key k between the
// proposition p and the passage sentence s may be the two denying the
// same phrase: p negates, and s puts k inside a phrase it negates, or
// both deny the same limiter.
func negationScopeDoubtful(p, s []tok, k string) bool {
	return k != "" && hasNegator(p) && (inNegatedPhrase(s, k) || sameLimbDenied(p, s))
}

func hasNegator(toks []tok) bool {
	for _, t := range toks {
		if t.kind == tokWord && polar.negators[t.low] {
			return true
		}
	}
	return false
}

// inNegatedPhrase reports whether k occurs after a "not" and a
// preposition, before the clause's next punctuation.
func inNegatedPhrase(toks []tok, k string) bool {
	open := false
	for i, t := range toks {
		switch {
		case t.kind == tokPunct:
			open = false
		case t.low == "not" && i+1 < len(toks) && phrasePrepositions[toks[i+1].low]:
			open = true
		case open && t.k == k:
			return true
		}
	}
	return false
}

// sameLimbDenied reports whether s says "not L" for a limiter L that p
// also uses.
func sameLimbDenied(p, s []tok) bool {
	for i, t := range s {
		if t.kind == tokWord && t.low == "not" && i+1 < len(s) && limbLimiters[s[i+1].low] {
			for _, u := range p {
				if u.low == s[i+1].low {
					return true
				}
			}
		}
	}
	return false
}
