package heuristic

import "fmt"

// One side's right told as both sides' (C-003, C-007): "Provider may, no
// more than once in any 12-month period ..., audit Customer's use" and
// "either party may audit the other's use once a year" share every word
// but who holds the right. only_one_party.go reads the converse (a right
// of either party narrowed to one); here the proposition's "either
// party" / "each party" / "both parties" takes a verb that the passage
// sentence gives to one named side alone, with no word of its own giving
// it to both.

// bothSidesWords in a passage sentence give something to each side, so
// the proposition's "either party" may restate it.
var bothSidesWords = phrasesOf("either party", "each party", "both parties", "neither party", "any party", "the parties", "either of them", "each of them", "mutual", "mutually", "both", "reciprocal")

// partyModals are the modals a side's right or duty is written with.
var partyModals = map[string]bool{"may": true, "shall": true, "must": true, "will": true, "can": true}

// oneSideSpan bounds how far after "Provider may" its verb is looked for:
// across an interposed phrase of limits ("may, no more than once in any
// 12-month period and on at least 15 business days' written notice,
// audit").
const oneSideSpan = 30

// bothFromOne describes a proposition giving to either party what the
// passage sentence gives to one side, and no sentence of the passage
// gives to another ("Customer may terminate on 30 days' notice. Provider
// may terminate on 90 days' notice." gives it to both); "" when it does
// not.
func bothFromOne(prop []tok, s *analysed, p *passage) string {
	hits := phraseHits(prop, bothParties) // the short text first
	if len(hits) == 0 || len(phraseHits(s.toks, bothSidesWords)) > 0 {
		return ""
	}
	for _, h := range hits {
		if h.after >= len(prop) || !partyModals[prop[h.after].low] {
			continue // "each party's liability": no right given
		}
		verbs := tailKeys(prop, h.after+1, 2, clauseStops) // "may audit"
		if len(verbs) == 0 {
			continue
		}
		holders := verbHolders(s, verbs)
		if len(holders) != 1 {
			continue // none, or each side by name ("Supplier may inspect ..., and Buyer may inspect ...")
		}
		if side := holders[0]; !otherHolder(p, verbs, side) {
			return fmt.Sprintf("the proposition gives to %q what the passage gives to %q alone (%q)", joinLow(prop[h.at:min(h.after+2, len(prop))]), side, clip(s.text, 160))
		}
	}
	return ""
}

// genericSubjects are capitalised subjects that name no side of an
// agreement ("Courts may ...", "Agencies should ...").
var genericSubjects = map[string]bool{"court": true, "courts": true, "agency": true, "agencies": true, "congress": true, "legislature": true, "it": true, "they": true, "we": true, "this": true, "such": true, "any": true, "each": true, "no": true, "nothing": true, "judge": true, "judges": true}

// otherHolder reports whether a sentence of the passage gives one of
// verbs to a side other than side.
func otherHolder(p *passage, verbs keySet, side string) bool {
	for i := range p.sents {
		for _, h := range verbHolders(&p.sents[i], verbs) {
			if h != side {
				return true
			}
		}
	}
	return false
}
