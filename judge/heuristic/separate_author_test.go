package heuristic

import "testing"

// TestSeparateOpinionByItsAuthor: a dissent restated as what a court
// named by its circuit "permits" is attributed to the court (support
// fails, adverse); the same view told as what its judge "wrote
// separately" is reported as a separate opinion and passes.
func TestSeparateOpinionByItsAuthor(t *testing.T) {
	const src = "Halvard v. Brisk Ferry Co. (VLT-2101, VLT-2101#c3, case, court 5th Cir., decided 2023-04-04)"
	const excerpt = "The judgment is affirmed.\n\nOrtiz, Circuit Judge, dissenting.\nI would allow a ferry passenger to recover for a delayed sailing whenever the operator knew of the storm warning before boarding."
	runProbes(t, []probe{
		{name: "a dissent given to the circuit", prop: "The Fifth Circuit allows a ferry passenger to recover for a delayed sailing whenever the operator knew of the storm warning before boarding.",
			excerpt: excerpt, source: src, supports: false, adverse: true, over: true, why: "attributes it to the court"},
		{name: "told as a judge writing separately", prop: "In Halvard, Judge Ortiz parted from the court and wrote separately to say that a ferry passenger should recover for a delayed sailing whenever the operator knew of the storm warning before boarding.",
			excerpt: excerpt, source: src, supports: true},
	})
}
