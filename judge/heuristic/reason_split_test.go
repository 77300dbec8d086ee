package heuristic

import "testing"

// TestReasonFromTheOtherSideOfASplit: a result the majority reaches,
// given the reason the passage gives for the minority's rule, is not
// decided on alignment; the majority's own reason passes, and a reason
// the same court gives for its own result is not touched.
func TestReasonFromTheOtherSideOfASplit(t *testing.T) {
	const split = "Most states require a written notice of the defect, reasoning that a landlord cannot repair what it was never told about. Some accept a tenant's oral complaint, reasoning that a tenant should not lose the remedy over a formality."
	runProbes(t, []probe{
		{name: "minority's reason for the majority's rule", prop: "Most states require a written notice of the defect, reasoning that a tenant should not lose the remedy over a formality.",
			excerpt: split, supports: false, why: "its reason on another"},
		{name: "majority's own reason", prop: "Most states require a written notice of the defect, reasoning that a landlord cannot repair what it was never told about.",
			excerpt: split, supports: true},
		{name: "one court's chain of reasons", prop: "The court denied the tenant's claim because the written notice of the defect was never sent to the landlord.",
			excerpt: "The written notice of the defect was never sent to the landlord, so the repair duty never arose. The tenant's claim is denied by the court.", supports: true},
	})
}
