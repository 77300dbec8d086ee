package heuristic

import "fmt"

// Dictum stated as held (C-007): "Had no order been entered, the
// production might well have resulted in a waiver. We need not decide
// the point." The second sentence leaves undecided what the first
// says; a proposition that the court held it ("The court held that,
// absent an order, such a production waives the privilege") restating
// most of the first sentence states as held what the court expressly
// did not decide. declinedQuestion reads "we do not decide whether X";
// this reads the declining sentence that points back ("the point",
// "the question", "that issue") at the sentence before it.

// pointBackDeclines decline to decide what the sentence before says.
var pointBackDeclines = []string{"need not decide the point", "need not decide that point", "need not decide the question", "need not decide that question",
	"need not decide the issue", "need not decide that issue", "do not decide the point", "do not decide the question", "do not decide that question",
	"need not resolve the point", "need not resolve the question", "need not resolve that question", "leave the point open", "leave the question open", "leave that question open",
	"need not reach the point", "need not reach that question", "express no view on the point", "express no view on that question"}

// dictumStatedAsHeld reports the over-claim: the proposition says what
// the court held, and restates most of a passage sentence that the next
// sentence declines to decide.
func dictumStatedAsHeld(pLow string, pk propKeys, p *passage) (overclaim, bool) {
	if !statesHolding(pLow) || reportsSeparateView(pLow) {
		return overclaim{}, false
	}
	for i := 1; i < len(p.sents); i++ {
		d := firstPhrase(p.sents[i].low, pointBackDeclines)
		if d == "" {
			continue
		}
		prev := &p.sents[i-1]
		if restatedSentence(pk, prev) >= minRestated {
			return overclaim{msg: fmt.Sprintf("the proposition states as held what the court left undecided: %q, followed by %q", clip(prev.text, 120), d), dropsSupport: true}, true
		}
	}
	return overclaim{}, false
}
