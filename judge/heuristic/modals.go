package heuristic

// Modal polarity: "a party may not contract out of liability" forbids
// what "a party may contract out of liability" permits, yet the two share
// every meaning-bearing word, and the verb they govern is often one the
// axes do not read (contract, waive, assign, recover). A proposition
// that permits what its passage sentence forbids, or forbids what it
// permits, on the same verb, is not supported.
//
// "may not" forbids only when an actor stands before it ("a party may
// not contract out"); after a thing ("the exclusion may not apply") or
// before "be" it is a hedge, and is left to the calibration rules.

import (
	"fmt"
	"strings"
)

// permitAdjectives, after "is/are" and before "to", grant a permission
// ("is free to assign"); negated they withhold it.
var permitAdjectives = map[string]bool{"permitted": true, "allowed": true, "free": true, "entitled": true, "authorized": true, "authorised": true}

// permitVerbs grant a permission on the verb after their object ("lets
// either party assign", "allows the lessee to terminate"); determiners
// are skipped before that object.
var (
	permitVerbs = map[string]bool{"lets": true, "let": true, "allows": true, "allow": true, "permits": true, "permit": true}
	determiners = map[string]bool{"the": true, "a": true, "an": true, "either": true, "each": true, "any": true, "both": true, "all": true, "every": true}
)

// forbidParticiples, after "is/are" and before "from", forbid ("is
// barred from recovering").
var forbidParticiples = map[string]bool{"prohibited": true, "barred": true, "forbidden": true, "precluded": true, "foreclosed": true, "estopped": true}

// forbidVerbs forbid the verb after their object ("bars either party
// from assigning", "forbids the lessee to sublet"): the prohibition
// that "may not" states, in other words. Negated ("does not bar ...
// from") they give no reading: withholding a prohibition is not a
// grant.
var forbidVerbs = map[string]bool{"bars": true, "bar": true, "barred": true, "prohibits": true, "prohibit": true, "prohibited": true,
	"forbids": true, "forbid": true, "forbade": true, "precludes": true, "preclude": true, "precluded": true, "prevents": true, "prevent": true, "prevented": true}

// actorWords name who may be forbidden to act: the parties of the role
// table and the actors a rule addresses.
var actorWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range roles.word {
		m[w] = true
		m[w+"s"] = true
	}
	for _, w := range strings.Fields(`party parties court courts arbitrator arbitrators tribunal person persons one
		consumer consumers customer customers carrier carriers shipper shippers contractor contractors
		agency legislature state states he she they we you`) {
		m[w] = true
	}
	return m
}()

// prohibitiveMayNot reports whether the "may" at toks[i], followed by
// "not", forbids: an actor word right before it and no "be" after it.
func prohibitiveMayNot(toks []tok, i int) bool {
	if i == 0 || i+2 >= len(toks) || toks[i+2].low == "be" {
		return false
	}
	return actorWords[toks[i-1].low]
}

// negatedSubject reports whether the subject before the modal at i is
// negated ("no party may", "neither side can"): a negator at most three
// words back, in the same clause.
func negatedSubject(toks []tok, i int) bool {
	for k := i - 1; k >= 0 && k >= i-3; k-- {
		if toks[k].kind == tokPunct {
			return false
		}
		switch toks[k].low {
		case "no", "neither", "nobody", "none":
			return true
		}
	}
	return false
}

// modalVerbs maps the light stem of each verb a modal governs in toks to
// +1 (permitted: may, can, is free to) or -1 (forbidden: may not, cannot,
// must not, shall not, is barred from, is not permitted to). A verb both
// permitted and forbidden in one sentence gives no reading.
func modalVerbs(toks []tok) map[string]int {
	out := map[string]int{}
	set := func(j, sign int) {
		for j < len(toks) && toks[j].kind == tokWord && strings.HasSuffix(toks[j].low, "ly") {
			j++ // "may not validly waive"
		}
		if j >= len(toks) || toks[j].kind != tokWord || auxiliaryOrBe[toks[j].low] || toks[j].low == "be" {
			return
		}
		v := stem(toks[j].low)
		if prev, ok := out[v]; ok && prev != sign {
			out[v] = 0
			return
		}
		out[v] = sign
	}
	word := func(i int) string {
		if i < len(toks) && toks[i].kind == tokWord {
			return toks[i].low
		}
		return ""
	}
	for i := 0; i < len(toks); i++ {
		w := word(i)
		switch {
		case w == "cannot":
			set(i+1, -1)
		case w == "may" || w == "can" || w == "must" || w == "shall":
			next := word(i + 1)
			if next == "not" || next == "n't" {
				if w == "may" && !prohibitiveMayNot(toks, i) {
					continue
				}
				set(i+2, -1)
				continue
			}
			if (w == "may" || w == "can") && i > 0 && !polar.negators[word(i-1)] {
				if contactRelative(toks, i) {
					continue // "no right it can enforce" (contact_relative.go)
				}
				if negatedSubject(toks, i) {
					set(i+1, -1) // "no party may assign"
				} else {
					set(i+1, 1)
				}
			}
		case permitVerbs[w]:
			// "lets either party assign", "allows the lessee to
			// terminate": a permission on the verb that follows the
			// actor; "does not allow ... to" withholds it.
			sign := 1
			if i > 0 && (polar.negators[word(i-1)] || negatedSubject(toks, i)) {
				sign = -1
			}
			if w == "lets" || w == "let" {
				j := i + 1
				for determiners[word(j)] {
					j++
				}
				set(j+1, sign) // past the actor
				continue
			}
			for j := i + 1; j < len(toks) && j <= i+5; j++ {
				if word(j) == "to" {
					set(j+1, sign)
					break
				}
			}
		case forbidVerbs[w] && i > 0 && !auxiliaryOrBe[word(i-1)]:
			// "is barred from" is the participle case below.
			if polar.negators[word(i-1)] || negatedSubject(toks, i) {
				continue
			}
			for j := i + 1; j < len(toks) && j <= i+5; j++ {
				if word(j) == "from" || (word(j) == "to" && strings.HasPrefix(w, "forb")) {
					set(j+1, -1)
					break
				}
			}
		case w == "is" || w == "are":
			neg := word(i+1) == "not"
			j := i + 1
			if neg {
				j++
			}
			switch {
			case permitAdjectives[word(j)] && word(j+1) == "to":
				if neg {
					set(j+2, -1)
				} else {
					set(j+2, 1)
				}
			case forbidParticiples[word(j)] && word(j+1) == "from" && !neg:
				set(j+2, -1)
			}
		}
	}
	for k, v := range out {
		if v == 0 {
			delete(out, k)
		}
	}
	return out
}

// modalClash names a verb the proposition permits where the passage
// sentence forbids it, or forbids where it permits, or "".
//
// With no verb a modal governs on either side there is nothing to
// compare: the answer is "" without the passage's reading, or the stem
// of every proposition word (a seventieth of a fresh citation unit,
// most propositions and sentences having no modal verb).
func modalClash(p, s []tok) string {
	pm := modalVerbs(p)
	if len(pm) == 0 {
		return ""
	}
	sm := modalVerbs(s)
	if len(sm) == 0 {
		return ""
	}
	for _, t := range p {
		if t.kind != tokWord {
			continue
		}
		v := stem(t.low)
		a, ok := pm[v]
		if !ok {
			continue
		}
		b, ok := sm[v]
		if !ok || a == b {
			continue
		}
		if a > 0 {
			return fmt.Sprintf("the proposition permits %q where the source forbids it", t.raw)
		}
		return fmt.Sprintf("the proposition forbids %q where the source permits it", t.raw)
	}
	return ""
}
