package heuristic

// Case-insensitive regexp gates. insufficiency and sourcesSilent are
// asked of every claim of an answer and of the sentences beside it
// (unsupported.go); both are (?i) alternations of phrases with no
// literal prefix, so the regexp package runs its backtracker from every
// byte of text that almost never matches (a twentieth of what the judge
// adds to a cold grade). Every match of each holds one of a few words,
// in any case: a text holding none of them is answered without the
// regexp. As with regexp_gates.go, a gate decides nothing itself.
//
// Under (?i) a pattern's letter matches every letter of its Unicode case
// orbit: for the ASCII letters that is the other ASCII case, and for k
// and s also the Kelvin sign and the long s. The gate words hold neither
// k nor s, so what matches them is ASCII and an ASCII case-blind search
// finds it. TestFoldGatesNeverHideAMatch proves from each pattern's
// syntax tree that every match holds a gate word, and checks the letters.

// insufficiencyGate: "not" (and "cannot"), "vault", "retrieved",
// "insufficient" (read as "ufficient": no s), "unable", "(un)verified".
var insufficiencyGate = []string{"not", "vault", "retrieved", "ufficient", "unable", "verified"}

// sourcesSilentGate: "nothing ... addresses", "... say nothing", "none
// of the ...".
var sourcesSilentGate = []string{"nothing", "none"}

// statesInsufficiency is insufficiency.MatchString(s).
func statesInsufficiency(s string) bool {
	return holdsAnyFold(s, insufficiencyGate) && insufficiency.MatchString(s)
}

// saysSourcesSilent is sourcesSilent.MatchString(s).
func saysSourcesSilent(s string) bool {
	return holdsAnyFold(s, sourcesSilentGate) && sourcesSilent.MatchString(s)
}

// holdsAnyFold reports whether s contains one of words (lower-case
// ASCII) in any ASCII case.
func holdsAnyFold(s string, words []string) bool {
	for _, w := range words {
		if containsFoldASCII(s, w) {
			return true
		}
	}
	return false
}

// containsFoldASCII reports whether s contains w (lower-case ASCII),
// ASCII letters compared without case.
func containsFoldASCII(s, w string) bool {
	if len(w) == 0 {
		return true
	}
	first := w[0]
	for i := 0; i+len(w) <= len(s); i++ {
		if lowerASCII(s[i]) != first {
			continue
		}
		j := 1
		for j < len(w) && lowerASCII(s[i+j]) == w[j] {
			j++
		}
		if j == len(w) {
			return true
		}
	}
	return false
}

func lowerASCII(c byte) byte {
	if 'A' <= c && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}
