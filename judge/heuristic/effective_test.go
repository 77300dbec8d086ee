package heuristic

import "testing"

// TestEffectiveAsAnOutcome: "effective" is the positive of the
// "ineffective" the lexicon already read: an assignment held effective
// against a holding (or a Vault outcome) that it was void or ineffective
// is adverse. Before a noun ("the effective date", "an effective
// remedy") it describes the noun and asserts nothing.
func TestEffectiveAsAnOutcome(t *testing.T) {
	const src = "Halberd Tools v. Quarry Lane Finance (VLT-6210, VLT-6210#c2, case, court Wis. App., decided 2024-01-09)"
	const excerpt = "The supply contract provides that any transfer of it without Halberd's written consent is void. Quarry Lane took the receivable without asking."
	const holding = "The assignment to Quarry Lane was ineffective against Halberd. The judgment for Quarry Lane is reversed."
	runProbes(t, []probe{
		{name: "held effective against held ineffective", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "adverse holding",
			prop: "The court held that the assignment to Quarry Lane was effective against Halberd."},
		{name: "a Vault outcome of ineffective", source: src, excerpt: excerpt, outcome: "assignment held ineffective",
			holding: "Outcome recorded in the Vault for this document: assignment held ineffective.", adverse: true, why: "adverse holding",
			prop: "The court held that the assignment to Quarry Lane was effective against Halberd."},
		{name: "an effective date asserts nothing", source: src, excerpt: "The supply contract took effect on its effective date of March 1, and any transfer of it without Halberd's written consent is void.", holding: holding, supports: true,
			prop: "The supply contract took effect on its effective date of March 1, and any transfer of it without Halberd's written consent is void."},
	})
}
