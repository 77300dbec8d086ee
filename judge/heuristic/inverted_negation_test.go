package heuristic

import "testing"

// Invented text: a clause opened by "nor" or "neither" and an auxiliary,
// and a verb followed by "neither ... nor", are negated; what the
// passage negates they restate, what it asserts they contradict.
func TestInvertedNegation(t *testing.T) {
	const clash = "polarity"
	runProbes(t, []probe{
		{name: "nor with inversion restates a negation",
			prop:     "Nor is a drop in ticket sales, even one caused by a flood, covered by a clause that requires prevention.",
			excerpt:  "A drop in ticket sales, even one caused by a flood, is a hardship that a clause requiring prevention does not cover.",
			supports: true},
		{name: "the same words asserted contradict the passage",
			prop:    "A drop in ticket sales, even one caused by a flood, is covered by a clause that requires prevention.",
			excerpt: "A drop in ticket sales, even one caused by a flood, is a hardship that a clause requiring prevention does not cover.",
			why:     clash},
		{name: "verb then neither ... nor restates a negation",
			prop:     "The orchard's late shipments were excused neither by the frost clause nor by the doctrine of impossibility.",
			excerpt:  "We hold that the orchard's late shipments were not excused by the frost clause or by the doctrine of impossibility.",
			supports: true},
		{name: "nor with inversion against a passage that asserts",
			prop:    "Nor are the orchard's late shipments excused by the frost clause.",
			excerpt: "We hold that the orchard's late shipments were excused by the frost clause.",
			why:     clash},
		{name: "a negated subject negates the verb after the modal",
			prop:     "No demurrage may be charged for a day the port authority closed the harbour.",
			excerpt:  "Demurrage may not be charged for any day on which the port authority closed the harbour.",
			supports: true},
		{name: "a negated subject against a passage that asserts",
			prop:    "No demurrage may be charged for a day the port authority closed the harbour.",
			excerpt: "Demurrage may be charged for any day on which the port authority closed the harbour.",
			why:     clash},
		{name: "negated subjects on both sides, a participle and a noun in -s before the modal",
			prop:     "No action for unpaid towing charges may be brought more than two years after the tow ends.",
			excerpt:  "No action to recover towing charges may be brought more than two years after the tow ends.",
			supports: true},
		{name: "a relative clause inside the inverted clause keeps its own verb",
			prop:     "A lease signed under duress is not enforced, nor is one whose enforcement would frustrate a statute protecting tenants.",
			excerpt:  "A lease signed under duress is not enforced, and a lease should be held unenforceable if enforcement would frustrate a statute protecting tenants.",
			supports: true},
	})
}
