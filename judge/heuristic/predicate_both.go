package heuristic

// A passage sentence that asserts a predicate and negates it (C-003):
// "acceptance shows consent to the delegation; it does not show an
// agreement to release the obligor" says "shows" of one thing and "does
// not show" of another. The predicate rule reads the passage strictly
// (only "does not show" has a sign), so a proposition restating the first
// statement ("acceptance shows consent, not a release") was failed as a
// clash with the second. When the sentence read plainly states the word
// both ways, which statement the proposition restates is a matter of
// reading the objects, which the rule does not do: needs review, never a
// pass.

// predicateSaidBothWays reports whether every predicate on which p and s
// clash (predicateClash's reading) is one that s, read plainly, also
// asserts.
func predicateSaidBothWays(p, s []tok) bool {
	ps, ss := predicateSigns(p, true), predicateSigns(s, false)
	for k, sign := range plainVerbSigns(p, s) {
		if _, ok := ps[k]; !ok {
			ps[k] = sign
		}
	}
	plain := predicateSigns(s, true) // a key said both ways is dropped
	any := false
	for k, a := range ps {
		b, ok := ss[k]
		if !ok || a == b {
			continue
		}
		if _, one := plain[k]; one || !plainlyAsserted(s, k) || !nearerAsserted(p, s, k) {
			return false
		}
		any = true
	}
	return any
}

// plainlyAsserted reports whether a verb-like word of key k stands in s
// outside a negation's reach (what predicateSigns's relaxed reading
// counts as asserted).
func plainlyAsserted(s []tok, k string) bool {
	for i, t := range s {
		if t.kind == tokWord && t.k == k && verbLike(t.low) && !negatedNear(s, i) {
			return true
		}
	}
	return false
}

// bothWaysWindow is how many tokens each side of a word count as its
// surroundings.
const bothWaysWindow = 5

// nearerAsserted reports whether the content words around key k in p
// share more with the words around a plainly asserted use of k in s than
// with those around any negated use.
func nearerAsserted(p, s []tok, k string) bool {
	around := func(toks []tok, i int) map[string]bool {
		out := map[string]bool{}
		for j := max(0, i-bothWaysWindow); j < min(len(toks), i+bothWaysWindow+1); j++ {
			if j != i && toks[j].kind == tokWord && toks[j].k != "" && toks[j].k != k {
				out[toks[j].k] = true
			}
		}
		return out
	}
	var pw map[string]bool
	for i, t := range p {
		if t.kind == tokWord && t.k == k {
			pw = around(p, i)
			break
		}
	}
	if pw == nil {
		return false
	}
	overlap := func(m map[string]bool) int {
		n := 0
		for w := range m {
			if pw[w] {
				n++
			}
		}
		return n
	}
	bestAsserted, bestNegated := -1, -1
	for i, t := range s {
		if t.kind != tokWord || t.k != k {
			continue
		}
		n := overlap(around(s, i))
		if negatedNear(s, i) {
			bestNegated = max(bestNegated, n)
		} else {
			bestAsserted = max(bestAsserted, n)
		}
	}
	return bestAsserted > bestNegated
}

// negatedNear reports whether a negator stands one or two words before
// s[i] ("not show", "does not show", "not defenses").
func negatedNear(s []tok, i int) bool {
	for j := i - 1; j >= 0 && j >= i-3; j-- {
		if s[j].kind != tokWord {
			return false
		}
		if polar.negators[s[j].low] {
			return true
		}
	}
	return false
}

// nounDeterminers make the word after them a noun: a plain "-s" or "-ed"
// word there ("the rights", "its claims", "a limited") asserts nothing as
// a predicate. A negator before the noun ("acquires no rights") still
// reads as the rules read it.
var nounDeterminers = map[string]bool{"the": true, "a": true, "an": true, "its": true, "their": true, "his": true, "her": true,
	"this": true, "these": true, "those": true, "each": true, "every": true, "any": true, "our": true, "your": true}
