package heuristic

import "testing"

// TestUntilConditionTurnedRound: "does not run until the buyer discovers
// the defect" makes discovery a condition the period waits for; "does
// not wait until the buyer discovers the full extent of the defect" says
// it need not be met. The two share "not", "until" and the condition's
// words, so only the verb of waiting tells them apart.
func TestUntilConditionTurnedRound(t *testing.T) {
	const src = "Quarrier v. Ledbetter Homes (VLT-1101, VLT-1101#c2, case, court Ohio, decided 2022-10-04)"
	const holding = "The judgment is affirmed."
	const excerpt = "[*87]\nThe warranty period begins when the house is delivered. It does not wait until the buyer discovers the full extent of the defect or the remedy the buyer might pursue."
	const waits = "[*87]\nThe warranty period begins when the house is delivered. It does not run until the buyer discovers the defect and its cause."
	for _, c := range []struct {
		text     string
		required bool
	}{
		{"The period does not run until the buyer discovers the defect.", true},
		{"The period waits until the buyer discovers the defect.", true},
		{"The period does not wait until the buyer discovers the defect.", false},
		{"Without waiting until the buyer discovers the defect, the period runs.", false},
	} {
		got := untilConditions(tokenize(c.text))
		if len(got) != 1 || got[0].required != c.required {
			t.Errorf("%q: %+v, want one condition, required %v", c.text, got, c.required)
		}
	}
	runProbes(t, []probe{
		{name: "made a condition, where the passage says it need not be met", source: src, excerpt: excerpt, holding: holding, supports: false, why: "until",
			prop: "The warranty period does not begin until the buyer discovers the full extent of the defect and the remedy the buyer might pursue."},
		{name: "need not be met, as the passage says", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The warranty period does not wait until the buyer discovers the full extent of the defect or the remedy the buyer might pursue."},
		{name: "a condition, as the passage says", source: src, excerpt: waits, holding: holding, supports: true,
			prop: "The warranty period does not run until the buyer discovers the defect and its cause."},
	})
}
