package cite

import (
	"sort"
	"strings"
)

// splitMarkedLines splits a sentence at each line break that follows a
// reference marker or a bracketed reference and opens a new statement:
//
//	Forum clauses are presumptively valid [1]
//	Fraud in the clause itself voids it [2]
//
// Each line is a statement its marker cites, though neither ends in a
// period. Read as one sentence, both citations were judged against both
// statements together. Only a marker or a bracketed reference ends a
// line so: prose hard-wrapped after a bare citation ("... in Bremen, 407
// U.S. at 10\nCarnival extended it") may continue its sentence. sents
// is returned unchanged (not copied) when nothing splits.
func splitMarkedLines(sents []sentence, s string, doc *docStructure, inCite func(int) *cand) []sentence {
	var out []sentence
	for i, sn := range sents {
		cur := sn.start
		for n := sn.start; n < sn.end; n++ {
			// to the next line break (hard-wrapped prose has many)
			j := strings.IndexByte(s[n:sn.end], '\n')
			if j < 0 {
				break
			}
			n += j
			p := n
			for p > cur && (s[p-1] == ' ' || s[p-1] == '\t') {
				p--
			}
			if p == cur || !mayEndMarked(s[p-1], doc) {
				continue
			}
			k := skipSpaces(s, n+1, 16)
			if k >= sn.end || !startsSentence(s, k) || !endsMarked(s, p, doc, inCite) {
				continue
			}
			if out == nil {
				out = append(make([]sentence, 0, len(sents)+4), sents[:i]...)
			}
			out = append(out, sentence{cur, p})
			cur = k
		}
		if out != nil {
			out = append(out, sentence{cur, sn.end})
		}
	}
	if out == nil {
		return sents
	}
	return out
}

// mayEndMarked is endsMarked's cheap first test on the byte before the
// line break: a bracketed reference ends in ']' or '】' (whose last byte
// is 0x91), and only an answer with markers has a marker to end there.
func mayEndMarked(last byte, doc *docStructure) bool {
	return last == ']' || last == 0x91 || len(doc.markers) > 0
}

// endsMarked reports whether a reference marker or a bracketed reference
// ("[VLT-0001, p. 10]", "【3†source】") ends exactly at p.
func endsMarked(s string, p int, doc *docStructure, inCite func(int) *cand) bool {
	k := sort.Search(len(doc.markers), func(i int) bool { return doc.markers[i].start >= p })
	for k--; k >= 0 && doc.markers[k].end >= p; k-- {
		if doc.markers[k].end == p && doc.markers[k].start < p {
			return true
		}
	}
	if c := inCite(p - 1); c != nil && c.End == p && c.Start < p {
		return s[c.Start] == '[' && s[p-1] == ']' || hasPrefixAt(s, c.Start, "【")
	}
	return false
}

func hasPrefixAt(s string, i int, prefix string) bool {
	return len(s)-i >= len(prefix) && s[i:i+len(prefix)] == prefix
}
