package heuristic

import "testing"

// TestBoundQualifiersCheckedWhenAlignmentIsPoor: an absolute word in the
// proposition ("always", "in every court", "no way to avoid it") is
// checked against the passage even when the proposition strays so far
// from it that its words barely align: the farther it strays, the more
// the absolute needs the passage's word for it.
func TestBoundQualifiersCheckedWhenAlignmentIsPoor(t *testing.T) {
	const passage = "Some courts enforce a reasonable covenant when the employer shows a legitimate interest, and others refuse to do so."
	runProbes(t, []probe{
		{name: "always, barely aligned", prop: "Employers always win injunctions on these covenants.", excerpt: passage, over: true},
		{name: "in every court, barely aligned", prop: "Such covenants are enforced in every court of the country.", excerpt: passage, over: true},
		{name: "no way to avoid it", prop: "An employee who signed one has no way to avoid it.", excerpt: passage, over: true},
		{name: "well aligned, hedge kept", prop: "Some courts enforce a reasonable covenant when the employer shows a legitimate interest.", excerpt: passage, supports: true},
	})
}

// TestNegatedWeightInThePassage: a passage that calls a consideration
// "not dispositive" does not make it dispositive; a proposition that
// does over-claims.
func TestNegatedWeightInThePassage(t *testing.T) {
	runProbes(t, []probe{
		{name: "dispositive against not dispositive", prop: "The length of the restriction is dispositive of whether the covenant is reasonable.",
			excerpt: "The length of the restriction is a relevant factor but not dispositive of whether the covenant is reasonable.", over: true},
		{name: "a factor restated", prop: "The length of the restriction is a relevant factor in whether the covenant is reasonable.",
			excerpt: "The length of the restriction is a relevant factor but not dispositive of whether the covenant is reasonable.", supports: true},
	})
}
