package heuristic

import (
	"fmt"
	"strings"
)

// An open question restated as an answer: the passage sentence the
// proposition rests on asks "whether" and says the answer is not known
// ("Whether the deleted photos can be rebuilt is not yet known"); the
// proposition states the answer ("the photos can be fully rebuilt").
// The words line up, the claim is not made: support is not decided on
// alignment. A proposition that keeps the question open ("whether ...",
// "it is unclear", "may") restates the sentence and is left alone.

// openAnswers say a question's answer is not settled, after its
// "whether" clause.
var openAnswers = []string{"is not yet known", "is not known", "is unknown", "remains unknown", "is not yet clear", "is unclear", "remains unclear", "is uncertain", "remains uncertain", "is open", "remains open", "is an open question", "is undecided", "remains undecided", "has not been decided", "is not yet decided", "is not settled", "is unsettled", "remains unsettled", "is disputed",
	// a question deferred to a later case ("is a question we leave for
	// another day"): the court says in terms it gives no answer (26.46-h)
	"for another day", "is a question we leave", "is a question we need not", "is a question we do not"}

// keptOpen are the words by which a proposition keeps a question open.
var keptOpen = []string{"whether", "unclear", "unknown", "uncertain", "undecided", "unsettled", "open", "not yet", "not known", "not clear", "may", "might", "could", "possibly", "perhaps", "remains to be"}

// openQuestionAnswered names the passage sentence of picks, holding at
// least minShare of the proposition, that leaves open what the
// proposition states as answered, or "".
func openQuestionAnswered(pLow string, pk propKeys, picks []*analysed, minShare float64) string {
	for _, w := range keptOpen {
		if containsPhrase(pLow, w) {
			return ""
		}
	}
	for _, s := range picks {
		low := strings.TrimLeft(s.low, " *_\"'“(")
		if !strings.HasPrefix(low, "whether ") || sentenceShare(pk, s) < minShare {
			continue
		}
		for _, a := range openAnswers {
			if containsPhrase(low, a) {
				return fmt.Sprintf("the passage sentence it rests on leaves the question open (%q: %q), and the proposition states an answer", clip(s.text, 120), a)
			}
		}
	}
	return ""
}
