package heuristic

import (
	"context"
	"math/rand"
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
	var lists [][]string
	phraseIndexes.Range(func(_, v any) bool {
		lists = append(lists, v.(*phraseIndex).list)
		return true
	})
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
