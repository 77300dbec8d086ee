package heuristic

import (
	"sync"
	"sync/atomic"
)

// A phrase list searched often (decision words, hedge classes, weight
// words) is indexed once by its phrases' first bytes, so firstPhrase reads
// the text once, trying at each word start only the phrases that begin
// with the byte there, instead of one strings.Index over the whole text
// per phrase (a fifth of the fresh work on a citation unit). The answer
// is the same: the first phrase in list order that occurs as whole words.

// phraseIndex is one list's phrases by first byte, in list order.
type phraseIndex struct {
	list    []string
	byFirst [256][]int32
	starts  byteSet        // the bytes some phrase opens with
	prefix  []phrasePrefix // by list index (phrase_prefix.go)
}

// minIndexedPhrases: shorter lists are searched phrase by phrase.
const minIndexedPhrases = 4

// maxPhraseIndexes bounds the lists indexed; past it (a list built per
// call, say) lists are searched phrase by phrase.
const maxPhraseIndexes = 512

// phraseIndexes holds *phraseIndex by the list's first element (the
// index keeps the list alive, so its address names no other list). It is
// read on every firstPhrase call and written at most maxPhraseIndexes
// times, so readers load one immutable map (a pointer-keyed lookup, no
// lock) and a writer, under phraseIndexMu, publishes a copy with its
// entry added: a sync.Map's interface hashing, and comparing the list
// with itself string by string, were a fortieth of a fresh unit.
var (
	phraseIndexes atomic.Pointer[map[*string]*phraseIndex]
	phraseIndexMu sync.Mutex
)

// phraseIndexOf is the index of list, nil when list is not indexed (too
// short, an empty phrase in it, or the bound reached).
func phraseIndexOf(list []string) *phraseIndex {
	if len(list) < minIndexedPhrases {
		return nil
	}
	k := &list[0]
	if m := phraseIndexes.Load(); m != nil {
		if ix, ok := (*m)[k]; ok {
			// The same first element and length is the same backing array
			// read to the same end: the very strings the index was made
			// of. A shorter or longer slice of it is searched directly.
			if len(ix.list) == len(list) {
				return ix
			}
			return nil
		}
		if len(*m) >= maxPhraseIndexes {
			return nil
		}
	}
	ix := &phraseIndex{list: list, prefix: make([]phrasePrefix, len(list))}
	for i, p := range list {
		if p == "" {
			return nil
		}
		ix.byFirst[p[0]] = append(ix.byFirst[p[0]], int32(i))
		ix.starts.add(p[0])
		ix.prefix[i] = prefixOf(p)
	}
	phraseIndexMu.Lock()
	defer phraseIndexMu.Unlock()
	old := phraseIndexes.Load()
	next := map[*string]*phraseIndex{}
	if old != nil {
		if prev, ok := (*old)[k]; ok { // another goroutine was first
			if len(prev.list) == len(list) {
				return prev
			}
			return nil
		}
		if len(*old) >= maxPhraseIndexes {
			return ix // used this once, not kept
		}
		for key, v := range *old {
			next[key] = v
		}
	}
	next[k] = ix
	phraseIndexes.Store(&next)
	return ix
}

// first is the first phrase of the list (in list order) that low holds as
// whole words, "" for none: what firstPhrase returns.
func (ix *phraseIndex) first(low string) string {
	best := len(ix.list)
	// i is always a place no word byte stands before (the text's start,
	// or after a byte that is no word byte): the rest of a word, and the
	// byte after it, are passed over in a loop of their own.
	for i := 0; i < len(low); {
		c := low[i]
		if ix.starts.has(c) {
			var w uint64
			full := i+8 <= len(low)
			if full {
				w = load8(low, i)
			}
			for _, pi := range ix.byFirst[c] {
				if int(pi) >= best {
					break // list order: the later phrases cannot win
				}
				if phraseAtWord(low, i, ix.list[pi], ix.prefix[pi], w, full) {
					best = int(pi)
					break
				}
			}
			if best == 0 {
				break
			}
		}
		i++
		if wordByteTable[c] {
			for i < len(low) && wordByteTable[low[i]] {
				i++
			}
			i++ // the byte after the word has a word byte before it
		}
	}
	if best == len(ix.list) {
		return ""
	}
	return ix.list[best]
}
