package heuristic

// "Rather than" and "instead of" deny what follows them as "not" does:
// "harm had to be shown rather than presumed" says it is not presumed,
// as "harm must be shown, not presumed" does. Read as a negator at its
// last word, so the clash rules see the same polarity in both.

// closesNegatorPhrase reports whether toks[i] ends "rather than" or
// "instead of".
func closesNegatorPhrase(toks []tok, i int) bool {
	if i == 0 || toks[i-1].kind != tokWord {
		return false
	}
	switch toks[i].low {
	case "than":
		return toks[i-1].low == "rather"
	case "of":
		return toks[i-1].low == "instead"
	}
	return false
}
