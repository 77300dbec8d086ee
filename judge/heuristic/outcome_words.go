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

// sameQuestion is the axes that answer the question an axis asks: a
// clause enforced or not for a thing (it covers it, it does not reach
// it) and a party excused or not by it are one question, so a holding
// that a party was not excused decided whether the clause covers its
// case, whatever else ("we express no view on such a clause") it left
// open.
func sameQuestion(axis string) []string {
	switch axis {
	case "effect", "excuse":
		return []string{"effect", "excuse"}
	}
	return []string{axis}
}

// nounOperatorNotActing: "failure" operates on what it fails to do ("the
// failure to enforce the clause"), not as the subject of a sentence ("a
// failure of the seller's supply excuses the seller"): the noun negates
// only when "to" follows it.
func nounOperatorNotActing(toks []tok, i int) bool {
	switch toks[i].low {
	case "failure", "failures":
		return i+1 >= len(toks) || toks[i+1].low != "to"
	}
	return false
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
var separateViewWords = []string{"would have held", "would have ruled", "would have found", "would have reversed", "would have affirmed"}

// reportsSeparateView reports whether the proposition tells what a
// dissent or concurrence said, naming it as such.
func reportsSeparateView(pLow string) bool {
	return firstPhrase(pLow, dissentWords) != "" || firstPhrase(pLow, concurrenceWords) != "" || firstPhrase(pLow, separateViewWords) != ""
}

// coverageVerbs say that an instrument reaches or covers a thing ("the
// indemnity clause does not reach the owner's negligence", "the
// catch-all does not cover a supplier's insolvency"): the instrument
// enforced, or not, for it. Only with an instrument as their subject
// (instrumentNouns within a few words before) are they read so; "the
// court reached the merits" and "the notes cover three years" say
// nothing of any instrument.
var coverageVerbs = map[string]bool{"reach": true, "reaches": true, "reached": true, "cover": true, "covers": true, "covered": true}

// instrumentNouns name a clause or what stands for one.
var instrumentNouns = map[string]bool{"clause": true, "clauses": true, "provision": true, "provisions": true, "agreement": true, "agreements": true, "covenant": true, "covenants": true,
	"exclusion": true, "exclusions": true, "exception": true, "indemnity": true, "catch-all": true, "policy": true, "release": true, "waiver": true, "term": true, "terms": true, "language": true, "it": true, "they": true}

// outcomeWordOutOfPlace reports whether the outcome word at toks[i]
// does not state an outcome where it stands: an -ing form describing a
// noun, or a coverage verb with no instrument as its subject.
func outcomeWordOutOfPlace(toks []tok, i int) bool {
	if participleAfterNoun(toks, i) {
		return true
	}
	if !coverageVerbs[toks[i].low] {
		return false
	}
	for k := i - 1; k >= 0 && k >= i-4; k-- {
		if toks[k].kind != tokWord {
			return true // a clause boundary before any instrument
		}
		if instrumentNouns[toks[k].low] || toks[k].low == "all" && k > 0 && toks[k-1].low == "catch" {
			return false
		}
	}
	return true
}

// instrumentDoesNotReach reports whether the undecided phrase of n
// tokens at toks[i] is a coverage verb negated with an instrument as its
// subject ("the indemnity clause does not reach the owner's
// negligence"): the clause held not to apply, not a court declining to
// decide ("we do not reach the question").
func instrumentDoesNotReach(toks []tok, i, n int) bool {
	last := i + n - 1
	if last >= len(toks) || !coverageVerbs[toks[last].low] {
		return false
	}
	return !outcomeWordOutOfPlace(toks, last)
}
