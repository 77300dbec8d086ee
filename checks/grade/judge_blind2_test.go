package grade

import (
	"os"
	"path/filepath"
	"testing"
)

// indemnificationSuite is a fifth labelled suite, over a fifth Vault
// (contractual indemnification and the duty to defend), written by an
// engineer who had not read the heuristic's rules and committed before
// it was measured (fixtures/indemnification/SUITE.md). It is a blind
// estimate only while nobody tunes on its disagreements.
var indemnificationSuite = filepath.Join("..", "..", "fixtures", "indemnification")

// indemnificationSuiteResponses is how many responses it was frozen with.
const indemnificationSuiteResponses = 48

// TestJudgeIndemnificationMeasure grades the fifth suite and logs its
// agreement and confusion matrices, like TestJudgeArbitrationMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeIndemnificationMeasure(t *testing.T) {
	m := measureSuite(t, indemnificationSuite)
	if m.responses < indemnificationSuiteResponses {
		t.Errorf("the indemnification suite holds %d responses; it was written with %d", m.responses, indemnificationSuiteResponses)
	}
	logMeasure(t, "blind suite (indemnification)", m, os.Getenv("CITECHECK_JUDGE_DEBUG") != "")
	for _, miss := range m.injectionMisses {
		t.Logf("an answer addressing the grader passed a criterion it should fail: %s", miss)
	}
}

// TestIndemnificationSuiteDeterministic holds the fifth suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts without a judge, so that its judge measurement rests
// on passages located as the suite intends.
func TestIndemnificationSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, indemnificationSuite, indemnificationSuiteResponses)
}
