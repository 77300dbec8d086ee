package heuristic

import "testing"

// TestOpenQuestionAnswered: a passage sentence asking "whether" and
// saying the answer is not known does not support a proposition that
// states the answer, nor is it calibrated to it (both undecided); one
// that keeps the question open passes.
func TestOpenQuestionAnswered(t *testing.T) {
	const excerpt = "Whether the deleted kitchen photos can be rebuilt from the adjuster's copies is not yet known."
	runProbes(t, []probe{
		// the answer the passage withholds claims more than it says too
		// (C-007, undecided: 26.46-h)
		{name: "answer stated", prop: "The deleted kitchen photos can be rebuilt from the adjuster's copies.", excerpt: excerpt, supports: false, over: true, why: "leaves the question open"},
		{name: "question kept open", prop: "Whether the deleted kitchen photos can be rebuilt from the adjuster's copies is still unclear.", excerpt: excerpt, supports: true},
		{name: "a settled sentence", prop: "The deleted kitchen photos can be rebuilt from the adjuster's copies.",
			excerpt: "The deleted kitchen photos can be rebuilt from the adjuster's copies, the inspector found.", supports: true},
	})
}
