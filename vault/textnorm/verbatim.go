package textnorm

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// ContainsVerbatim reports whether hay contains needle verbatim in the
// sense of FORMATS.md (what each criterion compares): Identifier(hay) contains Identifier(needle) starting
// and ending at token boundaries, so "407 U.S. 1" does not match inside
// "407 U.S. 10" or "1407 U.S. 1". Zero-width characters, bidi controls
// and look-alike letters are never folded, so a spoofed needle (or hay)
// never matches the genuine text. An empty needle matches nothing: an
// identifier that says nothing cannot be verified.
func ContainsVerbatim(hay, needle string) bool {
	n := Identifier(needle)
	if n == "" {
		return false
	}
	return containsAtBoundary(Identifier(hay), n)
}

// ContainsVerbatimInOrder reports whether every piece occurs verbatim in
// hay (as ContainsVerbatim), each after the one before it ends: a
// quotation elided with "..." quotes its passage in the passage's own
// order, so "B ... A" where the passage says "A ... B" is no quotation of
// it. A piece is given as its alternative spellings (a quotation's
// "[t]he" is "the" or "The"), any of which may match; the earliest end
// is taken, which never loses a match a later one would find. Pieces
// with no non-empty spelling are skipped; no piece at all matches
// nothing.
func ContainsVerbatimInOrder(hay string, pieces [][]string) bool {
	h := Identifier(hay)
	from, any := 0, false
	for _, alts := range pieces {
		best, found, empty := 0, false, true
		for _, p := range alts {
			n := Identifier(p)
			if n == "" {
				continue
			}
			empty = false
			if end, ok := indexAtBoundary(h, n, from); ok && (!found || end < best) {
				best, found = end, true
			}
		}
		if empty {
			continue
		}
		any = true
		if !found {
			return false
		}
		from = best
	}
	return any
}

// containsAtBoundary reports whether needle occurs in hay where the rune
// before it and the rune after it do not run on into a letter or digit
// of the needle's first or last rune.
func containsAtBoundary(hay, needle string) bool {
	_, ok := indexAtBoundary(hay, needle, 0)
	return ok
}

// indexAtBoundary finds the first occurrence of needle in hay at or after
// offset from, at token boundaries, and returns where it ends.
func indexAtBoundary(hay, needle string, from int) (int, bool) {
	first, _ := utf8.DecodeRuneInString(needle)
	last, _ := utf8.DecodeLastRuneInString(needle)
	for off := from; off <= len(hay)-len(needle); {
		i := strings.Index(hay[off:], needle)
		if i < 0 {
			return 0, false
		}
		start := off + i
		end := start + len(needle)
		if boundaryBefore(hay, start, first) && boundaryAfter(hay, end, last) {
			return end, true
		}
		_, size := utf8.DecodeRuneInString(hay[start:])
		off = start + size
	}
	return 0, false
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

func boundaryBefore(s string, i int, first rune) bool {
	if i == 0 || !isWordRune(first) {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !isWordRune(r)
}

func boundaryAfter(s string, i int, last rune) bool {
	if i >= len(s) || !isWordRune(last) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}
