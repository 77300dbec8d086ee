package heuristic

// The scope of a permission modal (C-007): "may" qualifies the statement
// of the clause it stands in only when it is that clause's own modal. A
// "may" inside a relative clause describes a noun of the statement ("a
// cap, which limits what the buyer may collect, is not subject to the
// penalty rule": the cap's description, not a hedge on the rule), and
// "may have" with a participle says what may have happened ("except so
// far as a seller may have assumed a greater obligation": a possibility
// about the past, not a permission). A proposition that leaves either
// out drops no qualifier of what it restates.

// permissionOutOfScope reports whether every occurrence of the modal
// word in clause ci of s (and the condition or exception attached to it)
// is out of the statement's scope: in a relative clause, or a perfect
// "may have" + participle.
func permissionOutOfScope(s *analysed, ci int, word string) bool {
	switch word {
	case "may", "might":
	default:
		return false
	}
	c := &s.clauses[ci]
	spans := [][]tok{c.toks}
	if c.condIdx >= 0 {
		spans = append(spans, s.clauses[c.condIdx].toks)
	}
	seen := false
	for _, toks := range spans {
		for i, t := range toks {
			if t.low != word {
				continue
			}
			seen = true
			if !perfectModal(toks, i) && !inRelativeSpan(toks, i) {
				return false
			}
		}
	}
	return seen
}

// perfectModal: "may have assumed", "might have known".
func perfectModal(toks []tok, i int) bool {
	return i+2 < len(toks) && toks[i+1].low == "have" && toks[i+2].kind == tokWord && toks[i+2].low != "to"
}

// inRelativeSpan reports whether toks[i] stands in a relative clause:
// after "what" ("limits what the buyer may collect"), or after a
// relative pronoun ("which", "who", "that" after a noun) as the relative
// clause's own verb ("a fee which may be waived") or after its subject
// ("the sums that the buyer may collect", "the fora in which it may be
// sued"), with no comma between. Any other word between (a verb: "one
// that does not name the claims may not protect them") means the
// relative clause has ended and the modal is the main predicate's.
func inRelativeSpan(toks []tok, i int) bool {
	for k := i - 1; k >= 0; k-- {
		t := toks[k]
		if t.kind != tokWord {
			if t.low == "," || t.low == ";" || t.low == ":" {
				return false
			}
			continue
		}
		switch t.low {
		case "what", "whatever":
			return true
		case "which", "who", "whom", "whose", "that":
			if t.low == "that" && !(k > 0 && toks[k-1].kind == tokWord && !thatClauseVerbs[toks[k-1].low]) {
				return false
			}
			return relativeSubjectOnly(toks[k+1 : i])
		}
	}
	return false
}

// relativeSubjectOnly reports whether the words between a relative
// pronoun and a modal are at most a short subject of the relative clause
// (none, a pronoun, or a determiner and its noun): no verb of its own.
func relativeSubjectOnly(between []tok) bool {
	var ws []string
	for _, t := range between {
		if t.kind == tokWord {
			ws = append(ws, t.low)
		}
	}
	switch {
	case len(ws) == 0:
		return true
	case len(ws) == 1:
		return relativeSubjects[ws[0]]
	case len(ws) <= 4:
		return determiners[ws[0]] || relativeSubjects[ws[0]]
	}
	return false
}

// relativeSubjects are the pronouns that stand as the subject of a
// relative clause ("in which it may be sued").
var relativeSubjects = map[string]bool{"it": true, "they": true, "he": true, "she": true, "we": true, "you": true, "one": true, "its": true, "their": true, "his": true, "her": true}
