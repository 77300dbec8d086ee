package heuristic

import (
	"reflect"
	"testing"
)

// hedgesInEach is hedgesIn class by class, phrase by phrase, as it was.
func hedgesInEach(low string) []hedgeHit {
	var out []hedgeHit
	for k, h := range hedgeClasses {
		if w := firstPhraseEach(low, h.passage); w != "" {
			out = append(out, hedgeHit{k, w})
		}
	}
	return out
}

// TestHedgeScanFindsWhatEachClassFinds: the one-pass scan gives every
// class the qualifier the class-by-class search gives it, on every
// clause of every fixture text and on random texts built from the
// classes' own phrases, their parts and word bytes around them.
func TestHedgeScanFindsWhatEachClassFinds(t *testing.T) {
	if hedgeScanOf() == nil {
		t.Fatal("the hedge classes are not indexed: hedgesIn searches class by class")
	}
	var texts []string
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			for _, c := range splitClauses(s.toks) {
				texts = append(texts, withoutNotHedges(joinLow(c.toks)))
			}
			texts = append(texts, normText(s.text))
		}
	}
	var pieces []string
	for _, h := range hedgeClasses {
		for _, p := range h.passage {
			pieces = append(pieces, p, p[:len(p)/2], p+"s", "x"+p)
		}
	}
	pieces = append(pieces, " ", " ", " ", "-", ",", "the court", "é", "9")
	texts = append(texts, randomTexts(pieces, 30000, 12, 0)...)
	hits := 0
	for _, low := range texts {
		got, want := hedgesIn(low), hedgesInEach(low)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("hedgesIn(%.200q) = %v, class by class %v", low, got, want)
		}
		hits += len(want)
	}
	if hits < 1000 {
		t.Fatalf("only %d qualifiers found: the texts do not exercise the classes", hits)
	}
}
