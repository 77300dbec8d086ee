package heuristic

import "fmt"

// A further condition dropped under a widener (C-003, C-007): "Provider
// may suspend Customer's access if any undisputed amount is more than 15
// days overdue, but only after giving Customer at least 10 days' written
// notice" restated as "Corvane can suspend Halberd's access whenever an
// invoice is more than 15 days overdue". The proposition keeps the first
// condition's words ("15 days overdue"), so droppedCondition
// (condition_dropped.go), which asks that most of a condition be lost,
// let it pass; but the sentence's second condition, opened by "only
// after" / "but only if", is gone (a word of it may stay: "days"), and "whenever" says the rule
// needs nothing more. That states the rule for the cases the passage
// excludes.

// furtherConditions open a condition added to a rule's first one.
var furtherConditions = phrasesOf("only after", "but only if", "and only if", "only if", "only upon", "only on", "provided that", "subject to")

// dropWideners say the rule needs nothing beyond what the proposition
// names.
var dropWideners = phrasesOf("whenever", "at any time", "any time", "anytime", "automatically", "always", "in every case", "for any reason", "entitled to", "as of right")

// furtherConditionDropped describes a proposition that widens with
// "whenever" (or the like) a rule whose best-aligned passage sentence adds
// a further condition the proposition keeps less than a third of; "" when it does not.
func furtherConditionDropped(pk propKeys, ptoks []tok, picks []*analysed) string {
	if len(picks) == 0 || sentenceShare(pk, picks[0]) < minPredicateOverlap {
		return ""
	}
	w := phraseHits(ptoks, dropWideners)
	if len(w) == 0 || len(phraseHits(ptoks, furtherConditions)) > 0 {
		return ""
	}
	s := picks[0]
	if len(phraseHits(s.toks, dropWideners)) > 0 {
		return "" // the passage widens it too
	}
	pkeys := keysOf(ptoks)
	for _, h := range phraseHits(s.toks, furtherConditions) {
		cond := tailKeys(s.toks, h.after, 10, clauseStops)
		if len(cond) < minConditionWords {
			continue
		}
		if heldShareOf(cond, pkeys) >= maxConditionKept {
			continue // the proposition keeps a good part of it: a paraphrase, for other rules
		}
		return fmt.Sprintf("the proposition says %q, but the passage sentence grants the rule only on a further condition (%q) the proposition drops (%q)", joinLow(w[0].tokens(ptoks)), joinLow(s.toks[h.at:min(h.after+8, len(s.toks))]), clip(s.text, 160))
	}
	return ""
}
