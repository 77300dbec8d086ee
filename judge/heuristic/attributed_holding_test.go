package heuristic

import "testing"

// TestConfirmedWhatWasLeftOpen: "the court confirmed that a clause
// forbidding it will be enforced" where the court said it need not
// decide whether a contract may forbid it states the withheld answer as
// held: an over-claim, though not an adverse holding (the court affirmed
// outright, it did not remand); the rule the court did state, confirmed,
// passes.
func TestConfirmedWhatWasLeftOpen(t *testing.T) {
	const src = "Ostrow Paints v. Calder Resins (VLT-4001, VLT-4001#c3, case, court Ill., decided 2023-03-03)"
	const excerpt = "Taking apart a product bought on the open market is not an improper means of learning a trade secret. Calder did not take apart Ostrow's paint, and we need not decide whether a contract may forbid it."
	const holding = "Calder did not take apart Ostrow's paint, and we need not decide whether a contract may forbid it. We hold that the evidence supported the verdict. The judgment is affirmed."
	runProbes(t, []probe{
		{name: "the open question confirmed", source: src, excerpt: excerpt, holding: holding, over: true, why: "decided nothing",
			prop: "The court also confirmed that a contract can forbid it: a clause forbidding taking the product apart will be enforced."},
		{name: "the stated rule confirmed", source: src, excerpt: excerpt, holding: holding, supports: true,
			prop: "The court confirmed that taking apart a product bought on the open market is not an improper means of learning a trade secret."},
	})
}
