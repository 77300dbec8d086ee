package vault

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nonFinal are abbreviations that end in a period without ending a
// sentence in legal text (lower case, without the final period).
var nonFinal = map[string]bool{
	"v": true, "vs": true, "co": true, "corp": true, "inc": true, "ltd": true, "llc": true, "bros": true,
	"no": true, "nos": true, "id": true, "cf": true, "e.g": true, "i.e": true, "etc": true,
	"mr": true, "mrs": true, "ms": true, "dr": true, "j": true, "jj": true, "st": true, "ct": true,
	"art": true, "sec": true, "secs": true, "para": true, "paras": true, "p": true, "pp": true,
	"cir": true, "dist": true, "app": true, "supp": true, "ed": true, "cal": true, "tex": true,
	"fed": true, "civ": true, "crim": true, "r": true, "bus": true, "prof": true, "stat": true,
	"ann": true, "rev": true, "gen": true, "int'l": true, "nat'l": true, "ass'n": true, "dep't": true,
	"gov't": true, "org": true, "grp": true, "techs": true, "constr": true, "am": true, "w": true,
	"n": true, "s": true, "e": true, "ch": true, "cl": true, "fn": true, "n.d": true, "s.d": true,
	"e.d": true, "w.d": true, "d": true, "jan": true, "feb": true, "mar": true, "apr": true,
	"jun": true, "jul": true, "aug": true, "sept": true, "sep": true, "oct": true, "nov": true, "dec": true,
}

// sentenceSpans splits text[start:end] into sentence spans (byte offsets
// into text). A sentence ends at ".", "?" or "!" (plus closing quotes or
// brackets) followed by white space and a capital, digit, quote or
// bracket, unless the word before the period is a legal abbreviation
// ("v.", "Co.", "U.S.", "F. Supp.", a single initial).
func sentenceSpans(text string, start, end int) [][2]int {
	var out [][2]int
	s := start
	for i := start; i < end; {
		r, size := utf8.DecodeRuneInString(text[i:])
		i += size
		if r != '.' && r != '?' && r != '!' {
			continue
		}
		j := i
		for j < end {
			c, sz := utf8.DecodeRuneInString(text[j:])
			if !strings.ContainsRune(`)"'”’]`, c) {
				break
			}
			j += sz
		}
		k := j
		for k < end {
			c, sz := utf8.DecodeRuneInString(text[k:])
			if !unicode.IsSpace(c) {
				break
			}
			k += sz
		}
		if k == j || k >= end {
			continue
		}
		next, _ := utf8.DecodeRuneInString(text[k:])
		if !(unicode.IsUpper(next) || unicode.IsDigit(next) || strings.ContainsRune(`"'“‘([¶§`, next)) {
			continue
		}
		if r == '.' && isAbbreviation(text[s:i-1]) {
			continue
		}
		out = append(out, [2]int{s, j})
		s = k
	}
	if s < end {
		out = append(out, [2]int{s, end})
	}
	return out
}

// isAbbreviation reports whether the word ending before a period is an
// abbreviation: a known one, a single letter, or one with inner periods
// ("U.S", "e.g", "F.3d" is not: it has no period before it ends).
func isAbbreviation(before string) bool {
	w := before
	if i := strings.LastIndexFunc(before, unicode.IsSpace); i >= 0 {
		w = before[i+1:]
	}
	w = strings.TrimLeft(w, `("'“‘[`)
	if w == "" {
		return false
	}
	if utf8.RuneCountInString(w) == 1 {
		return unicode.IsLetter([]rune(w)[0])
	}
	if strings.Contains(w, ".") {
		return true
	}
	return nonFinal[strings.ToLower(w)]
}
