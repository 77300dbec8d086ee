package heuristic

import "testing"

// TestFindingDuty: "the court must find X" resting on sentences that
// state no obligation (an inference that weakens, what a party may
// show) claims a duty the passage lacks and is not supported; the same
// proposition on a sentence that puts the duty on the court, a
// proposition that only says the court may find it, and a negated duty
// still pass.
func TestFindingDuty(t *testing.T) {
	const weak = "When the warranty is vague and the later recall notice detailed, the inference that the recall caused the buyer's loss grows weaker."
	runProbes(t, []probe{
		{name: "a weakened inference made a duty to find", prop: "When the warranty is vague and the recall notice detailed, the court must find that the recall did not cause the buyer's loss.",
			excerpt: weak, supports: false, over: true, why: "state no such duty"},
		{name: "a jury told it is required to presume", prop: "Where the warranty is vague and the recall notice detailed, the jury is required to presume that the recall did not cause the buyer's loss.",
			excerpt: weak, supports: false, over: true, why: "state no such duty"},
		{name: "the passage states the duty", prop: "When the warranty is vague and the recall notice detailed, the court must find that the recall did not cause the buyer's loss.",
			excerpt: "When the warranty is vague and the later recall notice detailed, the court must find that the recall did not cause the buyer's loss.", supports: true},
		{name: "a permission, not a duty", prop: "When the warranty is vague and the recall notice detailed, the court may find that the inference that the recall caused the buyer's loss grows weaker.",
			excerpt: weak, supports: true},
	})
}

// TestFindingDutyWords: which words put a finding duty on a court or
// jury (table of invented sentences).
func TestFindingDutyWords(t *testing.T) {
	for _, c := range []struct {
		text, want string
	}{
		{"The court must find that the notice was timely.", "find"},
		{"The jury must then presume the records were unfavorable.", "presume"},
		{"A tribunal is required to treat the clause as void.", "treat"},
		{"The court must not find waiver on silence alone.", ""},
		{"The court must award the costs of the repair.", ""},
		{"The buyer must find a substitute supplier.", ""},
		{"The court may find that the notice was timely.", ""},
	} {
		if got := findingDuty(tokenize(c.text)); got != c.want {
			t.Errorf("findingDuty(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}
