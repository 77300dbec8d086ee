package cite

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// refsAfterPeriod extends a sentence's end j (just past its period and
// any markers written against it) over the bracketed references an
// answer writes after the period, with or without a space: "The clause
// is valid. [VLT-0001, p. 10] Next ...", "... valid.[VLT-0001] Next",
// "... valid. [1] [2]\nNext ...", "... valid. 【VLT-0001†L3】 Next".
// Only spaces may stand between the period and the reference: one that
// opens a line ("...).\n[2] Ridgeline v. ...") labels that line, as a
// numbered reference list writes it.
// Such a reference cites the sentence before it; read as the opening of
// the next sentence it credited that sentence with a source it never
// cited, and left its own sentence uncited (or, with a bare marker, ran
// both sentences together into one proposition citing both sources).
// The run counts only when white space and a sentence's opening follow
// it (at the block's end such references already cite the sentence
// before them, and the proposition's text stays as it was): "... valid. [Bremen]
// held that ..." keeps the link as the next sentence's subject. A
// reference is a citation or marker starting with "[" or "【" at that
// place, or a footnote marker "[^n]".
func refsAfterPeriod(s string, j, end int, inCite func(int) *cand, markerEnd func(int) int) int {
	q, last := j, j
	for {
		p := q
		for p < end && (s[p] == ' ' || s[p] == '\t') {
			p++
		}
		if p >= end || s[p] != '[' && !strings.HasPrefix(s[p:end], "【") && !(s[p] == '(' && markerEnd(p) > p) {
			break
		}
		r := p
		if me := markerEnd(p); me > p {
			r = me
		} else if ct := inCite(p); ct != nil && ct.Start == p && ct.End <= end {
			r = ct.End
		} else if strings.HasPrefix(s[p:end], "[^") {
			k := strings.IndexByte(s[p:min(end, p+64)], ']')
			if k < 0 {
				break
			}
			r = p + k + 1
		} else {
			break
		}
		q, last = r, r
	}
	if last == j {
		return j
	}
	// what follows must open a sentence, or nothing may follow
	k := last
	for k < end && isSpaceByte(s[k]) {
		k++
	}
	if k >= end || k == last || !startsSentence(s, k) {
		// at the block's end the sentence already ends at its period and
		// the references there cite it as a citation sentence of their own
		return j
	}
	return last
}

// trailingMarkers reports whether only reference markers stand from k
// to the block's end: "... valid. [Source 1]" or "... valid. (Source 1)",
// whose markers cite the sentence before them as "... valid. [1]" does
// ("[1]" opens no sentence; a worded marker opens with a capital or a
// parenthesis and, read as a sentence of its own, took the citation from
// the statement it marks).
func trailingMarkers(s string, k, end int, markerEnd func(int) int) bool {
	if s[k] != '[' && s[k] != '(' {
		return false
	}
	for k < end {
		me := markerEnd(k)
		if me <= k {
			return false
		}
		k = me
		for k < end && isSpaceByte(s[k]) {
			k++
		}
	}
	return true
}

// glyphMarker reports whether s[k:] opens with a glyph that chat
// assistants print in front of an item or a statement instead of a list
// marker: an emoji or other pictographic symbol ("✅ ...", "🔹 ...", "⚖️
// ...") or a bullet character ("• ...", "▪ ..."). Such a glyph opens a
// sentence as a capital does; read as the middle of the sentence before
// it, the line ran into that sentence and took its citation.
func glyphMarker(s string, k int) bool {
	if s[k] < utf8.RuneSelf {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[k:])
	switch r {
	case '•', '▪', '◦', '‣', '⁃', '●', '■', '►', '▶', '➤', '→':
		return true
	}
	return unicode.Is(unicode.So, r)
}
