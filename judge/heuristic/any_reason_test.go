package heuristic

import "testing"

// TestAnyReasonIsUniversal: "for whatever reason", "on any ground" make
// a rule hold whatever brought the case about; a passage that names the
// causes it holds for (termination for nonpayment or breach) does not
// say as much, so the proposition claims more than it (C-007) and is not
// supported as stated (C-003). A passage that itself says "for any
// reason" supports it.
func TestAnyReasonIsUniversal(t *testing.T) {
	const src = "Residential Tenancies Act (VLT-1201, VLT-1201#c4, statute, section § 12-208 Return of deposit)"
	const named = "§ 12-208 Return of deposit\nIf a lease is terminated by the landlord for nonpayment of rent or breach of a covenant, the landlord shall return the security deposit within thirty days after the tenant vacates."
	const any = "§ 12-208 Return of deposit\nIf a lease is terminated for any reason, the landlord shall return the security deposit within thirty days after the tenant vacates."
	runProbes(t, []probe{
		{name: "whatever reason, where the passage names the causes", source: src, excerpt: named, supports: false, over: true, why: "so general",
			prop: "If a lease is terminated, for whatever reason, the landlord shall return the security deposit within thirty days after the tenant vacates."},
		{name: "any ground, where the passage names the causes", source: src, excerpt: named, supports: false, over: true, why: "so general",
			prop: "Whenever a lease is terminated on any ground, the landlord shall return the security deposit within thirty days after the tenant vacates."},
		{name: "any reason, as the passage says", source: src, excerpt: any, supports: true,
			prop: "If a lease is terminated for any reason, the landlord shall return the security deposit within thirty days after the tenant vacates."},
	})
}
