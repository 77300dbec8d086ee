package heuristic

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Field scans without the slice of fields. splitSentences asked
// strings.Fields of everything before each period to read the last word
// (the abbreviation test), and hasPastDecision split every proposition
// and sentence it was asked about into words to read them in order: the
// two were a twentieth of a fresh citation unit, most of it making
// slices. These read the same fields where they stand
// (TestFieldScansAgree holds them to strings.Fields and FieldsFunc).

// lastField is the last of strings.Fields(s), and whether s has one.
func lastField(s string) (string, bool) {
	t := strings.TrimRightFunc(s, unicode.IsSpace)
	if t == "" {
		return "", false
	}
	i := strings.LastIndexFunc(t, unicode.IsSpace)
	if i < 0 {
		return t, true
	}
	_, n := utf8.DecodeRuneInString(t[i:])
	return t[i+n:], true
}

// eachLetterWord calls fn with each field of strings.FieldsFunc(s, sep)
// in order, where sep is a rune neither a letter nor an apostrophe,
// until fn returns true; it reports whether one did.
func eachLetterWord(s string, fn func(w string) bool) bool {
	start := -1
	for i, r := range s {
		if !unicode.IsLetter(r) && r != '\'' {
			if start >= 0 {
				if fn(s[start:i]) {
					return true
				}
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return start >= 0 && fn(s[start:])
}
