package heuristic

import (
	"reflect"
	"strings"
	"testing"
	"unicode"
)

// TestWordFormFrontAgrees: through the front table, every spelling of
// the fixtures (more than the table has slots, so spellings share slots
// and replace each other) reads as foldWord folds it, in three rounds,
// the last in the reverse order.
func TestWordFormFrontAgrees(t *testing.T) {
	seen := map[string]bool{}
	var words []string
	for _, file := range fixtureFiles(t) {
		for _, w := range strings.FieldsFunc(file, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
			if !seen[w] {
				seen[w] = true
				words = append(words, w)
			}
		}
	}
	if len(words) < 2*len(wordForms.front) {
		t.Fatalf("only %d spellings: too few to share slots", len(words))
	}
	for round := 0; round < 3; round++ {
		for i := range words {
			w := words[i]
			if round == 2 {
				w = words[len(words)-1-i]
			}
			if got, want := wordForms.of(w), foldWord(nil, w, 0, false, false); !reflect.DeepEqual(got, want) {
				t.Fatalf("round %d: form of %q %+v, folded %+v", round, w, got, want)
			}
		}
	}
}
