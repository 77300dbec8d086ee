package grade

import (
	"path/filepath"
	"testing"
)

// commercialLeasesSuite is a labelled suite over a further Vault and area of
// law (commercial leases: the landlord's duty to mitigate after abandonment
// and the split among states on it, who proves reasonable reletting,
// constructive eviction and the tenant's duty to vacate within a reasonable
// time, the implied covenant of quiet enjoyment, independent against
// dependent covenants and rent withholding, rent-acceleration clauses as
// penalties, holdover tenancy and holdover rent, consent to assignment not to
// be unreasonably withheld, and a security-deposit statute with a return
// period and a double-damages penalty for bad-faith retention), written by
// an engineer who had not read the heuristic's rules and committed before it
// was measured (fixtures/commercial-leases/SUITE.md). It is a blind estimate
// until its first measurement is read; it is not to be tuned on.
var commercialLeasesSuite = filepath.Join("..", "..", "fixtures", "commercial-leases")

// commercialLeasesSuiteResponses is how many responses it was frozen with.
const commercialLeasesSuiteResponses = 50

// TestJudgeCommercialLeasesMeasure grades the commercial-leases suite and
// logs its agreement and confusion matrices, like TestJudgePrivilegeMeasure
// and for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgeCommercialLeasesMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (commercial leases)", commercialLeasesSuite, commercialLeasesSuiteResponses)
}

// TestCommercialLeasesSuiteDeterministic holds the commercial-leases suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its expected
// verdicts, so that its judge measurement rests on citations and passages
// located as the suite intends.
func TestCommercialLeasesSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, commercialLeasesSuite, commercialLeasesSuiteResponses)
}
