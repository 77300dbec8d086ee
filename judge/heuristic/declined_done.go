package heuristic

import "fmt"

// A refusal told as done (C-003): the passage's court declines or
// refuses to do something ("we decline to read an affiliate exception
// into the clause") and the proposition says it did it ("the court read
// an affiliate exception into the clause"). The proposition holds every
// word of the refusal but the refusing one, so alignment passed it. The
// verb after "decline to" / "refuse to" is compared with the
// proposition's, with what it is done to: the same thing by its words is
// a decided clash; a pronoun in the passage ("we decline to read one
// into it") names the thing only through the sentence before, so the
// clash is a doubt for a person.

// refusalWords introduce what the court would not do.
var refusalWords = phrasesOf("decline to", "declines to", "declined to", "refuse to", "refuses to", "refused to")

// objectPronouns stand for a thing named earlier.
var objectPronouns = map[string]bool{"one": true, "it": true, "them": true, "this": true, "that": true, "so": true, "such": true}

// refusalTold reports a proposition telling as done what the passage
// sentence's court refused to do: the message, and whether the thing
// refused is named by its words (decided) rather than by a pronoun,
// whose thing must then be named in prev, the sentence before (nil when
// none). Only a proposition telling the act in a past form ("implied",
// "read") tells it as done in the case; one that tells the refusal
// itself anywhere ("declined to imply ...") is no clash.
func refusalTold(prop []tok, s, prev *analysed) (string, bool) {
	for _, h := range phraseHits(s.toks, refusalWords) {
		if h.after >= len(s.toks) || s.toks[h.after].kind != tokWord || s.toks[h.after].k == "" {
			continue
		}
		verb := s.toks[h.after]
		if tellsRefusal(prop, verb.k) || reportsRequest(prop) {
			continue
		}
		obj := tailKeys(s.toks, h.after+1, 8, clauseStops)
		pronoun := h.after+1 < len(s.toks) && objectPronouns[s.toks[h.after+1].low]
		for i, t := range prop {
			if t.kind != tokWord || t.k != verb.k || !pastForm(t.low) || refusedOrDenied(prop, i) {
				continue
			}
			pobj := tailKeys(prop, i+1, 8, clauseStops)
			switch {
			case !pronoun && len(obj) > 0 && heldShareOf(obj, pobj) >= sameConditionShare:
				return fmt.Sprintf("the passage's court %s %s it; the proposition says it was done", joinLow(s.toks[h.at:h.after]), verb.low), true
			case pronoun && prev != nil && len(pobj) > 0 && heldShareOf(pobj, unionKeys(prev.keys, s.keys)) >= sameConditionShare:
				return fmt.Sprintf("the passage's court %s %s %s; the proposition says that was done", joinLow(s.toks[h.at:h.after]), verb.low, s.toks[h.after+1].low), false
			}
		}
	}
	return "", false
}

// tellsRefusal reports whether the proposition itself tells a refusal of
// the verb whose key is k.
func tellsRefusal(prop []tok, k string) bool {
	for _, h := range phraseHits(prop, refusalWords) {
		if h.after < len(prop) && prop[h.after].k == k {
			return true
		}
	}
	return false
}

// unionKeys is a ∪ b, a new set (the equivalence tests of keptText and
// restated use it too).
func unionKeys(a, b keySet) keySet {
	out := make(keySet, len(a)+len(b))
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// refusedOrDenied reports whether the proposition's word at i is itself
// refused, negated or left undone within the three words before it.
func refusedOrDenied(toks []tok, i int) bool {
	for j := max(0, i-3); j < i; j++ {
		switch toks[j].low {
		case "not", "never", "no", "n't", "decline", "declines", "declined", "refuse", "refuses", "refused", "without", "nor", "cannot":
			return true
		}
	}
	return false
}

// reportsRequest reports whether the proposition tells what a party
// argued or asked for, not what the court did.
func reportsRequest(toks []tok) bool {
	for _, t := range toks {
		if argueWords[t.low] || requestWords[t.low] {
			return true
		}
	}
	return false
}

// pastForm reports whether a verb is written in a past form: regular
// ("-ed") or one of the irregular pasts courts' acts are told with.
func pastForm(w string) bool {
	if len(w) > 3 && w[len(w)-2:] == "ed" {
		return true
	}
	switch w {
	case "read", "held", "found", "struck", "made", "gave", "took", "let", "set", "put", "cut", "threw", "wrote", "saw", "chose", "drew", "bound", "broke", "sent":
		return true
	}
	return false
}
