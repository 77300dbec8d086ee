package cite

import (
	"strings"
	"unsafe"
)

// Four scanners start from a period: the Id. literals ("d."), the Tax
// Court memoranda ("T."), file extensions (a period before a letter) and
// the abbreviated section markers ("sec.", "art.", "r."). Each used to
// make its own pass over the whole text (three of them eight bytes at a
// time, at about three instructions a byte); the periods are one
// IndexByte pass, which runs at vector speed and stops about once per
// sentence, so it is made once per extraction and the scanners walk the
// list.

// periodsOf returns the offsets of every '.' in s, ascending. Within an
// extraction the list is kept in the arena, made on the first call and
// handed out again while the text asked about is the same string (same
// bytes and length: strings are immutable, so the list still holds).
// The caller must not change it.
func (e *Extractor) periodsOf(s string) []int {
	a := e.arena
	if a == nil {
		return appendPeriods(nil, s)
	}
	if !a.periodsSet || len(a.periodsFor) != len(s) || unsafe.StringData(a.periodsFor) != unsafe.StringData(s) {
		a.periods = appendPeriods(a.periods[:0], s)
		a.periodsFor, a.periodsSet = s, true
	}
	return a.periods
}

// appendPeriods appends the offset of every '.' in s to out.
func appendPeriods(out []int, s string) []int {
	for i := 0; ; {
		q := strings.IndexByte(s[i:], '.')
		if q < 0 {
			return out
		}
		i += q
		out = append(out, i)
		i++
	}
}

// periodFrom is the index in dots of the first period at or after i,
// looked for from dots[j] on (the callers' offsets only move forward, so
// each walks the list once).
func periodFrom(dots []int, j, i int) int {
	for j < len(dots) && dots[j] < i {
		j++
	}
	return j
}
