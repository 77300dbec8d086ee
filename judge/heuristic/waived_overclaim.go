package heuristic

// A condition waived is an over-claim too (C-007). waivedCondition
// (waived.go) fails support when the proposition says its rule holds
// "whether or not" (regardless of, even without) the very thing the
// passage sentence it restates makes a condition ("sensitive when they
// are used to infer a health condition"; "sensitive whether or not they
// are used to infer anything about health"). Such a proposition states
// the rule for the cases the condition leaves out, which is what C-007
// asks about; but whether the passage elsewhere drops the condition is
// for a person to read, so calibration is left undecided, not failed.
// An exception waived ("enforced regardless of unreasonableness" where
// the passage says "unless unreasonable") denies the exception, which
// is support's fault alone: only the conditions a rule is granted on
// are read here.

// waivedOverclaim says why the proposition's rule reaches past a
// condition of the best-aligned passage sentence, or "".
func waivedOverclaim(pk propKeys, ptoks []tok, picks []*analysed) string {
	if len(picks) == 0 || sentenceShare(pk, picks[0]) < minPredicateOverlap {
		return ""
	}
	if c := waivedOf(ptoks, picks[0].toks, true); c != "" {
		return c + ", so it states the rule for cases that condition leaves out (" + clip(picks[0].text, 160) + ")"
	}
	return ""
}
