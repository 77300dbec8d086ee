package cite

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// skeleton is the text the scanners read: the answer with invisible
// characters (zero-width, bidi controls, soft hyphen) removed and
// look-alike letters and full-width digits and letters replaced by the
// ASCII they imitate. Scanning the skeleton finds a spoofed citation
// ("407 U.S.\u200b 1", a Cyrillic "С" in "S. Ct.") where a scan of the
// raw text would miss it; every span is mapped back to the original text,
// whose verbatim slice is what the citation reports, with a warning
// naming each suspicious code point.
type skeleton struct {
	text string
	// shifts maps skeleton offsets back to the original: from skeleton
	// offset shifts[k].at on, original = skeleton + shifts[k].by. Empty
	// when the skeleton is the original.
	shifts []shift
}

type shift struct{ at, by int }

// buildSkeleton returns the skeleton of s.
func buildSkeleton(s string) skeleton {
	first := -1
	for i := 0; i < len(s); {
		if s[i] < 0x80 {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if _, drop, changed := skeletonRune(r); drop || changed {
			first = i
			break
		}
		i += size
	}
	if first < 0 {
		return skeleton{text: s}
	}
	var b strings.Builder
	b.Grow(len(s))
	b.WriteString(s[:first])
	var shifts []shift
	by := 0
	for i := first; i < len(s); {
		if s[i] < 0x80 {
			j := i + 1
			for j < len(s) && s[j] < 0x80 {
				j++
			}
			b.WriteString(s[i:j])
			i = j
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		rep, drop, changed := skeletonRune(r)
		switch {
		case drop:
			by += size
			shifts = append(shifts, shift{b.Len(), by})
		case changed:
			b.WriteByte(rep)
			by += size - 1
			shifts = append(shifts, shift{b.Len(), by})
		default:
			b.WriteString(s[i : i+size])
		}
		i += size
	}
	return skeleton{text: b.String(), shifts: shifts}
}

// toOrig maps a skeleton offset to the original text.
func (k skeleton) toOrig(i int) int {
	n := sort.Search(len(k.shifts), func(j int) bool { return k.shifts[j].at > i })
	if n == 0 {
		return i
	}
	return i + k.shifts[n-1].by
}

// toOrigEnd maps the end of a skeleton span (exclusive) to the original:
// just past the original of the span's last byte, so invisible characters
// dropped right after a span stay outside it.
func (k skeleton) toOrigEnd(orig string, i int) int {
	if i == 0 || len(k.shifts) == 0 {
		return k.toOrig(i)
	}
	j := k.toOrig(i - 1)
	_, size := utf8.DecodeRuneInString(orig[j:])
	return j + size
}

// skeletonRune says what r becomes in the skeleton: dropped, replaced by
// one ASCII byte, or kept.
func skeletonRune(r rune) (rep byte, drop, changed bool) {
	if r < 0xAD {
		return 0, false, false
	}
	switch {
	case r == 0x00A0 || r == 0x202F || r == 0x205F || r == 0x3000 || (r >= 0x2000 && r <= 0x200A):
		// Space variants fold to a space, as textnorm.Fold does: not spoofing.
		return ' ', false, true
	}
	switch r {
	case 0x00AD, 0x200B, 0x200C, 0x200D, 0x2060, 0xFEFF, 0x200E, 0x200F,
		0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069:
		return 0, true, false
	}
	if r >= 0xFF10 && r <= 0xFF19 {
		return byte('0' + r - 0xFF10), false, true
	}
	if r >= 0xFF21 && r <= 0xFF3A {
		return byte('A' + r - 0xFF21), false, true
	}
	if r >= 0xFF41 && r <= 0xFF5A {
		return byte('a' + r - 0xFF41), false, true
	}
	if c, ok := lookalike[r]; ok {
		return c, false, true
	}
	return 0, false, false
}

// lookalike maps the Cyrillic and Greek letters textnorm.Suspicious flags
// to the Latin letters they imitate.
var lookalike = map[rune]byte{
	0x0405: 'S', 0x0406: 'I', 0x0408: 'J', 0x0410: 'A', 0x0412: 'B', 0x0415: 'E',
	0x041A: 'K', 0x041C: 'M', 0x041D: 'H', 0x041E: 'O', 0x0420: 'P', 0x0421: 'C',
	0x0422: 'T', 0x0423: 'U', // CYRILLIC CAPITAL LETTER U, the letter a spoofer reaches for
	0x0425: 'X', 0x04AE: 'Y',
	0x0430: 'a', 0x0432: 'b', 0x0435: 'e', 0x043A: 'k', 0x043C: 'm', 0x043D: 'h',
	0x043E: 'o', 0x0440: 'p', 0x0441: 'c', 0x0442: 't', 0x0443: 'y', 0x0445: 'x',
	0x0455: 's', 0x0456: 'i', 0x0458: 'j', 0x04BB: 'h', 0x0501: 'd',
	0x0391: 'A', 0x0392: 'B', 0x0395: 'E', 0x0396: 'Z', 0x0397: 'H', 0x0399: 'I',
	0x039A: 'K', 0x039C: 'M', 0x039D: 'N', 0x039F: 'O', 0x03A1: 'P', 0x03A4: 'T',
	0x03A5: 'Y', 0x03A7: 'X',
	0x03B1: 'a', 0x03B9: 'i', 0x03BA: 'k', 0x03BD: 'v', 0x03BF: 'o', 0x03C1: 'p',
	0x03C5: 'u', 0x03C7: 'x',
}
