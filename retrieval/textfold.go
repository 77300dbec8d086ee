package retrieval

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Locating a chunk another system returned inside a Vault document reads
// both texts the same way, folding what differs between two extractions
// of one document and nothing else:
//
//   - Unicode NFC;
//   - every run of white space is one space (ends trimmed);
//   - a page-break line of the Vault's markup ("[*11]" alone on a line)
//     and a form feed are white space, so a chunk that runs across a page
//     break is found;
//   - a hyphen between two letters, alone or followed by white space that
//     holds a line break, is dropped ("assign-\nment" = "assignment",
//     "forum-\nselection" = "forum-selection"); a soft hyphen is dropped;
//   - a footnote call written raised ("affirmed³", "held.¹,²") is dropped
//     (textfold_marks.go);
//   - a curly quotation mark or apostrophe is written straight (‘ ’ as ',
//     “ ” as ").
//
// Case, other punctuation, digits and letters stay exact: forged text is
// not found.

// foldedText is a text after folding, with where each folded byte came
// from: folded[i] was produced by the source bytes [start[i], end[i]).
type foldedText struct {
	folded     string
	start, end []int32
}

// isHyphen reports the hyphens a line-end or compound hyphenation uses.
func isHyphen(r rune) bool { return r == '-' || r == '\u2010' || r == '\u2011' }

// foldText folds s; withMap records the byte origins (the Vault
// document's side needs them, an entry's text does not).
func foldText(s string, withMap bool) foldedText {
	f := folder{withMap: withMap}
	f.b.Grow(len(s))
	if withMap {
		f.start = make([]int32, 0, len(s))
		f.end = make([]int32, 0, len(s))
	}
	normal := norm.NFC.IsNormalString(s)
	lineStart := true
	for i := 0; i < len(s); {
		if lineStart {
			lineStart = false
			if n := pageMarkerLine(s[i:]); n > 0 {
				f.space(i, i+n, true)
				i += n
				lineStart = true
				continue
			}
		}
		if s[i] >= utf8.RuneSelf {
			if n := raisedMarkLen(s[i:]); n > 0 {
				i += n // a footnote call (textfold_marks.go)
				continue
			}
		}
		// An ASCII byte followed by ASCII (or the end) is its own NFC
		// segment; before a non-ASCII byte a combining mark may follow.
		if normal || (s[i] < utf8.RuneSelf && (i+1 == len(s) || s[i+1] < utf8.RuneSelf)) {
			r, n := utf8.DecodeRuneInString(s[i:])
			f.unit(r, i, i+n)
			lineStart = r == '\n'
			i += n
			continue
		}
		// A segment that NFC may rewrite: its output runes all come from
		// the whole segment.
		n := norm.NFC.NextBoundaryInString(s[i:], true)
		if n <= 0 {
			n = 1
		}
		for _, r := range norm.NFC.String(s[i : i+n]) {
			f.unit(r, i, i+n)
			lineStart = r == '\n'
		}
		i += n
	}
	f.flushHyphen()
	return foldedText{folded: f.b.String(), start: f.start, end: f.end}
}

// pageMarkerLine is the length of a page-break line at the start of s
// ("[*11]" with optional surrounding blanks, through its line end), or 0.
func pageMarkerLine(s string) int {
	end := strings.IndexByte(s, '\n')
	line := s
	if end >= 0 {
		line = s[:end]
	}
	t := strings.TrimRight(strings.TrimLeft(line, " \t"), " \t\r")
	if len(t) < 4 || !strings.HasPrefix(t, "[*") || t[len(t)-1] != ']' || strings.ContainsAny(t[2:len(t)-1], "] \t") {
		return 0
	}
	if end >= 0 {
		return end + 1
	}
	return len(s)
}

// folder is foldText's state: pending white space and a pending hyphen
// are written only once the next rune shows whether they stay.
type folder struct {
	b          strings.Builder
	start, end []int32
	withMap    bool

	lastLetter bool // the last rune written is a letter
	// A pending white-space run (since wsStart), and whether it holds a
	// line break.
	ws             bool
	wsStart, wsEnd int
	wsBreak        bool
	// A pending hyphen after a letter, and its source bytes.
	hyph           rune
	hyStart, hyEnd int
}

func (f *folder) write(r rune, from, to int) {
	n := f.b.Len()
	f.b.WriteRune(r)
	if f.withMap {
		for k := n; k < f.b.Len(); k++ {
			f.start = append(f.start, int32(from))
			f.end = append(f.end, int32(to))
		}
	}
}

func (f *folder) space(from, to int, lineBreak bool) {
	if !f.ws {
		f.ws, f.wsStart, f.wsBreak = true, from, false
	}
	f.wsEnd = to
	f.wsBreak = f.wsBreak || lineBreak
}

// flushHyphen writes a pending hyphen and pending white space as they
// stand (the hyphen did not join two letters).
func (f *folder) flushHyphen() {
	if f.hyph != 0 {
		f.write(f.hyph, f.hyStart, f.hyEnd)
		f.hyph = 0
		f.lastLetter = false
	}
}

func (f *folder) unit(r rune, from, to int) {
	switch {
	case r == '\u00ad':
		return
	case unicode.IsSpace(r):
		f.space(from, to, r == '\n' || r == '\f' || r == '\r')
		return
	case isHyphen(r) && f.lastLetter && !f.ws && f.hyph == 0:
		f.hyph, f.hyStart, f.hyEnd = r, from, to
		return
	}
	if f.hyph != 0 {
		if unicode.IsLetter(r) && (!f.ws || f.wsBreak) {
			f.hyph, f.ws = 0, false // joined: hyphen and line break dropped
		} else {
			pending := f.ws
			f.ws = false
			f.flushHyphen()
			f.ws = pending
		}
	}
	if f.ws {
		if f.b.Len() > 0 {
			f.write(' ', f.wsStart, f.wsEnd)
		}
		f.ws = false
	}
	f.write(straightQuote(r), from, to)
	f.lastLetter = unicode.IsLetter(r)
}

// straightQuote is r with a typographic quotation mark or apostrophe
// written straight: one extraction of a document prints what another
// (Ghostscript's text layer, a provider's parser) prints curly, and the
// words are the same words.
func straightQuote(r rune) rune {
	switch r {
	case '\u2018', '\u2019', '\u201a', '\u201b', '\u2032':
		return '\''
	case '\u201c', '\u201d', '\u201e', '\u201f', '\u2033':
		return '"'
	}
	return r
}
