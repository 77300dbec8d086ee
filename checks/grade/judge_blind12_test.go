package grade

import (
	"path/filepath"
	"testing"
)

// tradeSecretsSuite is a labelled suite over a further Vault and area of
// law (trade-secret misappropriation: what information is a trade secret
// and who must prove it, reasonable secrecy measures, reverse engineering
// and independent development as proper means, misappropriation by
// improper means against use in breach of a duty of confidence under a
// nondisclosure or employee confidentiality agreement, the divided
// inevitable-disclosure doctrine, preliminary injunctions and irreparable
// harm, actual loss, unjust enrichment and reasonable royalty, exemplary
// damages capped at twice compensatory for wilful and malicious
// misappropriation, and a three-year discovery-rule limitations period),
// written by an engineer who had not read the heuristic's rules and
// committed before it was measured (fixtures/trade-secrets/SUITE.md). It is
// a blind estimate until its first measurement is read; it is not to be
// tuned on.
var tradeSecretsSuite = filepath.Join("..", "..", "fixtures", "trade-secrets")

// tradeSecretsSuiteResponses is how many responses it was frozen with.
const tradeSecretsSuiteResponses = 50

// TestJudgeTradeSecretsMeasure grades the trade-secrets suite and logs its
// agreement and confusion matrices, like TestJudgeInsuranceMeasure and for
// the same reason without a floor. Its disagreements are listed only with
// CITECHECK_JUDGE_DEBUG set, so that running it does not show the answers
// that moved the figures.
func TestJudgeTradeSecretsMeasure(t *testing.T) {
	measureFrozenSuite(t, "blind suite (trade secrets)", tradeSecretsSuite, tradeSecretsSuiteResponses)
}

// TestTradeSecretsSuiteDeterministic holds the trade-secrets suite's
// deterministic criteria (C-001, C-002, C-005, C-006, C-009) to its expected
// verdicts, so that its judge measurement rests on citations and passages
// located as the suite intends.
func TestTradeSecretsSuiteDeterministic(t *testing.T) {
	checkSuiteDeterministic(t, tradeSecretsSuite, tradeSecretsSuiteResponses)
}
