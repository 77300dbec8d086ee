package heuristic

// A rule on a condition against one case: "such clauses are commonly
// enforced, provided that the lessor's recovery reflects its loss" is a
// general rule that holds on its condition; a proposition reporting that
// a court held one clause unenforceable (a past decision about "the" or
// "that" clause) may describe the case where the condition failed, which
// the rule does not contradict. The opposite signs are then a doubt, not
// a clash the rules can point at: a person must read whether the case
// met the condition.

import "strings"

// caseOutsideCondition reports whether the clash c sets a proposition
// that reports one decision's outcome (reportsDecision) against a passage
// clause that asserts the opposite as a general rule (not itself an
// account of one decision) on a condition or with an exception.
func caseOutsideCondition(prop *analysed, c polarityClash, clashing *analysed) bool {
	if clashing == nil || c.sCond == roleMain || c.pCond != roleMain || c.prop.sign == c.have.sign {
		return false
	}
	return reportsDecision(prop.low) && !isParticular(clashing.low)
}

// reportsDecision reports whether lower-case text gives an account of one
// decision: a past decision (hasPastDecision) about "the"/"its" clause
// (isParticular), or one that "the court" took ("the court ... refused to
// enforce it").
func reportsDecision(low string) bool {
	return isParticular(low) || hasPastDecision(low) && strings.Contains(low, "the court ")
}
