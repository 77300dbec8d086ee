package heuristic

// Outcomes: what a court did in the case (its disposition, the relief it
// granted or denied) must be what the passage says it did.

import (
	"fmt"
)

// outcomeClashes is clashes against the aligned sentences, and, for what
// a court did in the case (a disposition, a relief granted or denied),
// against every sentence of the passage and its context: "affirmed" is
// contradicted by the passage's "is reversed" wherever it stands.
func outcomeClashes(prop *analysed, picks []*analysed, p *passage) []polarityClash {
	out := clashes(prop, picks)
	pLow := prop.low
	if firstPhrase(pLow, decisionWords) == "" && !isParticular(pLow) {
		return out // a rule, not an account of what this court did
	}
	seen := map[string]bool{}
	for _, c := range out {
		seen[c.axis] = true
	}
	var all []*analysed
	for i := range p.sents {
		all = append(all, &p.sents[i])
	}
	for _, c := range clashes(prop, all) {
		if (c.axis == "disposition" || c.axis == "relief") && !seen[c.axis] {
			out = append(out, c)
			seen[c.axis] = true
		}
	}
	return out
}

// unstatedOutcome: a proposition that says what a court decided (it held,
// enforced, granted, affirmed ...) is supported only by a passage that
// states that outcome somewhere, with the same sign, on the same axis;
// words shared with a passage that only recites the parties' motions do
// not make it say the court enforced anything. It describes the gap, or
// "".
//
// The outcome may stand in the document's holding instead (read from the
// whole opinion, or the Vault's outcome): "Carnival held that the clause
// was enforceable" is borne out by its disposition even when the cited
// page gives only the reasons.
func unstatedOutcome(prop *analysed, pLow string, p *passage, holding []*analysed) string {
	if firstPhrase(pLow, decisionWords) == "" {
		return ""
	}
	var claimed []assertion
	for _, c := range prop.clauses {
		if c.role != roleMain || c.cond != roleMain {
			continue
		}
		for _, a := range c.asserts {
			switch a.axis {
			case "effect", "relief", "disposition", "mandatory":
				if a.sign != 0 {
					claimed = append(claimed, a)
				}
			}
		}
	}
	if len(claimed) == 0 {
		return ""
	}
	// Any outcome of the same sign will do: "the court enforced the
	// clause" is borne out by "the motion to transfer is granted"; what
	// is not borne out is an outcome where the passage states none, or
	// only the opposite one.
	sents := holding
	for i := range p.sents {
		sents = append(sents, &p.sents[i])
	}
	for _, s := range sents {
		for _, c := range s.clauses {
			for _, sa := range c.asserts {
				if sa.sign == 0 {
					continue
				}
				switch sa.axis {
				case "effect", "relief", "disposition", "mandatory":
				default:
					continue
				}
				for _, a := range claimed {
					if sa.sign == a.sign {
						return ""
					}
				}
			}
		}
	}
	return fmt.Sprintf("the proposition states an outcome (%q) that no sentence of the passage or its context states", claimed[0].word)
}

// particularOnly: a proposition stating a rule (no account of one
// decision's own instrument) matched only with sentences that report
// what a court did with the instrument before it ("the Court of Appeals
// erred in refusing to enforce the forum-selection clause") is not
// directly supported: one outcome is not the rule.
func particularOnly(prop *analysed, pLow string, picks []*analysed) bool {
	if len(picks) == 0 || isParticular(pLow) {
		return false
	}
	if _, _, ok := assertsOn(prop, "effect", "mandatory", "reasonable"); !ok {
		return false // not a rule about effect: a fact, a procedure
	}
	for _, s := range picks {
		if !isParticular(s.low) {
			return false
		}
	}
	return true
}

// isParticular reports whether lower-case text gives an account of one
// decision's own instrument: a past decision about "the"/"its" clause.
func isParticular(low string) bool {
	return hasPastDecision(low) && namesParticular(low) // regexp_word_gates.go
}

// hasPastDecision reports whether low holds one of pastDecisionWords as
// a decision taken: a participle after "be" ("should not be enforced",
// "must be held") states a rule, not what was done.
func hasPastDecision(low string) bool {
	if firstPhrase(low, pastDecisionWords) == "" {
		return false
	}
	prev := ""
	return eachLetterWord(low, func(w string) bool { // fields_scan.go
		if pastDecisionSet[w] && prev != "be" {
			return true
		}
		prev = w
		return false
	})
}
