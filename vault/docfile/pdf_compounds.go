package docfile

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Compounds a document writes whole. A PDF that does not mark its soft
// hyphens (pdf_softhyphen.go) cannot say whether a line-end hyphen
// before a lower-case letter was the typesetter's ("con-" / "tract") or
// the author's ("forum-" / "selection"), and joinLines drops it. But a
// contract that breaks "forum-selection" at a line end usually writes it
// again in mid-line, where its hyphen cannot be the typesetter's: a
// compound the document holds whole keeps its hyphen at a line end too,
// so a true quotation of "forum-selection clause" is found. A word the
// document never writes whole is joined as before.

// midLineCompound is a word of letters joined by hyphens.
var midLineCompound = regexp.MustCompile(`\p{L}+(?:[-\x{2010}]\p{L}+)+`)

// maxCompounds bounds the compounds gathered from one document.
const maxCompounds = 100_000

// documentCompounds gathers, lower-cased, the hyphenated compounds the
// pages' rows write whole (never a row's last, hyphen-ended word).
func documentCompounds(pages []*laidPage) map[string]bool {
	var out map[string]bool
	for _, lp := range pages {
		for _, r := range lp.rows {
			t := r.text()
			if !strings.ContainsAny(t, "-\u2010") {
				continue
			}
			for _, m := range midLineCompound.FindAllStringIndex(t, -1) {
				if next, _ := utf8.DecodeRuneInString(t[m[1]:]); next == '-' || next == '\u2010' {
					continue // "out-of-" at the row's end: not written whole here
				}
				if out == nil {
					out = map[string]bool{}
				}
				if len(out) < maxCompounds {
					out[strings.ToLower(t[m[0]:m[1]])] = true
				}
			}
		}
	}
	return out
}

// compoundAcross reports whether the hyphen ending cur and the word
// opening next make a compound the document writes whole.
func compoundAcross(compounds map[string]bool, cur, next string) bool {
	if len(compounds) == 0 {
		return false
	}
	i := len(cur)
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(cur[:i])
		if !unicode.IsLetter(r) && r != '-' && r != '\u2010' {
			break
		}
		i -= n
	}
	j := 0
	for j < len(next) {
		r, n := utf8.DecodeRuneInString(next[j:])
		if !unicode.IsLetter(r) && r != '-' && r != '\u2010' {
			break
		}
		j += n
	}
	w := strings.TrimRight(cur[i:]+next[:j], "-\u2010")
	return compounds[strings.ToLower(w)]
}
