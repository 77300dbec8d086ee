package heuristic

// "P only if C" denied for a case that lacks C: a passage saying "a
// litigation hold is a reasonable step only if it reaches the people
// likely to have the evidence" is restated, not contradicted, by "a hold
// that misses the engineers who inspected the parts is not a reasonable
// step". The proposition's negated result, with no condition of its own,
// may be the case the passage's condition fails (its contrapositive), or
// the rule turned round; the rules cannot read whether its subject meets
// the condition, so the clash is doubtful, never a decided fail or pass.

// onlyIfNegated reports whether c negates, without a condition, what the
// passage affirms only on a condition.
func onlyIfNegated(c polarityClash) bool {
	return c.sCond == roleOnlyIf && c.pCond == roleMain && c.prop.sign < 0 && c.have.sign > 0
}
