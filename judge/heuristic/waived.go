package heuristic

// Waived conditions: "a browsewrap binds a user even without notice of
// its terms" against "binds a user only if the user had notice of its
// terms" shares the passage's words and drops the one thing it requires.
// A proposition that says its rule holds regardless of something the
// passage sentence makes a condition or an exception of is not support.

import "fmt"

// waiverPhrases introduce what a proposition says does not matter.
var waiverPhrases = []string{"even without", "even absent", "even in the absence of", "regardless of", "irrespective of", "without regard to", "whether or not", "no matter"}

// conditionPhrases introduce what a passage sentence requires or
// excepts.
var conditionPhrases = []string{"only if", "only where", "only when", "provided that", "so long as", "as long as", "if", "unless", "where", "absent", "when"}

var (
	phraseWaivers    = compilePhrases(waiverPhrases)
	phraseConditions = compilePhrases(conditionPhrases)
)

// keysAfter is the set of content keys of the next n words after i.
func keysAfter(toks []tok, i, n int) map[string]bool {
	out := map[string]bool{}
	for k := i; k < len(toks) && k < i+n; k++ {
		if toks[k].kind == tokPunct {
			break
		}
		if toks[k].k != "" && weightOf(toks[k].k) == contentWeight {
			out[toks[k].k] = true
		}
	}
	return out
}

// waivedCondition names a word the proposition says does not matter
// that the passage sentence s makes a condition of, or "".
func waivedCondition(p, s []tok) string {
	return waivedOf(p, s, false)
}

// exceptionOpeners open an exception rather than a condition: a rule
// said to hold regardless of its exception denies the exception
// (support), it does not stretch the rule (waivedOverclaim).
var exceptionOpeners = map[string]bool{"unless": true, "absent": true}

// waivedOf is waivedCondition, reading only the conditions a rule is
// granted on (not its exceptions) when grantsOnly is set.
func waivedOf(p, s []tok, grantsOnly bool) string {
	var conds []map[string]bool
	for i := range s {
		if n := phraseConditions.at(s, i); n > 0 && !waiverEndsAt(s, i) && !(grantsOnly && exceptionOpeners[s[i].low]) {
			conds = append(conds, conditionKeysAfter(s, i+n))
		}
	}
	if len(conds) == 0 {
		return ""
	}
	for i := range p {
		n := phraseWaivers.at(p, i)
		if n == 0 {
			continue
		}
		for k := i + n; k < len(p) && k < i+n+waivedSpan; k++ {
			if p[k].kind == tokPunct {
				break
			}
			key := p[k].k
			if key == "" || weightOf(key) != contentWeight {
				continue
			}
			for _, c := range conds {
				if c[key] {
					return fmt.Sprintf("the proposition says its rule holds %s %q, which the source makes a condition", joinRaw(p[i:i+n]), p[k].raw)
				}
			}
		}
	}
	return ""
}

// waiverEndsAt reports whether a waiver phrase of the sentence ends right
// before i: "regardless of when the injury occurs" waives the time of the
// injury, it does not make it a condition.
func waiverEndsAt(s []tok, i int) bool {
	for j := max(0, i-4); j < i; j++ {
		if n := phraseWaivers.at(s, j); n > 0 && j+n == i {
			return true
		}
	}
	return false
}

// waivedSpan is how many tokens after a waiver phrase the proposition's
// waived words are looked for: "whether or not they are used to infer"
// reaches its content word ("infer") only at the fifth, past a pronoun,
// an auxiliary and a light verb.
const waivedSpan = 6

// conditionKeysAfter is the set of content keys of a condition opened
// before i: up to conditionSpan words, across the commas of an
// interposed phrase ("when they are used, alone or combined with other
// data, to infer a health condition"), to the end of its clause.
func conditionKeysAfter(toks []tok, i int) map[string]bool {
	out := map[string]bool{}
	for k, words := i, 0; k < len(toks) && words < conditionSpan; k++ {
		t := toks[k]
		if phraseWaivers.at(toks, k) > 0 {
			break // "where the order provides that production does not waive regardless of the care taken": the care is waived, not a condition
		}
		if t.kind == tokPunct {
			if t.low == "," {
				continue
			}
			break
		}
		words++
		if t.k != "" && weightOf(t.k) == contentWeight {
			out[t.k] = true
		}
	}
	return out
}

// conditionSpan bounds a condition's length in words.
const conditionSpan = 14
