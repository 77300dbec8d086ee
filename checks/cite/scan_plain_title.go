package cite

import "strings"

// scanPlainTitles finds the Vault's full titles and case captions
// written in running text, without italics or quotes ("Initech, Inc. v.
// Globex Industries, Inc."): a reader takes them for a citation of that
// document. Only with Options.Documents.
func (e *Extractor) scanPlainTitles(s string) []*cand {
	if e.docs == nil || e.docs.plain.n == 0 {
		return nil
	}
	var out []*cand
	var buf []byte
	// key looks a word up without allocating: the lower-cased word is
	// built in buf, and a map index by string(buf) does not copy it.
	next := func(n *trieWord, w string) *trieWord {
		buf = appendWordKey(buf[:0], w)
		return n.next[string(buf)]
	}
	root := e.docs.plain.root
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
			i = we
			continue
		}
		if nx := next(root, s[i:we]); nx != nil {
			n, j, matchEnd := nx, we, -1
			var match *trieWord
			if len(n.docs) > 0 {
				match, matchEnd = n, we
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
				nx := next(n, s[k:ke])
				if nx == nil {
					break
				}
				n, j = nx, ke
				if len(n.docs) > 0 {
					match, matchEnd = n, ke
				}
			}
			if match != nil {
				st := i
				for st < matchEnd && strings.IndexByte("\"'([*_", s[st]) >= 0 || strings.HasPrefix(s[st:], "“") {
					if s[st] >= 0x80 {
						st += len("“")
					} else {
						st++
					}
				}
				end := trimWordEnd(s, st, matchEnd, match.text)
				after := end
				for after < len(s) && strings.IndexByte("\"')*_", s[after]) >= 0 || strings.HasPrefix(s[after:], "”") {
					if s[after] >= 0x80 {
						after += len("”")
					} else {
						after++
					}
				}
				i = st
				c := newCand(i, end, prioPlainTitle)
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
	if e.docs == nil || e.docs.plain.n == 0 {
		return nil
	}
	var buf []byte
	n := e.docs.plain.root
	for i := 0; i < len(p); {
		for i < len(p) && isSpaceByte(p[i]) {
			i++
		}
		if i >= len(p) {
			break
		}
		we := wordEnd(p, i)
		buf = appendWordKey(buf[:0], p[i:we])
		if n = n.next[string(buf)]; n == nil {
			return nil
		}
		i = we
	}
	if n == e.docs.plain.root {
		return nil
	}
	return append([]string(nil), n.docs...)
}

// wordEnd is the end of the white-space-delimited word at s[i].
func wordEnd(s string, i int) int {
	for i < len(s) && !isSpaceByte(s[i]) {
		i++
	}
	return i
}

// trimWordEnd drops the punctuation after a phrase's last word, keeping
// a final period the phrase itself ends with ("Co.").
func trimWordEnd(s string, start, end int, phrase string) int {
	keepDot := strings.HasSuffix(phrase, ".")
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

// appendWordKey appends wordKey(w) to b.
func appendWordKey(b []byte, w string) []byte {
	w = trimWordPunct(w)
	for i := 0; i < len(w); i++ {
		c := w[i]
		if isUpper(c) {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// trimWordPunct trims the punctuation wordKey trims, without
// strings.Trim's slow path for a cutset holding non-ASCII quotes.
func trimWordPunct(w string) string {
	for {
		switch {
		case w == "":
			return w
		case strings.IndexByte(".,;:!?\"'()[]*_", w[0]) >= 0:
			w = w[1:]
		case strings.HasPrefix(w, "“") || strings.HasPrefix(w, "”") || strings.HasPrefix(w, "‘") || strings.HasPrefix(w, "’"):
			w = w[3:]
		default:
			goto right
		}
	}
right:
	for {
		n := len(w)
		switch {
		case n == 0:
			return w
		case strings.IndexByte(".,;:!?\"'()[]*_", w[n-1]) >= 0:
			w = w[:n-1]
		case strings.HasSuffix(w, "“") || strings.HasSuffix(w, "”") || strings.HasSuffix(w, "‘") || strings.HasSuffix(w, "’"):
			w = w[:n-3]
		default:
			return w
		}
	}
}
