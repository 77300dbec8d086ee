package heuristic

// A disposition of this case's judgment ("the judgment of dismissal is
// reversed") turns round the judgment below, not the rule about it: a
// proposition stating a rule on the same thing ("dismissal is the most
// severe sanction, and a court may dismiss only on a finding of bad
// faith") is not contradicted by one reversal. Only a proposition that
// tells what this court decided (decisionWords, an account of its own
// instrument) is compared with such a clause.

// disposesJudgment reports whether the holding clause that asserts
// have (in the sentence text) also reverses or vacates a judgment or
// order (a negative assertion on the disposition axis): the content
// word's sign there is the reversal's. An affirmance is different: "the
// judgment declaring the clause void is affirmed" makes the judgment's
// ruling the court's own, which a rule can contradict.
func disposesJudgment(hs []*analysed, sentence string, have assertion) bool {
	for _, h := range hs {
		if h.text != sentence {
			continue
		}
		for ci := range h.clauses {
			c := &h.clauses[ci]
			holds, disposes := false, false
			for _, a := range c.asserts {
				holds = holds || a.axis == have.axis && a.word == have.word && a.sign == have.sign
				disposes = disposes || a.axis == "disposition" && a.sign < 0
			}
			if holds && disposes && have.axis != "disposition" {
				return true
			}
		}
	}
	return false
}
