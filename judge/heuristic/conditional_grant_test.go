package heuristic

import "testing"

// TestConditionalGrantNotDenied: a holding that grants something only on
// a condition ("a failure of the seller's supply excuses the seller only
// when the contract names that supply") is not contradicted by a case
// where it was withheld ("the seller was not excused"): outside the
// condition the rule withholds it too. The same case against a holding
// that grants it on no condition is adverse. "A failure of ..." as the
// subject is not the operator "failure to ...".
func TestConditionalGrantNotDenied(t *testing.T) {
	const src = "Marlowe Mills v. Pettigrew Grain (VLT-2201, VLT-2201#c2, case, court 8th Cir., decided 2021-05-04)"
	const excerpt = "Pettigrew delivered 300 of the 900 bushels it promised. The storm closed the rail spur for six days. Marlowe bought the balance elsewhere at a higher price."
	const onlyWhen = "A failure of the seller's water supply excuses the seller only when the contract names that supply as the only source. The judgment is affirmed."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "a failure of supply is a subject, and a case outside the condition", prop: "The seller was not excused, because its contract named no source of water.", holding: onlyWhen, want: "clear"},
		{name: "the same case against a grant on no condition", prop: "The seller was not excused, because its contract named no source of water.", holding: "A failure of the seller's water supply excuses the seller. The judgment is affirmed.", want: "adverse"},
	})
}
