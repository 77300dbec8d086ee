package grade

import (
	"path/filepath"
	"testing"
)

// confidentialitySuite is a labelled suite over a further Vault and area
// of law (confidentiality agreements and trade secrets: what counts as
// confidential information and its exclusions, marking, reasonable
// measures, misappropriation by improper means, use or disclosure,
// residuals clauses, duration and survival, return-or-destroy clauses,
// compelled disclosure with notice, injunctions and the inevitable
// disclosure split, damages and unjust enrichment, and the burden of
// identifying the secret with particularity), written by an engineer who
// had not read the heuristic's rules and committed before it was measured
// (fixtures/confidentiality/SUITE.md). It is a blind estimate until its
// first measurement is read; it is not to be tuned on.
var confidentialitySuite = filepath.Join("..", "..", "fixtures", "confidentiality")

// confidentialitySuiteResponses is how many responses it was frozen with.
const confidentialitySuiteResponses = 51

// TestJudgeConfidentialityMeasure grades the confidentiality suite and
// logs its agreement and confusion matrices, like TestJudgeLiquidatedMeasure
// and for the same reason without a floor. Its disagreements are listed
// only with CITECHECK_JUDGE_DEBUG set, so that running it does not show
// the answers that moved the figures.
func TestJudgeConfidentialityMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (confidentiality)", confidentialitySuite, confidentialitySuiteResponses)
}

// TestConfidentialitySuiteDeterministic holds the confidentiality suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestConfidentialitySuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, confidentialitySuite, confidentialitySuiteResponses)
}
