package heuristic

import (
	"fmt"
	"slices"
)

// The sides swapped by their own names (C-003): "the Customer may audit
// the Provider's service" against "Provider may, no more than once in
// any 12-month period ..., audit Customer's use". Both sides are named in
// both, so every word aligns and the polarity is the same; only who
// holds the verb differs. The proposition's subject, a side the passage
// sentence names too, takes a modal and a verb that the sentence gives
// to the other side alone.

// sideSwapped describes a proposition giving to one side the verb the
// passage sentence gives to the other, and no sentence of the passage
// gives to it; "" when it does not.
func sideSwapped(prop []tok, s *analysed, p *passage) string {
	both := -1 // whether the sentence gives anything to both sides, read once when needed
	for i := 0; i+2 < len(prop); i++ {
		t := prop[i]
		if !sideWord(t) || !partyModals[prop[i+1].low] || prop[i+2].low == "not" {
			continue
		}
		verbs := tailKeys(prop, i+2, 2, clauseStops)
		if len(verbs) == 0 {
			continue
		}
		if both < 0 {
			both = min(1, len(phraseHits(s.toks, bothSidesWords)))
		}
		if both == 1 {
			return ""
		}
		holders, named := verbHolders(s, verbs), false
		for _, st := range s.toks {
			named = named || st.kind == tokWord && st.low == t.low
		}
		if !named || len(holders) != 1 || holders[0] == t.low || heldBy(p, verbs, t.low) {
			continue
		}
		return fmt.Sprintf("the proposition gives %q to %q; the passage gives it to %q (%q)", joinLow(prop[i+1:min(i+3, len(prop))]), t.raw, holders[0], clip(s.text, 160))
	}
	return ""
}

// sideWord reports whether t can name a side of an agreement as a
// subject: a party noun or a capitalised defined term.
func sideWord(t tok) bool {
	return t.kind == tokWord && (partyNoun(t.low) || t.cap && t.k != "" && !genericSubjects[t.low])
}

// verbHolders are the distinct sides (lower-cased) that the sentence
// gives one of verbs to with a modal ("Provider may audit", "Provider
// may, no more than once in any 12-month period ..., audit"): the verb
// is the word right after the modal (an adverb or two between them, or
// a phrase set off by commas), not any later word ("Customer shall pay
// ... the costs of the audit" gives no audit).
func verbHolders(s *analysed, verbs keySet) []string {
	var out []string
	for i := 0; i+2 < len(s.toks); i++ {
		t := s.toks[i]
		if !sideWord(t) || !partyModals[s.toks[i+1].low] || s.toks[i+2].low == "not" {
			continue
		}
		k := verbAfterModal(s.toks, i+2)
		if k < 0 || !verbs[s.toks[k].k] || slices.Contains(out, t.low) {
			continue
		}
		out = append(out, t.low)
	}
	return out
}

// modalAdverbs may stand between a modal and its verb.
var modalAdverbs = map[string]bool{"also": true, "only": true, "then": true, "promptly": true, "immediately": true, "at": true, "any": true, "time": true, "thereafter": true}

// verbAfterModal is the index of the verb a modal ending before j takes,
// or -1.
func verbAfterModal(toks []tok, j int) int {
	if j < len(toks) && toks[j].low == "," {
		for k := j + 1; k < len(toks) && k < j+oneSideSpan; k++ {
			if toks[k].low == "." || toks[k].low == ";" {
				return -1
			}
			if toks[k].low == "," {
				j = k + 1
				break
			}
		}
	}
	for n := 0; j < len(toks) && n < 3; j, n = j+1, n+1 {
		t := toks[j]
		if t.kind != tokWord {
			return -1
		}
		if !modalAdverbs[t.low] {
			return j
		}
	}
	return -1
}

// heldBy reports whether a sentence of the passage gives one of verbs to
// side.
func heldBy(p *passage, verbs keySet, side string) bool {
	for i := range p.sents {
		for _, h := range verbHolders(&p.sents[i], verbs) {
			if h == side {
				return true
			}
		}
	}
	return false
}
