package heuristic

// Predicate nominals (C-003 polarity): "an assignment without consent
// is a breach of the agreement" asserts the breach as surely as "it
// breaches the agreement" does, and "is not a breach" or "is no breach"
// denies it. predicateSigns reads verbs and adjectives after a negator;
// a noun after "is a" was no predicate at all, so "is not a breach"
// passed against "is a breach", and "does not breach" against it too.
// nominalSigns gives the head noun of "BE (not) a/an NOUN" and "BE no
// NOUN" a sign, where the noun is the predicate's head: followed by the
// sentence's end, a comma, or "of"/"under"/"to" before a determiner ("a
// breach of the agreement", "a waiver of its right"). A noun followed by
// "of" and a bare noun ("a question of fact", "a matter of law") is
// named by the pair, which this key cannot hold, so it is left alone.

// nominalCopulas are the verbs whose complement is a predicate nominal.
var nominalCopulas = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "constitutes": true, "constitute": true, "constituted": true, "amounts": true, "amount": true, "amounted": true}

// relativeOpeners open a relative clause, whose predicate nominal
// describes the noun before it, not what the sentence asserts.
var relativeOpeners = map[string]bool{"who": true, "which": true, "that": true, "whom": true, "whose": true}

// nominalComplementDeterminers may follow "of"/"under"/"to" after a
// predicate nominal's head.
var nominalComplementDeterminers = map[string]bool{"the": true, "a": true, "an": true, "its": true, "their": true, "his": true, "her": true, "this": true, "that": true, "any": true}

// nominalSigns is the sign of each predicate nominal's head in toks.
func nominalSigns(toks []tok) map[string]int {
	var out map[string]int
	for i, t := range toks {
		if t.kind != tokWord || !nominalCopulas[t.low] || i > 0 && relativeOpeners[toks[i-1].low] {
			continue // "anyone who was not a client": a relative clause describes someone else
		}
		j, sign := i+1, 1
		if i > 0 && (toks[i-1].low == "not" || toks[i-1].low == "never" || toks[i-1].low == "n't") {
			sign = -1 // "does not amount to a waiver", "never constitutes a waiver"
		} else if j < len(toks) && (toks[j].low == "not" || toks[j].low == "never") {
			j, sign = j+1, -1
		}
		if j < len(toks) && toks[j].low == "to" && t.low[0] == 'a' { // "amounts to a"
			j++
		}
		switch {
		case j < len(toks) && (toks[j].low == "a" || toks[j].low == "an"):
			j++
		case j < len(toks) && toks[j].low == "no" && sign > 0:
			j, sign = j+1, -1
		default:
			continue
		}
		if j >= len(toks) || !isPredicateWord(toks, j) || !nominalHead(toks, j) {
			continue
		}
		if out == nil {
			out = map[string]int{}
		}
		if prev, ok := out[toks[j].k]; ok && prev != sign {
			out[toks[j].k] = 0
			continue
		}
		out[toks[j].k] = sign
	}
	return out
}

// nominalHead reports whether toks[j] ends its noun phrase: the
// sentence or clause ends there, or a preposition with a determiner
// follows.
func nominalHead(toks []tok, j int) bool {
	if j+1 >= len(toks) || toks[j+1].kind == tokPunct {
		return true
	}
	switch toks[j+1].low {
	case "of", "under", "to", "by", "in", "for":
		return j+2 < len(toks) && nominalComplementDeterminers[toks[j+2].low]
	case "and", "or", "because", "since", "if", "unless", "when", "where", "that", "which":
		return true
	}
	return false
}
