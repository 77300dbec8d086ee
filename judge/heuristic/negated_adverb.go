package heuristic

import "strings"

// A negated verb before an absolute adverb (C-007): "does not forfeit it
// automatically", "is not enforced in every case" deny the absolute, as
// "is not always" does; the negator stands before the verb, a word or
// three before the adverb, not right before it. The words between must
// be the verb and its object (no clause boundary, no second verb after
// a connective), so "is not void, and it always binds" still asserts
// "always".

// maxNegatedVerbReach is how many words before an absolute a negator of
// its verb may stand.
const maxNegatedVerbReach = 4

// negatedVerbBefore reports whether a negator stands among the last
// maxNegatedVerbReach words of before (the text up to an absolute
// phrase), with no punctuation or connective between.
func negatedVerbBefore(before string) bool {
	ws := strings.Fields(before)
	for k, n := len(ws)-1, 0; k >= 0 && n < maxNegatedVerbReach; k, n = k-1, n+1 {
		w := ws[k]
		if strings.ContainsAny(w, ",;:.") {
			return false
		}
		switch w {
		case "and", "but", "or", "so", "yet", "because", "if", "unless", "when", "where", "while", "although", "that", "which":
			return false
		}
		if polar.negators[w] || strings.HasSuffix(w, "n't") {
			return true
		}
	}
	return false
}
