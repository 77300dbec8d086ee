package heuristic

import "strings"

// Regexp gates. A regexp that opens with \b, or with an alternation of
// phrases, gives the regexp package no literal prefix to skip to, so it
// runs its matcher from every byte of every text it is asked about; the
// court-naming patterns below were a twentieth of a fresh unit's work
// and almost never match. Every match of each of them holds one of a
// few plain words (its alternatives each spell one), so a text holding
// none of those words cannot match and is answered without the regexp.
// The gates decide nothing: a text that holds a word is asked the
// regexp as before (TestRegexpGatesNeverHideAMatch).

// courtLevelGate: each court of decidingCourtRe and heldByCourtRe
// ("supreme court", "court of chancery", ..., "appellate division") has
// "court" in it but the last.
var courtLevelGate = []string{"court", "appellate division"}

// courtNameGate: each court of courtNameRe has "court" or "circuit" in
// it but "appellate division".
var courtNameGate = []string{"court", "circuit", "appellate division"}

// holdsAny reports whether s contains one of words.
func holdsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}
