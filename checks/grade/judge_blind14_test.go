package grade

import (
	"path/filepath"
	"testing"
)

// retaliationSuite is a labelled suite over a further Vault and area of law
// (employment retaliation: protected activity under the opposition and
// participation clauses and the good-faith reasonable belief, the
// "dissuade a reasonable worker" test of a materially adverse action,
// but-for causation, temporal proximity and the split on how close is
// enough, the cat's-paw theory, burden shifting and pretext, retaliatory
// hostile work environment, back pay, front pay and the damages cap by
// employer size, a state whistleblower statute with a 180-day filing
// period and an exhaustion requirement, and an employee handbook's
// anti-retaliation policy as a contract), written by an engineer who had
// not read the heuristic's rules and committed before it was measured
// (fixtures/retaliation/SUITE.md). It is a blind estimate until its first
// measurement is read; it is not to be tuned on.
var retaliationSuite = filepath.Join("..", "..", "fixtures", "retaliation")

// retaliationSuiteResponses is how many responses it was frozen with.
const retaliationSuiteResponses = 50

// TestJudgeRetaliationMeasure grades the retaliation suite and logs its
// agreement and confusion matrices, like TestJudgePrivilegeMeasure and for
// the same reason without a floor. Its disagreements are listed only with
// CITECHECK_JUDGE_DEBUG set, so that running it does not show the answers
// that moved the figures.
func TestJudgeRetaliationMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (retaliation)", retaliationSuite, retaliationSuiteResponses)
}

// TestRetaliationSuiteDeterministic holds the retaliation suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestRetaliationSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, retaliationSuite, retaliationSuiteResponses)
}
