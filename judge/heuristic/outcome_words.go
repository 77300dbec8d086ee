package heuristic

// Outcome words beyond enforcement (issue 26, 26.38-holdings): the
// outcomes courts give on excuses and remedies, which a holding states as
// often as it states that a clause was enforced. "Performance was
// excused", "the trial court erred in excusing the rent", "the defense is
// rejected", "the owner may not recover liquidated damages" each answer a
// question one way or the other (the excuse axis: was the party's
// non-performance excused, did its defense succeed; the recover axis: may
// the claimant recover), so a proposition saying the opposite of the
// holding on that question is adverse (C-004), and one stating as held
// what the court declined to decide overclaims.
//
// The words are data (tables/outcome_polarity.txt, "word axis sign", read
// with the polarity lexicon; tables/outcome_operators.txt, the operators
// that let a noun of them assert: "accepted the defense", "sustained the
// defence"). The nouns below assert only after an operator, like
// "enforcement": "the excuse of impracticability requires ..." names a
// topic, "rejected the excuse" decides it.

import (
	_ "embed"
	"strings"
)

//go:embed tables/outcome_polarity.txt
var outcomePolarList string

//go:embed tables/outcome_operators.txt
var outcomeOperatorList string

// outcomeNouns assert on their axis only after an operator.
var outcomeNouns = []string{"excuse", "defense", "defence", "discharge"}

// operatorOnlyNouns assert only after an operator, never after a bare
// negator: "does not waive a coverage defense" says nothing of whether a
// defense succeeded, "rejected the defense" does.
var operatorOnlyNouns = map[string]bool{}

// attemptWords say what a party tried to obtain ("tried to recover what
// it had spent"), like the request words: not what a court gave it.
var attemptWords = []string{"tried", "tries", "attempted", "attempts", "attempting"}

func init() {
	for _, w := range attemptWords {
		requestWords[w] = true
	}
	for _, w := range outcomeNouns {
		nounsNeedingOperator[w] = true
		operatorOnlyNouns[w] = true
	}
}

// decidedAxes are the axes on which a holding that declines to decide or
// remands, and asserts nothing on the axis, leaves the question open: a
// proposition stating an answer there as held states what the court did
// not decide (adverseHolding).
var decidedAxes = []string{"effect", "reasonable", "sufficient", "mandatory", "excuse", "recover", "timely", "liable"}

// nounOperatorNotActing: "failure" operates on what it fails to do ("the
// failure to enforce the clause"), not as the subject of a sentence ("a
// failure of the seller's supply excuses the seller"): the noun negates
// only when "to" follows it.
func nounOperatorNotActing(toks []tok, i int) bool {
	switch toks[i].low {
	case "failure", "failures":
		return i+1 >= len(toks) || toks[i+1].low != "to"
	}
	return operatorNounStandsAlone(toks, i) // noun_operators.go
}

// participleAfterNoun: an outcome word's -ing form right after a noun
// describes the noun ("a clause excusing performance that is hindered",
// "a provision discharging the buyer"), it does not say that anything
// was excused; after a preposition or a verb ("erred in excusing the
// rent", "by discharging") it is the act itself.
func participleAfterNoun(toks []tok, i int) bool {
	w := toks[i].low
	if !strings.HasSuffix(w, "ing") || polar.content[w].axis != "excuse" && polar.content[w].axis != "recover" || i == 0 {
		return false
	}
	prev := toks[i-1]
	if prev.kind != tokWord {
		return false
	}
	switch prev.low {
	case "in", "by", "from", "for", "of", "without", "on", "not", "is", "are", "was", "were", "be", "been", "being", "and", "or", "than", "as", "after", "before", "while":
		return false
	}
	_, isOp := polar.operators[prev.low]
	return !isOp && !polar.negators[prev.low]
}

// postposedNegation is -1 when "neither" or "in no way" follows the
// predicate ("were excused neither by the clause nor by the doctrine"),
// else 1: the negation there stands after what it negates.
func postposedNegation(toks []tok, i int) int {
	if i+1 < len(toks) && toks[i+1].low == "neither" {
		return -1
	}
	return 1
}

// separateViewWords tell a view as a separate opinion's or a
// counterfactual one ("would have held"), not as the court's holding.
var separateViewWords = []string{"would have held", "would have ruled", "would have found", "would have reversed", "would have affirmed",
	"wrote separately", "writing separately", "writes separately", "separate opinion", "wrote in dissent", "wrote in concurrence"}

// reportsSeparateView reports whether the proposition tells what a
// dissent or concurrence said, naming it as such.
func reportsSeparateView(pLow string) bool {
	return firstPhrase(pLow, dissentWords) != "" || firstPhrase(pLow, concurrenceWords) != "" || firstPhrase(pLow, separateViewWords) != "" || reportsSeparateAuthor(pLow)
}
