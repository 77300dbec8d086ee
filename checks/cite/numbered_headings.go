package cite

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Which headings open a list of sources. Assistants head their lists in
// many ways ("Sources", "Sources used in this answer", "Cited
// authorities", "Works cited", "Documents relied on", "Bibliography"):
// a heading is read by its words, not looked up in a list of phrasings.
// Its words must name sources (a source noun) and otherwise only frame
// the list ("used", "cited", "in this answer", "key"). A heading whose
// source noun stands among other words ("Sources of law in Delaware",
// "Key authorities on forum selection") may head a section about law,
// so it opens a list only when the blocks under it are entries (list
// items or "[N] ..." lines), never when its body is prose.

// sourceHeadingClass is how a heading reads as the head of a list of
// sources.
type sourceHeadingClass uint8

const (
	notSourcesHeading sourceHeadingClass = iota
	// sourcesByWords: its words say it heads a list of sources.
	sourcesByWords
	// sourcesIfListed: it names sources among other words; it heads a
	// list only when its body is entries.
	sourcesIfListed
)

// sourceNouns name what a list of sources lists; qualified nouns do so
// only with a qualifier ("documents relied on", "cases cited") or over a
// body of entries ("Key cases").
var (
	sourceNouns = map[string]bool{
		"source": true, "sources": true, "reference": true, "references": true,
		"citation": true, "citations": true, "authorities": true, "bibliography": true,
		"footnotes": true, "endnotes": true,
	}
	qualifiedSourceNouns = map[string]bool{
		"document": true, "documents": true, "case": true, "cases": true, "materials": true,
		"authority": true, "works": true, "notes": true, "passages": true, "excerpts": true,
		"opinions": true, "records": true, "cites": true,
	}
	sourceQualifiers = map[string]bool{
		"cited": true, "used": true, "relied": true, "consulted": true, "referenced": true,
		"retrieved": true, "quoted": true, "reviewed": true, "discussed": true, "considered": true,
		"mentioned": true, "referred": true,
	}
	// sourceFraming are the words that frame a list without naming a
	// subject: "in this answer", "key", "table of", "further reading".
	sourceFraming = map[string]bool{
		"a": true, "an": true, "the": true, "this": true, "these": true, "that": true, "my": true, "our": true,
		"of": true, "on": true, "upon": true, "in": true, "for": true, "from": true, "to": true, "by": true,
		"and": true, "with": true, "as": true, "here": true, "above": true, "below": true,
		"answer": true, "response": true, "memo": true, "memorandum": true, "reply": true, "summary": true,
		"list": true, "table": true, "key": true, "principal": true, "primary": true, "main": true,
		"supporting": true, "relevant": true, "selected": true, "other": true, "additional": true,
		"further": true, "reading": true, "all": true, "vault": true, "legal": true, "research": true,
		"preparing": true, "analysis": true, "i": true, "we": true, "you": true, "is": true, "are": true,
	}
)

// maxSourceHeadingWords is the most words a Sources heading has:
// "Documents relied on in preparing this memorandum" has seven.
const maxSourceHeadingWords = 10

// classifySourcesHeading reads a heading's text ("## Works cited",
// "**Cited authorities:**", "Sources used in this answer:").
func classifySourcesHeading(h string) sourceHeadingClass {
	if c, ok := classifyASCIIHeading(h, false); ok {
		return c
	}
	return classifyHeadingWords(h, false)
}

// headsSourcesByWords is classifySourcesHeading(h) == sourcesByWords,
// read only up to the first word outside the four word sets (which rules
// sourcesByWords out): splitting paragraphs asks it of the first line of
// every paragraph of more than one line, nearly always prose.
func headsSourcesByWords(h string) bool {
	if c, ok := classifyASCIIHeading(h, true); ok {
		return c == sourcesByWords
	}
	return classifyHeadingWords(h, true) == sourcesByWords
}

// classifyHeadingWords is classifySourcesHeading for any heading. With
// byWords it answers only whether the heading is sourcesByWords: it gives
// notSourcesHeading at the first word outside the word sets, where the
// full reading would give sourcesIfListed or notSourcesHeading.
func classifyHeadingWords(h string, byWords bool) sourceHeadingClass {
	key := headingKey(h)
	if key == "" || len(key) > 100 {
		return notSourcesHeading
	}
	words := strings.FieldsFunc(key, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'' || r == '’')
	})
	if len(words) == 0 || len(words) > maxSourceHeadingWords {
		return notSourcesHeading
	}
	noun, qualified, qualifier, other := false, false, false, false
	for _, w := range words {
		w = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(w, "'s"), "’s"), "'’")
		switch {
		case sourceNouns[w]:
			noun = true
		case qualifiedSourceNouns[w]:
			qualified = true
		case sourceQualifiers[w]:
			qualifier = true
		case sourceFraming[w]:
		default:
			if byWords {
				return notSourcesHeading
			}
			other = true
		}
	}
	names := noun || qualified && qualifier
	switch {
	case names && !other:
		return sourcesByWords
	case names || qualified:
		return sourcesIfListed
	}
	return notSourcesHeading
}

// listedBody reports whether the blocks after the heading at index i, up
// to the next heading, are all entries of a list (list items, "[N] ..."
// or "1. ..." lines), and there is at least one.
func listedBody(s string, doc *docStructure, i int) bool {
	n := 0
	for j := i + 1; j < len(doc.blocks) && doc.blocks[j].kind != blockHeading; j++ {
		b := &doc.blocks[j]
		if l, _ := entryLabel(s, doc, b); l == "" && b.kind != blockListItem {
			return false
		}
		n++
	}
	return n > 0
}

// classifyASCIIHeading is classifySourcesHeading without building the
// lower-cased key and its word list (every short first line of an
// opinion's paragraphs is asked), for a heading whose words are ASCII: a
// character outside ASCII may only separate words (a curly quote, "§",
// an accented letter), and ok is false when one might do more (a Unicode
// space TrimSpace would trim, "’" inside a word, a letter that lower-cases
// to ASCII). TestClassifyASCIIHeading holds the two to the same answer.
// byWords is classifyHeadingWords'.
func classifyASCIIHeading(h string, byWords bool) (sourceHeadingClass, bool) {
	grow := 0 // how many bytes lower-casing adds to the key's length
	for i := 0; i < len(h); {
		if h[i] < 0x80 {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(h[i:])
		lr := unicode.ToLower(r)
		if unicode.IsSpace(r) || r == '’' || lr == '’' || lr < 0x80 {
			return 0, false
		}
		grow += utf8.RuneLen(lr) - size // an invalid byte becomes U+FFFD
		i += size
	}
	a, b := 0, len(h)
	for a < b && isASCIISpace(h[a]) {
		a++
	}
	for b > a && isASCIISpace(h[b-1]) {
		b--
	}
	for a < b && strings.IndexByte("#*_:. ", h[a]) >= 0 {
		a++
	}
	for b > a && strings.IndexByte("#*_:. ", h[b-1]) >= 0 {
		b--
	}
	if grow != 0 {
		// the key's length as ToLower writes it, counted over [a, b) only
		grow = 0
		for i := a; i < b; {
			if h[i] < 0x80 {
				i++
				continue
			}
			r, size := utf8.DecodeRuneInString(h[i:])
			grow += utf8.RuneLen(unicode.ToLower(r)) - size
			i += size
		}
	}
	if a == b || b-a+grow > 100 {
		return notSourcesHeading, true
	}
	if b-a > 160 {
		return 0, false
	}
	// non-ASCII bytes stay as written: they only separate words
	var buf [160]byte
	key := buf[:b-a]
	for i := range key {
		c := h[a+i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		key[i] = c
	}
	wordByte := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' }
	n := 0
	for i := 0; i < len(key); {
		for i < len(key) && !wordByte(key[i]) {
			i++
		}
		if i == len(key) {
			break
		}
		for i < len(key) && wordByte(key[i]) {
			i++
		}
		if n++; n > maxSourceHeadingWords {
			return notSourcesHeading, true
		}
	}
	if n == 0 {
		return notSourcesHeading, true
	}
	noun, qualified, qualifier, other := false, false, false, false
	for i := 0; i < len(key); {
		for i < len(key) && !wordByte(key[i]) {
			i++
		}
		if i == len(key) {
			break
		}
		j := i
		for j < len(key) && wordByte(key[j]) {
			j++
		}
		w := key[i:j]
		i = j
		if len(w) >= 2 && w[len(w)-2] == '\'' && w[len(w)-1] == 's' {
			w = w[:len(w)-2]
		}
		for len(w) > 0 && w[len(w)-1] == '\'' {
			w = w[:len(w)-1]
		}
		switch {
		case sourceNouns[string(w)]:
			noun = true
		case qualifiedSourceNouns[string(w)]:
			qualified = true
		case sourceQualifiers[string(w)]:
			qualifier = true
		case sourceFraming[string(w)]:
		default:
			if byWords {
				return notSourcesHeading, true
			}
			other = true
		}
	}
	names := noun || qualified && qualifier
	switch {
	case names && !other:
		return sourcesByWords, true
	case names || qualified:
		return sourcesIfListed, true
	}
	return notSourcesHeading, true
}

func isASCIISpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r'
}
