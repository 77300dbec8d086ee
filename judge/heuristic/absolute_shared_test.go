package heuristic

import "testing"

// TestAbsoluteThePassageShares: a "never" the passage sentence says too
// is no over-claim beside a qualifier of another sentence; a "never" the
// passage does not say still is.
func TestAbsoluteThePassageShares(t *testing.T) {
	const src = "Lisle Foods v. Garrow Mills (VLT-4101, VLT-4101#c2, case, court Ind., decided 2023-01-10)"
	const excerpt = "The Act protects a recipe only if its owner takes reasonable steps to keep it secret. Visits to a kitchen in which the recipe was never shown do not defeat secrecy."
	runProbes(t, []probe{
		{name: "the passage's own never", source: src, excerpt: excerpt, holding: "The judgment is affirmed.", supports: true,
			prop: "Visits to a kitchen in which the recipe was never shown do not defeat secrecy."},
		{name: "a never the passage lacks", source: src, excerpt: excerpt, holding: "The judgment is affirmed.", over: true, why: "never",
			prop: "The Act never protects a recipe whose owner takes no steps to keep it secret."},
	})
}
