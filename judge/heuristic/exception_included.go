package heuristic

import "fmt"

// An exception turned into an inclusion (C-003): the passage excepts a
// class from its rule ("Except for breaches of Section 15, neither
// party is liable for consequential damages") and the proposition says
// the rule reaches that very class ("the exclusion applies to every
// claim, including breaches of the confidentiality section"), or the
// passage includes what the proposition excepts. The words are the
// passage's, so alignment passed; the phrases and the class they share
// point at the clash.

// exceptionPhrases introduce a class the rule does not reach.
var exceptionPhrases = phrasesOf("except for", "except", "other than", "excluding", "save for", "apart from", "with the exception of", "but not")

// inclusionPhrases introduce a class the rule reaches.
var inclusionPhrases = phrasesOf("including", "includes", "include", "even for", "as well as", "extends to", "reaches")

// minClassKeys is the fewest content words an excepted class must have
// to be recognised in the other sentence.
const minClassKeys = 2

// exceptionIncluded describes the proposition including what the passage
// sentence excepts, or excepting what it includes; "" when neither.
func exceptionIncluded(prop []tok, s *analysed) string {
	if m := classTurned(prop, s.toks, inclusionPhrases, exceptionPhrases); m != "" {
		return m
	}
	return classTurned(prop, s.toks, exceptionPhrases, inclusionPhrases)
}

// classTurned finds a class after one of passSide in pass that the
// proposition puts after one of propSide, while the proposition never
// puts it after one of passSide itself.
func classTurned(prop, pass []tok, propSide, passSide phraseList) string {
	for _, sh := range phraseHits(pass, passSide) {
		if wordsAt(pass, sh.at, []string{"except", "that"}) {
			continue // "except that" opens a clause, not a class
		}
		sc := tailKeys(pass, sh.after, 8, clauseStops)
		if len(sc) < minClassKeys {
			continue
		}
		for _, ph := range phraseHits(prop, propSide) {
			pc := tailKeys(prop, ph.after, 8, clauseStops)
			if heldShareOf(sc, pc) < sameConditionShare {
				continue
			}
			for _, same := range phraseHits(prop, passSide) {
				if heldShareOf(sc, tailKeys(prop, same.after, 8, clauseStops)) >= sameConditionShare {
					return "" // the proposition keeps the passage's side too
				}
			}
			return fmt.Sprintf("the proposition puts %q what the passage puts %q", joinLow(prop[ph.at:ph.after]), joinLow(pass[sh.at:sh.after]))
		}
	}
	return ""
}
