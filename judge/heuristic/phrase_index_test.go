package heuristic

import (
	"context"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/judge"
)

// TestPhraseIndexFindsWhatEachSearchFinds: for every phrase list the
// rules search through an index (collected by judging units, so a list
// added or renamed later is covered), firstPhrase through the index
// returns what the phrase-by-phrase search returns, on texts made of the
// list's phrases, their near misses and word edges.
func TestPhraseIndexFindsWhatEachSearchFinds(t *testing.T) {
	j := New()
	over := bremenCitation()
	over.Proposition = "Every circuit always and unanimously holds that forum-selection clauses are enforceable; courts must enforce them, perhaps."
	over.Holding = "The judgment of the Court of Appeals is vacated and the case remanded. Justice Douglas, dissenting."
	units := []judge.Unit{bremenCitation(), over,
		{Kind: judge.UnitUnsupported, ID: "unsupported", Answer: "Courts generally enforce such clauses. The court reversed the decision.",
			Claims: []judge.Claim{{ID: "P1", Text: "Courts generally enforce such clauses.", Passages: []judge.ClaimPassage{{Chunk: "D#c1", Text: over.Excerpt}}}}}}
	for _, u := range units {
		if _, err := j.Assess(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
	lists := indexedPhraseLists()
	if len(lists) < 5 {
		t.Fatalf("only %d phrase lists were indexed", len(lists))
	}
	rng := rand.New(rand.NewSource(26))
	edges := []string{" ", "", "a", "s", "9", ",", ".", "-", "'", "é", "\n"}
	checked, found := 0, 0
	for _, list := range lists {
		for range 300 {
			var b strings.Builder
			for range 1 + rng.Intn(6) {
				p := list[rng.Intn(len(list))]
				switch rng.Intn(4) {
				case 0:
					p = p[:rng.Intn(len(p)+1)] // a prefix: a near miss
				case 1:
					p = "the court " + p
				}
				b.WriteString(edges[rng.Intn(len(edges))])
				b.WriteString(p)
				b.WriteString(edges[rng.Intn(len(edges))])
			}
			low := b.String()
			want := firstPhraseEach(low, list)
			if got := firstPhrase(low, list); got != want {
				t.Fatalf("firstPhrase(%q, %q) = %q, phrase by phrase %q", low, list, got, want)
			}
			checked++
			if want != "" {
				found++
			}
		}
	}
	if found < checked/3 {
		t.Fatalf("only %d of %d texts held a phrase; the comparison is too weak", found, checked)
	}
	t.Logf("%d lists, %d texts, %d with a phrase: the index agrees", len(lists), checked, found)
}

// indexedPhraseLists is every list indexed so far, in the order of their
// phrases (so the texts drawn for them are the same in every run).
func indexedPhraseLists() [][]string {
	m := phraseIndexes.Load()
	if m == nil {
		return nil
	}
	out := make([][]string, 0, len(*m))
	for _, ix := range *m {
		out = append(out, ix.list)
	}
	slices.SortFunc(out, func(a, b []string) int { return slices.Compare(a, b) })
	return out
}

// TestPhraseIndexOfNamesOneList: a list is indexed once and found again;
// a shorter slice of the same array (the same first element) and a list
// with an empty phrase are not indexed, and firstPhrase answers for each
// list of phrases as the phrase-by-phrase search does.
func TestPhraseIndexOfNamesOneList(t *testing.T) {
	list := []string{"must not", "may not", "shall", "must", "may"}
	tests := []struct {
		name    string
		list    []string
		indexed bool
	}{
		{"whole", list, true},
		{"again", list, true},
		{"shorter slice", list[:4], false},
		{"too short", list[:3], false},
		{"empty phrase", []string{"a", "b", "", "d"}, false},
	}
	for _, tc := range tests {
		ix := phraseIndexOf(tc.list)
		if (ix != nil) != tc.indexed {
			t.Errorf("%s: indexed %v, want %v", tc.name, ix != nil, tc.indexed)
		}
		if ix != nil && ix != phraseIndexOf(tc.list) {
			t.Errorf("%s: a second index was made", tc.name)
		}
		if slices.Contains(tc.list, "") {
			continue // containsPhrase is not asked for an empty phrase
		}
		for _, low := range []string{"they may not go", "it must", "mayor", "", "b d"} {
			if got, want := firstPhrase(low, tc.list), firstPhraseEach(low, tc.list); got != want {
				t.Errorf("%s: firstPhrase(%q) = %q, phrase by phrase %q", tc.name, low, got, want)
			}
		}
	}
}
