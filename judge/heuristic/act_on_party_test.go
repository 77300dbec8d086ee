package heuristic

import "testing"

// TestActOnPartyIsAnAccount: "enforced a five-percent late fee against
// Dorsey" tells what the court did to a party of the case, one outcome;
// the qualifier of the rule it applied ("is generally reasonable") does
// not bind it, as it does not bind an account of the case's own clause.
// A statement of law, even one attributed to the court ("held that a
// late fee is reasonable"), stays bound.
func TestActOnPartyIsAnAccount(t *testing.T) {
	const src = "Dorsey v. Pellham Property Management, LLC (VLT-1601, VLT-1601#c2, case, court 9th Cir., decided 2023-08-30)"
	const excerpt = "[*88]\nBetween a commercial landlord and a commercial tenant who negotiated their lease, a late fee of five percent of the monthly rent is generally reasonable. Dorsey negotiated the lease with counsel, and the fee is enforced."
	const holding = "The judgment enforcing the late fee is affirmed."
	runProbes(t, []probe{
		{name: "the act on the party, without the rule's qualifier", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The Ninth Circuit enforced a five percent late fee against Dorsey, who had negotiated the commercial lease with counsel."},
		{name: "the rule, as held, without its qualifier", source: src, excerpt: excerpt, holding: holding, supports: false, over: true, why: "generally",
			prop: "The Ninth Circuit held that, between a commercial landlord and a commercial tenant who negotiated their lease, a late fee of five percent of the monthly rent is reasonable."},
	})
}
