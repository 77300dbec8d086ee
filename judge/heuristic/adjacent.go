package heuristic

import (
	"fmt"

	"github.com/citecheck/citecheck/judge"
)

// minAdjacentGain is how much more of the proposition's weight the
// unretrieved chunks next to the passage must hold than the excerpt and
// its context do, for the proposition to rest on them: a word or two
// found there is chance, a clause is the source of the claim.
const minAdjacentGain = 0.25

// restsOnAdjacentChunk: a proposition the excerpt and its context window
// do not support, which the whole chunks beside the passage (not
// retrieved; judge.Unit.Adjacent) do support, rests on unretrieved text
// (C-007): the window shows only a chunk's nearest tokens, so support
// one sentence further on is seen only here. It does not count as
// support (C-003 stays with the excerpt).
func restsOnAdjacentChunk(prop *analysed, pk propKeys, al alignment, u *judge.Unit, tm *textMemo) (overclaim, bool) {
	if u.Adjacent == "" || al.share() >= supportCovered {
		return overclaim{}, false
	}
	// The most the wider text could cover, from its words alone: most
	// units stop here without aligning anything.
	ex, adj := tm.facts(u.Excerpt).keys(), tm.facts(u.Adjacent).keys()
	most := 0
	for _, k := range pk.keys {
		if ex[k] || adj[k] {
			most += weightOf(k)
		}
	}
	if bound := share(most, pk.total); bound < supportCovered || bound-al.share() < minAdjacentGain {
		return overclaim{}, false
	}
	wide := judge.Unit{Excerpt: u.Excerpt, Before: u.Adjacent, SameDocRetrieved: u.SameDocRetrieved}
	wal := align(pk, newPassage(&wide, tm), picksFor(prop))
	if wal.share() < supportCovered || wal.share()-al.share() < minAdjacentGain || len(wal.contextOnly) < 2 {
		return overclaim{}, false
	}
	return overclaim{msg: fmt.Sprintf("the excerpt holds %.0f%% of the proposition's meaning-bearing words; with the unretrieved chunks beside it, %.0f%% (%s only there): it rests on text next to the retrieved passage, not in it",
		100*al.share(), 100*wal.share(), quoteWords(first(wal.contextOnly, 5)))}, true
}
