package heuristic

import (
	"math/rand"
	"strings"
	"testing"
)

// atByMap is phraseSet.at as it was: the first word looked up in the map
// for every token, with no length or first-byte screen.
func atByMap(ps *phraseSet, toks []tok, i int) int {
	if i >= len(toks) || toks[i].kind == tokPunct {
		return 0
	}
	for _, ws := range ps.byFirst[toks[i].low] {
		if i+len(ws) > len(toks) {
			continue
		}
		ok := true
		for k := 1; k < len(ws); k++ {
			if toks[i+k].kind == tokPunct || toks[i+k].low != ws[k] {
				ok = false
				break
			}
		}
		if ok {
			return len(ws)
		}
	}
	return 0
}

// TestPhraseSetScreenKeepsEveryMatch: the length and first-byte screen
// never turns away a token a set's map would match, for every compiled
// set of the rules and for random sets of fixture words, at every token
// of every fixture sentence.
func TestPhraseSetScreenKeepsEveryMatch(t *testing.T) {
	var sents []sentence
	var words []string
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			sents = append(sents, s)
			for _, tk := range s.toks {
				if tk.kind == tokWord {
					words = append(words, tk.low)
				}
			}
		}
	}
	sets := []*phraseSet{&phraseBurdenOn, &phraseBurdenShift, &phraseBurdenVerbs, &phraseConditionWords, &phraseContrastWords, &phraseExceptionWords, &phraseMovedVerbs, &phraseMustShowVerbs, &phraseNegatorExceptions, &phraseOptionalPhrases, &phrasePassiveShownBy, &phraseReasonWords, &phraseUndecidedPhrases, &phraseWonVerbs, &phraseFirstWords, &phraseLowerBounds, &phraseUpperBounds, &phraseQuestionLeads, &phraseWaivers, &phraseConditions}
	for i := range rolePhraseSets {
		sets = append(sets, &rolePhraseSets[i])
	}
	rng := rand.New(rand.NewSource(28))
	for range 60 {
		var list []string
		for range 1 + rng.Intn(8) {
			n := 1 + rng.Intn(3)
			k := rng.Intn(len(words) - n)
			list = append(list, strings.Join(words[k:k+n], " "))
		}
		ps := compilePhrases(list)
		sets = append(sets, &ps)
	}
	matches := 0
	for _, ps := range sets {
		for _, s := range sents {
			for i := range s.toks {
				got, want := ps.at(s.toks, i), atByMap(ps, s.toks, i)
				if got != want {
					t.Fatalf("at %q of %q: %d, by the map %d", s.toks[i].low, s.text, got, want)
				}
				if want > 0 {
					matches++
				}
			}
		}
	}
	if matches < 1000 {
		t.Fatalf("only %d matches: the sets are not exercised", matches)
	}
}
