package heuristic

import "github.com/citecheck/citecheck/judge"

// A claim states something C-008 must find support for when its words
// are legal vocabulary (legalAssertion) or when it speaks of what the
// retrieved sources speak of: most of its meaning-bearing words stand in
// a passage offered for it. The legal word list was written over
// contract disputes; a claim about another area ("the messages can be
// fully rebuilt, so nothing has been lost", "the routine was copied at
// the demonstration") states a fact the answer rests on in that area's
// own words, and is examined like any other. A sentence with no such
// overlap (a greeting, a remark about the answer) stays outside.

// minScopeShare is the share of a claim's content words an offered
// passage must hold for the claim to be about the sources' subject.
const minScopeShare = 0.4

// minScopeWords is the least number of content words such a claim has:
// a short aside ("That matters here.") is not examined on overlap alone.
const minScopeWords = 5

// aboutPassages reports whether an offered passage holds at least
// minScopeShare of the claim's content words.
func aboutPassages(claim string, c *judge.Claim, tm *textMemo) bool {
	ck := keysOf(tokenize(claim))
	n := 0
	for k := range ck {
		if weightOf(k) == contentWeight {
			n++
		}
	}
	if n < minScopeWords {
		return false
	}
	for _, ps := range [][]judge.ClaimPassage{c.Passages, c.MorePassages} {
		for _, p := range ps {
			sents := tm.sentences(p.Text) // read once per judge; the citation rules read them next
			held := 0
			for k := range ck {
				if weightOf(k) != contentWeight {
					continue
				}
				for i := range sents {
					if sents[i].keys[k] {
						held++
						break
					}
				}
			}
			if float64(held) >= minScopeShare*float64(n) {
				return true
			}
		}
	}
	return false
}
