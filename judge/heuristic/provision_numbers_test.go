package heuristic

import "testing"

// TestProvisionNumberIsALabel: a provision number the passage lacks
// ("Rule 41(b)" over a passage about "the rule") leaves support
// undecided, never a decided fail on an invented fact; one the passage
// holds is compared as any word.
func TestProvisionNumberIsALabel(t *testing.T) {
	const excerpt = "Under the rule, a court may dismiss an action when the plaintiff fails to prosecute it for a year."
	a := assessAt(t, alignedPoint, "Under Rule 41(b), a court may dismiss an action when the plaintiff fails to prosecute it for a year.", excerpt)
	if a.Supports || len(a.Undecided) == 0 {
		t.Errorf("supports %v, undecided %v; want undecided: %s", a.Supports, a.Undecided, a.Reasoning)
	}
	runProbes(t, []probe{
		{name: "number in the passage", prop: "Under Rule 41(b), a court may dismiss an action when the plaintiff fails to prosecute it for a year.",
			excerpt: "Under Rule 41(b), a court may dismiss an action when the plaintiff fails to prosecute it for a year.", supports: true},
		{name: "a period is still a fact", prop: "Under the rule, a court may dismiss an action when the plaintiff fails to prosecute it for three years.",
			excerpt: excerpt, supports: false, why: "the number 3"},
	})
}
