package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// HoldingNotInVault is the HOLDING of a unit whose passage quotes the
// cited authority inside another document: the authority is not a Vault
// document, so its holding is not known, and the quoting document's
// holding is not the authority's.
const HoldingNotInVault = "The cited authority is not a Vault document: the passage quotes it inside another document, so its holding is not known here."

// adverseHolding compares the proposition with the source's holding
// (C-004). It returns adverse when a main clause of the proposition
// contradicts it; overclaim too when the proposition states as held what
// the court left undecided (a remand). msg says why, or "" when the
// holding is not adverse. A case whose holding cannot be read, cited for
// an outcome, cannot be decided, and fails.
func adverseHolding(prop *analysed, pLow string, u *judge.Unit, src sourceInfo, tm *textMemo) (adverse, overclaim bool, msg string) {
	if u.Holding == HoldingNotInVault {
		return false, false, ""
	}
	if adv, msg := metadataReliefClash(prop, pLow, u); msg != "" && !reportsSeparateView(pLow) {
		return adv, false, msg
	}
	hs, from := holdingOfUnit(u, tm)
	if hs == nil {
		if src.kind == "case" && claimsOutcome(prop) {
			return true, false, cannotDecide + "the source is a case, but no holding or disposition could be read from it and the Vault records no outcome, so whether its holding is adverse to the proposition is unknown"
		}
		if src.kind == "case" && !reportsSeparateView(pLow) && len(holdingSentences(u.Excerpt)) == 0 {
			// A case passes C-004 only on a holding read: one whose text
			// states no holding or disposition the rules read, and with no
			// outcome in the Vault, may have decided against the
			// proposition in words they miss ("The certified question is
			// answered: No."). A separate opinion told as such claims
			// nothing of the holding, and a holding or disposition in the
			// excerpt itself (a unit built without the document's) is one
			// read.
			return true, false, cannotDecide + "the source is a case, but no holding or disposition could be read from it and the Vault records no outcome, so whether its holding is adverse to the proposition is for a person to read"
		}
		return false, false, ""
	}
	if reportsSeparateView(pLow) {
		// "Judge Ferreira dissented; he would have held that the clause
		// excused the bales": what a separate opinion said, told as such,
		// claims nothing about the court's holding.
		return false, false, ""
	}
	decision := firstPhrase(pLow, decisionWords) != "" || isParticular(pLow)
	for _, c := range clashes(withoutProofComplements(prop), hs) { // proof_complement.go
		if c.axis == "disposition" && !decision {
			continue // "courts uphold such clauses" says nothing of this judgment
		}
		if !decision && disposesJudgment(hs, c.sentence, c.have) {
			continue // a rule about dismissal, against "the judgment of dismissal is reversed" (judgment_disposed.go)
		}
		if !decision && c.prop.modal == "may" && c.prop.sign < 0 {
			// "An agreement may be invalidated on a generally applicable
			// defense" names a defense that exists, which a holding that
			// this agreement survived it does not deny; "such a clause
			// may be enforced" against a holding that it is not, does.
			continue
		}
		if !decision && statesAsException(prop, c) {
			continue // "courts enforce caps but refuse to apply them to gross negligence", cited to the gross-negligence case
		}
		if narrowerThanHedgedHolding(prop, c, hs) && !partDisposedRestated(prop, c) {
			return true, false, fmt.Sprintf("%sthe proposition is %s in %s (%q), but the holding states a general rule it qualifies itself, and the proposition speaks of a narrower case, which may be the exception", cannotDecide, c, from, clip(c.sentence, 160))
		}
		if c.axis == "relief" && (c.prop.obj == "motion" || c.have.obj == "motion") {
			// A motion named by no kind ("denied its motion", "the motion
			// is granted") may be any of the motions in the case: that the
			// holding disposed of it the other way does not show that it
			// is the motion the proposition means.
			return true, false, fmt.Sprintf("%sthe proposition is %s in %s (%q), but a motion named by no kind may be another motion of the case, so whether the holding is adverse needs reading", cannotDecide, c, from, clip(c.sentence, 160))
		}
		return true, false, fmt.Sprintf("adverse holding: the proposition is %s in %s (%q)", c, from, clip(c.sentence, 160))
	}
	if msg := namedReliefClash(prop, pLow, hs); msg != "" {
		return true, false, msg // relief_named.go
	}
	if adv, msg := partialReliefClash(prop, pLow, hs); msg != "" {
		return adv, false, msg // relief_in_part.go
	}
	if msg := splitDispositionClash(prop, hs); msg != "" {
		return true, false, msg // split_disposition.go
	}
	if statesHolding(pLow) {
		if a, _, ok := assertsOn(prop, decidedAxes...); ok && undecidedHolding(hs, a.axis) {
			return remandedHolding(hs), true, fmt.Sprintf("the source decided nothing on this (%s: %q); the proposition states %q as held", from, clip(hs[len(hs)-1].text, 160), a.word)
		}
		if q, h := declinedQuestion(prop, hs); q != "" {
			return remandedHolding(hs), true, fmt.Sprintf("the source expressly left open whether %s (%s: %q); the proposition states it as held", q, from, clip(h, 160))
		}
	}
	return false, false, ""
}

// declinedQuestion: the holding says in terms that the court does not
// decide a question ("we do not decide whether the agreement is
// unconscionable"), and the proposition, saying what was held, restates
// that question's predicate and most of its words as the answer ("the
// agreement is unconscionable: the court so held"). It returns the
// question and the holding sentence, or "". A proposition that itself
// says the question was left open ("did not decide whether ...") or asks
// it states nothing as held.
func declinedQuestion(prop *analysed, hs []*analysed) (question, sentence string) {
	for _, c := range prop.clauses {
		if c.undecided {
			return "", ""
		}
	}
	if containsPhrase(prop.low, "whether") {
		return "", ""
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
			if t.low != "whether" {
				continue
			}
			q := questionAfter(h.toks, i)
			ks := keysOf(q)
			pred := ""
			for k := len(q) - 1; k >= 0 && pred == ""; k-- {
				pred = keysOf(q[k : k+1]).only()
			}
			if restatesQuestion(prop, q) {
				return joinRaw(q), h.text
			}
			if pred == "" || !predicates(prop, pred) {
				continue
			}
			hit := 0
			for k := range ks {
				if prop.keys[k] {
					hit++
				}
			}
			if 2*hit >= len(ks) && hit >= 2 {
				return joinRaw(q), h.text
			}
		}
	}
	return "", ""
}

// only is the one key of a set of one, else "".
func (ks keySet) only() string {
	if len(ks) != 1 {
		return ""
	}
	for k := range ks {
		return k
	}
	return ""
}

// claimsOutcome reports whether the proposition states an outcome (the
// clause enforced or not, relief granted or denied, a judgment affirmed
// or reversed) other than as an exception to a rule.
func claimsOutcome(prop *analysed) bool {
	a, cond, ok := assertsOn(prop, "effect", "relief", "disposition", "mandatory")
	return ok && !(a.sign < 0 && cond != roleMain)
}

// predicates reports whether a main clause of the proposition states the
// word with key pred as its predicate ("is unconscionable", "was not
// enforceable"), not as a purpose or a request ("moved to stop it from
// enforcing the covenant").
func predicates(prop *analysed, pred string) bool {
	for _, c := range prop.clauses {
		if c.role != roleMain {
			continue
		}
		for i, t := range c.toks {
			if requestWords[t.low] {
				break
			}
			if t.kind != tokWord || keysOf(c.toks[i:i+1]).only() != pred {
				continue
			}
			for k := i - 1; k >= 0 && k >= i-3; k-- {
				if w := c.toks[k].low; beVerbs[w] && !haveVerbs[w] {
					return true
				}
			}
		}
	}
	return false
}

// statesAsException reports whether the proposition, a rule, names the
// holding it clashes with as the rule's exception: a clause opened by
// "but" or "yet" shares at least two content words with the holding
// sentence that the clashing clause does not, so the holding is the
// exception the proposition states, not a contradiction of it. (A rule's
// own "unless" clause is its condition, which relation compares.)
func statesAsException(prop *analysed, c polarityClash) bool {
	held := keysOf(tokenize(c.sentence))
	var ruleKeys keySet
	for i := range prop.clauses {
		for _, a := range prop.clauses[i].asserts {
			if a == c.prop {
				ruleKeys = prop.clauses[i].keys
			}
		}
	}
	for i := range prop.clauses {
		pc := &prop.clauses[i]
		switch {
		case pc.conn == "but", pc.conn == "yet":
		default:
			continue
		}
		shared := 0
		for k := range pc.keys {
			if held[k] && !ruleKeys[k] {
				shared++
			}
		}
		if shared >= 2 {
			return true
		}
	}
	return false
}

// narrowerThanHedgedHolding: the holding sentence that clashes says
// what is so "generally", "ordinarily", "unless ..." (it admits
// exceptions), and the proposition says the opposite of a narrower case
// (its clause carries a condition, or a relative clause on its subject:
// "a period which begins to run before the claimant could discover the
// breach is unreasonable"). The proposition may state one of the
// exceptions the holding leaves room for; whether it does is for a
// person to read, not a clash the rules can point at.
func narrowerThanHedgedHolding(prop *analysed, c polarityClash, hs []*analysed) bool {
	var h *analysed
	for _, x := range hs {
		if x.text == c.sentence {
			h = x
		}
	}
	if h == nil {
		return false
	}
	hedged := false
	for ci := range h.clauses {
		for _, hit := range h.withCond[ci] {
			switch hedgeClasses[hit.class].name {
			case "generality", "exception", "limit", "prima facie":
				hedged = true
			}
		}
	}
	if !hedged {
		return false
	}
	if c.pCond != roleMain {
		return true
	}
	for ci := range prop.clauses {
		for _, a := range prop.clauses[ci].asserts {
			if a != c.prop {
				continue
			}
			toks := prop.clauses[ci].toks
			for i, t := range toks {
				if relativeWords[t.low] && !(i > 0 && thatClauseVerbs[toks[i-1].low]) {
					return true // not "held that", which opens the statement
				}
			}
		}
	}
	return false
}

// heldWords attribute a statement to the court as its holding.
var heldWords = []string{"held", "holds", "holding that", "ruled that", "concluded that", "decided that", "determined that"}
