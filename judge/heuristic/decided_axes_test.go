package heuristic

import "testing"

// TestOpenQuestionsOnTimelinessAndLiability: a remand that does not
// decide when a claim accrued, or whether a party is liable, decided
// neither timeliness nor liability; a proposition stating either as held
// states what the court did not decide. One that tells the remand, or
// states a holding on another question, does not.
func TestOpenQuestionsOnTimelinessAndLiability(t *testing.T) {
	const src = "Ostley v. Brannock Roofing (VLT-3801, VLT-3801#c3, case, court Iowa, decided 2023-04-11)"
	const excerpt = "Ostley noticed a stain on her ceiling in 2016 and sued Brannock in 2021. Brannock says the stain should have alerted her to the leak."
	const timing = "A jury could find either way, and we do not decide when Ostley's claim accrued. The summary judgment is reversed, and the case is remanded for trial."
	const liability = "We do not decide whether Brannock is liable for the leak. The judgment is vacated, and the case is remanded for trial."
	runAdverseProbes(t, excerpt, src, []adverseProbe{
		{name: "timely, as held", prop: "The Iowa Supreme Court held that Ostley's claim was timely under the discovery rule.", holding: timing, want: "adverse", over: true},
		{name: "the remand told", prop: "The Iowa Supreme Court did not decide whether Ostley's claim was timely and remanded for trial.", holding: timing, want: "clear"},
		{name: "liable, as held", prop: "The court held that Brannock was liable for the leak.", holding: liability, want: "adverse", over: true},
		{name: "liability left open, told", prop: "The court did not decide whether Brannock was liable for the leak.", holding: liability, want: "clear"},
	})
}
