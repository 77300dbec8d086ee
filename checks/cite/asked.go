package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// question is what was asked, prepared for comparing a block quote of
// the answer with it.
type question struct {
	folded string          // reader text, lower case, white space folded
	words  map[string]bool // its words
}

// askedQuestion prepares question, or returns nil for none.
func askedQuestion(q string) *question {
	if strings.TrimSpace(q) == "" {
		return nil
	}
	tx := mdtext.Read(q, mdtext.DefaultLimits())
	f := foldForQuestion(tx.S)
	qq := &question{folded: f, words: map[string]bool{}}
	for _, w := range strings.Fields(f) {
		qq.words[w] = true
	}
	return qq
}

// foldForQuestion lower-cases and folds white space.
func foldForQuestion(s string) string {
	return strings.Join(strings.Fields(strings.ToLower(s)), " ")
}

// minQuoteWords is the fewest words a block quote needs to be taken for
// the question: a two-word quote matches any question.
const minQuoteWords = 5

// markQuotes marks the block-quote blocks that reproduce the question:
// at least minQuoteWords words, nine in ten of them words of the
// question.
func (q *question) markQuotes(s string, doc *docStructure) {
	for i := range doc.blocks {
		b := &doc.blocks[i]
		if !b.quote {
			continue
		}
		words := strings.Fields(foldForQuestion(s[b.start:b.end]))
		if len(words) < minQuoteWords {
			continue
		}
		in := 0
		for _, w := range words {
			if q.words[w] || q.words[strings.Trim(w, ".,;:?!\"'()")] {
				in++
			}
		}
		if in*10 >= len(words)*9 {
			b.asked = true
		}
	}
}

// split moves out of cites those that stand in a block reproducing the
// question and that the question itself holds.
func (q *question) split(s string, doc *docStructure, cites []*cand) (kept, asked []*cand) {
	for _, c := range cites {
		if b := doc.blockAt(c.Start); b != nil && b.asked && strings.Contains(q.folded, foldForQuestion(s[c.Start:c.End])) {
			asked = append(asked, c)
			continue
		}
		kept = append(kept, c)
	}
	return kept, asked
}
