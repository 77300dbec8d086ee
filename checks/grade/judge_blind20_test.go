package grade

import (
	"path/filepath"
	"testing"
)

// environmentalSuite is a labelled suite over a further Vault and area of
// law (environmental liability: CERCLA Section 107(a) cost recovery against
// Section 113(f) contribution and which a liable party may bring, the four
// classes of responsible parties, arranger liability and intent to dispose,
// the bona fide prospective purchaser and innocent landowner defenses with
// all appropriate inquiries, divisibility and joint and several liability
// with a circuit split, the removal and remedial limitations periods and the
// contribution period, Clean Water Act citizen suits (sixty-day notice and
// "in violation"), a fictional state remediation act, a Phase I report, an
// environmental indemnity and a consultant's memo), written by an engineer
// who had not read the heuristic's rules and committed before it was
// measured (fixtures/environmental/SUITE.md). It is a blind estimate until
// its first measurement is read; it is not to be tuned on.
var environmentalSuite = filepath.Join("..", "..", "fixtures", "environmental")

// environmentalSuiteResponses is how many responses it was frozen with.
const environmentalSuiteResponses = 50

// TestJudgeEnvironmentalMeasure grades the environmental suite and logs its
// agreement and confusion matrices, like the other blind suites and for the
// same reason without a floor: a floor would invite tuning the judge on a
// suite meant to estimate how it does on answers it was not built from. Its
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so that
// running it does not show the answers that moved the figures.
func TestJudgeEnvironmentalMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (environmental)", environmentalSuite, environmentalSuiteResponses)
}

// TestEnvironmentalSuiteDeterministic holds the environmental suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestEnvironmentalSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, environmentalSuite, environmentalSuiteResponses)
}
