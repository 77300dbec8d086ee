package heuristic

import "testing"

// TestSeparateOpinionInsideTheExcerpt: an excerpt that ends the court's
// opinion and runs on into a dissent, and a proposition resting on the
// dissent's sentences given as the court's holding: a dissent as the
// holding (over-claims and adverse). The same proposition resting on the
// court's sentences, and one that names the dissent, are not.
func TestSeparateOpinionInsideTheExcerpt(t *testing.T) {
	const src = "Pellham Feed v. Stroud Elevator (VLT-3401, VLT-3401#c3, case, court 8th Cir., decided 2020-09-14)"
	const excerpt = "[*412]\nBecause the storage fee is an alternative way of performing and not a sanction, Pellham owes it. The judgment is affirmed.\n\n## Marsh, Circuit Judge, dissenting.\nI would hold that the storage fee is a sanction that must meet the forecast test. A fee charged only when the buyer fails to deliver is a remedy for breach, whatever the contract calls it."
	runProbes(t, []probe{
		{name: "the dissent's sentences as the court's holding", source: src, excerpt: excerpt,
			prop:    "The Eighth Circuit held that a fee charged only when the buyer fails to deliver is a remedy for breach, whatever the contract calls it.",
			adverse: true, over: true, why: "dissent"},
		{name: "the dissent named", source: src, excerpt: excerpt,
			prop:     "Judge Marsh, dissenting, reasoned that a fee charged only when the buyer fails to deliver is a remedy for breach, whatever the contract calls it.",
			supports: true},
		{name: "the court's own sentence", source: src, excerpt: excerpt,
			prop:     "The Eighth Circuit held that Pellham owes the storage fee because the fee is an alternative way of performing and not a sanction.",
			supports: true},
	})
}
