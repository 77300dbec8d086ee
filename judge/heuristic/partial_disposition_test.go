package heuristic

import "testing"

// TestPartialDispositionRestated: a reversal limited to one part of the
// judgment ("insofar as it holds ...") contradicts a proposition saying
// the court affirmed that very part; a proposition about another part of
// the judgment stays undecided, and one telling the reversal is clear.
func TestPartialDispositionRestated(t *testing.T) {
	const src = "Corliss Haulage v. Venn Quarry (VLT-3601, VLT-3601#c4, case, court 6th Cir., decided 2023-02-09)"
	const excerpt = "Venn ended the hauling contract on day 40 of a strike. The clause let either party end it after sixty days of a strike."
	const holding = "The judgment is reversed insofar as it holds that Venn's cancellation of the hauling contract was proper. The case is remanded for further proceedings on Corliss's damages."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "affirmed the part that was reversed", prop: "The Sixth Circuit affirmed the judgment that Venn's cancellation of the hauling contract was proper.", holding: holding, want: "adverse"},
		{name: "affirmed some other part", prop: "The Sixth Circuit affirmed the award of storage fees that Corliss had charged for the idle trucks.", holding: holding, want: "undecided"},
		{name: "the reversal told", prop: "The Sixth Circuit reversed the judgment insofar as it held that Venn's cancellation of the hauling contract was proper.", holding: holding, want: "clear"},
	})
}
