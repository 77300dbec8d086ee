package grade

import (
	"path/filepath"
	"testing"
)

// mergersSuite is a labelled suite over a further Vault and area of law
// (Delaware mergers and acquisitions: material adverse effect clauses, with
// one Chancery decision finding an MAE and one finding none, the Supreme
// Court's affirmance with a dissent, a reversal in part with remand on the
// ordinary-course covenant, efforts clauses and the divestiture limit,
// termination fees, the indemnity basket and cap, sandbagging, a merger
// agreement with its disclosure schedule, a treatise, a hedged firm memo,
// an SEC rule, a law-review note and a walled special-committee memo),
// written by a helper who had not read the heuristic's rules and committed
// before it was measured (fixtures/mergers/SUITE.md). It is a blind
// estimate until its first measurement is read; it is not to be tuned on.
var mergersSuite = filepath.Join("..", "..", "fixtures", "mergers")

// mergersSuiteResponses is how many responses it was frozen with.
const mergersSuiteResponses = 50

// TestJudgeMergersMeasure grades the mergers suite and logs its agreement
// and confusion matrices, like the other blind suites and for the same
// reason without a floor: a floor would invite tuning the judge on a suite
// meant to estimate how it does on answers it was not built from. Its
// disagreements are listed only with CITECHECK_JUDGE_DEBUG set, so that
// running it does not show the answers that moved the figures.
func TestJudgeMergersMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (mergers)", mergersSuite, mergersSuiteResponses)
}

// TestMergersSuiteDeterministic holds the mergers suite's deterministic
// criteria (C-001, C-002, C-005, C-006, C-009) to its expected verdicts,
// so that its judge measurement rests on citations and passages located as
// the suite intends.
func TestMergersSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, mergersSuite, mergersSuiteResponses)
}
