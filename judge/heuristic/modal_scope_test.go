package heuristic

import "testing"

// TestPermissionModalScope: a "may" in a relative clause describing a
// noun, or a perfect "may have assumed", is not a hedge on the statement
// the proposition restates; the clause's own "may" still is.
func TestPermissionModalScope(t *testing.T) {
	const src = "Harcourt Code, Title 9 (VLT-3101, VLT-3101#c2, statute, decided 2019-01-01)"
	runProbes(t, []probe{
		{name: "a may describing the noun", source: src,
			excerpt: "A deposit cap, which limits what the landlord may keep, is ordinarily not subject to the forfeiture rule.",
			prop:    "A deposit cap is ordinarily not subject to the forfeiture rule.", supports: true},
		{name: "the statement's own may, dropped", source: src,
			excerpt: "A deposit cap may be exempt from the forfeiture rule.",
			prop:    "A deposit cap is exempt from the forfeiture rule.", over: true, why: "may"},
		{name: "a perfect may have, with the exception kept", source: src,
			excerpt: "Except so far as a tenant may have waived notice in writing, a landlord who keeps a deposit past thirty days forfeits twice its amount.",
			prop:    "Except so far as the tenant has waived notice in writing, a landlord who keeps a deposit past thirty days forfeits twice its amount.", supports: true},
		{name: "the exception itself dropped", source: src,
			excerpt: "Except so far as a tenant may have waived notice in writing, a landlord who keeps a deposit past thirty days forfeits twice its amount.",
			prop:    "A landlord who keeps a deposit past thirty days forfeits twice its amount.", over: true},
		{name: "a relative clause ended before the main predicate's may", source: src,
			excerpt: "Courts usually honor standstill agreements as written, but one that omits a claim may not protect it.",
			prop:    "Courts usually honor standstill agreements as written, but one that omits a claim will not protect it.", over: true, why: "may"},
		{name: "a may after its relative clause's subject", source: src,
			excerpt: "A buyer who signs a standstill keeps the sums that the seller may later owe it, and the standstill is enforced as written.",
			prop:    "A buyer who signs a standstill keeps the sums that the seller later owes it, and the standstill is enforced as written.", supports: true},
	})
}
