package heuristic

import "testing"

// TestClaimRuleCitedToItsRefusal: a general rule on which a claim is
// stated (actionable, states a claim) cited to a case that granted a
// motion to dismiss or affirmed a dismissal, and one on which courts
// enjoin cited to a case affirming an injunction's denial, leave adverse
// holding undecided, never a pass. A rule stated only as a concession,
// a negated claim, a case that refused the dismissal or upheld the
// injunction, and a proposition telling the decision itself do not.
func TestClaimRuleCitedToItsRefusal(t *testing.T) {
	const src = "Ormond Acreage Partners v. Bellweather Land Co. (VLT-7450, VLT-7450#c2, case, court D. Kan., decided 2023-05-02)"
	const excerpt = "[*3]\nA seller's vague assurance about soil quality is sales talk no buyer relies on. An assurance tied to a figure the seller could check is another matter."
	const marker = "the case refused one"
	const dismissed = "The motion to dismiss is granted."
	runUndecidedAdverseRule(t, src, excerpt, marker, []holdingProbe{
		{"actionable against a dismissal", "A seller's written assurance about soil quality can be actionable once a later survey shows it was baseless.", dismissed, true},
		{"states a claim against an affirmed dismissal", "A buyer who relied on a misstated acreage figure states a claim.", "The complaint fails to plead reliance, and the dismissal is affirmed.", true},
		{"a concession", "A seller's vague assurance about soil quality is sales talk, though an assurance tied to a figure the seller could check can be actionable.", dismissed, false},
		{"negated", "A seller's vague assurance about soil quality is not actionable.", dismissed, false},
		{"the dismissal refused", "A seller's written assurance about soil quality can be actionable once a later survey shows it was baseless.", "The motion to dismiss is denied.", false},
		{"the decision told", "The District of Kansas held that the assurance was actionable.", dismissed, false},
	})
	const excerpt2 = "[*9]\nA court may bar a former manager from a rival's identical role where the work cannot be done without the old employer's formulas."
	runUndecidedAdverseRule(t, src, excerpt2, marker, []holdingProbe{
		{"enjoin against a denial affirmed", "Some courts enjoin a departing manager from a rival's identical role when the work would force disclosure of the old employer's formulas.", "The order denying the preliminary injunction is affirmed.", true},
		{"the injunction upheld", "Some courts enjoin a departing manager from a rival's identical role when the work would force disclosure of the old employer's formulas.", "The preliminary injunction is affirmed.", false},
	})
}
