package heuristic

import (
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// Paraphrase and alignment: support is measured sentence by sentence, on
// meaning-bearing words (light stems, the synonym table, generic legal
// words counting for less), not as one bag of words over the passage. A
// proposition is aligned with at most maxAligned sentences of the passage
// and its context, chosen greedily for the share of the proposition's
// weight they cover.

// maxAligned is how many passage sentences one proposition may draw on:
// one more than its clauses (a proposition of one clause restates one
// sentence, or two), at most three.
const maxAligned = 3

// minPrimaryShare is the share of the proposition the best sentence
// alone must hold: words gathered one by one from unrelated sentences
// are not support.
const minPrimaryShare = 0.3

// scattered reports whether some clause of the proposition (three
// meaning-bearing words or more) has no aligned sentence holding
// minPrimaryShare of it: its words were gathered one by one.
func scattered(prop *analysed, picks []*analysed) bool {
	for _, c := range prop.clauses {
		total := 0
		for k := range c.keys {
			total += weightOf(k)
		}
		if len(c.keys) < 3 || total == 0 {
			continue
		}
		best, union := 0, 0
		for k := range c.keys {
			for _, s := range picks {
				if s.keys[k] {
					union += weightOf(k)
					break
				}
			}
		}
		for _, s := range picks {
			hit := 0
			for k := range c.keys {
				if s.keys[k] {
					hit += weightOf(k)
				}
			}
			best = max(best, hit)
		}
		// Words of the clause the passage lacks are the coverage rule's
		// business; here the clause's words must be there, but spread.
		if share(union, total) >= 0.5 && share(best, total) < minPrimaryShare {
			return true
		}
	}
	return false
}

// picksFor is how many sentences a proposition may draw on.
func picksFor(prop *analysed) int {
	n := 1
	for _, c := range prop.clauses {
		if len(c.keys) >= 2 {
			n++
		}
	}
	return min(n, maxAligned)
}

// Support thresholds on the covered share of a proposition's weight:
// at or above supportCovered it is supported (if nothing else says
// otherwise); below unsupportedCovered it is not; in between the rules
// cannot decide, and the verdict fails saying so.
const (
	supportCovered     = 0.60
	unsupportedCovered = 0.42
)

// maxPropositionKeys: a proposition with more distinct content words
// than this is too long to align; the heuristic cannot decide it.
const maxPropositionKeys = 70

// maxPropositionTokens: a proposition longer than this in words is too
// long to align too.
const maxPropositionTokens = 160

// passage is a citation unit's text read sentence by sentence: the
// context before, the excerpt, the context after, in document order.
type passage struct {
	sents []analysed
	where []judge.Where // InExcerpt or InContext, per sentence
	// retrieved are the keys of the excerpt and of any context that was
	// itself retrieved.
	retrieved keySet
	// excerpt is the excerpt read; its separate opinions' sentences are
	// read once, when a rule first asks (passage_memo.go).
	excerpt  string
	sepOnce  sync.Once
	separate map[string]string
}

// newPassage is u's passage, from the judge's memo when another unit had
// the same texts (passage_memo.go). Passages are read-only once made.
func newPassage(u *judge.Unit, tm *textMemo) *passage {
	return tm.passage(u)
}

// buildPassage reads u's passage sentence by sentence.
func buildPassage(u *judge.Unit, tm *textMemo) *passage {
	p := &passage{retrieved: keySet{}, excerpt: u.Excerpt}
	add := func(text string, w judge.Where, retrieved bool) {
		for _, s := range tm.sentences(text) {
			p.sents = append(p.sents, s)
			p.where = append(p.where, w)
			if retrieved {
				for k := range s.keys {
					p.retrieved[k] = true
				}
			}
		}
	}
	add(u.Before, judge.InContext, false)
	add(u.Excerpt, judge.InExcerpt, true)
	add(u.After, judge.InContext, false)
	if u.SameDocRetrieved != "" {
		for k := range tm.facts(u.SameDocRetrieved).keys() {
			p.retrieved[k] = true
		}
	}
	return p
}

// propKeys are a proposition's distinct content keys in order of first
// use, with the word that first used each.
type propKeys struct {
	keys  []string
	words []string
	total int // summed weight
}

func keysInOrder(toks []tok) propKeys {
	var pk propKeys
	seen := map[string]bool{}
	for _, t := range toks {
		if t.kind != tokWord {
			continue
		}
		k := t.k
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		pk.keys = append(pk.keys, k)
		pk.words = append(pk.words, t.raw)
		pk.total += weightOf(k)
	}
	return pk
}

// alignment is how a proposition lines up with a passage.
type alignment struct {
	picks   []int // sentence indexes, best first
	covered int   // weight of the proposition's keys the picks hold
	total   int
	missing []string // proposition words the picks do not hold
	// contextOnly are proposition words (meaning-bearing, not generic)
	// found in the context sentences but nowhere in the excerpt.
	contextOnly []string
}

// share is the covered share of the proposition's weight.
func (a alignment) share() float64 {
	if a.total == 0 {
		return 0
	}
	return float64(a.covered) / float64(a.total)
}

// align picks, greedily, up to picks sentences of p that cover most of
// the proposition's weight; ties go to excerpt sentences, then to the
// earlier sentence.
func align(pk propKeys, p *passage, picks int) alignment {
	a := alignment{total: pk.total}
	covered := make([]bool, len(pk.keys))
	used := make([]bool, len(p.sents))
	for len(a.picks) < picks {
		best, bestGain := -1, 0
		for i, s := range p.sents {
			if used[i] {
				continue
			}
			gain := 0
			for k, key := range pk.keys {
				if !covered[k] && s.keys[key] {
					gain += weightOf(key)
				}
			}
			if gain > bestGain || (gain == bestGain && gain > 0 && best >= 0 && p.where[i] == judge.InExcerpt && p.where[best] != judge.InExcerpt) {
				best, bestGain = i, gain
			}
		}
		// A further sentence must add at least one meaning-bearing word.
		if best < 0 || (len(a.picks) > 0 && bestGain < contentWeight) {
			break
		}
		used[best] = true
		a.picks = append(a.picks, best)
		for k, key := range pk.keys {
			if !covered[k] && p.sents[best].keys[key] {
				covered[k] = true
				a.covered += weightOf(key)
			}
		}
	}
	for k, key := range pk.keys {
		if !covered[k] {
			a.missing = append(a.missing, pk.words[k])
			continue
		}
		if !p.retrieved[key] && weightOf(key) == contentWeight {
			a.contextOnly = append(a.contextOnly, pk.words[k])
		}
	}
	return a
}
