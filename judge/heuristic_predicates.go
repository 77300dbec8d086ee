package judge

// Predicate negation beyond the axes: a content word the proposition
// affirms that the passage negates, or the reverse.

import "fmt"

// auxiliaryOrBe may stand before a predicate.
var auxiliaryOrBe = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "has": true, "have": true, "had": true, "did": true, "does": true, "do": true, "will": true, "would": true, "could": true, "can": true, "should": true, "must": true, "may": true, "might": true, "shall": true}

// predicateSigns maps the content keys of predicates in toks to +1
// (asserted) or -1 (negated).
func predicateSigns(toks []tok) map[string]int {
	out := map[string]int{}
	for i, t := range toks {
		if t.kind != tokWord || i == 0 {
			continue
		}
		k := key(t.low)
		if k == "" || weightOf(k) != contentWeight || polar.content[t.low] != (polarWord{}) || polar.operators[t.low] != 0 || polar.negators[t.low] || auxiliaryOrBe[t.low] {
			continue
		}
		if inPhrase(toks, i, phraseUndecidedPhrases) || inPhrase(toks, i, phraseOptionalPhrases) {
			continue
		}
		sign := 0
		for j := i - 1; j >= 0 && j >= i-3; j-- {
			w := toks[j]
			if w.kind == tokPunct {
				break
			}
			if polar.negators[w.low] && phraseNegatorExceptions.at(toks, j) == 0 {
				sign = -1
				break
			}
			if j == i-1 && auxiliaryOrBe[w.low] {
				sign = 1
			}
		}
		if sign != 0 {
			if prev, ok := out[k]; ok && prev != sign {
				delete(out, k) // the sentence says both: no reading
				continue
			}
			out[k] = sign
		}
	}
	return out
}

// predicateClash names a predicate the proposition and the sentence
// give opposite signs, or "".
func predicateClash(p, s []tok) string {
	ps, ss := predicateSigns(p), predicateSigns(s)
	for _, t := range p {
		k := key(t.low)
		if a, ok := ps[k]; ok {
			if b, ok := ss[k]; ok && a != b {
				if a > 0 {
					return fmt.Sprintf("the proposition says %q where the source says it did not", t.raw)
				}
				return fmt.Sprintf("the proposition says not %q where the source says it did", t.raw)
			}
		}
	}
	return ""
}

// inPhrase reports whether toks[i] is part of one of the phrases.
func inPhrase(toks []tok, i int, phrases phraseSet) bool {
	for j := max(0, i-3); j <= i; j++ {
		if n := phrases.at(toks, j); n > 0 && j+n > i {
			return true
		}
	}
	return false
}
