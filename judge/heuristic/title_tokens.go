package heuristic

import (
	"strings"
	"sync"
	"sync/atomic"
)

// titleTokens is tokenize(title), kept per process for each source title
// seen: withoutTitleWords reads the title of every citation unit's
// source, and a grade cites the same few sources over and over, so
// tokenizing it afresh for each unit was a ninetieth of a fresh unit.
// The tokens depend on the title alone; the slice is shared and read,
// never written. Bounded: past maxTitleTokens titles, a new one is
// tokenized each time.
func titleTokens(title string) []tok {
	if v, ok := titleTokenMemo.Load(title); ok {
		return v.([]tok)
	}
	if titleTokenCount.Load() >= maxTitleTokens {
		return tokenize(title)
	}
	// The key is a copy, so that a title kept does not keep the whole
	// text it was cut from alive (the tokens' raw text is cut from it).
	title = strings.Clone(title)
	tt := tokenize(title)
	if v, loaded := titleTokenMemo.LoadOrStore(title, tt); loaded {
		return v.([]tok)
	}
	titleTokenCount.Add(1)
	return tt
}

// maxTitleTokens bounds the titles kept.
const maxTitleTokens = 4096

var (
	titleTokenMemo  sync.Map // string -> []tok
	titleTokenCount atomic.Int64
)
