package heuristic

// "Until": "the claim does not accrue until the plaintiff learns of the
// injury" makes learning of it a condition the claim waits for; "the
// rule does not wait until the plaintiff learns the full extent" says
// the opposite, that it need not be met. Both sentences hold "not" and
// "until" and the same words after them, so word alignment and polarity
// read them as the same; what turns one round is whether the negation
// falls on a verb of waiting.

import "fmt"

// waitVerbs are the verbs whose negation before "until" says the
// condition after it need not be met.
var waitVerbs = map[string]bool{"wait": true, "waits": true, "waited": true, "waiting": true, "await": true, "awaits": true, "delay": true, "delays": true, "delayed": true, "postpone": true, "postpones": true, "postponed": true}

// untilCondition is a condition read from "... until X": its words and
// whether it must be met before the thing happens (required true: "does
// not accrue until X", "waits until X") or need not (false: "does not
// wait until X", "need not await X").
type untilCondition struct {
	keys     keySet
	required bool
}

// untilConditions reads the "until" conditions of a sentence: the words
// after "until" to the clause's end, and the polarity of the verb before
// it (a negator within four words, a verb of waiting).
func untilConditions(toks []tok) []untilCondition {
	var out []untilCondition
	for i, t := range toks {
		if t.low != "until" && t.low != "till" {
			continue
		}
		neg, wait := false, false
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			w := toks[k].low
			if toks[k].kind != tokWord {
				break
			}
			neg = neg || polar.negators[w] || w == "without"
			wait = wait || waitVerbs[w]
		}
		j := i + 1
		for j < len(toks) && toks[j].kind == tokWord {
			j++
		}
		ks := keysOf(toks[i+1 : j])
		if len(ks) < 2 {
			continue
		}
		// "does not accrue until": required; "waits until": required;
		// "does not wait until": not required.
		out = append(out, untilCondition{keys: ks, required: !(neg && wait)})
	}
	return out
}

// untilClash names an "until" condition the proposition makes required
// where an aligned passage sentence says it need not be met, or the
// reverse, with most of the condition's words shared; or "".
func untilClash(prop *analysed, picks []*analysed) string {
	pc := untilConditions(prop.toks)
	if len(pc) == 0 {
		return ""
	}
	for _, s := range picks {
		for _, sc := range untilConditions(s.toks) {
			for _, c := range pc {
				hit := 0
				for k := range c.keys {
					if sc.keys[k] {
						hit++
					}
				}
				if hit < 2 || 2*hit < min(len(c.keys), len(sc.keys)) || c.required == sc.required {
					continue
				}
				if c.required {
					return fmt.Sprintf("the proposition makes what follows \"until\" a condition to be met first; the passage says it need not be waited for (%q)", clip(s.text, 160))
				}
				return fmt.Sprintf("the proposition says what follows \"until\" need not be waited for; the passage makes it a condition to be met first (%q)", clip(s.text, 160))
			}
		}
	}
	return ""
}
