package grade

import (
	"path/filepath"
	"testing"
)

// liquidatedSuite is a labelled suite over a further Vault and area of
// law (liquidated damages and penalty clauses: the reasonable-forecast
// test, the legitimate-interest formulation, take-or-pay and
// early-termination fees, acceleration clauses, caps, per-day delay
// damages, zero actual loss, burden, severability, election of actual
// damages), written by an engineer who had not read the heuristic's rules
// and committed before it was measured
// (fixtures/liquidated-damages/SUITE.md). It is a blind estimate until
// its first measurement is read; it is not to be tuned on.
var liquidatedSuite = filepath.Join("..", "..", "fixtures", "liquidated-damages")

// liquidatedSuiteResponses is how many responses it was frozen with.
const liquidatedSuiteResponses = 48

// TestJudgeLiquidatedMeasure grades the liquidated-damages suite and logs
// its agreement and confusion matrices, like TestJudgeLimitationsMeasure
// and for the same reason without a floor. Its disagreements are listed
// only with CITECHECK_JUDGE_DEBUG set, so that running it does not show
// the answers that moved the figures.
func TestJudgeLiquidatedMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (liquidated-damages)", liquidatedSuite, liquidatedSuiteResponses)
}

// TestLiquidatedSuiteDeterministic holds the liquidated-damages suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestLiquidatedSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, liquidatedSuite, liquidatedSuiteResponses)
}
