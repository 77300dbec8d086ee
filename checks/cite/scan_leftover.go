package cite

import (
	"unicode"
	"unicode/utf8"
)

// Leftovers are identifier-shaped text that no scanner read as a
// citation: a Vault ID with a letter from another script ("VЛT-0027"),
// a reporter or Westlaw citation whose page is not a number ("918 F.3d
// 11O2", "2019 WL 12345678901"). Each names nothing, and is reported as
// the citation it imitates so that C-001 fails for it, as for any
// fabricated citation; a reader would take it for one.

// maxForeignLetters bounds how many letters of another script a token
// may hold and still be tried against the ID pattern (each is tried as
// every ASCII letter).
const maxForeignLetters = 2

// scanLeftoverIDs finds mixed-script tokens that read as a Vault ID once
// their foreign letters are read as some Latin letter.
func (e *Extractor) scanLeftoverIDs(s string) []*cand {
	var out []*cand
	for i := 0; i < len(s) && !e.full(len(out)); {
		if s[i] < 0x80 {
			// to the next non-ASCII byte, eight at a time (the bound
			// cannot change before a candidate is added)
			i++
			for i+8 <= len(s) && load8(s, i)&0x8080808080808080 == 0 {
				i += 8
			}
			for i < len(s) && s[i] < 0x80 {
				i++
			}
			continue
		}
		// the token around a non-ASCII byte
		st := i
		for st > 0 && isIDByte(s[st-1]) {
			st--
		}
		en := i
		for en < len(s) && isIDByte(s[en]) {
			en++
		}
		i = en
		if tok := s[st:en]; e.imitatesID(tok) {
			c := e.newCand(st, en, prioLeftover)
			c.Kind = KindVault
			c.ident = [2]int{st, en}
			c.docID = [2]int{st, en}
			c.Warnings = append(c.Warnings, "shaped like a Vault ID but written with letters of another script: it names no document")
			c.readTrailing(s, en)
			out = append(out, c)
		}
	}
	return out
}

// isIDByte: ASCII letters, digits and ID punctuation, and every byte of
// a non-ASCII rune.
func isIDByte(c byte) bool {
	return isAlnum(c) || c == '-' || c == '_' || c == '.' || c == ':' || c >= 0x80
}

// imitatesID reports whether tok holds an ASCII digit and one or two
// letters of another script, and matches the ID pattern once each of
// those is replaced by some ASCII letter.
func (e *Extractor) imitatesID(tok string) bool {
	if !hasASCIIDigit(tok) {
		return false // most tokens around a curly quote or a dash: no rune is decoded
	}
	hasDigit := false
	var foreign []int // byte offsets of foreign letters
	var sizes []int
	for k, r := range tok {
		switch {
		case r < 0x80 && isDigit(byte(r)):
			hasDigit = true
		case r >= 0x80 && unicode.IsLetter(r):
			foreign = append(foreign, k)
			sizes = append(sizes, utf8.RuneLen(r))
		case r >= 0x80:
			return false
		}
	}
	if !hasDigit || len(foreign) == 0 || len(foreign) > maxForeignLetters {
		return false
	}
	buf := []byte(tok)
	var try func(n int, b []byte) bool
	try = func(n int, b []byte) bool {
		if n < 0 {
			loc := e.idFoldAt.FindIndex(b)
			return loc != nil && loc[0] == 0 && loc[1] == len(b)
		}
		at, size := foreign[n], sizes[n]
		for _, l := range "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz" {
			nb := make([]byte, 0, len(b))
			nb = append(nb, b[:at]...)
			nb = append(nb, byte(l))
			nb = append(nb, b[at+size:]...)
			if try(n-1, nb) {
				return true
			}
		}
		return false
	}
	return try(len(foreign)-1, buf)
}

// hasASCIIDigit reports whether s holds a byte '0'-'9' (every such byte
// is a rune of its own in UTF-8).
func hasASCIIDigit(s string) bool {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			return true
		}
	}
	return false
}

// pageLike reports whether a token that failed to read as a page was
// still meant as one: a letter or another character between digits
// ("11O2", "1l02", "9\u0665"), or more digits than any reporter has
// pages.
func pageLike(tok string) bool {
	digits := 0
	for i := 0; i < len(tok); i++ {
		if isDigit(tok[i]) {
			digits++
		}
	}
	if digits == len(tok) {
		return digits > 7
	}
	last := len(tok) - 1
	for last >= 0 && !isDigit(tok[last]) {
		last--
	}
	for i := 1; i < last; i++ {
		if !isDigit(tok[i]) {
			return true // a non-digit between digits
		}
	}
	return false
}
