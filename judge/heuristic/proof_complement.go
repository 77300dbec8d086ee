package heuristic

// Proof complements: "the tenant bears the burden of showing that the
// refusal was unreasonable", "the buyer must prove that the clause is
// void" say who must show a thing, not that it is so. Compared with the
// holding (C-004), what stands in such a complement is asserted neither
// way: a holding that the refusal was reasonable is what happens when
// the burden is not met, not a contradiction of the rule that places
// it. (Support, C-003, still compares the two sentences word for word:
// a passage placing the burden of showing the opposite is not support.)

// proofGerunds open what a party must show after "of" ("the burden of
// showing"); proofInfinitives after "must" or "to" ("must prove", "has
// to establish").
var (
	proofGerunds     = map[string]bool{"showing": true, "proving": true, "establishing": true, "demonstrating": true}
	proofInfinitives = map[string]bool{"show": true, "prove": true, "establish": true, "demonstrate": true}
)

// proofComplementStart is the index of the word opening what a party
// must show in toks, or -1. A complement after a negator or an operator
// ("failed to show that ...", "did not prove") is an account of what
// was not shown, which says something, and is left as it is.
func proofComplementStart(toks []tok) int {
	for i, t := range toks {
		if t.kind != tokWord || i == 0 {
			continue
		}
		prev := toks[i-1].low
		if proofGerunds[t.low] && prev == "of" || proofInfinitives[t.low] && (prev == "must" || prev == "to") {
			if governed(toks, i) {
				return -1
			}
			return i
		}
	}
	return -1
}

// governed: a negator or an operator stands within three words before
// toks[i] ("failed to show", "did not have to prove").
func governed(toks []tok, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if polar.negators[toks[k].low] {
			return true
		}
		if _, op := polar.operators[toks[k].low]; op {
			return true
		}
	}
	return false
}

// withoutProofComplements is the proposition with the assertions of its
// proof complements left out (read again from the words before the
// complement), or prop itself when it has none.
func withoutProofComplements(prop *analysed) *analysed {
	var out *analysed
	for ci := range prop.clauses {
		c := &prop.clauses[ci]
		k := proofComplementStart(c.toks)
		if k < 0 || len(c.asserts) == 0 {
			continue
		}
		if out == nil {
			cp := *prop
			cp.clauses = append([]clause(nil), prop.clauses...)
			out = &cp
		}
		head := clause{toks: c.toks[:k]}
		assertionsOf(&head)
		out.clauses[ci].asserts = head.asserts
	}
	if out == nil {
		return prop
	}
	return out
}
