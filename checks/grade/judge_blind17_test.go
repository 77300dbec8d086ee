package grade

import (
	"path/filepath"
	"testing"
)

// erisaBenefitsSuite is a labelled suite over a further Vault and area of
// law (ERISA benefit claims: de novo review unless the plan grants
// discretion, abuse of discretion and the weight of a structural conflict,
// exhaustion and its futility exception, the administrative record and
// conflict discovery, treating-physician opinions, § 502(a)(1)(B) benefits
// versus § 502(a)(3) equitable relief, fees on some degree of success and
// the split on bare remands, a plan's own limitations period, a plan
// document and a summary plan description that differ, a state ban on
// discretionary clauses, and a claims-review memo), written by an engineer
// who had not read the heuristic's rules and committed before it was
// measured (fixtures/erisa-benefits/SUITE.md). It is a blind estimate until
// its first measurement is read; it is not to be tuned on.
var erisaBenefitsSuite = filepath.Join("..", "..", "fixtures", "erisa-benefits")

// erisaBenefitsSuiteResponses is how many responses it was frozen with.
const erisaBenefitsSuiteResponses = 50

// TestJudgeErisaBenefitsMeasure grades the erisa-benefits suite and logs its
// agreement and confusion matrices, like the other blind suites and for the
// same reason without a floor: a floor would invite tuning the judge on a
// suite meant to estimate how it does on answers it was not built from. Its
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so that
// running it does not show the answers that moved the figures.
func TestJudgeErisaBenefitsMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (erisa-benefits)", erisaBenefitsSuite, erisaBenefitsSuiteResponses)
}

// TestErisaBenefitsSuiteDeterministic holds the erisa-benefits suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestErisaBenefitsSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, erisaBenefitsSuite, erisaBenefitsSuiteResponses)
}
