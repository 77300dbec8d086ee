package grade

import (
	"path/filepath"
	"testing"
)

// bankruptcySuite is a labelled suite over a further Vault and area of law
// (bankruptcy avoidance and discharge: the elements of a preference, the
// 90-day period and the one-year period for insiders, statutory and
// non-statutory insiders, the ordinary-course defense with its two prongs
// and the split on how each is measured, subsequent new value, constructive
// fraudulent transfer with reasonably equivalent value, insolvency and the
// two-year period, the automatic stay, damages for a willful violation and
// relief for cause, the exceptions to discharge of § 523(a)(2)(A) and
// (a)(6), a fictional state exemptions act, a trustee's memo and a
// settlement agreement), written by an engineer who had not read the
// heuristic's rules and committed before it was measured
// (fixtures/bankruptcy/SUITE.md). It is a blind estimate until its first
// measurement is read; it is not to be tuned on.
var bankruptcySuite = filepath.Join("..", "..", "fixtures", "bankruptcy")

// bankruptcySuiteResponses is how many responses it was frozen with.
const bankruptcySuiteResponses = 50

// TestJudgeBankruptcyMeasure grades the bankruptcy suite and logs its
// agreement and confusion matrices, like the other blind suites and for the
// same reason without a floor: a floor would invite tuning the judge on a
// suite meant to estimate how it does on answers it was not built from. Its
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so that
// running it does not show the answers that moved the figures.
func TestJudgeBankruptcyMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (bankruptcy)", bankruptcySuite, bankruptcySuiteResponses)
}

// TestBankruptcySuiteDeterministic holds the bankruptcy suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestBankruptcySuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, bankruptcySuite, bankruptcySuiteResponses)
}
