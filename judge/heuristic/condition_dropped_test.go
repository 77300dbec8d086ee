package heuristic

import (
	"testing"
)

// TestConditionWidened: a proposition that restates a rule the passage
// states on a condition, on a wider condition of its own ("once",
// "whenever", "for any") keeping few of the condition's words, leaves
// over-claim undecided (failing, never a pass). One that keeps the
// condition, restates it in other words, or says nothing wider, does
// not.
func TestConditionWidened(t *testing.T) {
	const src = "Orchard Supply Act (VLT-8802, VLT-8802#c1, statute)"
	const excerpt = "§ 7-210. Holdover fees.\n(a) If the lessee kept the equipment past the return date without the lessor's written consent, the lessor may charge a holdover fee of up to one day's rent for each day of delay.\n(b) The lessor may waive the fee."
	runUndecidedOverclaimRule(t, src, excerpt, "states its rule only on a condition", []ruleProbe{
		{"once, without the consent condition", "Once the equipment comes back late, the lessor may charge a holdover fee of up to one day's rent for each day of delay.", true},
		{"for any delay", "The lessor may charge a holdover fee of up to one day's rent for any day of delay.", true},
		{"the condition kept", "If the lessee kept the equipment past the return date without the lessor's written consent, the lessor may charge a holdover fee of up to one day's rent for each day of delay.", false},
		{"once, the condition paraphrased", "Once a lessee keeps the equipment past its return date without written consent, the lessor may charge a holdover fee of up to a day's rent per day.", false},
		{"no wider condition in words", "The lessor may charge a holdover fee of up to one day's rent for each day of delay.", false},
	})
}
