package heuristic

// Predicate negation beyond the axes: a content word the proposition
// affirms that the passage negates, or the reverse.

import (
	"fmt"
	"strings"
)

// auxiliaryOrBe may stand before a predicate.
var auxiliaryOrBe = map[string]bool{"is": true, "are": true, "was": true, "were": true, "be": true, "been": true, "has": true, "have": true, "had": true, "did": true, "does": true, "do": true, "will": true, "would": true, "could": true, "can": true, "should": true, "must": true, "may": true, "might": true, "shall": true}

// predicateSigns maps the content keys of predicates in toks to +1
// (asserted: right after an auxiliary, "had negotiated") or -1 (negated:
// the word right after a negator, or after a negator and an auxiliary,
// "did not negotiate", "will not be shielded"; what follows it, "the
// terms", is not negated). With relaxed, every other
// occurrence of a content word counts as asserted too: a proposition
// that says "the clause shields a party" asserts "shields" without an
// auxiliary.
func predicateSigns(toks []tok, relaxed bool) map[string]int {
	r, s := predicateSignsRead(toks, relaxed, !relaxed)
	if relaxed {
		return r
	}
	return s
}

// predicateSignsBoth is predicateSigns(toks, true) and
// predicateSigns(toks, false) from one reading of toks: the two differ
// only where a plain verb counts as asserted, and the proposition is read
// both ways for every sentence it is compared with (predicateClashKey).
func predicateSignsBoth(toks []tok) (relaxed, strict map[string]int) {
	return predicateSignsRead(toks, true, true)
}

// predicateSignsRead is predicateSigns read relaxed into r (when
// wantRelaxed) and strictly into s (when wantStrict); a map not wanted
// is nil.
func predicateSignsRead(toks []tok, wantRelaxed, wantStrict bool) (r, s map[string]int) {
	if wantRelaxed {
		r = map[string]int{}
	}
	if wantStrict {
		s = map[string]int{}
	}
	setIn := func(out map[string]int, k string, sign int) {
		if out == nil {
			return
		}
		if prev, ok := out[k]; ok && prev != sign {
			out[k] = 0 // the sentence says both: no reading
			return
		}
		out[k] = sign
	}
	set := func(k string, sign int) {
		setIn(r, k, sign)
		setIn(s, k, sign)
	}
	negatedAt := -1                     // index of the word a negator governs
	inverted := invertedNegations(toks) // "Nor is it covered", "excused neither by"
	bySubject := negatedBySubject(toks) // "no summary was delivered"
	for i, t := range toks {
		if t.kind == tokPunct {
			negatedAt = -1
			continue
		}
		if t.low == "non" && i+1 < len(toks) && toks[i+1].hyph && negatingSuffix(toks[i+1].low) {
			negatedAt = i + 1 // "non-negotiated" is "not negotiated"; a "non-compete" is a covenant
			continue
		}
		if t.lex&lexNegator != 0 && !inPhrase(toks, i, phraseNegatorExceptions) && !inPhrase(toks, i, phraseUndecidedPhrases) && !inPhrase(toks, i, phraseOptionalPhrases) {
			// The word right after it, or after an auxiliary after it
			// ("did not negotiate", "will not be shielded"); not a noun
			// further on ("not by a motion to dismiss").
			j := i + 1
			if j < len(toks) && auxiliaryOrBe[toks[j].low] {
				j++
			}
			if j < len(toks) && isPredicateWord(toks, j) {
				negatedAt = j
			}
			continue
		}
		if !isPredicateWord(toks, i) {
			continue
		}
		k := t.k
		switch {
		case inverted[i]:
			set(k, -1)
		case i+1 < len(toks) && toks[i+1].low == "no" && (verbLike(t.low) || auxiliaryOrBe[toks[i-1].low]) && !inPhrase(toks, i+1, phraseNegatorExceptions):
			// (an auxiliary marks an irregular verb too: "have found no authority")
			set(k, -1) // "imposes no undue hardship" is "does not impose undue hardship"
		case i == negatedAt || bySubject[i]:
			set(k, -1)
		case enoughTo(toks, i) != 0:
			set(k, enoughTo(toks, i))
		case i > 0 && auxiliaryOrBe[toks[i-1].low]:
			set(k, 1)
		case r != nil && verbLike(t.low) && !(i > 0 && nounDeterminers[toks[i-1].low]):
			setIn(r, k, 1) // "the rights" is a noun, not "rights" asserted (predicate_both.go)
		}
	}
	for k, sign := range nominalSigns(toks) { // predicate_nominal.go
		set(k, sign)
	}
	for _, out := range [2]map[string]int{r, s} {
		for k, v := range out {
			if v == 0 {
				delete(out, k)
			}
		}
	}
	return r, s
}

// isPredicateWord: a meaning-bearing word the axes do not already read,
// outside the phrases that decline to decide or make something optional.
func isPredicateWord(toks []tok, i int) bool {
	t := toks[i]
	if t.kind != tokWord || i == 0 {
		return false
	}
	k := t.k
	// The polar tables are read only for a token flagged as in them
	// (lex_flags.go): a token without the flag is not a key of the table.
	if k == "" || t.lex&lexNegator != 0 || weightOf(k) != contentWeight || t.lex&lexContent != 0 && polar.content[t.low] != (polarWord{}) || t.lex&lexOperator != 0 && polar.operators[t.low] != 0 || auxiliaryOrBe[t.low] {
		return false
	}
	return !inPhrase(toks, i, phraseUndecidedPhrases) && !inPhrase(toks, i, phraseOptionalPhrases)
}

// predicateClash names a predicate the proposition and the sentence
// give opposite signs, or "". The proposition is read relaxed (a plain
// verb asserts), the passage strictly, so a passage's noun is never
// taken for an asserted predicate.
func predicateClash(p, s []tok) string {
	msg, _ := predicateClashKey(p, s)
	return msg
}

// predicateClashKey is predicateClash with the key of the clashing
// predicate.
func predicateClashKey(p, s []tok) (string, string) {
	ps, pStrict := predicateSignsBoth(p)
	ss := predicateSigns(s, false)
	for k, sign := range plainVerbSigns(p, s) {
		if _, ok := ps[k]; !ok {
			ps[k] = sign // "they continue" asserts as "it continues" does
		}
	}
	for _, t := range p {
		k := t.k
		a, ok := ps[k]
		if !ok {
			continue
		}
		b, ok := ss[k]
		if !ok || a == b || contrapositive(p, s, k) {
			continue
		}
		// A passage that asserts what the proposition negates must do so
		// strictly too; a proposition asserting what the passage negates
		// may do so plainly.
		if a < 0 && b > 0 {
			if ellipticDenialRestated(p, s, k) {
				continue // "Y is not.": the source denies it too (elliptic_denial.go)
			}
			return fmt.Sprintf("the proposition says not %q where the source says it did", t.raw), k
		}
		if a > 0 && b < 0 && (pStrict[k] > 0 || ps[k] > 0) {
			return fmt.Sprintf("the proposition says %q where the source says it did not", t.raw), k
		}
	}
	return "", ""
}

// contrapositive reports whether the predicate k stands in the
// condition of both sentences and their main clauses have opposite
// signs: "a covenant will not be enforced if it imposes undue hardship"
// restates "a restraint is reasonable if it does not impose undue
// hardship", so the condition's predicate is negated in one and not the
// other by design.
func contrapositive(p, s []tok, k string) bool {
	pAt, pNeg := conditionSplit(p)
	sAt, sNeg := conditionSplit(s)
	if pAt < 0 || sAt < 0 || pNeg == sNeg {
		return false
	}
	return keyAfter(p, pAt, k) && keyAfter(s, sAt, k)
}

// conditionSplit is the index of the first "if", "where", "when" or
// "whenever" of toks (-1 if none) and whether a negator stands before it,
// in the main clause.
func conditionSplit(toks []tok) (int, bool) {
	neg := false
	for i, t := range toks {
		switch {
		case t.low == "if" || t.low == "where" || t.low == "when" || t.low == "whenever":
			return i, neg
		case t.lex&lexNegator != 0 && !inPhrase(toks, i, phraseNegatorExceptions):
			neg = true
		}
	}
	return -1, false
}

// keyAfter reports whether a word of key k occurs after index at, and
// none before it.
func keyAfter(toks []tok, at int, k string) bool {
	after := false
	for i, t := range toks {
		if t.kind != tokWord || t.k != k {
			continue
		}
		if i < at {
			return false
		}
		after = true
	}
	return after
}

// inPhrase reports whether toks[i] is part of one of the phrases.
func inPhrase(toks []tok, i int, phrases phraseSet) bool {
	for j := max(0, i-3); j <= i; j++ {
		if n := phrases.at(toks, j); n > 0 && j+n > i {
			return true
		}
	}
	return false
}

// negatingSuffix: after "non-", a participle or adjective is negated
// ("non-negotiated", "non-binding", "non-exclusive"); a noun ("non-compete",
// "non-party") names a thing.
func negatingSuffix(w string) bool {
	for _, suf := range []string{"ed", "able", "ible", "ing", "ive", "ent", "ant", "al"} {
		if strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}

// verbLike: a plain word read as an asserted verb in a proposition
// ("shields", "negotiated"): a third-person or past form, not a noun
// such as "solicitation".
func verbLike(w string) bool {
	return strings.HasSuffix(w, "ed") || strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "ous") && !strings.HasSuffix(w, "is")
}
