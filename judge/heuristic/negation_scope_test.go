package heuristic

import "testing"

// TestNegatedPhraseScope: a passage that negates a phrase ("not for
// efforts that are perfect", "not merely on") against a proposition that
// denies the same limb in its own words is undecided, not a fail; a
// proposition that negates what the passage plainly asserts still fails.
func TestNegatedPhraseScope(t *testing.T) {
	const reasonable = "The statute asks for safeguards that are reasonable, not for safeguards that are flawless."
	const rests = "Any limit placed on a worker's new job must rest on proof of a threatened disclosure and not merely on what the worker remembers."
	runProbes(t, []probe{
		{name: "not for a phrase", prop: "The safeguards required are reasonable ones, not flawless ones.", excerpt: reasonable, why: "which limb each denies"},
		{name: "not merely a limb", prop: "A limit on a worker's new job may not rest merely on what the worker remembers.", excerpt: rests, why: "which limb each denies"},
		{name: "a clash outside the negated phrase still fails", prop: "A limit on a worker's new job must not rest on proof of a threatened disclosure.", excerpt: "A limit on a worker's new job must rest on proof of a threatened disclosure, not for the worker's convenience.", why: "polarity"},
		{name: "plain assertion denied still fails", prop: "A limit on a worker's new job must not rest on proof of a threatened disclosure.", excerpt: "Any limit placed on a worker's new job must rest on proof of a threatened disclosure.", why: "polarity"},
	})
}
