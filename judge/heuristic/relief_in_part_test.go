package heuristic

import "testing"

// TestReliefGrantedInPart: a motion granted in part and denied in part
// is not a motion granted in full (adverse, and the account of what the
// court did is not supported); "granted the motion" with no part named
// needs review on C-004 (support is C-003's to judge); naming the part granted, or the one thing it
// refused, is compared as it stands.
func TestReliefGrantedInPart(t *testing.T) {
	const src = "Ostler Leasing v. Pirrie Marine (VLT-8120, VLT-8120#c5, case, court D. Me., decided 2023-05-22)"
	const excerpt = "Pirrie paid $40,000 before it learned of the assignment and $25,000 after. Ostler's motion for summary judgment is granted in part and denied in part: judgment will enter for Ostler for the $25,000 paid after notice."
	const holding = "Ostler's motion for summary judgment is granted in part and denied in part."
	runProbes(t, []probe{
		{name: "granted in full", source: src, excerpt: excerpt, holding: holding, adverse: true, why: "in full",
			prop: "The court granted Ostler's motion for summary judgment in full and entered judgment for $25,000 paid after notice."},
		{name: "granted, no part named", source: src, excerpt: excerpt, holding: holding, supports: true, adverse: true, why: "naming no part",
			prop: "The court granted Ostler's motion for summary judgment and entered judgment for the $25,000 paid after notice."},
		{name: "granted in part", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court granted Ostler's motion for summary judgment in part and entered judgment for the $25,000 paid after notice."},
		{name: "granted as to a part", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court granted Ostler's motion for summary judgment as to the $25,000 paid after notice, and judgment will enter for Ostler."},
	})
}
