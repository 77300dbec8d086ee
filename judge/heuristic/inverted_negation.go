package heuristic

// Inverted negation: "Nor is a decline in demand, even one caused by a
// listed event, covered by the clause" and "the purchases were excused
// neither by the clause nor by the doctrine" negate their predicate as
// "is not covered" and "were not excused" do, but the negator stands
// before the auxiliary (inversion) or after the verb, where
// predicateSigns, reading a negator as reaching the word right after it,
// found nothing negated and read the predicate as asserted.

// invertedNegations returns the indexes of the predicate words of toks
// that an inverted or post-verbal negator negates: every predicate word
// of a clause opened by "nor" or "neither" and an auxiliary ("Nor is",
// "Neither does"), up to the clause's end (";", ":" or the sentence's
// end; an aside between commas stays inside it) until a relative
// clause or another auxiliary opens a verb of its own; and a predicate word
// followed by "neither" ("excused neither by ... nor by").
func invertedNegations(toks []tok) map[int]bool {
	var out map[int]bool
	mark := func(i int) {
		if out == nil {
			out = map[int]bool{}
		}
		out[i] = true
	}
	inverted, auxAt := false, -1
	for i, t := range toks {
		if t.kind == tokPunct {
			if t.low == ";" || t.low == ":" || t.low == "." || t.low == "?" || t.low == "!" {
				inverted = false
			}
			continue
		}
		if (t.low == "nor" || t.low == "neither") && clauseStart(toks, i) && i+1 < len(toks) && auxiliaryOrBe[toks[i+1].low] {
			inverted, auxAt = true, i+1
			continue
		}
		if inverted && i != auxAt && (relativeWords[t.low] || auxiliaryOrBe[t.low]) {
			inverted = false // "nor is one whose enforcement would contravene": the relative clause's verb is its own
			continue
		}
		if !isPredicateWord(toks, i) {
			continue
		}
		if inverted || i+1 < len(toks) && toks[i+1].low == "neither" {
			mark(i)
		}
	}
	return out
}

// clauseStart reports whether toks[i] opens its sentence or clause (the
// first token, or after punctuation or "and"/"but").
func clauseStart(toks []tok, i int) bool {
	if i == 0 {
		return true
	}
	prev := toks[i-1]
	return prev.kind == tokPunct || prev.low == "and" || prev.low == "but"
}
