package heuristic

import "testing"

// TestReliefNamedByWhatWasAsked: a holding that "the request for an
// accounting of the escrow is denied" is contradicted by an account
// that the court granted an accounting of the escrow, though neither
// names the same motion; an account that it denied one agrees, and a
// rule about when courts grant such relief is no account of this
// decision. A Vault outcome "motion to compel granted" is contradicted
// by "the court refused to compel", which names the motion by its verb.
func TestReliefNamedByWhatWasAsked(t *testing.T) {
	const src = "Tessaly Homes v. Brunnock Title (VLT-9031, VLT-9031#c2, case, court Del. Ch., decided 2024-08-12)"
	const excerpt = "A buyer who shows that the escrow agent commingled funds is entitled to an accounting. Tessaly showed no commingling."
	const holding = "The motion to enjoin the closing and the alternative request for an accounting of the escrow are denied."
	runProbes(t, []probe{
		{name: "granted what was denied", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "disposed of the other way",
			prop: "Where the buyer feared the agent had mixed the funds, the court granted an accounting of the escrow."},
		{name: "denied, as held", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court denied an accounting of the escrow because Tessaly showed no commingling."},
		{name: "a rule about such relief", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "A buyer who shows that the escrow agent commingled funds is entitled to an accounting."},
	})
	const src2 = "Pemberly Glass v. Vornay Logistics (VLT-9032, VLT-9032#c1, case, court D. Del., decided 2025-02-03)"
	const excerpt2 = "Vornay withheld 2,100 emails and logged each only as \"correspondence re: counsel.\" The motion is resolved as stated on the record."
	runProbes(t, []probe{
		{name: "refused to compel against a grant", source: src2, excerpt: excerpt2, outcome: "motion to compel granted",
			holding: "Outcome recorded in the Vault for this document: motion to compel granted.", adverse: true, why: "adverse holding",
			prop: "Where Vornay logged 2,100 emails only as \"correspondence re: counsel,\" the court refused to compel production."},
		{name: "compelled, as recorded", source: src2, excerpt: excerpt2, outcome: "motion to compel granted",
			holding: "Outcome recorded in the Vault for this document: motion to compel granted.", supports: true,
			prop: "Where Vornay logged 2,100 emails only as \"correspondence re: counsel,\" the court granted the motion to compel."},
	})
}
