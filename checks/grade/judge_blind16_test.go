package grade

import (
	"path/filepath"
	"testing"
)

// productLiabilitySuite is a labelled suite over a further Vault and area of
// law (product liability: design defect under the consumer-expectations and
// risk-utility tests and the split between them, manufacturing defect and
// the malfunction inference, failure to warn and the learned-intermediary
// doctrine, preemption of state warning claims for a PMA device and its
// absence for a brand-name drug, expert gatekeeping and causation,
// comparative fault and misuse, the statute of repose under a state Product
// Liability Act, a client's product-safety memo and a supply agreement with
// an indemnity clause), written by an engineer who had not read the
// heuristic's rules and committed before it was measured
// (fixtures/product-liability/SUITE.md). It is a blind estimate until its
// first measurement is read; it is not to be tuned on.
var productLiabilitySuite = filepath.Join("..", "..", "fixtures", "product-liability")

// productLiabilitySuiteResponses is how many responses it was frozen with.
const productLiabilitySuiteResponses = 50

// TestJudgeProductLiabilityMeasure grades the product-liability suite and
// logs its agreement and confusion matrices, like the other blind suites and
// for the same reason without a floor: a floor would invite tuning the judge
// on a suite meant to estimate how it does on answers it was not built
// from. Its disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so
// that running it does not show the answers that moved the figures.
func TestJudgeProductLiabilityMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (product-liability)", productLiabilitySuite, productLiabilitySuiteResponses)
}

// TestProductLiabilitySuiteDeterministic holds the product-liability suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its expected
// verdicts, so that its judge measurement rests on citations and passages
// located as the suite intends.
func TestProductLiabilitySuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, productLiabilitySuite, productLiabilitySuiteResponses)
}
