package heuristic

import "fmt"

// The sides swapped by their own names (C-003): "the Customer may audit
// the Provider's service" against "Provider may, no more than once in
// any 12-month period ..., audit Customer's use". Both sides are named in
// both, so every word aligns and the polarity is the same; only who
// holds the verb differs. The proposition's subject, a side the passage
// sentence names too, takes a modal and a verb that the sentence gives
// to the other side alone.

// sideSwapped describes a proposition giving to one side the verb the
// passage sentence gives to the other; "" when it does not.
func sideSwapped(prop []tok, s *analysed) string {
	if len(phraseHits(s.toks, bothSidesWords)) > 0 {
		return ""
	}
	for i := 0; i+2 < len(prop); i++ {
		t := prop[i]
		if !sideWord(t) || !partyModals[prop[i+1].low] || prop[i+2].low == "not" {
			continue
		}
		verbs := tailKeys(prop, i+2, 2, clauseStops)
		if len(verbs) == 0 {
			continue
		}
		holders, named := verbHolders(s, verbs), false
		for _, st := range s.toks {
			named = named || st.kind == tokWord && st.low == t.low
		}
		if !named || len(holders) != 1 || holders[0] == t.low {
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
// gives one of verbs to with a modal ("Provider may, ..., audit").
func verbHolders(s *analysed, verbs keySet) []string {
	var out []string
	for i := 0; i+1 < len(s.toks); i++ {
		t := s.toks[i]
		if !sideWord(t) || !partyModals[s.toks[i+1].low] || i+2 < len(s.toks) && s.toks[i+2].low == "not" {
			continue
		}
		for j := i + 2; j < len(s.toks) && j < i+2+oneSideSpan; j++ {
			if s.toks[j].low == "." || s.toks[j].low == ";" {
				break
			}
			if s.toks[j].kind == tokWord && verbs[s.toks[j].k] {
				found := false
				for _, h := range out {
					found = found || h == t.low
				}
				if !found {
					out = append(out, t.low)
				}
				break
			}
		}
	}
	return out
}
