package heuristic

import "testing"

// TestRejectedAlternativeQualifiesNothing: a test stated against the
// alternative it rejects ("not whether safety was one reason among
// several") does not make "among several" a qualifier the proposition
// must keep; a passage that adopts the factor reading still binds it.
func TestRejectedAlternativeQualifiesNothing(t *testing.T) {
	const src = "Ellsby on Employment (VLT-9960, VLT-9960#c2, treatise, court , decided )"
	runProbes(t, []probe{
		{name: "the rejected alternative", source: src, supports: true,
			excerpt: "The dominant-motive test asks what the employer's dominant motive for the transfer was, not whether safety was one reason among several.",
			prop:    "The dominant-motive test asks what the employer's dominant motive for the transfer was."},
		{name: "the factor reading adopted", source: src, over: true, why: "the proposition drops it",
			excerpt: "The employer's concern for safety, as one reason among several, justifies the transfer of a driver.",
			prop:    "The employer's concern for safety justifies the transfer of a driver."},
	})
}
