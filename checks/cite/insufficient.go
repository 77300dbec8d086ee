package cite

import (
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
	if !hasNegation(text) {
		return false
	}
	l := asciiLower(text)
	if strings.Contains(l, "outside") && strings.Contains(l, "retrieved") {
		return true
	}
	for _, neg := range []string{"not ", "n't ", "unable to "} {
		for i := 0; ; {
			k := strings.Index(l[i:], neg)
			if k < 0 {
				break
			}
			k += i
			i = k + len(neg)
			after := nextWords(l[i:], 3)
			before := l[max(0, k-60):k]
			verb := firstVerb(after)
			switch {
			case verb == "":
			case findVerbs[verb] && (neg == "unable to " || strings.Contains(before, "i could") || strings.Contains(before, "i can") ||
				strings.Contains(before, "i did") || strings.Contains(before, "i was") || strings.Contains(before, "unable")):
				return true
			case sourceVerbs[verb] && mentionsSource(before):
				return true
			case passiveVerbs[verb] && mentionsSource(l[i:min(len(l), i+50)]):
				return true
			}
		}
	}
	for i := 0; ; {
		k := strings.Index(l[i:], "no ")
		if k < 0 {
			break
		}
		k += i
		i = k + 3
		if k > 0 && isLower(l[k-1]) {
			continue
		}
		rest := l[i:]
		for _, skip := range []string{"retrieved ", "vault ", "cited "} {
			rest = strings.TrimPrefix(rest, skip)
		}
		if !mentionsSourceAt(rest) {
			continue
		}
		for _, w := range nextWords(rest, 8) {
			if sourceVerbs[strings.TrimSuffix(strings.TrimSuffix(w, "s"), "e")] || sourceVerbs[strings.TrimSuffix(w, "es")] || sourceVerbs[strings.TrimSuffix(w, "s")] {
				return true
			}
		}
	}
	return false
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

// nextWords returns up to n words at the start of s, letters only.
func nextWords(s string, n int) []string {
	var out []string
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
// "NOT", "nable" or "utside", in one pass: the cheap test before the
// sentence is lower-cased and read word by word.
func hasNegation(text string) bool {
	for _, c := range [...]byte{'n', 'N', 'u'} {
		for i := 0; ; {
			k := strings.IndexByte(text[i:], c)
			if k < 0 {
				break
			}
			i += k + 1
			r := text[i:]
			switch c {
			case 'n':
				if strings.HasPrefix(r, "ot") || strings.HasPrefix(r, "'t") || strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "able") {
					return true
				}
			case 'N':
				if strings.HasPrefix(r, "o ") || strings.HasPrefix(r, "OT") {
					return true
				}
			default:
				if strings.HasPrefix(r, "tside") {
					return true
				}
			}
		}
	}
	return false
}
