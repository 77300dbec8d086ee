package heuristic

// A negation over a phrase, not a predicate: "efforts that are
// reasonable, not for efforts that are perfect", "must rest on evidence
// of a threat and not merely on what the person knows". The passage's
// "not" governs a prepositional phrase or a "merely"/"only" limb, so the
// predicates after it are read as asserted ("perfect" after "are"), and
// a proposition that denies the same limb in its own words ("reasonable
// ones, not perfect ones", "may not rest merely on what the person
// knows") reads as clashing with it. When both sentences negate and the
// passage's negation is of that kind, which limb each denies is for a
// person to read: the clash is left undecided, never a pass.

// phraseNegationOpeners are the words after a negator that make it
// govern a phrase or a limb rather than the predicate next to it.
var phraseNegationOpeners = map[string]bool{
	"for": true, "on": true, "by": true, "in": true, "to": true, "from": true, "with": true, "as": true, "at": true, "of": true,
	"merely": true, "only": true, "solely": true, "simply": true, "just": true, "exclusively": true, "necessarily": true,
}

// negationScopeDoubtful reports whether the passage sentence s negates a
// phrase or limb and the proposition p negates something too.
func negationScopeDoubtful(p, s []tok) bool {
	return hasNegator(p) && phraseNegated(s)
}

func hasNegator(toks []tok) bool {
	for _, t := range toks {
		if t.kind == tokWord && polar.negators[t.low] {
			return true
		}
	}
	return false
}

func phraseNegated(toks []tok) bool {
	for i, t := range toks {
		if t.kind == tokWord && t.low == "not" && i+1 < len(toks) && phraseNegationOpeners[toks[i+1].low] {
			return true
		}
	}
	return false
}
