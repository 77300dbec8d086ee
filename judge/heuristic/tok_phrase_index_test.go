package heuristic

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestTokPhraseIndexAgrees: for every word-phrase list the rules search
// through an index (collected by judging units, so a list added later
// is covered, and every list of the package at this writing by name),
// tokPhraseIndex.at answers as phraseAt does at every token of every
// fixture sentence and of random texts made of the list's phrases,
// their near misses (a word dropped, a letter dropped) and clause
// punctuation; and phraseHits, disclaimersOf and scopesOf through the
// index give what they gave with phraseAt at every token.
func TestTokPhraseIndexAgrees(t *testing.T) {
	j := New()
	over := bremenCitation()
	over.Proposition = "The court need not decide whether the clause requires notice, regardless of fault; it held the defendant liable only if it signed, and the majority joined the opinion except as to part II."
	over.Holding = "The judgment is affirmed in part and reversed in part, and the case is remanded. Justice Douglas, dissenting."
	for _, u := range []judge.Unit{bremenCitation(), over} {
		if _, err := j.Assess(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
	named := [][][]string{disclaimerPhrases, regardlessPhrases, requirementMarkers, conditionMarkers,
		conditionGivesWay, conditionRegardless, refusalWords, exceptionPhrases, inclusionPhrases, bothParties,
		otherScopes, evenInclusions, upholdWords, undoWords, remandDenials}
	for _, js := range joinedSide {
		named = append(named, js.phrases)
	}
	for _, named := range named {
		if tokPhraseIndexOf(named) == nil {
			t.Fatalf("%q is not indexed", named)
		}
	}
	lists := indexedTokPhraseLists()
	if len(lists) < len(named) {
		t.Fatalf("only %d lists were indexed", len(lists))
	}
	seen := map[string]bool{}
	var sents []sentence
	var sentences [][]tok
	for _, file := range fixtureFiles(t) {
		for _, s := range sentencesOf(file) {
			if !seen[s.text] {
				seen[s.text] = true
				sents = append(sents, s)
				sentences = append(sentences, s.toks)
			}
		}
	}
	checked, hits := 0, 0
	for _, list := range lists {
		ix := tokPhraseIndexOf(list)
		pieces := []string{" ", ", ", "; ", "the ", "not ", "a ", "Court "}
		for _, ph := range list {
			p := strings.Join(ph, " ")
			pieces = append(pieces, p+" ", p+", ", strings.ToUpper(p[:1])+p[1:]+" ")
			if len(ph) > 1 {
				pieces = append(pieces, strings.Join(ph[:len(ph)-1], " ")+" ", strings.Join(ph[1:], " ")+" ")
			}
		}
		all := sentences
		for _, s := range randomTexts(pieces, 400, 10, 6) {
			all = append(all[:len(all):len(all)], tokenize(s))
		}
		for n, toks := range all {
			random := n >= len(sentences)
			var want []phraseHit
			for i := range toks {
				got, w := ix.at(toks, i), phraseAt(toks, i, list)
				if got != w {
					t.Fatalf("at(%q, %d) over %q = %d, phraseAt %d", joinLow(toks), i, list, got, w)
				}
				if w > 0 {
					want = append(want, phraseHit{i, i + w})
				}
				if random {
					checked++
					if w > 0 {
						hits++
					}
				}
			}
			if got := phraseHits(toks, list); !slices.Equal(got, want) {
				t.Fatalf("phraseHits(%q) over %q = %v, phrase by phrase %v", joinLow(toks), list, got, want)
			}
		}
	}
	if hits < checked/20 {
		t.Fatalf("only %d of %d tokens opened a phrase; the comparison is too weak", hits, checked)
	}
	// disclaimersOf and scopesOf, as they read with phraseAt.
	for _, sent := range sents {
		s, toks := &analysed{sentence: sent}, sent.toks
		if got, want := disclaimersOf(s), disclaimersOfEach(s); !slices.EqualFunc(got, want, sameDisclaimed) {
			t.Fatalf("disclaimersOf(%q) = %v, phrase by phrase %v", s.text, got, want)
		}
		for _, m := range [][][]string{requirementMarkers, conditionMarkers} {
			if got, want := scopesOf(toks, m), scopesOfEach(toks, m); !slices.EqualFunc(got, want, sameKeySet) {
				t.Fatalf("scopesOf(%q) = %v, phrase by phrase %v", s.text, got, want)
			}
		}
	}
	t.Logf("%d lists over %d fixture sentences and random texts (%d tokens, %d phrase openings): the index agrees", len(lists), len(sentences), checked, hits)
}

// TestTokPhraseIndexOfNamesOneList: a list is indexed once and found
// again; a shorter slice of the same array, an empty list and lists with
// an empty phrase or word are not indexed, and phraseAtIn answers as
// phraseAt for each.
func TestTokPhraseIndexOfNamesOneList(t *testing.T) {
	list := [][]string{{"may", "not"}, {"must"}, {"may"}, {"shall", "not"}}
	tests := []struct {
		name    string
		list    [][]string
		indexed bool
	}{
		{"whole", list, true},
		{"again", list, true},
		{"shorter slice", list[:3], false},
		{"empty", nil, false},
		{"empty phrase", [][]string{{"may"}, {}, {"must"}}, false},
		{"empty word", [][]string{{"may", ""}, {"must"}}, false},
	}
	toks := tokenize("Shall not the party, who may not assign, must and may; mayor must")
	for _, tc := range tests {
		ix := tokPhraseIndexOf(tc.list)
		if (ix != nil) != tc.indexed {
			t.Errorf("%s: indexed %v, want %v", tc.name, ix != nil, tc.indexed)
		}
		if ix != nil && ix != tokPhraseIndexOf(tc.list) {
			t.Errorf("%s: a second index was made", tc.name)
		}
		for i := 0; i <= len(toks); i++ {
			if got, want := phraseAtIn(ix, toks, i, tc.list), phraseAt(toks, i, tc.list); got != want {
				t.Errorf("%s: at %d got %d, phraseAt %d", tc.name, i, got, want)
			}
		}
	}
}

// indexedTokPhraseLists is every list indexed so far, in a fixed order.
func indexedTokPhraseLists() [][][]string {
	m := tokPhraseIndexes.Load()
	if m == nil {
		return nil
	}
	out := make([][][]string, 0, len(*m))
	for _, ix := range *m {
		out = append(out, ix.list)
	}
	slices.SortFunc(out, func(a, b [][]string) int {
		return slices.CompareFunc(a, b, func(x, y []string) int { return slices.Compare(x, y) })
	})
	return out
}

// disclaimersOfEach is disclaimersOf as it read before the index.
func disclaimersOfEach(s *analysed) []disclaimed {
	var out []disclaimed
	for i := 0; i < len(s.toks); i++ {
		regardless := false
		n := phraseAt(s.toks, i, disclaimerPhrases)
		if n == 0 {
			if n = phraseAt(s.toks, i, regardlessPhrases); n == 0 {
				continue
			}
			regardless = true
		}
		obj, conditional := scopeAfter(s.toks, i+n)
		if conditional {
			continue
		}
		ks := keysOf(obj)
		if len(ks) < minDisclaimedKeys && !regardless || len(ks) == 0 {
			continue
		}
		pred := ""
		for k := i - 1; k >= 0 && k >= i-4; k-- {
			if s.toks[k].kind == tokWord && s.toks[k].k != "" {
				pred = s.toks[k].k
				break
			}
		}
		out = append(out, disclaimed{keys: ks, predicate: pred, regardless: regardless, text: joinRaw(obj), sentence: s.text})
		i += n - 1
	}
	return out
}

// scopesOfEach is scopesOf as it read before the index.
func scopesOfEach(toks []tok, markers [][]string) []keySet {
	var out []keySet
	for i := 0; i < len(toks); i++ {
		n := phraseAt(toks, i, markers)
		if n == 0 || negatedAt(toks, i) || reportedAt(toks, i) {
			continue
		}
		obj, _ := scopeAfter(toks, i+n)
		out = append(out, keysOf(obj))
		i += n - 1
	}
	return out
}

func sameKeySet(a, b keySet) bool {
	if len(a) != len(b) {
		return false
	}
	for k := range a {
		if !b[k] {
			return false
		}
	}
	return true
}

func sameDisclaimed(a, b disclaimed) bool {
	return sameKeySet(a.keys, b.keys) && a.predicate == b.predicate && a.regardless == b.regardless && a.text == b.text && a.sentence == b.sentence
}
