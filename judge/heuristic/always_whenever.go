package heuristic

// "Always" restating "whenever" (C-003, C-007): "access by a contractor's
// staff who are not the licensee's employees is always a sublicense"
// restates "giving a contractor's staff access is a sublicense whenever
// those staff are not the licensee's employees": the passage's condition
// is written into the subject and "whenever" becomes "always". The
// universal-word check (calibration.go) asked the passage for a
// universal word of its own and failed the restatement as an
// over-claim. "Whenever" is universal over its condition, so it answers
// "always" when the proposition keeps that condition (the content words
// of the "whenever" clause, to its end); "always" with the condition
// dropped still fails as too general.

// alwaysByWhenever reports whether the proposition's universal word uw
// is "always" and the passage sentence s says "whenever" of a condition
// the proposition keeps (most of its content words).
func alwaysByWhenever(uw string, prop, s *analysed) bool {
	if uw != "always" || !containsPhrase(s.low, "whenever") {
		return false
	}
	for i, t := range s.toks {
		if t.low != "whenever" {
			continue
		}
		cond := tailKeys(s.toks, i+1, 12, clauseStops) // to the clause's end
		if len(cond) > 0 && heldShareOf(cond, prop.keys) >= sameConditionShare {
			return true
		}
	}
	return false
}
