package heuristic

import "testing"

// TestRestrictedPermissionAsRequirement: "may strike only if it finds
// bad faith" restated as what striking requires keeps the permission; a
// proposition that drops the condition and the permission both still
// over-claims.
func TestRestrictedPermissionAsRequirement(t *testing.T) {
	const src = "Trade Code § 9-12 (VLT-3801, VLT-3801#c3, statute)"
	const excerpt = "(c) A court may strike the pleadings for the loss of records only if it finds that the party acted in bad faith and that no lesser step would cure the harm."
	runProbes(t, []probe{
		{name: "stated as what it requires", source: src, excerpt: excerpt, supports: true,
			prop: "For lost records, striking the pleadings requires a finding of bad faith and that no lesser step would cure the harm."},
		{name: "stated with only", source: src, excerpt: excerpt, supports: true,
			prop: "A court may strike the pleadings for lost records only on a finding of bad faith and that no lesser step would cure the harm."},
		{name: "stated as a duty", source: src, excerpt: excerpt, over: true, why: "may",
			prop: "A court must strike the pleadings for the loss of records when the party acted in bad faith and no lesser step would cure the harm."},
	})
}
