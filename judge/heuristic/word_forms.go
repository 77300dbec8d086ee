package heuristic

import (
	"hash/maphash"
	"strings"
	"sync"
	"sync/atomic"
)

// wordFormMemo keeps, for each word spelling seen, the tokens foldWord
// makes of it (at offset 0, neither capitalised nor hyphenated): lower-
// casing, the possessive and "n't", the stem and the synonym group were
// a fifth of a unit's fresh work, paid again for every occurrence of the
// same few thousand words. It is shared by every judge of the process,
// since a word's form depends on the word alone (and the compiled-in
// tables), and bounded: past maxWordForms spellings new words are folded
// afresh each time, so a stream of odd tokens cannot grow it without end.
// A form is the same whether or not it was remembered, so what is kept
// (which depends on the order units arrive in) never changes a verdict.
type wordFormMemo struct {
	m sync.Map // string -> *wordForm
	n atomic.Int64
	// front is a direct-mapped table of forms by their spelling's hash,
	// read before m: a sync.Map read hashes its key as an interface and
	// walks a trie, and at every word of every text that was a fortieth
	// of a fresh citation unit. A slot holds one form, replaced by the
	// next spelling that hashes there; what it holds is a form of m, so
	// reading one or the other gives the same tokens.
	front [1 << 12]atomic.Pointer[wordForm]
}

// wordForm is a remembered spelling (its own copy) and its tokens.
type wordForm struct {
	w    string
	toks []tok
}

// wordSeed hashes spellings into the front table.
var wordSeed = maphash.MakeSeed()

// maxWordForms bounds the spellings the memo keeps (a few MB at most).
const maxWordForms = 1 << 16

var wordForms wordFormMemo

// of is the tokens w becomes, at offset 0. The slice is shared: callers
// copy its elements, never write to it.
func (wm *wordFormMemo) of(w string) []tok {
	slot := &wm.front[maphash.String(wordSeed, w)&(uint64(len(wm.front))-1)]
	if f := slot.Load(); f != nil && f.w == w {
		return f.toks
	}
	if v, ok := wm.m.Load(w); ok {
		f := v.(*wordForm)
		slot.Store(f)
		return f.toks
	}
	if wm.n.Load() >= maxWordForms {
		return foldWord(nil, w, 0, false, false)
	}
	// The key and the tokens' text are a copy, so that a remembered word
	// does not keep the whole text it was read from alive.
	w = strings.Clone(w)
	f := &wordForm{w: w, toks: foldWord(make([]tok, 0, 2), w, 0, false, false)}
	if v, loaded := wm.m.LoadOrStore(w, f); loaded {
		f = v.(*wordForm)
	} else {
		wm.n.Add(1)
	}
	slot.Store(f)
	return f.toks
}
