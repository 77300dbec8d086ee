package grade

import (
	"path/filepath"
	"testing"
)

// indemnificationSuite is a fifth labelled suite, over a fifth Vault
// (contractual indemnification and the duty to defend), written by an
// engineer who had not read the heuristic's rules and committed before
// it was measured (fixtures/indemnification/SUITE.md). It was a blind
// estimate until its figure at rules 26.12 (0.755 decided accuracy);
// it was then released for tuning (rules 26.13-26.20), so
// fixtures/statute-of-limitations is the blind estimate now.
var indemnificationSuite = filepath.Join("..", "..", "fixtures", "indemnification")

// indemnificationSuiteResponses is how many responses it was frozen with.
const indemnificationSuiteResponses = 48

// TestJudgeIndemnificationMeasure grades the fifth suite and logs its
// agreement and confusion matrices, like TestJudgeArbitrationMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeIndemnificationMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (indemnification)", indemnificationSuite, indemnificationSuiteResponses)
}

// TestIndemnificationSuiteDeterministic holds the fifth suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts without a judge, so that its judge measurement rests
// on passages located as the suite intends.
func TestIndemnificationSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, indemnificationSuite, indemnificationSuiteResponses)
}
