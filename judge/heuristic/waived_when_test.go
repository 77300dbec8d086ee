package heuristic

import "testing"

// TestWaivedWhenCondition: a passage that grants its rule "when" a
// condition holds (the condition running across an interposed phrase)
// does not support a proposition that says the rule holds "whether or
// not" that condition does, and over-claim is left undecided; a
// proposition that keeps the condition, or a passage that itself waives
// the thing ("regardless of when the loss occurs"), keeps its verdict.
func TestWaivedWhenCondition(t *testing.T) {
	const src = "Inland Carriage Act (VLT-5120, VLT-5120#c2, statute)"
	const excerpt = "§ 12. Receipts.\nA carrier's delivery receipt is conclusive evidence of the goods' condition when it is signed, at the dock or later at the warehouse, by the consignee's authorised agent. An unsigned receipt proves nothing."
	const marker = "which the source makes a condition"
	runValueRule(t, src, excerpt, marker, []valueProbe{
		{"whether or not signed", "A carrier's delivery receipt is conclusive evidence of the goods' condition whether or not it is signed by the consignee's authorised agent.", true, false},
		{"regardless of whether signed", "A delivery receipt is conclusive evidence of the goods' condition regardless of whether the consignee's agent signed it.", true, false},
		{"the condition kept", "A carrier's delivery receipt is conclusive evidence of the goods' condition when it is signed by the consignee's authorised agent.", false, true},
		{"a waiver of something else", "A carrier's delivery receipt signed by the consignee's authorised agent is conclusive evidence of the goods' condition, whether or not the goods were inspected.", false, false},
	})
	runUndecidedOverclaimRule(t, src, excerpt, "states the rule for cases that condition leaves out", []ruleProbe{
		{"whether or not signed", "A carrier's delivery receipt is conclusive evidence of the goods' condition whether or not it is signed by the consignee's authorised agent.", true},
		{"the condition kept", "A carrier's delivery receipt is conclusive evidence of the goods' condition when it is signed by the consignee's authorised agent.", false},
	})
	// The passage waives the time itself: "regardless of when" is no
	// condition, and a proposition restating the waiver is not read as
	// waiving a condition.
	const waiving = "§ 13. Repose.\nThe repose period runs from delivery, regardless of when the damage is discovered, and bars every later claim."
	runValueRule(t, src, waiving, marker, []valueProbe{
		{"the waiver restated", "The repose period runs from delivery regardless of when the damage is discovered.", false, true},
	})
	// A waiver inside the condition ends it: what it waives is no part
	// of the condition.
	const inside = "§ 14. Liability.\nWhere the bill of lading provides that the carrier is liable regardless of the care taken, the court does not ask whether the carrier was negligent."
	runValueRule(t, src, inside, marker, []valueProbe{
		{"the waiver restated", "Where a bill of lading makes the carrier liable regardless of the care taken, the court does not ask whether the carrier was negligent.", false, true},
	})
}

// TestWaivedExceptionNotOverclaim: a rule said to hold regardless of its
// exception ("unless") is not read as an over-claim by waivedOverclaim;
// support alone answers for it.
func TestWaivedExceptionNotOverclaim(t *testing.T) {
	const src = "Inland Carriage Act (VLT-5120, VLT-5120#c2, statute)"
	const excerpt = "§ 15. Demurrage.\nA consignee owes demurrage for each day the wagon is held unless the carrier caused the delay."
	runUndecidedOverclaimRule(t, src, excerpt, "states the rule for cases that condition leaves out", []ruleProbe{
		{"the exception waived", "A consignee owes demurrage for each day the wagon is held regardless of whether the carrier caused the delay.", false},
	})
}
