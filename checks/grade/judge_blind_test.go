package grade

import (
	"os"
	"path/filepath"
	"testing"
)

// blindSuite is a third labelled suite, over a third Vault and area of
// law, written by someone who had not read the heuristic's rules and
// frozen before it was measured once
// (fixtures/limitation-of-liability/SUITE.md). Its disagreements have
// since been read, so it is no longer blind; its expected verdicts stay
// frozen.
var blindSuite = filepath.Join("..", "..", "fixtures", "limitation-of-liability")

// arbitrationSuite is a fourth labelled suite, over a fourth Vault
// (arbitration agreements), written by an engineer who had not read the
// heuristic's rules, committed before it was measured
// (fixtures/arbitration/SUITE.md). After the first blind suite was
// released for tuning, this one is the blind estimate; it is not to be
// tuned on.
var arbitrationSuite = filepath.Join("..", "..", "fixtures", "arbitration")

// arbitrationSuiteResponses is how many responses it was frozen with.
const arbitrationSuiteResponses = 51

// TestJudgeBlindMeasure grades the blind suite
// (fixtures/limitation-of-liability) and logs its agreement, confusion
// matrices, disagreements and any criterion an answer addressing the
// grader passed where it should fail. It has no floor yet: its first run
// is the blind estimate recorded in BENCHMARKS.md, and a floor chosen
// after reading the disagreements would say nothing about unseen answers.
func TestJudgeBlindMeasure(t *testing.T) {
	m := measureSuite(t, blindSuite)
	if m.responses < blindSuiteResponses {
		t.Errorf("the blind suite holds %d responses; it was written with %d", m.responses, blindSuiteResponses)
	}
	logMeasure(t, "blind suite (limitation-of-liability)", m, os.Getenv("CITECHECK_JUDGE_DEBUG") != "")
	for _, miss := range m.injectionMisses {
		t.Logf("an answer addressing the grader passed a criterion it should fail: %s", miss)
	}
}

// blindSuiteResponses is how many responses the blind suite was frozen with.
const blindSuiteResponses = 50

// TestJudgeArbitrationMeasure grades the fourth suite and logs its
// agreement and confusion matrices, like TestJudgeBlindMeasure and for
// the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeArbitrationMeasure(t *testing.T) {
	m := measureSuite(t, arbitrationSuite)
	if m.responses < arbitrationSuiteResponses {
		t.Errorf("the arbitration suite holds %d responses; it was written with %d", m.responses, arbitrationSuiteResponses)
	}
	logMeasure(t, "blind suite (arbitration)", m, os.Getenv("CITECHECK_JUDGE_DEBUG") != "")
	for _, miss := range m.injectionMisses {
		t.Logf("an answer addressing the grader passed a criterion it should fail: %s", miss)
	}
}
