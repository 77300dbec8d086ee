package heuristic

import "testing"

// TestCoverageVerbs: "the clause does not reach (cover) the owner's
// negligence" holds the clause not enforced for it, so a proposition
// offering the case for enforcing such clauses is adverse; "we do not
// reach the question" still declines to decide, and a holding that a
// party was not excused decided whether the clause covers its case,
// though a footnote "expresses no view" on another clause.
func TestCoverageVerbs(t *testing.T) {
	const src = "Dunmore Crane v. Halsey Builders (VLT-3701, VLT-3701#c2, case, court Tex., decided 2022-11-18)"
	const excerpt = "Halsey's crane operator dropped a load on a parked truck. Dunmore had agreed to indemnify Halsey against claims arising from the work."
	const notReach = "The indemnity clause does not reach Halsey's own negligence. We reverse and render judgment that Halsey take nothing."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "cited for enforcing what the clause did not reach", prop: "Texas courts enforce indemnity clauses that shift the indemnitee's own negligence to the indemnitor.", holding: notReach, want: "adverse"},
		{name: "cited for what it held", prop: "The clause did not reach Halsey's own negligence, so Halsey took nothing.", holding: notReach, want: "clear"},
		{name: "the court declining to reach a question", prop: "The court held that the indemnity clause covers Halsey's own negligence.", holding: "We do not reach whether the indemnity clause covers Halsey's own negligence. The judgment is reversed and remanded.", want: "adverse", over: true},
		{name: "the court reached the merits", prop: "The court reached the merits of the indemnity claim.", holding: notReach, want: "clear"},
	})
	const decided = "We express no view on a clause that names delays. We hold that Halsey's late completion was not excused by the weather clause. The judgment is affirmed."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "a holding on excuse decided the coverage question", prop: "The court held that a slowdown in orders is a hardship the weather clause does not cover.", holding: decided, want: "clear"},
		{name: "the same with no holding on excuse", prop: "The court held that a slowdown in orders is a hardship the weather clause does not cover.", holding: "We express no view on a clause that names delays. The judgment is affirmed.", want: "adverse", over: true},
	})
}
