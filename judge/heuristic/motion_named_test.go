package heuristic

import "testing"

// TestMotionNamedFromEitherEnd: "the motion for summary judgment is
// DENIED" concerns the motion, as "granted the motion for summary
// judgment" does, though "judgment" stands nearer the verb: a
// proposition saying the motion was granted is adverse to a holding that
// denied it, and one saying it was denied is not.
func TestMotionNamedFromEitherEnd(t *testing.T) {
	const source = "Acme Realty v. Birch Tenants Ass'n (VLT-0901, VLT-0901#c2, case, court N.D. Ga., decided 2025-04-17)"
	const holding = "Acme's motion for summary judgment is DENIED. Birch has no duty to repair the roof."
	const excerpt = "The lease covers damage by the tenant's guests. The complaint alleges vandalism by strangers and says nothing about any guest.\n\n[*4]\n" + holding
	runProbes(t, []probe{
		{name: "denied given as granted", source: source, holding: holding, excerpt: excerpt, adverse: true, why: "adverse holding",
			prop: "In Acme the court granted the landlord's motion for summary judgment and held that Birch had to repair the roof."},
		{name: "denied given as denied", source: source, holding: holding, excerpt: excerpt, supports: true,
			prop: "In Acme the court denied the landlord's motion for summary judgment."},
	})
}
