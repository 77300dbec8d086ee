package heuristic

import "github.com/citecheck/citecheck/judge"

// A passage memo. A passage is read from four texts of its unit (the
// context before, the excerpt, the context after, what else of the
// document was retrieved) and from nothing else, and the same chunk is
// cited by many responses and many propositions of one: its sentences
// come from the sentence memo already, but the passage's lists and its
// set of retrieved keys were made again for every unit (a twelfth of
// the judge's part of a cold grade went to copying keys). Kept per
// judge like the sentences, bounded in entries and in the bytes of text
// the keys hold; past either bound passages are built afresh.

// passageKey is every text a passage is read from.
type passageKey struct {
	before, excerpt, after, sameDoc string
}

// maxMemoPassages bounds the passages a heuristic judge remembers.
const maxMemoPassages = 1 << 13

// passage is u's passage (nil memo: built afresh).
func (tm *textMemo) passage(u *judge.Unit) *passage {
	if tm == nil {
		return buildPassage(u, nil)
	}
	k := passageKey{u.Before, u.Excerpt, u.After, u.SameDocRetrieved}
	tm.mu.Lock()
	p, ok := tm.pm[k]
	tm.mu.Unlock()
	if ok {
		return p
	}
	p = buildPassage(u, tm)
	size := len(k.before) + len(k.excerpt) + len(k.after) + len(k.sameDoc)
	tm.mu.Lock()
	if _, dup := tm.pm[k]; !dup && len(tm.pm) < maxMemoPassages && tm.pmBytes+size <= maxFieldBytes {
		tm.pm[k] = p
		tm.pmBytes += size
	}
	tm.mu.Unlock()
	return p
}

// separateSentences is separateSentences(excerpt), read once per
// passage for its own excerpt: the separate-opinion rules ask it of
// every unit whose best sentence is in the excerpt, and a passage is
// now read by every unit citing its chunk. The map is read-only.
func (p *passage) separateSentences(excerpt string) map[string]string {
	if excerpt != p.excerpt {
		return separateSentences(excerpt)
	}
	p.sepOnce.Do(func() { p.separate = separateSentences(excerpt) })
	return p.separate
}

// separateKind is separateSentences(excerpt)[normText(p.sents[i].text)]:
// the kind of separate opinion passage sentence i stands in, "" for
// none. Most excerpts hold none, and the sentence's normalised text is
// its low (analyse makes it so): normalising it again for each rule
// asking was a hundredth of a fresh citation unit.
func (p *passage) separateKind(excerpt string, i int) string {
	m := p.separateSentences(excerpt)
	if len(m) == 0 {
		return ""
	}
	return m[p.sents[i].low]
}
