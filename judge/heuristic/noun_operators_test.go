package heuristic

import "testing"

// TestOperatorNounAsSubject: "the refusal of consent was reasonable"
// says the refusal was reasonable; the noun "refusal" does not turn the
// predicate said of it round. A proposition saying the refusal was
// unreasonable still contradicts the holding, and an operator noun with
// its "to" phrase ("the denial of the motion", "refusal to enforce")
// still operates on what that phrase names.
func TestOperatorNounAsSubject(t *testing.T) {
	const src = "Brackwater Mills v. Tenley Lofts (VLT-5120, VLT-5120#c2, case, court Minn. App., decided 2023-03-14)"
	const excerpt = "The landlord's refusal of consent to the sublease was reasonable, because the subtenant had no operating history."
	const holding = "The landlord's refusal of consent to the sublease was reasonable. The judgment for the landlord is affirmed."
	runProbes(t, []probe{
		{name: "the refusal held reasonable", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The landlord's refusal of consent was held reasonable because the subtenant had no operating history."},
		{name: "the court held the refusal reasonable", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court held the landlord's refusal reasonable, because the subtenant had no operating history, and affirmed the judgment for the landlord."},
		{name: "the refusal said unreasonable", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "adverse holding",
			prop: "The court held that the landlord's refusal of consent to the sublease was unreasonable."},
	})
	const src2 = "Orvell Freight v. Danesco (VLT-5121, VLT-5121#c4, case, court 8th Cir., decided 2022-09-30)"
	const excerpt2 = "The district court erred in refusing to enforce the forum clause. The order denying the motion to transfer is reversed."
	const holding2 = "The order denying the motion to transfer is reversed."
	runProbes(t, []probe{
		{name: "an operator noun with its phrase still operates", source: src2, excerpt: excerpt2, holding: holding2, adverse: true, why: "adverse holding",
			prop: "The Eighth Circuit affirmed the denial of the motion to transfer."},
	})
}
