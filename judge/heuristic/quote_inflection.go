package heuristic

import (
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// A quotation that differs from the passage only in one word's ending:
// the writer quotes "relates to" where the passage says "relate to", or
// "enforced" for "enforce", fitting the source's words to the writer's
// sentence without the brackets ("relate[s] to") that would mark the
// change. It is not the passage's words, so it is not a clean quotation
// either; but it is not an invented one, which the rule that fails a
// missing quotation is for. The verdict is left for a person to read
// (undecided), never passed.

// inflectionEndings are the word endings a writer adds to or drops from
// a quoted word to fit its own sentence.
var inflectionEndings = []string{"s", "es", "d", "ed", "ing"}

// minInflectedWord is the shortest word whose ending is tried: shorter
// words ("a", "is", "to") change meaning, not form.
const minInflectedWord = 3

// inflectionVariants are q with one word's inflectional ending dropped
// or added, each a phrase the passage may hold.
func inflectionVariants(q string) []string {
	words := strings.Fields(q)
	var out []string
	for i, w := range words {
		if len(w) < minInflectedWord {
			continue
		}
		var forms []string
		for _, e := range inflectionEndings {
			if strings.HasSuffix(strings.ToLower(w), e) && len(w)-len(e) >= minInflectedWord {
				forms = append(forms, w[:len(w)-len(e)])
			}
			forms = append(forms, w+e)
		}
		for _, f := range forms {
			v := append(append(append([]string{}, words[:i]...), f), words[i+1:]...)
			out = append(out, strings.Join(v, " "))
		}
	}
	return out
}

// inflectedQuote returns the passage's form of a quotation that occurs
// nowhere as written but does with one word's ending changed, or "".
func inflectedQuote(u *judge.Unit, q string) string {
	for _, v := range inflectionVariants(q) {
		if judge.LocateQuote(u, v) != judge.Nowhere || judge.QuoteOccurs(u.SameDocRetrieved, v) {
			return v
		}
	}
	return ""
}
