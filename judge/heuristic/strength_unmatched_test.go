package heuristic

import "testing"

// TestStrengthTheExcerptDoesNotShow: a proposition claiming a duty
// ("must") or a rule of law ("as a matter of law") that no sentence of
// the excerpt shows in any word of its class leaves over-claim
// undecided, never a pass. A passage that states a duty, a burden for a
// duty of proof ("must show"), or the rule of law itself, and a negated
// strength word, do not.
func TestStrengthTheExcerptDoesNotShow(t *testing.T) {
	const src = "Brannock Mercantile v. Ives Holdings (VLT-7440, VLT-7440#c2, case, court Mass. App. Ct., decided 2022-04-19)"
	const marker = "no sentence of the passage says anything of the kind"
	runUndecidedOverclaimRule(t, src, "[*12]\nA refusal based on the subtenant's poor credit is a commercially reasonable ground for withholding consent to a sublease.", marker, []ruleProbe{
		{"a duty added", "A landlord must withhold consent to a sublease when the subtenant's credit is poor.", true},
		{"the duty negated", "A landlord is not required to consent to a sublease when the subtenant's credit is poor.", false},
	})
	runUndecidedOverclaimRule(t, src, "[*13]\nA landlord is required to give written reasons within ten days when it withholds consent to a sublease.", marker, []ruleProbe{
		{"the duty shown", "A landlord must give written reasons within ten days for withholding consent to a sublease.", false},
	})
	runUndecidedOverclaimRule(t, src, "[*14]\nThe tenant bears the burden of showing that the landlord's refusal of consent to the sublease was unreasonable.", marker, []ruleProbe{
		{"a duty of proof shown by the burden", "The tenant must show that the landlord's refusal of consent to the sublease was unreasonable.", false},
		// a court told it must find: finding_duty.go decides that as a
		// fail (26.46-s), so this undecided rule has nothing left to say
		{"a court's duty is decided elsewhere", "The court must find that the landlord's refusal of consent to the sublease was unreasonable.", false},
	})
	runUndecidedOverclaimRule(t, src, "[*15]\nA refusal based on the subtenant's poor credit can be a commercially reasonable ground for withholding consent to a sublease, and whether it was one is for the jury.", marker, []ruleProbe{
		{"a rule of law added", "A refusal based on the subtenant's poor credit is a commercially reasonable ground for withholding consent to a sublease as a matter of law.", true},
	})
	runUndecidedOverclaimRule(t, src, "[*16]\nA refusal based on the subtenant's poor credit is a commercially reasonable ground for withholding consent to a sublease as a matter of law.", marker, []ruleProbe{
		{"the rule of law shown", "As a matter of law, a refusal based on the subtenant's poor credit is a commercially reasonable ground for withholding consent to a sublease.", false},
	})
}
