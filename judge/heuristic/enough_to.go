package heuristic

// "Enough to trigger": a verb after "enough to" or "sufficient to" is
// asserted ("the letter is enough to trigger the duty" says the letter
// triggers it), and negated when a negator governs the sufficiency ("is
// not enough to trigger", "is insufficient to trigger"), so that "even a
// possibility is enough to trigger the duty" clashes with a passage
// saying "a possibility does not trigger the duty".

// sufficiencyWords govern the verb after "to".
var sufficiencyWords = map[string]int{"enough": 1, "sufficient": 1, "suffices": 1, "suffice": 1, "sufficed": 1, "insufficient": -1}

// enoughTo is the sign the sufficiency before toks[i] gives it: +1, -1
// or 0 when none stands there.
func enoughTo(toks []tok, i int) int {
	if i < 2 || toks[i-1].low != "to" {
		return 0
	}
	sign, ok := sufficiencyWords[toks[i-2].low]
	if !ok {
		return 0
	}
	for j := i - 3; j >= 0 && j >= i-5; j-- {
		if toks[j].kind == tokPunct {
			break
		}
		if toks[j].lex&lexNegator != 0 && !inPhrase(toks, j, phraseNegatorExceptions) {
			return -sign
		}
	}
	return sign
}
