package heuristic

import "testing"

// TestOneOutcomeForPartsDisposedApart: a holding that grants as to one
// part and denies as to another (in one sentence or in two), and a
// proposition joining both parts under one outcome ("both ... and",
// "as well as"): adverse holding is undecided, never a pass. One that
// tells the split itself, names one part, or joins words of neither
// part is decided as before.
func TestOneOutcomeForPartsDisposedApart(t *testing.T) {
	const src = "Tarrant Freight Investors v. Melkon Shipping Co. (VLT-7430, VLT-7430#c4, case, court D. Del., decided 2024-03-11)"
	const excerpt = "[*6]\nA class may be certified on a statement only where the class shows that the statement moved the price. Melkon showed that one of the two statements did not."
	const oneSentence = "The motion is granted as to the claims based on the shipping estimate and denied as to the claims based on the warranty letter."
	const twoSentences = "The motion to dismiss the negligence count is denied. The motion to strike the jury demand on the contract count is granted."
	const marker = "disposes of apart"
	runUndecidedAdverseRule(t, src, excerpt, marker, []holdingProbe{
		{"both parts, one outcome", "The court certified the class for claims based on both the shipping estimate and the warranty letter.", oneSentence, true},
		{"as well as, two sentences", "A jury waiver reaches the negligence count as well as the contract count.", twoSentences, true},
		{"the split told", "The court granted the motion as to the shipping estimate claims but denied it as to the warranty letter claims, so both sets of claims were decided.", oneSentence, false},
		{"one part named", "The court granted the motion as to the claims based on the shipping estimate.", oneSentence, false},
		{"a join of neither part", "Both parties briefed the class motion at length before the court ruled.", oneSentence, false},
		{"one sentence, no parts", "The court certified the class for claims based on both statements.", "The motion for class certification is granted.", false},
	})
}
