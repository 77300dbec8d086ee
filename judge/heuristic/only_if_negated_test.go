package heuristic

import "testing"

// TestOnlyIfDeniedForACaseWithoutTheCondition: a passage's "P only if C"
// and a proposition's "not P" for a case lacking C are not a decided
// clash: the verdict is undecided, neither a pass nor a decided fail.
func TestOnlyIfDeniedForACaseWithoutTheCondition(t *testing.T) {
	const excerpt = "A repair request is reasonable only if it reaches the managing agent named in the lease and the unit the tenant occupies."
	const prop = "A repair request that misses the managing agent named in the lease is not reasonable."
	a := assessAt(t, alignedPoint, prop, excerpt)
	if a.Supports || len(a.Undecided) == 0 {
		t.Errorf("supports %v, undecided %v; want undecided: %s", a.Supports, a.Undecided, a.Reasoning)
	}
}
