package heuristic

import (
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
	m sync.Map // string -> []tok
	n atomic.Int64
}

// maxWordForms bounds the spellings the memo keeps (a few MB at most).
const maxWordForms = 1 << 16

var wordForms wordFormMemo

// of is the tokens w becomes, at offset 0. The slice is shared: callers
// copy its elements, never write to it.
func (wm *wordFormMemo) of(w string) []tok {
	if v, ok := wm.m.Load(w); ok {
		return v.([]tok)
	}
	if wm.n.Load() >= maxWordForms {
		return foldWord(nil, w, 0, false, false)
	}
	// The key and the tokens' text are a copy, so that a remembered word
	// does not keep the whole text it was read from alive.
	w = strings.Clone(w)
	form := foldWord(make([]tok, 0, 2), w, 0, false, false)
	if _, loaded := wm.m.LoadOrStore(w, form); !loaded {
		wm.n.Add(1)
	}
	return form
}
