package grade

import (
	"path/filepath"
	"testing"
)

// securitiesFraudSuite is a labelled suite over a further Vault and area of
// law (securities fraud under Section 10(b) and Rule 10b-5: materiality,
// half-truths and puffery, scienter with recklessness, motive and
// opportunity, the strong-inference standard and the split on holistic
// review, loss causation and the split on what a corrective disclosure must
// reveal, the fraud-on-the-market presumption and its rebuttal by a lack of
// price impact, the PSLRA safe harbor, limitations and repose, seller
// liability under a state securities act, a client's internal compliance
// memo and a class settlement agreement), written by an engineer who had
// not read the heuristic's rules and committed before it was measured
// (fixtures/securities-fraud/SUITE.md). It is a blind estimate until its
// first measurement is read; it is not to be tuned on.
var securitiesFraudSuite = filepath.Join("..", "..", "fixtures", "securities-fraud")

// securitiesFraudSuiteResponses is how many responses it was frozen with.
const securitiesFraudSuiteResponses = 50

// TestJudgeSecuritiesFraudMeasure grades the securities-fraud suite and
// logs its agreement and confusion matrices, like
// TestJudgeRetaliationMeasure and for the same reason without a floor: a
// floor would invite tuning the judge on a suite meant to estimate how it
// does on answers it was not built from. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeSecuritiesFraudMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (securities-fraud)", securitiesFraudSuite, securitiesFraudSuiteResponses)
}

// TestSecuritiesFraudSuiteDeterministic holds the securities-fraud suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestSecuritiesFraudSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, securitiesFraudSuite, securitiesFraudSuiteResponses)
}
