package cite

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unsafe"
)

// insufficient reports whether a sentence says the retrieved sources do
// not support or address something ("The retrieved Vault sources do not
// address ...", "No retrieved source discusses ...", "I could not find
// support in the Vault ..."), which C-008 reads. It is a hand-written
// matcher over the lower-cased sentence: a case-insensitive regexp over
// every sentence cost more than the rest of extraction together.
func insufficient(text string) bool {
	var buf []byte
	return insufficientBuf(text, &buf)
}

// insufficientBuf is insufficient lower-casing into *buf (reused from
// sentence to sentence), and finding every negation ("not ", "n't ",
// "unable to ", "no ") in one pass over the sentence rather than one
// search each: the answer is whether any of them reads as the sources
// failing, so the order they are read in changes nothing.
func insufficientBuf(text string, buf *[]byte) bool {
	silent := strings.Contains(text, "ilent") // "The retrieved sources are silent on ..."
	if !hasNegation(text) && !silent {
		return false
	}
	l := lowerInto(text, buf)
	if silent && silentSources(l) { // insufficient_more.go
		return true
	}
	// Each test is pure and the answer is their OR, so they are read in
	// whatever order costs least: the 'u's first ("unable to ", and
	// "outside" found as an 'o' before "utside"), then the 'n's, each
	// letter by IndexByte rather than a switch on every byte.
	var words [8]string
	outside := false
	for k := 0; k < len(l); k++ {
		j := strings.IndexByte(l[k:], 'u')
		if j < 0 {
			break
		}
		k += j
		if strings.HasPrefix(l[k:], "unable to ") && negatedSource(l, k, k+10, true, &words) {
			return true
		}
		if !outside && k > 0 && l[k-1] == 'o' && strings.HasPrefix(l[k:], "utside") {
			outside = true
		}
	}
	if outside && strings.Contains(l, "retrieved") {
		return true
	}
	for k := 0; k < len(l); k++ {
		j := strings.IndexByte(l[k:], 'n')
		if j < 0 {
			break
		}
		k += j
		if strings.HasPrefix(l[k:], "not ") || strings.HasPrefix(l[k:], "n't ") {
			if negatedSource(l, k, k+4, false, &words) {
				return true
			}
		} else if strings.HasPrefix(l[k:], "no ") && noSource(l, k, &words) {
			return true
		} else if (strings.HasPrefix(l[k:], "none of ") || strings.HasPrefix(l[k:], "nothing in ")) && noneOfSources(l, k, &words) { // insufficient_more.go
			return true
		}
	}
	return false
}

// negatedSource reads the negation l[k:i] ("not ", "n't ", "unable to "
// when unable): whether the words after it say the writer could not
// find something, or a source does not address it.
func negatedSource(l string, k, i int, unable bool, words *[8]string) bool {
	after := nextWords(l[i:], 4, words[:0])
	before := l[max(0, k-60):k]
	if len(after) >= 3 && after[0] == "able" && after[1] == "to" {
		after, unable = after[2:], true // "I was not able to locate ..."
	}
	verb := firstVerb(after)
	switch {
	case verb == "":
	case findVerbs[verb] && (unable || strings.Contains(before, "i could") || strings.Contains(before, "i can") ||
		strings.Contains(before, "i did") || strings.Contains(before, "i was") || strings.Contains(before, "unable")):
		return true
	case sourceVerbs[verb] && mentionsSource(before):
		return true
	case passiveVerbs[verb] && mentionsSource(l[i:min(len(l), i+50)]):
		return true
	}
	return false
}

// noSource reads "no " at l[k]: "No retrieved source discusses ...".
func noSource(l string, k int, words *[8]string) bool {
	if k > 0 && isLower(l[k-1]) {
		return false
	}
	rest := l[k+3:]
	for _, skip := range []string{"retrieved ", "vault ", "cited "} {
		rest = strings.TrimPrefix(rest, skip)
	}
	if !mentionsSourceAt(rest) {
		return false
	}
	if sourcesAfterIn(rest) { // "no authority in the retrieved materials" (insufficient_more.go)
		return true
	}
	for _, w := range nextWords(rest, 8, words[:0]) {
		if sourceVerbs[strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e")] || sourceVerbs[strings.TrimSuffix(w, "es")] || sourceVerbs[strings.TrimSuffix(w, "s")] {
			return true
		}
	}
	return false
}

// lowerInto is asciiLower written into *buf: the string shares the
// buffer's bytes and is good until the buffer is written again.
func lowerInto(s string, buf *[]byte) string {
	i := 0
	for i < len(s) && !isUpper(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := append((*buf)[:0], s...)
	for ; i+8 <= len(b); i += 8 {
		binary.LittleEndian.PutUint64(b[i:], lower8(binary.LittleEndian.Uint64(b[i:])))
	}
	for ; i < len(b); i++ {
		if c := b[i]; isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	*buf = b
	return unsafe.String(&b[0], len(b))
}

// lower8 lower-cases the ASCII capitals among the eight bytes of x and
// leaves every other byte as it is: a byte's low seven bits plus 0x3f
// reach 0x80 from 'A' on, plus 0x25 from just past 'Z' on, and no sum
// carries into the next byte; bytes of 0x80 and above are masked out.
func lower8(x uint64) uint64 {
	const ones = 0x0101010101010101
	h := x & (0x7f * ones)
	upper := (h + (0x80-'A')*ones) &^ (h + (0x80-'Z'-1)*ones) &^ x & (0x80 * ones)
	return x | upper>>2
}

var sourceVerbs = map[string]bool{"address": true, "support": true, "discuss": true, "cover": true, "mention": true,
	"establish": true, "state": true, "say": true, "contain": true, "speak": true, "reach": true, "hold": true}
var findVerbs = map[string]bool{"find": true, "locate": true, "identify": true, "verify": true, "confirm": true}
var passiveVerbs = map[string]bool{"addressed": true, "supported": true, "covered": true, "discussed": true}

// firstVerb returns the first of the words that is not an adverb.
func firstVerb(words []string) string {
	for _, w := range words {
		switch w {
		case "directly", "specifically", "expressly", "explicitly", "clearly", "themselves", "itself":
			continue
		}
		return w
	}
	return ""
}

func mentionsSource(s string) bool {
	for _, n := range []string{"source", "document", "material", "passage", "authorit", "vault"} {
		if strings.Contains(s, n) {
			return true
		}
	}
	return false
}

func mentionsSourceAt(s string) bool {
	for _, n := range []string{"source", "document", "material", "passage", "authorit", "case", "vault"} {
		if strings.HasPrefix(s, n) {
			return true
		}
	}
	return false
}

// nextWords returns up to n words at the start of s, letters only,
// appended to out.
func nextWords(s string, n int, out []string) []string {
	i := 0
	for len(out) < n && i < len(s) {
		for i < len(s) && !isLower(s[i]) {
			if s[i] == '.' || s[i] == ';' {
				return out
			}
			i++
		}
		j := i
		for j < len(s) && isLower(s[j]) {
			j++
		}
		if j > i {
			out = append(out, s[i:j])
		}
		i = j
	}
	return out
}

// asciiLower lower-cases ASCII letters only (offsets are kept).
// One allocation, none when s has no capital: the bytes are written
// once and never again, so the string shares them.
func asciiLower(s string) string {
	i := 0
	for i < len(s) && !isUpper(s[i]) {
		i++
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, len(s))
	copy(b, s)
	for ; i < len(b); i++ {
		if c := b[i]; isUpper(c) {
			b[i] = c + 'a' - 'A'
		}
	}
	return unsafe.String(&b[0], len(b))
}

// hasNegation reports whether text holds "not", "n't", "No ", "no ",
// "NOT", "nable" or "utside": the cheap test before the sentence is
// lower-cased and read word by word. It reads eight bytes at a time,
// marking each byte that is 'n', 'N', 'u' or 'U' followed by a byte that
// can continue one of those words (o, O, a, A, t, T, an apostrophe, or
// the control byte 0x07, which setting 0x20 turns into an apostrophe),
// and reads the words only at the marks: a superset of the starts, each
// one checked exactly by negationAt.
func hasNegation(text string) bool {
	const ones = 0x0101010101010101
	const fold = 0x20 * ones // sets the ASCII lower-case bit
	i := 0
	for ; i+9 <= len(text); i += 8 {
		x, y := load8(text, i)|fold, load8(text, i+1)|fold
		m := eqBytes(x, 'n')&(eqBytes(y, 'o')|eqBytes(y, '\'')|eqBytes(y, 'a')) | eqBytes(x, 'u')&eqBytes(y, 't')
		for m != 0 {
			if negationAt(text, i+bits.TrailingZeros64(m)/8) {
				return true
			}
			m &= m - 1
		}
	}
	for ; i < len(text); i++ {
		if negationAt(text, i) {
			return true
		}
	}
	return false
}

// negationAt reports whether one of hasNegation's words starts at
// text[k].
func negationAt(text string, k int) bool {
	r := text[k+1:]
	switch text[k] {
	case 'n':
		return strings.HasPrefix(r, "ot") || strings.HasPrefix(r, "'t") || strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "able") || strings.HasPrefix(r, "one ")
	case 'N':
		return strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "OT") || strings.HasPrefix(r, "ot") || strings.HasPrefix(r, "one ")
	case 'u':
		return strings.HasPrefix(r, "tside")
	}
	return false
}

// load8 is s[j:j+8] as a little-endian word (the compiler reads it in
// one load).
func load8(s string, j int) uint64 {
	b := s[j : j+8]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

// eqBytes has the high bit of each byte of x that equals c set, and no
// other bit: a byte's low seven bits plus 0x7f reach 0x80 unless they
// are all zero, and never carry into the next byte.
func eqBytes(x uint64, c byte) uint64 {
	const ones = 0x0101010101010101
	const hi = 0x80 * ones
	t := x ^ uint64(c)*ones
	return ^((t&^hi + 0x7f*ones) | t) & hi
}
