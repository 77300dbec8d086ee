package heuristic

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// sentence is one sentence of a text, with its tokens and keys.
type sentence struct {
	text string
	toks []tok
	keys keySet
}

// splitSentences splits s at ". ", "? ", "! ", the ends of its logical
// lines (unwrapLines) and blank lines; a period after a short or dotted
// abbreviation ("v.", "Co.", "U.S.", "Cir.", "F.3d") does not end a
// sentence. Page markers ("[*12]") are dropped and heading marks ("#")
// trimmed.
func splitSentences(s string) []string {
	var out []string
	for _, line := range unwrapLines(s) {
		line = strings.TrimLeft(line, "#")
		start := 0
		for i := 0; i < len(line); i++ {
			c := line[i]
			if (c == '.' || c == '?' || c == '!') && (i+1 == len(line) || line[i+1] == ' ' || line[i+1] == '"' || strings.HasPrefix(line[i+1:], "”")) {
				if c == '.' && abbreviationBefore(line[start:i]) {
					continue
				}
				end := i + 1
				if end < len(line) && (line[end] == '"' || strings.HasPrefix(line[end:], "”")) {
					_, n := utf8.DecodeRuneInString(line[end:])
					end += n
				}
				if t := strings.TrimSpace(line[start:end]); len(t) > 1 {
					out = append(out, t)
				}
				start = end
				i = end - 1
			}
		}
		if t := strings.TrimSpace(line[start:]); len(t) > 1 {
			out = append(out, t)
		}
	}
	return out
}

// unwrapLines is s's logical lines: a hard-wrapped paragraph (a
// document or an answer broken at a fixed width, a sentence running on
// over a page marker) is one line, so a sentence is never cut where the
// text was wrapped. A line runs on into the next unless it ends a
// sentence or a clause (. ? ! : ; or a closing quotation mark after
// one), is short (a heading, a caption line, the end of a paragraph,
// under wrapWidth bytes) while the next starts with a capital, or the
// next starts a list item or a heading. Blank lines end a line; page
// markers are dropped.
func unwrapLines(s string) []string {
	var out []string
	cur := ""
	flush := func() {
		if cur != "" {
			out = append(out, cur)
			cur = ""
		}
	}
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "":
			flush()
			continue
		case strings.HasPrefix(line, "[*") && strings.HasSuffix(line, "]") && len(line) < 16:
			continue // a page marker inside a sentence: read on over it
		}
		if cur != "" && !runsOn(cur, line) {
			flush()
		}
		if cur == "" {
			cur = line
		} else {
			cur += " " + line
		}
	}
	flush()
	return out
}

// wrapWidth: a line at least this long that stops without punctuation
// was wrapped, not ended.
const wrapWidth = 40

// runsOn reports whether line prev continues on the next line.
func runsOn(prev, next string) bool {
	if strings.HasPrefix(prev, "#") {
		return false // a heading is a line of its own
	}
	last, _ := utf8.DecodeLastRuneInString(prev)
	switch last {
	case '.', '?', '!', ':', ';', '"', '”', '’', ')', ']':
		if last == '.' || last == '?' || last == '!' || last == ':' || last == ';' {
			return false
		}
		trimmed := strings.TrimRight(prev, "\"”’)]")
		if l, _ := utf8.DecodeLastRuneInString(trimmed); strings.ContainsRune(".?!:;", l) {
			return false
		}
	}
	if strings.HasPrefix(next, "#") || listItem(next) {
		return false
	}
	first, _ := utf8.DecodeRuneInString(next)
	return len(prev) >= wrapWidth || !unicode.IsUpper(first)
}

// listItem reports whether line starts a list item ("- ", "* ", "• ",
// "1. ", "(a) ").
func listItem(line string) bool {
	for _, p := range []string{"- ", "* ", "• ", "+ "} {
		if strings.HasPrefix(line, p) {
			return true
		}
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	if i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')') {
		return true
	}
	return len(line) > 3 && line[0] == '(' && line[2] == ')' && unicode.IsLetter(rune(line[1]))
}

// abbreviationBefore reports whether the text before a period ends in an
// abbreviation: one to three letters ("v", "Co", "J"), a word with an
// inner period ("U.S", "F.3d"), or a known short form.
func abbreviationBefore(s string) bool {
	last, ok := lastField(s) // fields_scan.go
	if !ok {
		return true
	}
	w := strings.TrimLeft(last, "(\"“[")
	if strings.Contains(w, ".") {
		return true
	}
	switch strings.ToLower(w) {
	case "v", "vs", "inc", "corp", "ltd", "cir", "app", "supp", "dist", "super", "cal", "colo", "conn", "mass", "wash", "mich", "minn", "fla", "del", "ohio", "stat", "rev", "seq", "no", "nos", "para", "sec", "ch", "ed", "jr", "sr", "mr", "mrs", "ms", "dr", "prof", "st", "art", "pp":
		return true
	}
	return len(w) <= 2 && w != "" && unicode.IsUpper(rune(w[0]))
}

// sentencesOf splits s into analysed sentences.
func sentencesOf(s string) []sentence {
	var out []sentence
	for _, t := range splitSentences(s) {
		toks := tokenize(t)
		out = append(out, sentence{text: t, toks: toks, keys: keysOf(toks)})
	}
	return out
}

// words returns the matches of the word pattern ([\pL][\pL'’-]*) in s,
// in order: a letter, then letters, apostrophes and hyphens. A test
// holds it to word.FindAllString.
func words(s string) []string {
	var out []string
	start := -1 // start of the current word, or -1
	for i, r := range s {
		if start >= 0 && (r == '\'' || r == '’' || r == '-' || unicode.IsLetter(r)) {
			continue
		}
		if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
		if unicode.IsLetter(r) {
			start = i
		}
	}
	if start >= 0 {
		out = append(out, s[start:])
	}
	return out
}

// containsFold reports whether the lower-cased text holds phrase as whole
// words ("may" is not in "mayor").
func containsPhrase(low, phrase string) bool {
	for from := 0; ; {
		i := strings.Index(low[from:], phrase)
		if i < 0 {
			return false
		}
		i += from
		end := i + len(phrase)
		if (i == 0 || !isWordByte(low[i-1])) && (end == len(low) || !isWordByte(low[end])) {
			return true
		}
		from = i + 1
	}
}

// firstPhrase is the first of phrases that low contains as whole words
// (a long list is read through its index, phrase_index.go).
func firstPhrase(low string, phrases []string) string {
	if ix := phraseIndexOf(phrases); ix != nil {
		return ix.first(low)
	}
	return firstPhraseEach(low, phrases)
}

// firstPhraseEach is firstPhrase searching phrase by phrase.
func firstPhraseEach(low string, phrases []string) string {
	for _, p := range phrases {
		if containsPhrase(low, p) {
			return p
		}
	}
	return ""
}

func isWordByte(c byte) bool {
	return wordByteTable[c] // word_bytes.go
}

// normText is s lower-cased with runs of white space and hyphens folded
// to one space and curly apostrophes straightened, for phrase lookups.
func normText(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf { // ASCII, byte by byte (normASCII)
			i++
			if c = normASCII[c]; c == ' ' {
				if !space {
					b.WriteByte(' ')
				}
				space = true
				continue
			}
			space = false
			b.WriteByte(c)
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		switch {
		case r == '’':
			r = '\''
		case r == '-' || r == '‑' || r == '–' || unicode.IsSpace(r):
			if !space {
				b.WriteByte(' ')
			}
			space = true
			continue
		}
		space = false
		b.WriteRune(unicode.ToLower(r))
	}
	return strings.TrimSpace(b.String())
}

// normASCII is what normText writes for each ASCII byte: a space for
// white space and hyphens (folded into one with its neighbours), a capital
// lower-cased, any other byte itself. One load instead of a chain of
// comparisons per byte: normText reads every sentence of every passage.
var normASCII = func() (t [utf8.RuneSelf]byte) {
	for c := range utf8.RuneSelf {
		b := byte(c)
		switch {
		case b == '-' || b == ' ' || '\t' <= b && b <= '\r':
			b = ' '
		case 'A' <= b && b <= 'Z':
			b += 'a' - 'A'
		}
		t[c] = b
	}
	return t
}()

func first(s []string, n int) []string {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// clip shortens s for a reason.
func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n]) + "..."
	}
	return s
}
