package heuristic

import "fmt"

// leftOpen reports a decided assertion of the proposition that the
// aligned passage sentences leave unsettled: they say a thing is not
// enough to bring it about ("is not, by itself, enough to make the
// agreement unenforceable") and no sentence of the passage decides it
// either way. Such a passage neither says what the proposition says
// ("the agreement is enforceable") nor the opposite; the words line up
// although the claim is not made, so support is not decided on word
// alignment.
func leftOpen(p *analysed, picks []*analysed, all []analysed) string {
	for pi := range p.clauses {
		pc := &p.clauses[pi]
		if pc.role != roleMain {
			continue
		}
		for _, pa := range pc.asserts {
			if pa.sign == 0 {
				continue
			}
			open := ""
			for _, s := range picks {
				if w := assertedOn(s, pa, true); w != "" {
					open = w
					break
				}
			}
			if open == "" {
				continue
			}
			decided := false
			for i := range all {
				if assertedOn(&all[i], pa, false) != "" {
					decided = true
					break
				}
			}
			if !decided {
				return fmt.Sprintf("the proposition states %q as settled, but the passage says only what is not enough to bring about %q, which leaves it open", pa.word, open)
			}
		}
	}
	return ""
}

// assertedOn is the word of a main-clause assertion of s on pa's axis
// and object: an unsettled one (unsettled true) or a decided one.
func assertedOn(s *analysed, pa assertion, unsettled bool) string {
	for ci := range s.clauses {
		c := &s.clauses[ci]
		if c.role != roleMain {
			continue
		}
		for _, sa := range c.asserts {
			if sa.axis != pa.axis || !sameObject(pa, sa) {
				continue
			}
			if unsettled && sa.unsettled || !unsettled && sa.sign != 0 {
				return sa.word
			}
		}
	}
	return ""
}

// questionWords open the question a court declines to decide: "we do
// not decide whether ...", "when ...", "how ...".
var questionWords = map[string]bool{"whether": true, "when": true, "how": true, "if": true, "who": true, "which": true, "what": true}

// heldWhatWasLeftOpen: the proposition says what a court held, and the
// document's holding declines to decide a question about the same thing
// ("we do not decide when the buyer's claim accrued") in words the
// proposition shares. The proposition may state the very answer the
// court withheld (that the claim was timely) in words of its own, which
// the rules cannot compare with the question's predicate (declinedQuestion
// decides only where the predicate is restated); nor can they tell it
// from something the court did decide about the same parties before
// remanding. Only a clause that predicates something of its subject
// ("the claim was timely", "the clause is void") can state such an
// answer: one that tells what a party or a court below did ("moved to
// dismiss", "had enforced the exclusion") does not. Support, holding and calibration are then for a person to
// read, never a pass. It describes the question, or "".
func heldWhatWasLeftOpen(prop *analysed, pLow string, hs []*analysed) string {
	if !statesHolding(pLow) || containsPhrase(pLow, "whether") {
		return ""
	}
	main := keySet{}
	for i := range prop.clauses {
		c := &prop.clauses[i]
		if c.undecided {
			return "" // the proposition itself says the question was left open
		}
		for _, t := range c.toks {
			switch t.low {
			case "remand", "remanded", "remanding", "vacate", "vacated", "vacating":
				return "" // it tells the remand, not an answer
			}
		}
		if c.role == roleMain && statesPredicate(c.toks) {
			for k := range c.keys {
				main[k] = true
			}
		}
	}
	if len(main) == 0 {
		return ""
	}
	for _, h := range hs {
		declines := false
		for _, c := range h.clauses {
			declines = declines || c.undecided
		}
		if !declines {
			continue
		}
		for i, t := range h.toks {
			if !questionWords[t.low] {
				continue
			}
			q := questionAfter(h.toks, i)
			ks := keysOf(q)
			hit := 0
			for k := range ks {
				if main[k] {
					hit++
				}
			}
			if hit >= 2 && 2*hit >= len(ks) {
				return fmt.Sprintf("the proposition states as held something about what the source declined to decide (%q: %s %s), and the rules cannot tell whether it is the answer the court withheld", clip(h.text, 160), t.raw, joinRaw(q))
			}
		}
	}
	return ""
}

// statesPredicate reports whether a clause predicates something with a
// form of "be" ("was timely", "is not enforceable") or states a rule
// with a modal ("may recover the costs", "must bear them"), not after
// "have" ("had been"), which tells the history.
func statesPredicate(toks []tok) bool {
	for i, t := range toks {
		if t.kind == tokWord && (copulas[t.low] || ruleModals[t.low]) && !(i > 0 && haveVerbs[toks[i-1].low]) {
			return true
		}
	}
	return false
}

// copulas are the forms of "be" and its like that join a subject to what
// is said of it.
var copulas = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "remains": true, "remained": true, "becomes": true, "became": true}

// ruleModals state what a party may or must do, as a rule does.
var ruleModals = map[string]bool{"may": true, "must": true, "shall": true, "cannot": true, "can": true}

// questionAfter is the question a "whether" (or another question word)
// at toks[i] opens: the words after it up to the first non-word or the
// first "or"/"and" that joins it to another.
func questionAfter(toks []tok, i int) []tok {
	var q []tok
	for _, u := range toks[i+1:] {
		if u.kind != tokWord || u.low == "or" || u.low == "and" {
			break
		}
		q = append(q, u)
	}
	return q
}
