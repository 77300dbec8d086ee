package heuristic

import (
	"sync"
	"sync/atomic"
)

// A list of phrases as words (phraseList, or the [][]string lists of
// disclaimed_requirement.go) is searched at every token of a sentence:
// phraseAt compares each phrase's first word with the token in turn, and
// phraseHits over the frame clash rules' lists, with disclaimersOf and
// scopesOf, were an eighth of a fresh citation unit, nearly all of it
// first words that differ from the token. A list searched that way is
// indexed once by its first words' first bytes, so a token is compared
// only with the phrases whose first word opens with its own first byte,
// in list order: the answer is the same (the first phrase in list order
// that the tokens spell from there), since a phrase whose first word
// opens with another byte cannot be spelt.

// tokPhraseIndex is one list's phrases by their first word's first byte.
type tokPhraseIndex struct {
	list    [][]string
	byFirst [256][]int32
	starts  byteSet // the bytes some first word opens with
}

// maxTokPhraseIndexes bounds the lists indexed; past it (a list built
// per call, say) lists are searched phrase by phrase.
const maxTokPhraseIndexes = 512

// tokPhraseIndexes holds *tokPhraseIndex by the list's first element,
// as phraseIndexes does (phrase_index.go): one immutable map read
// without a lock, copied on write under tokPhraseIndexMu.
var (
	tokPhraseIndexes atomic.Pointer[map[*[]string]*tokPhraseIndex]
	tokPhraseIndexMu sync.Mutex
)

// tokPhraseIndexOf is the index of list, nil when it is not indexed (no
// phrases, an empty phrase or word in it, or the bound reached).
func tokPhraseIndexOf(list [][]string) *tokPhraseIndex {
	if len(list) == 0 {
		return nil
	}
	k := &list[0]
	if m := tokPhraseIndexes.Load(); m != nil {
		if ix, ok := (*m)[k]; ok {
			// The same first element and length is the same backing
			// array read to the same end (the index keeps it alive, so
			// its address names no other list).
			if len(ix.list) == len(list) {
				return ix
			}
			return nil
		}
		if len(*m) >= maxTokPhraseIndexes {
			return nil
		}
	}
	ix := &tokPhraseIndex{list: list}
	for i, ph := range list {
		// An empty phrase matches everywhere with length 0, which stops
		// phraseAt's search; an empty word matches no token that a
		// first byte can be read from. Both are left to phraseAt.
		if len(ph) == 0 {
			return nil
		}
		for _, w := range ph {
			if w == "" {
				return nil
			}
		}
		c := ph[0][0]
		ix.byFirst[c] = append(ix.byFirst[c], int32(i))
		ix.starts.add(c)
	}
	tokPhraseIndexMu.Lock()
	defer tokPhraseIndexMu.Unlock()
	old := tokPhraseIndexes.Load()
	next := map[*[]string]*tokPhraseIndex{}
	if old != nil {
		if prev, ok := (*old)[k]; ok { // another goroutine was first
			if len(prev.list) == len(list) {
				return prev
			}
			return nil
		}
		if len(*old) >= maxTokPhraseIndexes {
			return ix // used this once, not kept
		}
		for key, v := range *old {
			next[key] = v
		}
	}
	next[k] = ix
	tokPhraseIndexes.Store(&next)
	return ix
}

// at is phraseAt(toks, i, ix.list): the length of the first phrase of
// the list that toks spell from i, or 0.
func (ix *tokPhraseIndex) at(toks []tok, i int) int {
	if i >= len(toks) {
		return 0
	}
	t := &toks[i]
	if t.kind != tokWord || t.low == "" || !ix.starts.has(t.low[0]) {
		return 0
	}
	return ix.atStart(toks, i)
}

// atStart is at for a word token whose first byte opens some phrase.
func (ix *tokPhraseIndex) atStart(toks []tok, i int) int {
	for _, pi := range ix.byFirst[toks[i].low[0]] {
		if ph := ix.list[pi]; wordsAt(toks, i, ph) {
			return len(ph)
		}
	}
	return 0
}

// phraseAtIn is phraseAt through ix when the list is indexed (ix is
// tokPhraseIndexOf(phrases), read once per scan by the caller).
func phraseAtIn(ix *tokPhraseIndex, toks []tok, i int, phrases [][]string) int {
	if ix != nil {
		return ix.at(toks, i)
	}
	return phraseAt(toks, i, phrases)
}
