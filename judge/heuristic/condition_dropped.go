package heuristic

import "fmt"

// A condition widened (C-007): the passage sentence a proposition
// restates grants its rule only on a condition ("the court may award
// exemplary damages if the taking was wilful and malicious"; "evidence
// may be considered when it goes solely to coverage and does not overlap
// the merits"), and the proposition restates the rule on a wider
// condition of its own ("once a taking is proved", "whenever it goes to
// coverage", "for any delay") that keeps few of the passage condition's
// words. It states the rule for cases the passage does not reach.
// Dropping a condition silently is often a fair summary (the labelled
// suites pass many), so only a proposition that widens it in words is
// read here; absoluteOverCondition decides the case of an absolute
// ("never", "always"). A paraphrase may still keep the condition in
// other words, so this leaves the over-claim (and support) undecided
// rather than guess.

// conditionWideners open a condition wider than one the passage states,
// or make the rule reach every case of a kind.
var conditionWideners = []string{"whenever", "once", "for any", "in any case where", "any time", "anytime", "regardless of", "whatever the", "no matter"}

// conditionOpeners open the condition of a rule in a passage sentence.
var conditionOpeners = map[string]bool{"if": true, "when": true, "where": true, "unless": true, "provided": true, "only": true}

// Shares read by droppedCondition: the proposition must hold
// minConditionedMain of the rule's own content words (it restates the
// rule) and less than maxConditionKept of the condition's: a paraphrase
// of the condition ("once it can foresee a suit" for "when it
// anticipates litigation") keeps more.
const (
	minConditionedMain = 0.5
	maxConditionKept   = 1.0 / 3
	minConditionWords  = 2
)

// droppedCondition returns why the proposition widens the condition of
// a passage sentence it restates, or "".
func droppedCondition(prop *analysed, pLow string, al alignment, p *passage) string {
	w := firstPhrase(pLow, conditionWideners)
	if w == "" || negatedBefore(pLow, w) {
		return ""
	}
	for _, i := range al.picks {
		s := &p.sents[i]
		if containsPhrase(s.low, w) {
			continue // the passage widens it too
		}
		rule, cond := splitCondition(s.toks)
		if cond == nil {
			continue
		}
		rk, ck := keysOf(rule), keysOf(cond)
		own := keySet{}
		for k := range ck {
			if !rk[k] {
				own[k] = true
			}
		}
		if len(own) < minConditionWords || heldShareOf(rk, prop.keys) < minConditionedMain {
			continue
		}
		if kept := heldShareOf(own, prop.keys); kept < maxConditionKept {
			return fmt.Sprintf("the passage sentence the proposition restates states its rule only on a condition (%q), and the proposition says %q, keeping %.0f%% of that condition's words; whether it states the rule for cases the passage does not reach is for a person to read", clip(joinRaw(cond), 100), w, 100*kept)
		}
	}
	return ""
}

// splitCondition splits a sentence into its rule and the condition the
// rule is stated on: a leading "If X, Y" gives X and Y; "Y if X" (when,
// where, unless, provided, only) gives Y and X. cond is nil when the
// sentence states no condition.
func splitCondition(toks []tok) (rule, cond []tok) {
	for i, t := range toks {
		if t.kind != tokWord || !conditionOpeners[t.low] {
			continue
		}
		if i == 0 || allPunctOrNumber(toks[:i]) {
			for j := i + 1; j < len(toks); j++ {
				if toks[j].low == "," {
					return toks[j+1:], toks[i+1 : j]
				}
			}
			return nil, nil
		}
		return toks[:i], toks[i+1:]
	}
	return nil, nil
}

// allPunctOrNumber reports whether toks are only punctuation and
// numbering ("(b)"), as before a subsection's first word.
func allPunctOrNumber(toks []tok) bool {
	for _, t := range toks {
		if t.kind == tokWord && len(t.low) > 1 {
			return false
		}
	}
	return true
}

// heldShareOf is the share of the keys of want that have holds.
func heldShareOf(want, have keySet) float64 {
	if len(want) == 0 {
		return 0
	}
	n := 0
	for k := range want {
		if have[k] {
			n++
		}
	}
	return float64(n) / float64(len(want))
}
