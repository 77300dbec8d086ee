package heuristic

import "testing"

// Invented text: a base-form verb after a plural or pronoun subject
// asserts it, so a passage that negates the verb after an auxiliary
// contradicts the proposition; the same sentence negated, or with the
// passage's negation inside a condition, does not.
func TestPlainVerbsAssert(t *testing.T) {
	const clash = "where the source says it did not"
	runProbes(t, []probe{
		{name: "plural noun subject, base form",
			prop:    "Storage charges accrue while the warehouse repairs the roof.",
			excerpt: "Storage charges do not accrue while the warehouse repairs the roof.",
			why:     clash},
		{name: "pronoun subject, base form before an infinitive",
			prop:    "Demurrage penalties apply to the charterer, and they continue to run while the vessel waits for a berth.",
			excerpt: "Demurrage penalties apply to the charterer, but they do not continue to run while the vessel waits for a berth.",
			why:     clash},
		{name: "negated in both",
			prop:     "Storage charges do not accrue while the warehouse repairs the roof.",
			excerpt:  "Storage charges do not accrue while the warehouse repairs the roof.",
			supports: true},
		{name: "asserted in both",
			prop:     "Storage charges accrue while the warehouse repairs the roof.",
			excerpt:  "Storage charges accrue while the warehouse repairs the roof.",
			supports: true},
		{name: "the passage negates the verb only in a condition",
			prop:     "Most leases make rent abatement a remedy, and courts generally honour such a remedy.",
			excerpt:  "Most leases make rent abatement a remedy. Courts generally honour such a remedy; where the lease does not make abatement a remedy, courts award damages instead.",
			supports: true},
		{name: "a noun after no is not a negated verb",
			prop:     "Harbour fees cover the pilot's time under the tariff.",
			excerpt:  "Harbour fees cover the pilot's time under the tariff, and there is no cover for towage.",
			supports: true},
	})
}
