package cite

import (
	"strings"

	"github.com/citecheck/citecheck/checks/cite/mdtext"
)

// fileExts are the extensions that make a token a file name (compared
// case-insensitively).
var fileExts = map[string]bool{"pdf": true, "docx": true, "doc": true, "txt": true, "md": true,
	"html": true, "htm": true, "xlsx": true, "xls": true, "pptx": true, "rtf": true, "eml": true,
	"msg": true, "csv": true, "json": true, "odt": true}

// scanFiles finds file names ("Acme-MSA.pdf, § 14.2") with the locators
// after them: one pass over the periods of the text, each followed by a
// known extension. A name with spaces is found when the Vault knows it.
func (e *Extractor) scanFiles(s string) []*cand {
	var out []*cand
	var ext [8]byte
	dots := e.periodsOf(s)
	for i, j := 0, 0; i < len(s); {
		// every extension starts with a letter: only a period before an
		// ASCII letter (or any byte from 'A' up) can start one
		if j = periodFrom(dots, j, i); j == len(dots) {
			break
		}
		k := dots[j]
		i = k + 1
		if k+1 >= len(s) || s[k+1] < 'A' || s[k+1] >= 0x80 {
			continue
		}
		if k == 0 || !isAlnum(s[k-1]) {
			continue
		}
		n := 0
		for n < len(ext) && k+1+n < len(s) && isAlnum(s[k+1+n]) {
			c := s[k+1+n]
			if isUpper(c) {
				c += 'a' - 'A'
			}
			ext[n] = c
			n++
		}
		end := k + 1 + n
		if n == 0 || n == len(ext) || !fileExts[string(ext[:n])] || (end < len(s) && (s[end] == '_' || s[end] == '-')) {
			continue
		}
		// the name: no-space token before the extension
		st := k
		for st > 0 && isFileByte(s[st-1]) {
			st--
		}
		for st < k && !isAlnum(s[st]) {
			st++
		}
		// "【2†Acme-MSA.pdf】", "【4:0†Acme-MSA.pdf】": the part before the
		// dagger is the result number, the file is what follows it
		lent := -1
		if d := strings.LastIndex(s[st:k], "†"); d >= 0 {
			lent = lenticularStart(s, st+d)
			st += d + len("†")
		}
		if st == k || (st > 0 && (s[st-1] == '/' || s[st-1] == '\\' || s[st-1] == '=')) && !e.knownFile(strings.ToLower(s[st:end])) {
			continue // empty, or the end of a URL or path (unless it names a Vault file: "source: files/msa.txt")
		}
		// a known name with spaces wins
		if maxWords := e.fileWords(); maxWords > 1 {
			b := st
			for w := 1; w < maxWords && b > 0; w++ {
				b--
				for b > 0 && isSpaceByte(s[b]) {
					b--
				}
				for b > 0 && !isSpaceByte(s[b-1]) {
					b--
				}
				if e.knownFile(strings.ToLower(s[b:end])) {
					st = b
				}
			}
		}
		c := e.newCand(st, end, prioFile)
		c.Kind = KindFile
		c.ident = [2]int{st, end}
		c.readTrailing(s, end)
		if lent >= 0 && strings.HasPrefix(s[c.End:], "】") {
			c.Start, c.End = lent, c.End+len("】") // the whole mark, as a bracketed reference
		}
		out = append(out, c)
		i = end
	}
	return out
}

// lenticularStart returns where the lenticular mark opens when the
// dagger at s[d] follows its result number right after the opening
// bracket ("【2†", "【4:0†"), or -1.
func lenticularStart(s string, d int) int {
	k := d
	for k > 0 && d-k < 12 && (isDigit(s[k-1]) || s[k-1] == ':') {
		k--
	}
	if k == d || !strings.HasSuffix(s[:k], "【") {
		return -1
	}
	return k - len("【")
}

func isFileByte(c byte) bool {
	return isAlnum(c) || c == '-' || c == '_' || c == '.' || c == '(' || c == ')' || c == '&' || c == '+' || c >= 0x80
}

// titleDelims are the emphasis and quote pairs a title may stand in.
var titleDelims = []struct{ open, close string }{
	{"**", "**"}, {"*", "*"}, {"_", "_"}, {"\"", "\""}, {"“", "”"},
}

// indexDelim is strings.Index(s, d) for a title delimiter: a curly
// quote is found by its last byte, which only curly quotes share, not
// by the lead byte every dash and quote has.
func indexDelim(s, d string) int {
	if len(d) == 3 && d[0] >= 0x80 {
		return indexByByte(s, d, 2)
	}
	return strings.Index(s, d)
}

// hasVersus reports whether s holds " v. ", " v " or " vs. ", each
// found at a 'v' (rare in prose) rather than by three searches.
func hasVersus(s string) bool {
	for i := 1; i < len(s); i++ {
		k := strings.IndexByte(s[i:], 'v')
		if k < 0 {
			return false
		}
		i += k
		if s[i-1] == ' ' {
			r := s[i+1:]
			if strings.HasPrefix(r, ". ") || strings.HasPrefix(r, " ") || strings.HasPrefix(r, "s. ") {
				return true
			}
		}
	}
	return false
}

// titleSpan is an italic, bold or quoted span: content s[cs:ce], the
// whole with its delimiters s[start:end].
type titleSpan struct{ start, cs, ce, end int }

// scanTitles finds titles in italics or quotes that are a known Vault
// title or alias, or look like a case name ("X v. Y"). Italics come from
// the reader, as Markdown or as plain text alike (mdtext reads emphasis
// in both), so an italic title reads the same either way.
func (e *Extractor) scanTitles(s string, tx *mdtext.Text) []*cand {
	var spans []titleSpan
	for _, em := range tx.Emphasis {
		spans = append(spans, titleSpan{em.Start, em.Start, em.End, em.End})
	}
	spans = append(spans, delimited(s, titleDelims[3:])...)
	var out []*cand
	for _, sp := range spans {
		content := s[sp.cs:sp.ce]
		if sp.ce <= sp.cs || strings.Contains(content, "\n\n") {
			continue
		}
		known := e.knownTitle(content)
		caseShaped := hasVersus(content) || strings.HasPrefix(content, "In re ")
		if !known && !caseShaped {
			continue
		}
		name := cleanName(strings.TrimRight(content, " ,."))
		if name == "" {
			continue
		}
		p, df := splitParties(name)
		caseLike := (p != "" && df != "" && isUpper(name[0])) || strings.HasPrefix(name, "In re ")
		if !known && !caseLike {
			continue
		}
		c := e.newCand(sp.start, sp.end, prioTitle)
		c.Kind = KindTitle
		c.ident = [2]int{sp.cs, sp.cs + len(strings.TrimRight(content, " ,"))}
		c.name = c.ident
		c.Name, c.Plaintiff, c.Defendant = name, p, df
		c.docIDs = e.captionDocs(content)
		c.readTrailing(s, sp.end)
		out = append(out, c)
	}
	return out
}

// delimited finds the spans that the given delimiter pairs enclose.
func delimited(s string, delims []struct{ open, close string }) []titleSpan {
	var out []titleSpan
	for _, d := range delims {
		for i := 0; i < len(s); {
			k := indexDelim(s[i:], d.open)
			if k < 0 {
				break
			}
			k += i
			cs := k + len(d.open)
			i = cs
			if d.open == "*" && (k > 0 && s[k-1] == '*' || cs < len(s) && s[cs] == '*') {
				continue
			}
			if d.open == "_" && k > 0 && isAlnum(s[k-1]) {
				continue
			}
			limit := min(len(s), cs+200)
			ce := indexDelim(s[cs:limit], d.close)
			if ce <= 0 {
				continue
			}
			ce += cs
			if d.close == "*" && ce+1 < len(s) && s[ce+1] == '*' {
				continue
			}
			i = ce + len(d.close)
			out = append(out, titleSpan{k, cs, ce, i})
		}
	}
	return out
}
