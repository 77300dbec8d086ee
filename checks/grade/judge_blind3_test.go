package grade

import (
	"path/filepath"
	"testing"
)

// limitationsSuite is a labelled suite over a further Vault and area of
// law (limitation periods for contract and tort claims: accrual, the
// discovery rule, tolling, repose, contractual periods, relation back,
// savings statutes), written by an engineer who had not read the
// heuristic's rules and committed before it was measured
// (fixtures/statute-of-limitations/SUITE.md). It was the blind estimate
// until its first measurement (0.868/0.828 at rules 26.20); it was then
// released for tuning (issue 26).
var limitationsSuite = filepath.Join("..", "..", "fixtures", "statute-of-limitations")

// limitationsSuiteResponses is how many responses it was frozen with.
const limitationsSuiteResponses = 48

// TestJudgeLimitationsMeasure grades the statute-of-limitations suite
// and logs its agreement and confusion matrices, like
// TestJudgeArbitrationMeasure and for the same reason without a floor.
// Its disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so
// that running it does not show the answers that moved the figures.
func TestJudgeLimitationsMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (statute-of-limitations)", limitationsSuite, limitationsSuiteResponses)
}

// TestLimitationsSuiteDeterministic holds the statute-of-limitations
// suite's deterministic criteria (C-001, C-002, C-005, C-006, C-009) to
// its expected verdicts, so that its judge measurement rests on
// citations and passages located as the suite intends.
func TestLimitationsSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, limitationsSuite, limitationsSuiteResponses)
}
