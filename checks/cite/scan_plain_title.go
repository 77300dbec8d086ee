package cite

import (
	"math/bits"
	"strings"

	"github.com/citecheck/citecheck/vault/namekeys"
)

// scanPlainTitles finds the Vault's full titles and case captions
// written in running text, without italics or quotes ("Initech, Inc. v.
// Globex Industries, Inc."): a reader takes them for a citation of that
// document. Only with Options.Documents.
func (e *Extractor) scanPlainTitles(s string) []*cand {
	if e.docs == nil || !e.docs.hasPhrases() {
		return nil
	}
	var out []*cand
	w := e.docs.phraseWalker()
	for i := 0; i < len(s); {
		// the word starting at i
		for i < len(s) && isSpaceByte(s[i]) {
			i++
		}
		if i >= len(s) {
			break
		}
		we := wordEnd(s, i)
		// titles and captions start with a capital or a digit, after any
		// opening quote or parenthesis: other words are not looked up
		f := i
		for f < we && (s[f] == '"' || s[f] == '(' || s[f] == '[' || s[f] == '*' || s[f] == '_' || s[f] == '\'') {
			f++
		}
		if strings.HasPrefix(s[f:we], "“") {
			f += len("“")
		}
		if f >= we || !(isUpper(s[f]) || isDigit(s[f])) {
			i = nextCapitalWord(s, we)
			continue
		}
		if w.start(s[i:we]) {
			j, matchEnd := we, -1
			var match phraseMatch
			if m := w.match(); m.docs != nil {
				match, matchEnd = m, we
			}
			for steps := 0; steps < 40; steps++ {
				k := j
				for k < len(s) && (s[k] == ' ' || s[k] == '\t' || s[k] == '\n' && !(k+1 < len(s) && s[k+1] == '\n')) {
					k++
				}
				if k == j || k >= len(s) {
					break
				}
				ke := wordEnd(s, k)
				if !w.next(s[k:ke]) {
					break
				}
				j = ke
				if m := w.match(); m.docs != nil {
					match, matchEnd = m, ke
				}
			}
			if match.docs != nil {
				st := i
				for st < matchEnd && strings.IndexByte("\"'([*_", s[st]) >= 0 || strings.HasPrefix(s[st:], "“") {
					if s[st] >= 0x80 {
						st += len("“")
					} else {
						st++
					}
				}
				end := trimWordEndDot(s, st, matchEnd, match.dot)
				after := end
				for after < len(s) && strings.IndexByte("\"')*_", s[after]) >= 0 || strings.HasPrefix(s[after:], "”") {
					if s[after] >= 0x80 {
						after += len("”")
					} else {
						after++
					}
				}
				i = st
				c := e.newCand(i, end, prioPlainTitle)
				c.Kind = KindTitle
				c.ident = [2]int{i, end}
				c.name = c.ident
				c.Name = cleanName(s[i:end])
				c.Plaintiff, c.Defendant = splitParties(c.Name)
				c.docIDs = append([]string(nil), match.docs...)
				c.readTrailing(s, after)
				if len(c.locs) == 0 {
					c.End = end
				}
				out = append(out, c)
				i = max(c.End, matchEnd)
				continue
			}
		}
		i = we
	}
	return out
}

// captionDocs returns the documents whose full title or caption is
// exactly the phrase p (an italic or quoted title's content), as
// scanPlainTitles would match it written plainly: an italic caption
// resolves exactly as a plain one does.
func (e *Extractor) captionDocs(p string) []string {
	if e.docs == nil || !e.docs.hasPhrases() {
		return nil
	}
	w := e.docs.phraseWalker()
	words := 0
	for i := 0; i < len(p); {
		for i < len(p) && isSpaceByte(p[i]) {
			i++
		}
		if i >= len(p) {
			break
		}
		we := wordEnd(p, i)
		if words == 0 && !w.start(p[i:we]) || words > 0 && !w.next(p[i:we]) {
			return nil
		}
		words++
		i = we
	}
	if words == 0 {
		return nil
	}
	return append([]string(nil), w.match().docs...)
}

// nextCapitalWord is where the first word after s[i] (a space or the
// end) that holds a capital or a digit starts, or len(s): the words
// before it cannot start a title (its first letter after the opening
// marks must be one), so they are passed eight bytes at a time instead
// of word by word.
func nextCapitalWord(s string, i int) int {
	j := i
	for j+8 <= len(s) {
		if x := load8(s, j); hasUpperByte(x) || hasDigitByte(x) {
			break
		}
		j += 8
	}
	for j < len(s) && !isUpper(s[j]) && !isDigit(s[j]) {
		j++
	}
	if j >= len(s) {
		return len(s)
	}
	for j > i && !isSpaceByte(s[j-1]) {
		j-- // back to the start of its word
	}
	return j
}

// wordEnd is the end of the white-space-delimited word at s[i].
func wordEnd(s string, i int) int {
	// eight bytes at a time to the first byte below '!': every space
	// byte is one, and the lowest byte the borrow test flags is exactly
	// the first such byte (a borrow only runs to higher bytes)
	const ones = 0x0101010101010101
	for i+8 <= len(s) {
		x := load8(s, i)
		m := (x - '!'*ones) &^ x & (0x80 * ones)
		if m == 0 {
			i += 8
			continue
		}
		j := i + bits.TrailingZeros64(m)/8
		if isSpaceByte(s[j]) {
			return j
		}
		i = j + 1 // a control byte: part of the word
	}
	for i < len(s) && !isSpaceByte(s[i]) {
		i++
	}
	return i
}

// trimWordEnd drops the punctuation after a phrase's last word, keeping
// a final period the phrase itself ends with ("Co.").
func trimWordEnd(s string, start, end int, phrase string) int {
	return trimWordEndDot(s, start, end, strings.HasSuffix(phrase, "."))
}

// trimWordEndDot is trimWordEnd told whether the phrase ends with a
// period.
func trimWordEndDot(s string, start, end int, keepDot bool) int {
	for end > start {
		c := s[end-1]
		if c == '.' && keepDot {
			break
		}
		if strings.IndexByte(",;:.!?\"')]*_", c) < 0 {
			break
		}
		end--
	}
	return end
}

// phraseMatch is a full title or caption the walk has reached: the
// documents it names (nil: none, the words so far only begin one;
// shared with the trie, so copied before use) and
// whether the caption filed there ends with a period.
type phraseMatch struct {
	docs []string
	dot  bool
}

// phraseWalker walks the full titles and captions word by word, in the
// trie of copied names or in the Vault's phrase table: start at a word,
// then next word by word while they continue a caption.
type phraseWalker struct {
	ix   *docIndex
	node *trieWord // the trie's node reached
	key  []byte    // the table's key reached (namekeys.PhraseKey)
	buf  []byte
	m    phraseMatch
}

func (ix *docIndex) phraseWalker() *phraseWalker { return &phraseWalker{ix: ix} }

// start begins a walk at word w; false when no caption starts with it.
func (w *phraseWalker) start(word string) bool {
	w.node, w.key = w.ix.plain.root, w.key[:0]
	w.buf = appendWordKey(w.buf[:0], word)
	if b := w.buf; w.ix.tabs == nil && len(b) > 0 && w.ix.plain.firstLens[b[0]]>>(len(b)%64)&1 == 0 {
		return false // no caption starts with a word of that first byte and length
	}
	return w.step()
}

// next continues the walk with word; false when no caption continues so.
func (w *phraseWalker) next(word string) bool {
	w.buf = appendWordKey(w.buf[:0], word)
	return w.step()
}

// step continues the walk with the word whose key is w.buf.
func (w *phraseWalker) step() bool {
	if w.ix.tabs == nil {
		// a map index by string(buf) does not copy it
		nx := w.node.next[string(w.buf)]
		if nx == nil {
			return false
		}
		w.node = nx
		w.m = phraseMatch{docs: nx.docs, dot: strings.HasSuffix(nx.text, ".")}
		return true
	}
	if len(w.buf) == 0 {
		return false // no caption has an empty word
	}
	if len(w.key) > 0 {
		w.key = append(w.key, ' ')
	}
	w.key = append(w.key, w.buf...)
	docs, found, dot := w.ix.tabs.Phrase(w.key)
	w.m = phraseMatch{docs: docs, dot: dot}
	return found
}

// appendWordKey is namekeys.AppendWordKey: the ASCII punctuation it
// trims is trimmed here by a table, and when both ends are then plain
// ASCII (no curly quote to trim) the word is only lower-cased (most words
// of an answer, with or without their comma); any other word takes the
// table's own function. TestAppendWordKeyMatchesNamekeys holds the two
// to the same key.
func appendWordKey(b []byte, word string) []byte {
	a, e := 0, len(word)
	for a < e && wordPunct[word[a]] {
		a++
	}
	for e > a && wordPunct[word[e-1]] {
		e--
	}
	if a < e && (word[a] >= 0x80 || word[e-1] >= 0x80) {
		return namekeys.AppendWordKey(b, word)
	}
	for i := a; i < e; i++ {
		c := word[i]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// wordPunct marks the ASCII punctuation namekeys.TrimWordPunct trims.
var wordPunct = func() (t [256]bool) {
	for _, c := range []byte(".,;:!?\"'()[]*_") {
		t[c] = true
	}
	return
}()

// match is the caption the walk has reached.
func (w *phraseWalker) match() phraseMatch { return w.m }
