package grade

import (
	"path/filepath"
	"testing"
)

// insuranceSuite is a labelled suite over a further Vault and area of law
// (liability-insurance coverage disputes: the duty to defend against the
// duty to indemnify, the eight-corners rule and extrinsic evidence,
// "occurrence" and accident, exclusions construed narrowly with the
// insurer's burden to prove them and the insured's burden on the insuring
// agreement, late notice and the notice-prejudice rule, reservations of
// rights, bad-faith refusal to settle within limits, an unfair claims
// settlement practices statute, contra proferentem and the
// reasonable-expectations doctrine), written by an engineer who had not
// read the heuristic's rules and committed before it was measured
// (fixtures/insurance/SUITE.md). It is a blind estimate until its first
// measurement is read; it is not to be tuned on.
var insuranceSuite = filepath.Join("..", "..", "fixtures", "insurance")

// insuranceSuiteResponses is how many responses it was frozen with.
const insuranceSuiteResponses = 50

// TestJudgeInsuranceMeasure grades the insurance suite and logs its
// agreement and confusion matrices, like TestJudgePrivilegeMeasure and for
// the same reason without a floor. Its disagreements are listed only with
// CITECHECK_JUDGE_DEBUG set, so that running it does not show the answers
// that moved the figures.
func TestJudgeInsuranceMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (insurance)", insuranceSuite, insuranceSuiteResponses)
}

// TestInsuranceSuiteDeterministic holds the insurance suite's deterministic
// criteria (C-001, C-002, C-005, C-006, C-009) to its expected verdicts, so
// that its judge measurement rests on citations and passages located as the
// suite intends.
func TestInsuranceSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, insuranceSuite, insuranceSuiteResponses)
}
