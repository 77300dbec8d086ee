package heuristic

// A negated subject negates its predicate: "no written summary was
// delivered" says the summary was not delivered, "no court has enforced
// such a clause" that none enforced it. The negator governs the noun
// after it, and the predicate after the subject's auxiliary carries the
// negation: read as asserted, "delivered" would clash with a passage
// saying the summary "was never delivered".

// subjectNegators open a negated subject.
var subjectNegators = map[string]bool{"no": true}

// clauseOpeners may stand right before a negated subject: the negator
// must open a clause ("because no summary was delivered"), not close a
// verb's object ("caused no loss would award" is not "no loss would").
var clauseOpeners = map[string]bool{"because": true, "since": true, "and": true, "but": true, "that": true, "while": true, "although": true, "though": true, "if": true, "when": true, "where": true, "as": true, "so": true, "yet": true}

// maxSubjectWords bounds the subject between the negator and its
// auxiliary ("no written summary of the call was").
const maxSubjectWords = 6

// negatedBySubject marks the predicates of toks that follow an auxiliary
// after a negated subject ("no N ... was V").
func negatedBySubject(toks []tok) map[int]bool {
	var out map[int]bool
	for i, t := range toks {
		if t.lex&lexSubjectNegator == 0 || i > 0 && toks[i-1].kind != tokPunct && !clauseOpeners[toks[i-1].low] || inPhrase(toks, i, phraseNegatorExceptions) || i+1 >= len(toks) || toks[i+1].kind != tokWord || auxiliaryOrBe[toks[i+1].low] {
			continue
		}
		for j := i + 2; j < len(toks) && j <= i+1+maxSubjectWords; j++ {
			if toks[j].kind == tokPunct || toks[j].lex&lexNegator != 0 {
				break
			}
			if !auxiliaryOrBe[toks[j].low] {
				continue
			}
			k := j + 1
			if k < len(toks) && auxiliaryOrBe[toks[k].low] {
				k++ // "has been delivered"
			}
			if k < len(toks) && isPredicateWord(toks, k) {
				if out == nil {
					out = map[int]bool{}
				}
				out[k] = true
			}
			break
		}
	}
	return out
}
