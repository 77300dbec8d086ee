package heuristic

import "strings"

// "Shown rather than presumed": a contrast that denies what follows it.
// "irreparable harm had to be shown rather than presumed" says the harm
// is not presumed, as "must be shown, not presumed" does; read without
// it, "presumed" stands asserted and clashes with the passage's "not
// presumed".

// contrastNegators deny the word they stand before.
var contrastNegators = [][]string{{"rather", "than"}, {"instead", "of"}, {"as", "opposed", "to"}}

// contrastNegatorAt is the length of a contrast negator at toks[i], or 0.
// It denies a participle ("rather than presumed", "instead of
// written"), a predicate like the one it is set against; before a noun
// ("by transfer rather than dismissal") it chooses between means, and a
// negation read there would set the noun against every sentence that
// names it.
func contrastNegatorAt(toks []tok, i int) int {
	for _, ws := range contrastNegators {
		if matchWords(toks, i, ws) {
			j := i + len(ws)
			if j >= len(toks) || toks[j].kind != tokWord || !participleLike(toks[j].low) {
				return 0
			}
			return len(ws)
		}
	}
	return 0
}

// participleLike reports whether w has a past participle's ending.
func participleLike(w string) bool {
	return len(w) > 4 && (strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "en"))
}
