package grade

import (
	"path/filepath"
	"testing"
)

// assignmentSuite is a labelled suite over a further Vault and area of law
// (assignment and delegation of contracts: a bare prohibition on assignment
// against a clause declaring an assignment void, consent not to be
// unreasonably withheld and the split where a clause is silent, change of
// control and assignment by merger or by operation of law, the statutory
// override of anti-assignment terms for rights to payment, notice to the
// account debtor and discharge by payment, delegation of performance and
// novation, the assignee's rights and the obligor's defenses, and
// successors-and-assigns clauses), written by an engineer who had not read
// the heuristic's rules and committed before it was measured
// (fixtures/assignment/SUITE.md). It is a blind estimate until its first
// measurement is read; it is not to be tuned on.
var assignmentSuite = filepath.Join("..", "..", "fixtures", "assignment")

// assignmentSuiteResponses is how many responses it was frozen with.
const assignmentSuiteResponses = 50

// TestJudgeAssignmentMeasure grades the assignment suite and logs its
// agreement and confusion matrices, like TestJudgeLimitationsMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeAssignmentMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (assignment)", assignmentSuite, assignmentSuiteResponses)
}

// TestAssignmentSuiteDeterministic holds the assignment suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its
// expected verdicts, so that its judge measurement rests on citations and
// passages located as the suite intends.
func TestAssignmentSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, assignmentSuite, assignmentSuiteResponses)
}
