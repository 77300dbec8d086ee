package heuristic

import "slices"

// Inverted negation: "No damages may be assessed", "Nor is a decline in demand, even one caused by a
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
// clause or another auxiliary opens a verb of its own; a predicate word
// followed by "neither" ("excused neither by ... nor by"); and the main
// verb of a clause whose subject opens with "no", "nothing" or "none"
// ("No damages may be assessed").
func invertedNegations(toks []tok) map[int]bool {
	if !slices.ContainsFunc(toks, func(t tok) bool { return t.low == "nor" || t.low == "neither" || t.lex&lexNegSubject != 0 }) { // negativeSubjects (lex_flags.go)
		return nil // most sentences hold none of the words, and reading predicates is not free
	}
	var out map[int]bool
	mark := func(i int) {
		if out == nil {
			out = map[int]bool{}
		}
		out[i] = true
	}
	inverted, auxAt := false, -1
	noSubject, sawAux := false, false // a clause opened by "no X", "nothing", "none"; an auxiliary since
	for i, t := range toks {
		if t.kind == tokPunct {
			if t.low == ";" || t.low == ":" || t.low == "." || t.low == "?" || t.low == "!" {
				inverted = false
				noSubject = false
			}
			continue
		}
		if t.lex&lexNegSubject != 0 && clauseStart(toks, i) && !inPhrase(toks, i, phraseNegatorExceptions) && (i+1 >= len(toks) || !auxiliaryOrBe[toks[i+1].low]) {
			noSubject, sawAux = true, false
			continue
		}
		if noSubject {
			// "No damages may be assessed", "No court will enforce it":
			// the subject's negator negates the main verb, the first
			// predicate word after an auxiliary ("No liquidated damages":
			// a participle before it modifies the subject).
			switch {
			case auxiliaryOrBe[t.low]:
				sawAux = true
			case isPredicateWord(toks, i) && sawAux:
				mark(i)
				noSubject = false
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

// negativeSubjects open a clause whose subject is negated ("No damages
// may be assessed", "Nothing in the act can be read to").
var negativeSubjects = map[string]bool{"no": true, "nothing": true, "none": true}

// clauseStart reports whether toks[i] opens its sentence or clause (the
// first token, or after punctuation or "and"/"but").
func clauseStart(toks []tok, i int) bool {
	if i == 0 {
		return true
	}
	prev := toks[i-1]
	return prev.kind == tokPunct || prev.low == "and" || prev.low == "but"
}
