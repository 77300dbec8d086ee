package heuristic

import "testing"

// TestLabelNumbersAreNotFacts: a number that is part of a label ("Matter
// 2041", "Exhibit 4") names a thing; the passage need not repeat it, so
// its absence is no invented fact. A number that states a fact (a
// duration, an amount) still must be in the passage.
func TestLabelNumbersAreNotFacts(t *testing.T) {
	const excerpt = "Either party may terminate the engagement on thirty days' written notice to the other."
	runProbes(t, []probe{
		{name: "a matter number", prop: "For Matter 2041, either party may terminate the engagement on thirty days' written notice.", excerpt: excerpt, supports: true},
		{name: "an exhibit number", prop: "Under Exhibit 4, either party may terminate the engagement on thirty days' written notice.", excerpt: excerpt, supports: true},
		{name: "a duration the passage lacks", prop: "Either party may terminate the engagement on sixty days' written notice.", excerpt: excerpt, supports: false},
		{name: "a figure the passage lacks", prop: "Either party may terminate the engagement on 90 days' written notice.", excerpt: excerpt, supports: false},
	})
}
