package heuristic

// An elliptic denial (C-003 polarity). A passage sentence may assert a
// predicate of one subject and deny it of another with a bare
// auxiliary: "fitness readings are sensitive data when used to infer a
// health condition; a step count kept only to show a daily total is
// not." The second clause denies "sensitive" without repeating it, so
// the polarity rules read only the assertion, and a proposition that
// restates the denial in full ("a step count kept only to show a daily
// total is not sensitive") was failed as turning the sentence round.
// When the proposition's clause that negates the predicate names the
// elliptic clause's subject (minEllipticShare of its content words, at
// least minEllipticWords), it restates the denial, not the assertion.
// A proposition that negates the predicate of the asserted subject
// ("readings used to infer health are not sensitive") keeps its clash.

// Shares read by ellipticDenialRestated.
const (
	minEllipticShare = 0.5
	minEllipticWords = 2
)

// clauseAround is the tokens of the clause of toks holding i: between
// the punctuation marks around it (quotation marks aside).
func clauseAround(toks []tok, i int) []tok {
	lo, hi := i, i
	for lo > 0 && !(toks[lo-1].kind == tokPunct && toks[lo-1].low != "\"") {
		lo--
	}
	for hi < len(toks) && !(toks[hi].kind == tokPunct && toks[hi].low != "\"") {
		hi++
	}
	return toks[lo:hi]
}

// ellipticDenials are the clauses of s that end in a bare negated
// auxiliary ("is not.", "are not;", "does not,"), each with the index of
// its auxiliary.
func ellipticDenials(s []tok) (clauses [][]tok, at []int) {
	for i := 0; i+1 < len(s); i++ {
		if !auxiliaryOrBe[s[i].low] || (s[i+1].low != "not" && s[i+1].low != "n't") {
			continue
		}
		if i+2 < len(s) && !(s[i+2].kind == tokPunct && s[i+2].low != "\"") {
			continue // "is not sensitive": the predicate is there
		}
		clauses, at = append(clauses, clauseAround(s, i)), append(at, i)
	}
	return clauses, at
}

// ellipticDenialRestated reports whether s asserts the predicate key k
// before a clause that denies it elliptically, and the proposition's
// clause negating k names that clause's subject.
func ellipticDenialRestated(p, s []tok, k string) bool {
	clauses, at := ellipticDenials(s)
	for ci, c := range clauses {
		asserted := false
		for i := 0; i < at[ci]; i++ {
			if s[i].k == k {
				asserted = true
				break
			}
		}
		if !asserted {
			continue
		}
		subject := keySet{}
		for _, t := range c {
			if t.kind == tokWord && t.k != "" && t.k != k && weightOf(t.k) == contentWeight {
				subject[t.k] = true
			}
		}
		if len(subject) < minEllipticWords {
			continue
		}
		for j, t := range p {
			if t.kind != tokWord || t.k != k {
				continue
			}
			if held := heldShareOf(subject, keysOf(clauseAround(p, j))); held >= minEllipticShare {
				return true
			}
		}
	}
	return false
}
