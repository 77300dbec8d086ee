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

// TestDeclinedQuestionAnswered: a court that poses the question in a
// "whether" sentence and declines it there ("is a question we leave for
// another day", "we need not decide") leaves it open too, so a
// proposition stating the answer as held is undecided; one that keeps
// the question open, or a sentence that answers it, still passes
// (26.46-s).
func TestDeclinedQuestionAnswered(t *testing.T) {
	// An answer the passage withholds also over-claims (26.46-h,
	// open_question_held.go), hence over: true below.
	const leave = "Whether a warehouse receipt endorsed in blank later passes title to a buyer in good faith is a question we leave for another day."
	const reach = "Whether a warehouse receipt endorsed in blank later passes title to a buyer in good faith, we need not decide."
	runProbes(t, []probe{
		{name: "left for another day, stated as held", prop: "A warehouse receipt endorsed in blank later passes title to a buyer in good faith; the court so held.", excerpt: leave, supports: false, over: true, why: "leaves the question open"},
		{name: "need not decide, stated as the rule", prop: "A warehouse receipt endorsed in blank later passes title to a buyer in good faith.", excerpt: reach, supports: false, over: true, why: "leaves the question open"},
		{name: "question kept open", prop: "Whether a warehouse receipt endorsed in blank later passes title to a buyer in good faith remains open.", excerpt: leave, supports: true},
		{name: "the question answered", prop: "A warehouse receipt endorsed in blank later passes title to a buyer in good faith.",
			excerpt: "A warehouse receipt endorsed in blank later passes title to a buyer in good faith, and the buyer here took it so.", supports: true},
	})
}
