package grade

import (
	"path/filepath"
	"testing"
)

// spoliationSuite is a labelled suite over a further Vault and area of law
// (spoliation of evidence and preservation duties in civil litigation: when
// the duty to preserve arises, litigation holds and their scope, the rule
// for lost electronically stored information with its reasonable-steps,
// restoration, prejudice and intent-to-deprive conditions, tangible
// evidence under inherent authority, bad faith against negligence,
// mandatory and permissive adverse-inference instructions, the moving
// party's burden, automatic deletion, employees' personal devices and the
// independent tort), written by an engineer who had not read the
// heuristic's rules and committed before it was measured
// (fixtures/spoliation/SUITE.md). It is a blind estimate until its first
// measurement is read; it is not to be tuned on.
var spoliationSuite = filepath.Join("..", "..", "fixtures", "spoliation")

// spoliationSuiteResponses is how many responses it was frozen with.
const spoliationSuiteResponses = 50

// TestJudgeSpoliationMeasure grades the spoliation suite and logs its
// agreement and confusion matrices, like TestJudgeLimitationsMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeSpoliationMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (spoliation)", spoliationSuite, spoliationSuiteResponses)
}

// TestSpoliationSuiteDeterministic holds the spoliation suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestSpoliationSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, spoliationSuite, spoliationSuiteResponses)
}
