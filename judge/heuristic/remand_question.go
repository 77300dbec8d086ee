package heuristic

import (
	"fmt"
	"regexp"
)

// A question the court sent back, stated as answered (C-004, C-007).
// A holding that vacates or remands "for the district court to decide
// whether to award exemplary damages", or that "expresses no view on
// whether the plaintiff can establish jurisdiction" before remanding,
// decided nothing on that question. A proposition that says what the
// court held, or what it did ("reduced the award", "upheld the finding"),
// in words of that question states as decided what was left for the
// remand. declinedQuestion and heldWhatWasLeftOpen read the case where
// the proposition restates the question closely; this reads the looser
// one, where it shares only some of the question's words, so it cannot
// tell the answer withheld from another point the court did decide, and
// leaves the verdict undecided rather than guess.

// courtActWords tell what a court did with a judgment or an award, as a
// holding does ("reduced the award to $2 million").
var courtActWords = []string{"reduced the", "reduced it", "cut the", "awarded", "ordered", "reinstated", "sustained the", "upheld the", "let the", "allowed the"}

// remandTellers in a proposition tell the remand or the open question
// itself, not an answer to it.
var remandTellers = []string{"remand", "remanded", "remanding", "vacate", "vacated", "vacating", "whether", "no view", "left open", "leave open", "left it open", "open question", "did not decide", "declined to decide", "not decide", "did not reach", "on remand", "sent back", "for the district court to", "for the trial court to"}

// partyAttemptWords tell what a party tried or asked for ("moved to
// dismiss before the owner could contest the release"): the question's
// words there name the request, not an answer the court gave.
var partyAttemptWords = []string{"tried to", "attempted to", "moved to", "moved for", "sought to", "asked the court", "could contest", "urged the court"}

// lowerCourtWords name a court below the one that remanded: what it held
// is the case's history, not the remanding court's answer.
var lowerCourtWords = []string{"district court held", "trial court held", "lower court", "court below", "bankruptcy court held", "magistrate judge"}

// questionSentenceMarks mark a holding sentence that leaves its question
// for the remand or declines it.
var questionSentenceMarks = []string{"remand", "remanded", "remanding", "no view", "do not decide", "need not decide", "not decide", "do not reach", "not reach", "leave open", "leave for"}

// pluperfectRe finds a pluperfect ("had dismissed", "had been
// enforced"): the proposition tells what was done before the decision.
var pluperfectRe = regexp.MustCompile(`\bhad (?:been )?[a-z]+ed\b`)

// questionEnds close a question that is the subject of its sentence
// ("whether the insurer must pay depends on what caused the loss"): what
// follows is what the answer turns on, not the question.
var questionEnds = map[string]bool{"depends": true, "depend": true, "turns": true, "turn": true, "remains": true, "hinges": true}

// questionOnly is q up to a word that closes it (questionEnds).
func questionOnly(q []tok) []tok {
	for i, t := range q {
		if questionEnds[t.low] {
			return q[:i]
		}
	}
	return q
}

// minRemandedShared is how many of the question's content words (not
// names) the proposition must hold for it to speak of that question.
const minRemandedShared = 2

// remandedQuestionHeld: the holding remands or vacates and one of its
// sentences leaves a question ("whether ...") for the remand or
// declines it; the proposition states a holding or a court's act, does
// not itself tell the remand or the open question, and holds at least
// minRemandedShared of the question's content words and at least half
// of them. It returns why, or "".
func remandedQuestionHeld(prop *analysed, pLow string, hs []*analysed) string {
	if !remandedHolding(hs) || firstPhrase(pLow, remandTellers) != "" {
		return ""
	}
	if !statesHolding(pLow) && firstPhrase(pLow, courtActWords) == "" || historyPluperfect(pLow) { // open_question_held.go
		return "" // no holding stated, or the case's history told (history.go)
	}
	if firstPhrase(pLow, partyAttemptWords) != "" || firstPhrase(pLow, lowerCourtWords) != "" {
		return "" // what a party tried or asked for, or what a lower court did
	}
	for _, c := range prop.clauses {
		if c.undecided {
			return "" // the proposition says the question was left open
		}
	}
	for _, h := range hs {
		if !leavesQuestion(h) {
			continue
		}
		for i, t := range h.toks {
			if t.low != "whether" {
				continue
			}
			for _, q := range [][]tok{questionOnly(questionAfter(h.toks, i)), questionOnly(questionPastAside(h.toks, i))} { // open_question_held.go
				if !remandedQuestionShared(prop, q) {
					continue
				}
				return fmt.Sprintf("the holding leaves whether %s for the remand or declines it (%q), and the proposition states as decided something in the same words; whether it is the answer the court withheld is for a person to read", joinRaw(q), clip(h.text, 160))
			}
		}
	}
	return ""
}

// remandedQuestionShared: the proposition holds at least
// minRemandedShared of the question's content words (not names) and at
// least half of them.
func remandedQuestionShared(prop *analysed, q []tok) bool {
	var plain []tok
	for _, t := range q {
		if !t.cap {
			plain = append(plain, t) // a party's name is not the question
		}
	}
	qk := keysOf(plain)
	shared := 0
	for k := range qk {
		if prop.keys[k] {
			shared++
		}
	}
	return shared >= minRemandedShared && 2*shared >= len(qk)
}

// leavesQuestion reports whether the holding sentence leaves its
// question open: a clause that declines, or words of a remand or of
// declining.
func leavesQuestion(h *analysed) bool {
	for _, c := range h.clauses {
		if c.undecided {
			return true
		}
	}
	return firstPhrase(h.low, questionSentenceMarks) != ""
}
