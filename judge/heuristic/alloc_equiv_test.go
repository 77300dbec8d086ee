package heuristic

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"
)

// joinLowBySlice is joinLow as it was: the words gathered in a slice and
// joined.
func joinLowBySlice(ts []tok) string {
	ws := make([]string, len(ts))
	for i, t := range ts {
		ws[i] = t.low
	}
	return strings.Join(ws, " ")
}

// antonymClashBySets is antonymClash as it was: both word sets made
// before any word is looked at.
func antonymClashBySets(p, s []tok) string {
	inP, inS := wordSet(p), wordSet(s)
	for _, t := range p {
		if t.kind != tokWord || inS[t.low] {
			continue
		}
		for _, opp := range antonymOf[t.low] {
			if inS[opp] && !inP[opp] {
				return fmt.Sprintf("the proposition says %q where the source says %q", t.raw, opp)
			}
		}
	}
	return ""
}

// TestAllocationCutsAgree: joinLow gives what joining a slice of the
// words gave, on every run of every fixture sentence's tokens (empty and
// one-token runs included); antonymClash gives what it gave with both
// sets made up front, on neighbouring fixture sentences and on sentences
// with one word turned into its opposite (so that clashes are found).
func TestAllocationCutsAgree(t *testing.T) {
	var sents []sentence
	for _, file := range fixtureFiles(t) {
		sents = append(sents, sentencesOf(file)...)
	}
	rng := rand.New(rand.NewSource(28))
	for _, s := range sents {
		for range 3 {
			i := rng.Intn(len(s.toks) + 1)
			j := i + rng.Intn(len(s.toks)-i+1)
			if got, want := joinLow(s.toks[i:j]), joinLowBySlice(s.toks[i:j]); got != want {
				t.Fatalf("joinLow(%q[%d:%d]) = %q, by the slice %q", s.text, i, j, got, want)
			}
		}
	}
	clashes := 0
	check := func(p, s []tok) {
		got, want := antonymClash(p, s), antonymClashBySets(p, s)
		if got != want {
			t.Fatalf("antonymClash = %q, with the sets made first %q", got, want)
		}
		if got != "" {
			clashes++
		}
	}
	for k := 1; k < len(sents); k++ {
		check(sents[k-1].toks, sents[k].toks)
		// The sentence with one of its words turned into an opposite.
		var b strings.Builder
		turned := false
		for _, tk := range sents[k].toks {
			w := tk.raw
			if opps := antonymOf[tk.low]; !turned && len(opps) > 0 && tk.kind == tokWord {
				w, turned = opps[rng.Intn(len(opps))], true
			}
			b.WriteString(w + " ")
		}
		if turned {
			other := tokenize(b.String())
			check(sents[k].toks, other)
			check(other, sents[k].toks)
			check(other, other)
		}
	}
	if clashes < 100 {
		t.Fatalf("only %d clashes: the comparison shows little", clashes)
	}
}
