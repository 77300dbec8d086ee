package grade

import (
	"path/filepath"
	"testing"
)

// privilegeSuite is a labelled suite over a further Vault and area of law
// (attorney-client privilege and work product in civil litigation: the
// elements of the privilege and who bears the burden, in-house counsel and
// the primary-purpose test for mixed business and legal advice,
// subject-matter and at-issue waiver, selective waiver to a government
// agency, the crime-fraud exception, common-interest arrangements,
// inadvertent production under a rule modelled on Fed. R. Evid. 502(b) and
// a non-waiver order modelled on 502(d), ordinary against opinion work
// product and the substantial-need showing, and privilege logs), written by
// an engineer who had not read the heuristic's rules and committed before
// it was measured (fixtures/privilege/SUITE.md). It is a blind estimate
// until its first measurement is read; it is not to be tuned on.
var privilegeSuite = filepath.Join("..", "..", "fixtures", "privilege")

// privilegeSuiteResponses is how many responses it was frozen with.
const privilegeSuiteResponses = 50

// TestJudgePrivilegeMeasure grades the privilege suite and logs its
// agreement and confusion matrices, like TestJudgeLimitationsMeasure and
// for the same reason without a floor. Its disagreements are listed only
// with CITECHECK_JUDGE_DEBUG set, so that running it does not show the
// answers that moved the figures.
func TestJudgePrivilegeMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (privilege)", privilegeSuite, privilegeSuiteResponses)
}

// TestPrivilegeSuiteDeterministic holds the privilege suite's deterministic
// criteria (C-001, C-002, C-005, C-006, C-009) to its expected verdicts, so
// that its judge measurement rests on citations and passages located as the
// suite intends.
func TestPrivilegeSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, privilegeSuite, privilegeSuiteResponses)
}
