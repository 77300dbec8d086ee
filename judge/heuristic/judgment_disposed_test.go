package heuristic

import "testing"

// TestRuleAgainstAReversedJudgment: a rule about a remedy is not
// contradicted by the reversal of one judgment granting it; an account of
// this court's decision that says the judgment was upheld still is.
func TestRuleAgainstAReversedJudgment(t *testing.T) {
	const src = "Ferrow Mills v. Blaine Pumps (VLT-3601, VLT-3601#c2, case, court Vt., decided 2022-02-01)"
	const excerpt = "Default is the harshest sanction. A court may enter a default for the loss of a ledger only on a finding of bad faith, and the trial court made none."
	const holding = "The judgment of default is reversed, and the case is remanded for the trial court to consider a lesser sanction."
	runProbes(t, []probe{
		{name: "the rule", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "Default is the harshest sanction, and a court may enter a default for the loss of a ledger only on a finding of bad faith."},
		{name: "the decision told the other way", source: src, excerpt: "Default is the harshest sanction. The trial court entered a default for the loss of a ledger.", holding: holding, adverse: true, why: "adverse holding",
			prop: "The Vermont court affirmed the judgment of default entered for the loss of the ledger."},
	})
}
