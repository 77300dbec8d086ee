package heuristic

import "fmt"

// A condition turned round (C-003): the passage makes a rule give way
// when a condition holds ("an assignment in breach is effective unless
// the clause expressly says it is void"), and the proposition says the
// rule holds even then ("... is effective even where the clause
// expressly says it is void"), or the other way round. Both sentences
// hold the same words, so word alignment passed the reversal. The clash
// is pointed at by its two phrases and the condition they share.

// conditionGivesWay are the phrases after which a condition excepts or
// limits the rule.
var conditionGivesWay = phrasesOf("unless", "except where", "except when", "except if", "only if", "only where", "only when", "provided that", "so long as", "as long as", "on condition that")

// conditionRegardless are the phrases after which the rule holds whatever
// the condition.
var conditionRegardless = phrasesOf("even if", "even where", "even when", "even though", "regardless of whether", "whether or not", "irrespective of whether")

// minConditionKeys is the fewest content words a condition must have to
// be recognised as the same condition in the other sentence.
const minConditionKeys = 2

// sameConditionShare is the share of the passage's condition words the
// proposition's must hold.
const sameConditionShare = 0.6

// conditionTurned describes the proposition stating regardless of a
// condition what the passage sentence makes depend on it, or the other
// way round; "" when neither.
func conditionTurned(prop []tok, s *analysed) string {
	if m := turnedBetween(prop, s.toks, conditionRegardless, conditionGivesWay); m != "" {
		return m
	}
	return turnedBetween(prop, s.toks, conditionGivesWay, conditionRegardless)
}

// turnedBetween finds a condition after one of propSide in prop that a
// phrase of passSide introduces in pass, with pass holding none of
// propSide's phrases over the same condition.
func turnedBetween(prop, pass []tok, propSide, passSide phraseList) string {
	for _, ph := range phraseHits(prop, propSide) {
		pc := tailKeys(prop, ph.after, 14, nil)
		if len(pc) < minConditionKeys {
			continue
		}
		for _, sh := range phraseHits(pass, passSide) {
			sc := tailKeys(pass, sh.after, 14, nil)
			if len(sc) < minConditionKeys || heldShareOf(sc, pc) < sameConditionShare {
				continue
			}
			for _, same := range phraseHits(pass, propSide) {
				if heldShareOf(sc, tailKeys(pass, same.after, 14, nil)) >= sameConditionShare {
					return "" // the passage says both
				}
			}
			return fmt.Sprintf("the proposition says the rule holds %q the condition the passage makes it give way to or depend on (%q)",
				joinLow(prop[ph.at:ph.after]), joinLow(pass[sh.at:sh.after]))
		}
	}
	return ""
}
