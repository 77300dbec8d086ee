package heuristic

import (
	"testing"
)

// TestSavingRuleOnBareJudgment: a rule that saves a party's permission
// ("can still", "may ... so long as") cited to a case whose holding, as
// read, is only its judgment is left undecided on adverse holding
// (failing, never a pass). A rule without a saving condition, a
// concession ("even if"), a proposition about the judgment itself, and a
// holding that states something of the proposition's question are
// decided as before.
func TestSavingRuleOnBareJudgment(t *testing.T) {
	const src = "Marlowe Seed v. Tanager Mills (VLT-7120, VLT-7120#c2, case, court 8th Cir., decided 2022-05-03)"
	const excerpt = "[*4]\nA buyer that keeps nonconforming grain past the inspection window accepts it. A buyer may reject a delivery after the window only where the defect could not be found by a reasonable inspection."
	runUndecidedAdverseRule(t, src, excerpt, "is only its judgment", []holdingProbe{
		{"can still, bare affirmance", "A buyer that keeps nonconforming grain past the inspection window can still reject the delivery.", "The judgment is affirmed.", true},
		{"may so long as, bare reversal", "A buyer may reject a delivery after the inspection window so long as it gives notice within a week.", "Reversed.", true},
		{"as long as with could", "A buyer could reject nonconforming grain kept past the inspection window as long as it paid storage.", "The judgment of the district court is affirmed.", true},
		{"no saving condition", "A buyer may reject a delivery after the window only where the defect could not be found by a reasonable inspection.", "The judgment is affirmed.", false},
		{"a concession is not a saving", "A buyer that keeps nonconforming grain past the inspection window accepts it even if it later finds a defect.", "The judgment is affirmed.", false},
		{"saving without permission", "A buyer keeps its right to reject so long as the defect was hidden.", "The judgment is affirmed.", false},
		{"the judgment itself", "The Eighth Circuit affirmed the judgment, so a buyer can still reject grain with a hidden defect.", "The judgment is affirmed.", false},
		{"holding on the question", "A buyer that keeps nonconforming grain past the inspection window can still reject the delivery.", "We hold that a buyer that keeps grain past the inspection window accepts it. The judgment is affirmed.", false},
	})
}
