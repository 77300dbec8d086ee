package heuristic

// Tokens: the words, numbers and clause-ending punctuation every rule
// family reads, each with its byte offset, so a text is scanned once.

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// tokKind says what a token is.
type tokKind uint8

const (
	tokWord tokKind = iota
	tokNumber
	tokPunct
)

// tok is one token of a text. Words are lower-cased in low; numbers keep
// their digits (thousands separators removed) in low, with money and
// percent marked.
type tok struct {
	low   string
	raw   string
	start int
	kind  tokKind
	cap   bool    // the word starts with an upper-case letter
	money bool    // a number written after "$"
	hyph  bool    // joined to the previous word by a hyphen ("two-year")
	lex   lexBits // the word tables holding low (lex_flags.go)
	k     string  // the word's content key (key), "" for none
}

// clausePunct are the ASCII bytes of the punctuation tokenize keeps
// (",;:.()?!\"", with the curly quotes and the section sign beside them).
var clausePunct = [utf8.RuneSelf]bool{',': true, ';': true, ':': true, '.': true, '(': true, ')': true, '?': true, '!': true, '"': true}

// tokenize splits s into words, numbers and the punctuation that ends
// clauses. A hyphenated word becomes its parts (forum-selection ->
// forum, selection), "doesn't" becomes "does" and "n't", a possessive
// "'s" is dropped.
func tokenize(s string) []tok {
	// About one token per five bytes of prose: sized once instead of
	// grown from nothing (a token is 64 bytes, and the doubling was a
	// third of a unit's allocation).
	out := make([]tok, 0, len(s)/5+1)
	i := 0
	for i < len(s) {
		c := s[i]
		r, n := rune(c), 1
		if c >= utf8.RuneSelf {
			r, n = utf8.DecodeRuneInString(s[i:])
		}
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= utf8.RuneSelf && unicode.IsLetter(r):
			j := i + n
			for j < len(s) {
				if c := s[j]; c < utf8.RuneSelf && c != '\'' { // ASCII other than the apostrophe: a letter or the end
					if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
						j++
						continue
					}
					break
				}
				r2, n2 := utf8.DecodeRuneInString(s[j:])
				if unicode.IsLetter(r2) {
					j += n2
					continue
				}
				if (r2 == '\'' || r2 == '’') && j+n2 < len(s) {
					if r3, _ := utf8.DecodeRuneInString(s[j+n2:]); unicode.IsLetter(r3) {
						j += n2
						continue
					}
				}
				break
			}
			w := s[i:j]
			hyph := i > 0 && s[i-1] == '-' && len(out) > 0 && out[len(out)-1].kind == tokWord && out[len(out)-1].start+len(out[len(out)-1].raw) == i-1
			out = appendWord(out, w, i, unicode.IsUpper(r), hyph)
			i = j
		case r >= '0' && r <= '9':
			j := i
			var digits strings.Builder
			for j < len(s) {
				c := s[j]
				if c >= '0' && c <= '9' {
					digits.WriteByte(c)
					j++
					continue
				}
				if (c == ',' || c == '.') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9' {
					if c == '.' {
						digits.WriteByte('.')
					}
					j++
					continue
				}
				break
			}
			money := i > 0 && s[i-1] == '$'
			d := digits.String()
			out = append(out, tok{low: d, raw: s[i:j], start: i, kind: tokNumber, money: money, lex: lexFlagsOf(d)})
			i = j
		case c < utf8.RuneSelf && clausePunct[c] || c >= utf8.RuneSelf && (r == '“' || r == '”' || r == '§'):
			out = append(out, tok{low: string(r), raw: s[i : i+n], start: i, kind: tokPunct, lex: punctFlags(r)})
			i += n
		default:
			i += n
		}
	}
	if len(out) == 0 {
		return nil // as before: no tokens is a nil slice
	}
	return out
}

// appendWord adds word w (possessive dropped, "n't" split off). What a
// word becomes does not depend on where it stands, so its tokens are
// read once per process (wordForms) and placed at start here.
func appendWord(out []tok, w string, start int, capital, hyph bool) []tok {
	for i, t := range wordForms.of(w) {
		t.start += start
		if i == 0 {
			t.cap, t.hyph = capital, hyph
		}
		out = append(out, t)
	}
	return out
}

// foldWord is appendWord read afresh: the tokens word w becomes, the
// first starting at start.
func foldWord(out []tok, w string, start int, capital, hyph bool) []tok {
	low := strings.ToLower(strings.ReplaceAll(w, "’", "'"))
	if strings.HasSuffix(low, "'s") {
		low, w = low[:len(low)-2], w[:len(w)-2]
	}
	low = strings.TrimSuffix(low, "'")
	if strings.HasSuffix(low, "n't") && len(low) > 3 {
		base := low[:len(low)-3]
		switch base {
		case "ca":
			base = "can"
		case "wo":
			base = "will"
		case "sha":
			base = "shall"
		}
		out = append(out, tok{low: base, raw: w[:len(w)-3], start: start, kind: tokWord, cap: capital, hyph: hyph, k: key(base), lex: lexFlagsOf(base)})
		return append(out, tok{low: "n't", raw: "n't", start: start + len(w) - 3, kind: tokWord, lex: lexFlagsOf("n't")})
	}
	return append(out, tok{low: low, raw: w, start: start, kind: tokWord, cap: capital, hyph: hyph, k: key(low), lex: lexFlagsOf(low)})
}
