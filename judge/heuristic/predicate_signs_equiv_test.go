package heuristic

import (
	"fmt"
	"maps"
	"math/rand"
	"testing"
)

// The predicate readings as they were before predicateSignsBoth and the
// lexical flags in isPredicateWord: each table read for every token, and
// the proposition read twice.

func isPredicateWordByMaps(toks []tok, i int) bool {
	t := toks[i]
	if t.kind != tokWord || i == 0 {
		return false
	}
	k := t.k
	if k == "" || weightOf(k) != contentWeight || polar.content[t.low] != (polarWord{}) || polar.operators[t.low] != 0 || polar.negators[t.low] || auxiliaryOrBe[t.low] {
		return false
	}
	return !inPhrase(toks, i, phraseUndecidedPhrases) && !inPhrase(toks, i, phraseOptionalPhrases)
}

func predicateSignsAsWas(toks []tok, relaxed bool) map[string]int {
	out := map[string]int{}
	set := func(k string, sign int) {
		if prev, ok := out[k]; ok && prev != sign {
			out[k] = 0 // the sentence says both: no reading
			return
		}
		out[k] = sign
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
		if polar.negators[t.low] && !inPhrase(toks, i, phraseNegatorExceptions) && !inPhrase(toks, i, phraseUndecidedPhrases) && !inPhrase(toks, i, phraseOptionalPhrases) {
			// The word right after it, or after an auxiliary after it
			// ("did not negotiate", "will not be shielded"); not a noun
			// further on ("not by a motion to dismiss").
			j := i + 1
			if j < len(toks) && auxiliaryOrBe[toks[j].low] {
				j++
			}
			if j < len(toks) && isPredicateWordByMaps(toks, j) {
				negatedAt = j
			}
			continue
		}
		if !isPredicateWordByMaps(toks, i) {
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
		case relaxed && verbLike(t.low) && !(i > 0 && nounDeterminers[toks[i-1].low]):
			set(k, 1) // "the rights" is a noun, not "rights" asserted (predicate_both.go)
		}
	}
	for k, sign := range nominalSigns(toks) { // predicate_nominal.go
		set(k, sign)
	}
	for k, v := range out {
		if v == 0 {
			delete(out, k)
		}
	}
	return out
}

func predicateClashKeyAsWas(p, s []tok) (string, string) {
	ps, ss := predicateSignsAsWas(p, true), predicateSignsAsWas(s, false)
	for k, sign := range plainVerbSigns(p, s) {
		if _, ok := ps[k]; !ok {
			ps[k] = sign // "they continue" asserts as "it continues" does
		}
	}
	pStrict := predicateSignsAsWas(p, false)
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
			return fmt.Sprintf("the proposition says not %q where the source says it did", t.raw), k
		}
		if a > 0 && b < 0 && (pStrict[k] > 0 || ps[k] > 0) {
			return fmt.Sprintf("the proposition says %q where the source says it did not", t.raw), k
		}
	}
	return "", ""
}

// TestPredicateSignsReadOnceAgree: on every fixture sentence and on
// random texts of negators, auxiliaries and predicates, isPredicateWord
// answers as the tables do at every token, predicateSigns and
// predicateSignsBoth give the former readings both ways, and
// predicateClashKey finds the former clash for neighbouring sentences
// and for a sentence beside itself with a negator put in or taken out
// (so that clashes are found).
func TestPredicateSignsReadOnceAgree(t *testing.T) {
	var texts []string
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			texts = append(texts, s.text)
		}
	}
	pieces := []string{" ", ", ", ". ", "the ", "a ", "court ", "clause ", "party ", "not ", "no ", "never ", "nor ", "neither ", "did ",
		"is ", "was ", "has been ", "will ", "must ", "may ", "negotiated ", "enforced ", "enforce ", "enforces ", "binding ", "non-binding ",
		"shielded ", "reasonable ", "imposes ", "undue hardship ", "if ", "when ", "whether ", "need not decide ", "delivered ", "summary ",
		"enough to ", "sufficient to ", "rights ", "the rights ", "continue ", "they continue ", "covered ", "excused "}
	texts = append(texts, randomTexts(pieces, 2500, 14, 0)...)
	toks := make([][]tok, len(texts))
	for i, s := range texts {
		toks[i] = tokenize(s)
	}
	words, signed := 0, 0
	for _, ts := range toks {
		for i := range ts {
			if got, want := isPredicateWord(ts, i), isPredicateWordByMaps(ts, i); got != want {
				t.Fatalf("isPredicateWord(%q, %d) = %v, by the tables %v", ts[i].raw, i, got, want)
			}
			if isPredicateWord(ts, i) {
				words++
			}
		}
		wr, ws := predicateSignsAsWas(ts, true), predicateSignsAsWas(ts, false)
		br, bs := predicateSignsBoth(ts)
		if !maps.Equal(br, wr) || !maps.Equal(bs, ws) || !maps.Equal(predicateSigns(ts, true), wr) || !maps.Equal(predicateSigns(ts, false), ws) {
			t.Fatalf("predicate signs of %q: both %v %v, one by one %v %v, as they were %v %v", joinLow(ts), br, bs, predicateSigns(ts, true), predicateSigns(ts, false), wr, ws)
		}
		if len(wr)+len(ws) > 0 {
			signed++
		}
	}
	rng := rand.New(rand.NewSource(28))
	clashes := 0
	check := func(p, s []tok) {
		gm, gk := predicateClashKey(p, s)
		wm, wk := predicateClashKeyAsWas(p, s)
		if gm != wm || gk != wk {
			t.Fatalf("predicateClashKey(%q, %q) = %q %q, as it was %q %q", joinLow(p), joinLow(s), gm, gk, wm, wk)
		}
		if wm != "" {
			clashes++
		}
	}
	for i, p := range toks {
		check(p, toks[(i+1)%len(toks)])
		check(p, p)
		check(p, toks[rng.Intn(len(toks))])
		if len(p) > 2 {
			at := 1 + rng.Intn(len(p)-1)
			check(p, tokenize(joinLow(p[:at])+" not "+joinLow(p[at:])))
		}
	}
	if words < 1000 || signed < 1000 || clashes < 200 {
		t.Fatalf("%d predicate words, %d signed texts, %d clashes: the comparison shows too little", words, signed, clashes)
	}
	t.Logf("%d texts, %d predicate words, %d signed, %d clashes: as before", len(texts), words, signed, clashes)
}
