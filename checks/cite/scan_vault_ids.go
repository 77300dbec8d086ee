package cite

import "strings"

// findIDs returns the spans of the ID-shaped tokens of s: the ID
// pattern's matches and, with a configured pattern, its matches in any
// case ("vlt-0027"). A case-insensitive pattern has no literal prefix
// for the regexp engine to skip to, so when the pattern has one, its
// case-folded occurrences are found first and the pattern is tried
// only there.
func (e *Extractor) findIDs(s string) [][]int {
	n := -1 // how many matches at most: past the per-call bound, no more are needed
	if e.candMax > 0 {
		n = e.candMax + 1
	}
	if !e.explicitID {
		return e.idPattern.FindAllStringIndex(s, n)
	}
	prefix, _ := e.idPattern.LiteralPrefix()
	if prefix == "" || strings.ToLower(prefix) == strings.ToUpper(prefix) {
		if prefix != "" {
			return e.idPattern.FindAllStringIndex(s, n) // no letters: case changes nothing
		}
		return e.idFold.FindAllStringIndex(s, n)
	}
	lp := strings.ToLower(prefix)
	var out [][]int
	var spans []int // the spans' bounds, allocated a few at a time rather than one pair each
	for i := 0; i+len(lp) <= len(s) && (n < 0 || len(out) < n); {
		k := indexFold(s[i:], lp)
		if k < 0 {
			break
		}
		k += i
		if loc := e.idFoldAt.FindStringIndex(s[k:min(len(s), k+256)]); loc != nil && loc[0] == 0 {
			if len(spans)+2 > cap(spans) {
				spans = make([]int, 0, 16)
			}
			spans = append(spans, k, k+loc[1])
			out = append(out, spans[len(spans)-2:len(spans):len(spans)])
			i = k + loc[1]
			continue
		}
		i = k + 1
	}
	return out
}

// indexFold is strings.Index of an ASCII lower-case needle in s, ASCII
// case ignored, without lower-casing s.
func indexFold(s, needle string) int {
	first := needle[0]
	upper := first
	if first >= 'a' && first <= 'z' {
		upper = first - 'a' + 'A'
	}
	const ones = 0x0101010101010101
	for i := 0; i+len(needle) <= len(s); i++ {
		// eight bytes at a time to a byte that is first or upper once
		// 0x20 is set in it (a superset: the test below is exact)
		for i+8 <= len(s) && eqBytes(load8(s, i)|0x20*ones, first|0x20) == 0 {
			i += 8
		}
		if i+len(needle) > len(s) {
			break
		}
		c := s[i]
		if c != first && c != upper {
			continue
		}
		ok := true
		for j := 1; j < len(needle); j++ {
			d := s[i+j]
			if d >= 'A' && d <= 'Z' {
				d += 'a' - 'A'
			}
			if d != needle[j] {
				ok = false
				break
			}
		}
		if ok {
			return i
		}
	}
	return -1
}
