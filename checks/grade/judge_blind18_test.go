package grade

import (
	"path/filepath"
	"testing"
)

// antitrustSuite is a labelled suite over a further Vault and area of law
// (antitrust under Sherman Act Sections 1 and 2 and Clayton Act Section 4:
// the per se rule against horizontal price fixing and the rule of reason
// for vertical restraints, plausible pleading of a conspiracy from parallel
// conduct and plus factors, relevant market definition and the split on the
// share that shows monopoly power, antitrust injury and the indirect
// purchaser bar, refusal to deal, the four-year limitations period with the
// continuing-violation doctrine and fraudulent concealment, a state Fair
// Competition Act, a compliance memo and a distribution agreement), written
// by an engineer who had not read the heuristic's rules and committed before
// it was measured (fixtures/antitrust/SUITE.md). It is a blind estimate
// until its first measurement is read; it is not to be tuned on.
var antitrustSuite = filepath.Join("..", "..", "fixtures", "antitrust")

// antitrustSuiteResponses is how many responses it was frozen with.
const antitrustSuiteResponses = 50

// TestJudgeAntitrustMeasure grades the antitrust suite and logs its
// agreement and confusion matrices, like the other blind suites and for the
// same reason without a floor: a floor would invite tuning the judge on a
// suite meant to estimate how it does on answers it was not built from. Its
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so that
// running it does not show the answers that moved the figures.
func TestJudgeAntitrustMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (antitrust)", antitrustSuite, antitrustSuiteResponses)
}

// TestAntitrustSuiteDeterministic holds the antitrust suite's deterministic
// criteria (C-001, C-002, C-005, C-006, C-009) to its expected verdicts, so
// that its judge measurement rests on citations and passages located as the
// suite intends.
func TestAntitrustSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, antitrustSuite, antitrustSuiteResponses)
}
