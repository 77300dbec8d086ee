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
// passage sentence gives to one side; "" when it does not.
func bothFromOne(prop []tok, s *analysed) string {
	if len(phraseHits(s.toks, bothSidesWords)) > 0 {
		return ""
	}
	for _, h := range phraseHits(prop, bothParties) {
		if h.after >= len(prop) || !partyModals[prop[h.after].low] {
			continue // "each party's liability": no right given
		}
		verbs := tailKeys(prop, h.after+1, 2, clauseStops) // "may audit"
		if len(verbs) == 0 {
			continue
		}
		var side, sideLow string // the one side the sentence gives the verb to
		for i := 0; i+1 < len(s.toks); i++ {
			t := s.toks[i]
			if t.kind != tokWord || !(partyNoun(t.low) || t.cap && t.k != "" && !genericSubjects[t.low]) || !partyModals[s.toks[i+1].low] {
				continue
			}
			if i+2 < len(s.toks) && s.toks[i+2].low == "not" {
				continue // a side's prohibition is not its right
			}
			for j := i + 2; j < len(s.toks) && j < i+2+oneSideSpan; j++ {
				if s.toks[j].low == "." || s.toks[j].low == ";" {
					break
				}
				if s.toks[j].kind == tokWord && verbs[s.toks[j].k] {
					if sideLow != "" && sideLow != t.low {
						return "" // "Supplier may inspect ..., and Buyer may inspect ...": each side by name
					}
					side, sideLow = t.raw, t.low
					break
				}
			}
		}
		if side != "" {
			return fmt.Sprintf("the proposition gives to %q what the passage gives to %q alone (%q)", joinLow(prop[h.at:min(h.after+2, len(prop))]), side, clip(s.text, 160))
		}
	}
	return ""
}

// genericSubjects are capitalised subjects that name no side of an
// agreement ("Courts may ...", "Agencies should ...").
var genericSubjects = map[string]bool{"court": true, "courts": true, "agency": true, "agencies": true, "congress": true, "legislature": true, "it": true, "they": true, "we": true, "this": true, "such": true, "any": true, "each": true, "no": true, "nothing": true, "judge": true, "judges": true}
