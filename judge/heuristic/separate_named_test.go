package heuristic

import "testing"

// TestSeparateOpinionNamedOtherwise: a dissent's section cited for what
// "the Fifth Circuit" allows gives the dissent as the court's (adverse,
// over-claims); a concurrence whose heading opens its own paragraph,
// given as what the court held, over-claims; the same concurrence told
// as a judge writing separately does not.
func TestSeparateOpinionNamedOtherwise(t *testing.T) {
	const dissentSrc = "Marlow v. Tesk Freight (VLT-3701, VLT-3701#c3, case, court 5th Cir., decided 2021-04-02, section Ibsen, Circuit Judge, dissenting)"
	const dissent = "## Ibsen, Circuit Judge, dissenting\n\nI would allow the instruction whenever a carrier loses a log through gross negligence after a written claim."
	const concSrc = "Harrow Mills v. Pike Looms (VLT-3702, VLT-3702#c2, case, court 2d Cir., decided 2020-08-11)"
	const conc = "[*88]\nThe judgment is affirmed.\n\n[*89]\nVane, Circuit Judge, concurring. I join the court's opinion. I write to add that a mill that lets its patent lapse might struggle to show diligence at trial."
	const concHolding = "The judgment is affirmed."
	runProbes(t, []probe{
		{name: "a dissent's section given as the circuit's rule", source: dissentSrc, excerpt: dissent, holding: "We hold that the instruction requires bad faith. The judgment is affirmed.",
			prop:    "The Fifth Circuit allows the instruction whenever a carrier loses a log through gross negligence after a written claim.",
			adverse: true, over: true, why: "from a dissent"},
		{name: "an inline concurrence heading, given as held", source: concSrc, excerpt: conc, holding: concHolding,
			prop:    "The Second Circuit held that a mill that lets its patent lapse will struggle to show diligence at trial.",
			adverse: false, over: true, why: "concurrence"},
		{name: "the concurrence told as written separately", source: concSrc, excerpt: conc, holding: concHolding, supports: true,
			prop: "Judge Vane joined the opinion and wrote separately to say that a mill that lets its patent lapse might struggle to show diligence at trial."},
	})
	if !attributesToCourt("the ninth circuit permits it") || attributesToCourt("a carrier may lose it") {
		t.Error("attributesToCourt misreads a court's name")
	}
}
