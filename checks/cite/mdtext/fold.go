package mdtext

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// builder writes the reader text and its map back to the answer.
type builder struct {
	src string
	// b is the reader text: a strings.Builder so that growing it to the
	// answer's size does not zero it first and S is its bytes, uncopied.
	b      strings.Builder
	pieces []piece
	folds  []Fold
	// markers collects superscript digits met while folding text.
	markers []Marker
	// foldHint, when set, is the capacity the first fold allocates
	// (folds stay nil when there are none, as the reading compares).
	foldHint int
}

func (w *builder) len() int { return w.b.Len() }

// lastOrig is the answer offset just past what has been written.
func (w *builder) lastOrig() int {
	if len(w.pieces) == 0 {
		return 0
	}
	return w.pieces[len(w.pieces)-1].oEnd
}

// exact copies src[o:oEnd] unchanged.
func (w *builder) exact(o, oEnd int) {
	if oEnd <= o {
		return
	}
	r := w.b.Len()
	w.b.WriteString(w.src[o:oEnd])
	if n := len(w.pieces); n > 0 {
		p := &w.pieces[n-1]
		if p.exact && p.r+p.n == r && p.oEnd == o {
			p.n += oEnd - o
			p.oEnd = oEnd
			return
		}
	}
	w.pieces = append(w.pieces, piece{r: r, n: oEnd - o, o: o, oEnd: oEnd, exact: true})
}

// replace writes read in place of src[o:oEnd] (o == oEnd inserts).
func (w *builder) replace(o, oEnd int, read string) {
	w.pieces = append(w.pieces, piece{r: w.b.Len(), n: len(read), o: o, oEnd: oEnd})
	w.b.WriteString(read)
}

// fold records a fold and writes its reader text.
func (w *builder) fold(class FoldClass, kind string, o, oEnd int, read string, r rune) {
	if w.folds == nil && w.foldHint > 0 {
		w.folds = make([]Fold, 0, w.foldHint)
	}
	w.folds = append(w.folds, Fold{Class: class, Kind: kind, Written: w.src[o:oEnd], Read: read, R: w.b.Len(), OrigStart: o, OrigEnd: oEnd, Rune: r})
	w.replace(o, oEnd, read)
}

// markup records dropped Markdown markup src[o:oEnd] (white space alone
// is not noted).
func (w *builder) markup(o, oEnd int) {
	if oEnd <= o || strings.TrimSpace(w.src[o:oEnd]) == "" {
		return
	}
	w.folds = append(w.folds, Fold{Class: Typographic, Kind: "markup", Written: w.src[o:oEnd], R: w.b.Len(), OrigStart: o, OrigEnd: oEnd})
}

// text folds the characters of src[o:oEnd] into the reader text. decode
// says whether backslash escapes and HTML entities are read (not in code).
func (w *builder) text(o, oEnd int, decode bool) {
	s := w.src
	i := o
	stop := &plainStop
	if decode {
		stop = &decodeStop
	}
	for i < oEnd {
		j := i
		for j+4 <= oEnd && !(stop[s[j]] || stop[s[j+1]] || stop[s[j+2]] || stop[s[j+3]]) {
			j += 4
		}
		for j < oEnd && !stop[s[j]] {
			j++
		}
		w.exact(i, j)
		i = j
		if i >= oEnd {
			break
		}
		i = w.stopAt(i, oEnd)
	}
}

// stopAt writes what text reads at s[i], a byte its stop table marks
// ('\\', '&' or a non-ASCII byte), and returns where text goes on.
func (w *builder) stopAt(i, oEnd int) int {
	s := w.src
	switch c := s[i]; {
	case c == '\\':
		if i+1 < oEnd && s[i+1] < 0x80 && isASCIIPunct(s[i+1]) {
			w.fold(Typographic, "escape", i, i+1, "", 0)
			w.exact(i+1, i+2)
			return i + 2
		}
		w.exact(i, i+1)
		return i + 1
	case c == '&':
		if n := entityLen(s[i:min(oEnd, i+40)]); n > 0 {
			w.entity(i, i+n)
			return i + n
		}
		w.exact(i, i+1)
		return i + 1
	default:
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size <= 1 {
			w.exact(i, i+1)
			return i + 1
		}
		if isSuperDigit(r) {
			return w.superscript(i, oEnd)
		}
		if keptRune(r) {
			w.exact(i, i+size)
			return i + size
		}
		read, class, kind, changed := foldRune(r)
		if !changed {
			w.exact(i, i+size)
		} else {
			w.fold(class, kind, i, i+size, read, r)
		}
		return i + size
	}
}

// plainStop and decodeStop mark the bytes text must look at: every
// non-ASCII byte, and with decoding '&' and '\\' too.
var plainStop, decodeStop = func() (p, d [256]bool) {
	for c := 0x80; c < 256; c++ {
		p[c], d[c] = true, true
	}
	d['&'], d['\\'] = true, true
	return
}()

// entity folds an HTML entity src[o:oEnd] ("&nbsp;", "&#45;"): its
// decoded characters are folded again, so "&#8203;" is as invisible as
// the character it names.
func (w *builder) entity(o, oEnd int) {
	dec := html.UnescapeString(w.src[o:oEnd])
	class, kind := Typographic, "entity"
	var read strings.Builder
	var first rune
	for _, r := range dec {
		if first == 0 {
			first = r
		}
		rd, c, k, changed := foldRune(r)
		if !changed {
			read.WriteRune(r)
			continue
		}
		read.WriteString(rd)
		if c == Disguise {
			class, kind = Disguise, k
		}
	}
	w.fold(class, kind, o, oEnd, read.String(), first)
}

// superscript reads a run of superscript digits (and the commas or
// spaces between them) at src[i:]: a reference marker ("¹", "¹²", "¹,³"),
// not part of the word it follows.
func (w *builder) superscript(i, oEnd int) int {
	s := w.src
	start := i
	var label strings.Builder
	for i < oEnd {
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case isSuperDigit(r):
			label.WriteByte(superDigit(r))
		case (r == ',' || r == 0x02D2) && i+size < oEnd:
			r2, _ := utf8.DecodeRuneInString(s[i+size:])
			if !isSuperDigit(r2) {
				goto done
			}
			label.WriteByte(',')
		default:
			goto done
		}
		i += size
	}
done:
	w.markers = append(w.markers, Marker{Kind: Superscript, Start: w.b.Len(), End: w.b.Len(), Label: label.String()})
	w.fold(Typographic, "superscript", start, i, "", 0)
	return i
}

func isSuperDigit(r rune) bool {
	return r == 0x00B9 || r == 0x00B2 || r == 0x00B3 || r == 0x2070 || (r >= 0x2074 && r <= 0x2079)
}

func superDigit(r rune) byte {
	switch r {
	case 0x00B9:
		return '1'
	case 0x00B2:
		return '2'
	case 0x00B3:
		return '3'
	case 0x2070:
		return '0'
	}
	return byte('4' + r - 0x2074)
}

// entityLen returns the length of an HTML entity at the start of s, or 0.
func entityLen(s string) int {
	end := strings.IndexByte(s, ';')
	if end < 2 {
		return 0
	}
	body := s[1:end]
	if body[0] == '#' {
		digits := body[1:]
		hex := len(digits) > 0 && (digits[0] == 'x' || digits[0] == 'X')
		if hex {
			digits = digits[1:]
		}
		if digits == "" || len(digits) > 7 {
			return 0
		}
		for k := 0; k < len(digits); k++ {
			c := digits[k]
			if !(c >= '0' && c <= '9' || hex && (c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F')) {
				return 0
			}
		}
	} else {
		for k := 0; k < len(body); k++ {
			c := body[k]
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
				return 0
			}
		}
	}
	if html.UnescapeString(s[:end+1]) == s[:end+1] {
		return 0 // not an entity HTML knows
	}
	return end + 1
}

func isASCIIPunct(c byte) bool {
	return c >= '!' && c <= '/' || c >= ':' && c <= '@' || c >= '[' && c <= '`' || c >= '{' && c <= '~'
}

// keptRune reports the non-ASCII characters legal text is full of
// that foldRune keeps as they are (curly quotes, section and paragraph
// signs), so text writes them without foldRune's table look-ups
// (TestKeptRunesAreKept holds the two to the same answer).
func keptRune(r rune) bool {
	switch r {
	case '‘', '’', '“', '”', '§', '¶':
		return true
	}
	return false
}

// foldRune says what a non-ASCII rune becomes in the reader text.
func foldRune(r rune) (read string, class FoldClass, kind string, changed bool) {
	switch {
	case r == 0x2028 || r == 0x2029:
		return "\n", Typographic, "space", true
	case unicode.Is(unicode.Zs, r):
		return " ", Typographic, "space", true
	case r == 0x2212 || r == 0xFE58 || r == 0xFE63 || r == 0xFF0D || unicode.Is(unicode.Pd, r):
		return "-", Typographic, "dash", true
	case Invisible(r):
		return "", Disguise, "invisible", true
	}
	if c, ok := lookalike[r]; ok {
		return string(c), Disguise, "look-alike", true
	}
	if r >= 0xFF01 && r <= 0xFF5E {
		return string(r - 0xFEE0), Disguise, "full-width", true
	}
	var buf [utf8.UTFMax]byte
	n := utf8.EncodeRune(buf[:], r)
	if p := norm.NFKC.Properties(buf[:n]); p.Decomposition() != nil {
		if k := norm.NFKC.String(string(buf[:n])); k != string(buf[:n]) {
			return k, Typographic, "compatibility", true
		}
	}
	return "", Typographic, "", false
}

// Invisible reports whether r is an invisible or format character: a
// Unicode format character (Cf: zero-width space and joiners, bidi
// controls, invisible operators, the soft hyphen, tag characters), a
// variation selector, a combining grapheme joiner or a Hangul filler.
func Invisible(r rune) bool {
	switch {
	case r < 0xAD:
		return false
	case unicode.Is(unicode.Cf, r):
		return true
	case r >= 0xFE00 && r <= 0xFE0F, r >= 0xE0100 && r <= 0xE01EF, r >= 0x180B && r <= 0x180F:
		return true
	case r == 0x034F || r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0:
		return true
	}
	return false
}
