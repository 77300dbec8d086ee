package heuristic

import "testing"

// TestLongPassiveDisposition: a disposition written in the passive after
// a long subject ("the defendant's motion for partial summary judgment to
// limit damages under the indemnity clause is denied") concerns the
// motion its subject names, however far back it stands, so a
// proposition that says the motion was granted is adverse to it.
func TestLongPassiveDisposition(t *testing.T) {
	const src = "Pellworth Foods v. Brisk Cartage (VLT-0801, VLT-0801#c4, case, court D. Mont., decided 2023-02-14)"
	holding := ReadHolding("Brisk's motion for partial summary judgment to cap damages under the indemnity clause of the carriage agreement is denied.", "").Text()
	for _, s := range []string{holding} {
		a := analyse(sentencesOf(s)[0])
		found := false
		for _, c := range a.clauses {
			for _, x := range c.asserts {
				found = found || x.axis == "relief" && x.sign < 0 && x.obj == "motion parti"
			}
		}
		if !found {
			t.Fatalf("%q: no denial of the motion read: %+v", s, a.clauses)
		}
	}
	const excerpt = "Pellworth says the carrier let the trailer warm for a day. Brisk points to the indemnity clause."
	runProbes(t, []probe{
		{name: "a grant where the court denied it", prop: "The District of Montana granted the carrier's motion for partial summary judgment and capped the damages.",
			excerpt: excerpt, source: src, holding: holding, adverse: true, why: "adverse holding"},
		{name: "the denial told right", prop: "The District of Montana denied the carrier's motion for partial summary judgment to cap damages.",
			excerpt: excerpt, source: src, holding: holding, supports: false},
	})
}
