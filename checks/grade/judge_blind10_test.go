package grade

import (
	"path/filepath"
	"testing"
)

// jurisdictionSuite is a labelled suite over a further Vault and area of
// law (personal jurisdiction over out-of-state defendants: general ("at
// home") against specific jurisdiction, purposeful availment and the
// stream-of-commerce split, "arise out of or relate to", internet contacts
// and targeting, long-arm statutes that reach the limits of due process
// against enumerated ones, consent by contract and by registration to do
// business, waiver by appearance or delay, jurisdictional discovery, and
// the plaintiff's prima facie burden on a motion to dismiss), written by an
// engineer who had not read the heuristic's rules and committed before it
// was measured (fixtures/jurisdiction/SUITE.md). It is a blind estimate
// until its first measurement is read; it is not to be tuned on.
var jurisdictionSuite = filepath.Join("..", "..", "fixtures", "jurisdiction")

// jurisdictionSuiteResponses is how many responses it was frozen with.
const jurisdictionSuiteResponses = 50

// TestJudgeJurisdictionMeasure grades the jurisdiction suite and logs its
// agreement and confusion matrices, like TestJudgeLimitationsMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeJurisdictionMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (jurisdiction)", jurisdictionSuite, jurisdictionSuiteResponses)
}

// TestJurisdictionSuiteDeterministic holds the jurisdiction suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestJurisdictionSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, jurisdictionSuite, jurisdictionSuiteResponses)
}
