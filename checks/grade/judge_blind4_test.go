package grade

import (
	"path/filepath"
	"testing"
)

// forceMajeureSuite is a labelled suite over a further Vault and area of
// law (force majeure clauses and the common-law excuses beside them:
// listed and catch-all events, foreseeability, causation, notice
// conditions, mitigation, allocation among customers, termination after a
// prolonged event, impracticability and frustration of purpose), written
// by an engineer who had not read the heuristic's rules and committed
// before it was measured (fixtures/force-majeure/SUITE.md). It is a blind
// estimate until its first measurement is read; it is not to be tuned on.
var forceMajeureSuite = filepath.Join("..", "..", "fixtures", "force-majeure")

// forceMajeureSuiteResponses is how many responses it was frozen with.
const forceMajeureSuiteResponses = 48

// TestJudgeForceMajeureMeasure grades the force-majeure suite and logs
// its agreement and confusion matrices, like TestJudgeLimitationsMeasure
// and for the same reason without a floor. Its disagreements are listed
// only with CITECHECK_JUDGE_DEBUG set, so that running it does not show
// the answers that moved the figures.
func TestJudgeForceMajeureMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (force-majeure)", forceMajeureSuite, forceMajeureSuiteResponses)
}

// TestForceMajeureSuiteDeterministic holds the force-majeure suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestForceMajeureSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, forceMajeureSuite, forceMajeureSuiteResponses)
}
