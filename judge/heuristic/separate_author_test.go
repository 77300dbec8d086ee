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

// TestInlineSeparateHeading: a concurrence whose heading opens the line
// of its text ("Ortiz, Circuit Judge, concurring. I join ...") is read
// as a separate opinion, so its view given to the court fails support.
func TestInlineSeparateHeading(t *testing.T) {
	const src = "Halvard v. Brisk Ferry Co. (VLT-2101, VLT-2101#c3, case, court 5th Cir., decided 2023-04-04)"
	const excerpt = "The judgment is affirmed.\n\nOrtiz, Circuit Judge, concurring. I join the court's opinion. I write to add that an operator who ignores a storm warning might have difficulty defending a delayed sailing at trial."
	runProbes(t, []probe{
		{name: "concurrence given to the court", prop: "The court held that an operator who ignores a storm warning will have difficulty defending a delayed sailing at trial.",
			excerpt: excerpt, source: src, supports: false, over: true, why: "concurrence"},
	})
	if k, rest := inlineSeparateHeading("Ortiz, Circuit Judge, concurring. I join the court's opinion."); k != "concurrence" || rest != "I join the court's opinion." {
		t.Errorf("inline heading read as %q, rest %q", k, rest)
	}
	if k, _ := inlineSeparateHeading("The panel was not concurring on the remedy. It split."); k != "" {
		t.Errorf("a sentence about concurring read as a heading: %q", k)
	}
}
