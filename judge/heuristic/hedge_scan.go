package heuristic

import "sync"

// hedgesIn asked firstPhrase once per hedge class, so each clause's text
// was read once per class (seven reads of every clause of every passage
// sentence, about a tenth of a unit's fresh work). hedgeScan reads it
// once for all the classes: at each place a word may start it tries the
// phrases of every class that begin with the byte there, keeping for
// each class the earliest phrase in its list found anywhere, which is
// what firstPhrase returns for that class.

// hedgeScanIndex is every class's passage phrases by first byte.
type hedgeScanIndex struct {
	lists   [][]string
	byFirst [256][]hedgeScanEntry
	starts  byteSet // the bytes some phrase opens with
}

// hedgeScanEntry is phrase p of class c; a byte's entries are in class
// order, then list order.
type hedgeScanEntry struct {
	c, p int32
	pp   phrasePrefix // the phrase's opening (phrase_prefix.go)
}

// maxScanClasses bounds the classes one scan keeps (a fixed array).
const maxScanClasses = 16

var (
	hedgeScanOnce sync.Once
	hedgeScan     *hedgeScanIndex // nil: search class by class
)

// hedgeScanOf is the index of hedgeClasses, nil when a class cannot be
// indexed (an empty phrase, too many classes).
func hedgeScanOf() *hedgeScanIndex {
	hedgeScanOnce.Do(func() {
		if len(hedgeClasses) > maxScanClasses {
			return
		}
		ix := &hedgeScanIndex{}
		for c, h := range hedgeClasses {
			for p, phrase := range h.passage {
				if phrase == "" {
					return
				}
				ix.byFirst[phrase[0]] = append(ix.byFirst[phrase[0]], hedgeScanEntry{int32(c), int32(p), prefixOf(phrase)})
				ix.starts.add(phrase[0])
			}
			ix.lists = append(ix.lists, h.passage)
		}
		hedgeScan = ix
	})
	return hedgeScan
}

// firsts is, for each class, the index in its list of the first phrase
// low holds as whole words, or the list's length for none.
func (ix *hedgeScanIndex) firsts(low string) (best [maxScanClasses]int32) {
	for c, l := range ix.lists {
		best[c] = int32(len(l))
	}
	inWord := false // low[i-1] is a word byte: no phrase starts at i
	for i := 0; i < len(low); i++ {
		c := low[i]
		if !inWord && ix.starts.has(c) {
			var w uint64
			full := i+8 <= len(low)
			if full {
				w = load8(low, i)
			}
			for _, e := range ix.byFirst[c] {
				if e.p >= best[e.c] {
					continue // that class already has an earlier phrase
				}
				if phraseAtWord(low, i, ix.lists[e.c][e.p], e.pp, w, full) {
					best[e.c] = e.p
				}
			}
		}
		inWord = wordByteTable[c]
	}
	return best
}
