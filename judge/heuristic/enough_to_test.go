package heuristic

import "testing"

// TestEnoughToAsserts: "is enough to V" asserts V and clashes with a
// passage negating it; "is not enough to V" and "is insufficient to V"
// restate the negation and pass.
func TestEnoughToAsserts(t *testing.T) {
	const excerpt = "A tenant who complains about the heating gives notice of a defect. A single unanswered phone call does not waive the landlord's right to inspect."
	runProbes(t, []probe{
		{name: "enough clashes", prop: "Even a single unanswered phone call is enough to waive the landlord's right to inspect.",
			excerpt: excerpt, supports: false, why: `"waive"`},
		{name: "sufficient clashes", prop: "A single unanswered phone call is sufficient to waive the landlord's right to inspect.",
			excerpt: excerpt, supports: false, why: `"waive"`},
		{name: "not enough passes", prop: "A single unanswered phone call is not enough to waive the landlord's right to inspect.",
			excerpt: excerpt, supports: true},
		{name: "insufficient passes", prop: "A single unanswered phone call is insufficient to waive the landlord's right to inspect.",
			excerpt: excerpt, supports: true},
	})
}
