package resolve

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// minQuotedWords is the fewest words a quotation needs to tell where in a
// document it stands: a shorter one ("prima facie valid") recurs.
const minQuotedWords = 5

// QuotedPins checks the pin a citation gives a Vault document against the
// words it is cited for: a quotation of at least minQuotedWords words,
// written in the proposition (a title in quotes is a citation, not a
// quotation) or, for a document cited in a "(quoting X, 407 U.S. 1, 23)"
// parenthetical, in the passage of the citing authority (another citation
// of the same proposition), that the document's text holds. When the
// document holds one of them but none lies at the pinned place, the pin
// names the wrong place and a Nowhere entry says where the words are
// (C-009 fails). Before, p. 23 was a real page of the case, so C-009
// passed a pin the quotation does not stand on, for a direct quotation
// as well as for a quoted authority.
//
// A "(citing ...)" authority is cited for no words. A direct quotation
// (outside a quoting parenthetical) is placed only by the document's own
// words: where the document holds the quoted words only inside its own
// quotation marks (an opinion reciting a contract's clause or a statute),
// the answer quotes the clause, not the opinion, and a brief may pin the
// page that construes it, so that decides nothing. A quotation the
// document does not hold decides nothing here either (it may be the
// citing court's own words); the judge weighs it. ps are the citations'
// passages, changed in place.
func QuotedPins(r vault.Reader, a *cite.Answer, res []Resolution, ps []retrieval.Passage) {
	var folds map[string]foldedText // each document folded once per answer, and only when a quotation needs it
	for i := range a.Citations {
		c := &a.Citations[i]
		word := quotingWord(a.Text, c.Start)
		if i >= len(res) || i >= len(ps) || res[i].Doc == "" || word == "citing" {
			continue
		}
		fqs := foldedFragments(quotationsFor(a, res, ps, i, word == "quoting"))
		if len(fqs) == 0 {
			continue // no quotation long enough to place: the document need not be read
		}
		pl := retrieval.Place(r, Want(a, res, i, nil))
		if len(pl.Chunks) == 0 || len(pl.Nowhere) > 0 || pl.ByChunk {
			continue
		}
		d, ok := r.Document(res[i].Doc)
		if !ok {
			continue
		}
		ft, seen := folds[res[i].Doc]
		if !seen {
			if folds == nil {
				folds = map[string]foldedText{}
			}
			ft.s, ft.at = foldWords(d.Text)
			folds[res[i].Doc] = ft
		}
		if q, off, ok := misplacedFolded(d.Text, ft, pl.Chunks, fqs, word != "quoting"); ok {
			ps[i].Nowhere = append(ps[i].Nowhere, fmt.Sprintf("%s of %s does not hold the words it is cited for (%q); %s has them at %s",
				strings.Join(pl.Places, ", "), res[i].Doc, shorten(q), res[i].Doc, placeOf(r, res[i].Doc, off)))
		}
	}
}

// misplacedQuote finds, among quotes, one the document's text holds
// when none of those it holds lies in the pinned chunks: it returns that
// quotation and the byte offset in text where it stands. ok is false
// when the text holds none of them, or the pinned place holds one. With
// ownWords, an occurrence inside the document's own quotation marks
// passes a pin that holds it but places nothing elsewhere (QuotedPins).
func misplacedQuote(text string, pinned []*vault.Chunk, quotes []string, ownWords bool) (string, int, bool) {
	fqs := foldedFragments(quotes)
	if len(fqs) == 0 {
		return "", 0, false
	}
	var ft foldedText
	ft.s, ft.at = foldWords(text)
	return misplacedFolded(text, ft, pinned, fqs, ownWords)
}

// foldedText is a document's text folded by foldWords, with the map back
// to the text's offsets.
type foldedText struct {
	s  string
	at []int
}

// foldedFragment is a quotation fragment as written and folded.
type foldedFragment struct{ written, folded string }

// foldedFragments folds the fragments of quotes (quoteFragments) long
// enough to place a quotation (minQuotedWords), in order.
func foldedFragments(quotes []string) []foldedFragment {
	var out []foldedFragment
	for _, q := range quoteFragments(quotes) {
		fq, _ := foldWords(q)
		if strings.Count(fq, " ") < minQuotedWords-1 {
			continue
		}
		out = append(out, foldedFragment{q, fq})
	}
	return out
}

// misplacedFolded is misplacedQuote on a document folded once (ft) and
// fragments folded once (fqs).
func misplacedFolded(text string, ft foldedText, pinned []*vault.Chunk, fqs []foldedFragment, ownWords bool) (string, int, bool) {
	first, where := "", -1
	for _, f := range fqs {
		for off := 0; ; {
			k := strings.Index(ft.s[off:], f.folded)
			if k < 0 {
				break
			}
			k += off
			start, end := ft.at[k], ft.at[k+len(f.folded)-1]+1
			if heldBy(pinned, start, end) {
				return "", 0, false // the pinned place holds this quotation
			}
			if where < 0 && !(ownWords && quotedIn(text, start, end)) {
				first, where = f.written, start
			}
			off = k + 1
		}
	}
	return first, where, where >= 0
}

// quotationsFor lists the quotations that citation i, inside a quoting
// parenthetical, may be the source of: those of its proposition, and
// those of the passages of the proposition's other citations to another
// document (the citing authority, which quotes it).
func quotationsFor(a *cite.Answer, res []Resolution, ps []retrieval.Passage, i int, quoted bool) []string {
	c := &a.Citations[i]
	var out []string
	if p := c.Proposition; p >= 0 && p < len(a.Propositions) {
		prop := &a.Propositions[p]
		for _, q := range quotationSpans(prop.Text) {
			if !coversCitation(a, prop.Start+q[0], prop.Start+q[1]) {
				out = append(out, prop.Text[q[0]:q[1]]) // a title in quotes is a citation, not words quoted
			}
		}
	}
	for j := range a.Citations {
		if !quoted {
			break // only a quoted authority is cited for its citing authority's words
		}
		if j == i || j >= len(ps) || a.Citations[j].Proposition != c.Proposition || res[j].Doc == res[i].Doc {
			continue
		}
		out = append(out, quotations(ps[j].Text)...)
	}
	return out
}

// quoteFragments splits each quotation at its ellipses ("...", "…",
// ". . .") into the runs of words it quotes, and reads a bracketed
// alteration as its letters ("[t]he" is "the"): a quotation with an
// omission or an altered capital is words of the document all the same,
// and before it matched the document nowhere, so its pin went unchecked.
// A fragment shorter than minQuotedWords is left out by misplacedQuote.
func quoteFragments(quotes []string) []string {
	var out []string
	for _, q := range quotes {
		q = strings.NewReplacer(". . .", "\x00", "...", "\x00", "…", "\x00", "[", "", "]", "").Replace(q)
		out = append(out, strings.Split(q, "\x00")...)
	}
	return out
}

// quotedIn reports whether bytes [start, end) of text lie inside a
// quotation of the paragraph (text between blank lines) holding them: the
// document's own quotation marks, read as quotationSpans reads an
// answer's.
func quotedIn(text string, start, end int) bool {
	from := strings.LastIndex(text[:start], "\n\n") + 1
	to := strings.Index(text[end:], "\n\n")
	if to < 0 {
		to = len(text)
	} else {
		to += end
	}
	for _, q := range quotationSpans(text[from:to]) {
		if from+q[0] <= start && end <= from+q[1] {
			return true
		}
	}
	return false
}

// quotations lists the spans of s in straight or curly double quotes.
func quotations(s string) []string {
	var out []string
	for _, q := range quotationSpans(s) {
		out = append(out, s[q[0]:q[1]])
	}
	return out
}

// coversCitation reports whether the answer's bytes [start, end) overlap
// a citation's span.
func coversCitation(a *cite.Answer, start, end int) bool {
	for k := range a.Citations {
		if a.Citations[k].Start < end && start < a.Citations[k].End {
			return true
		}
	}
	return false
}

// quotationSpans lists the byte spans of the quoted text of s, in
// straight or curly double quotes.
func quotationSpans(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		open, close := "", ""
		switch {
		case s[i] == '"':
			open, close = "\"", "\""
		case strings.HasPrefix(s[i:], "“"):
			open, close = "“", "”"
		default:
			i++
			continue
		}
		j := strings.Index(s[i+len(open):], close)
		if j < 0 {
			break
		}
		out = append(out, [2]int{i + len(open), i + len(open) + j})
		i += len(open) + j + len(close)
	}
	return out
}

// foldWords folds text to its words, lower-cased and joined by single
// spaces, and maps each byte of the result to the offset in text of the
// byte it came from, so a match in the folded text is placed in text.
func foldWords(text string) (string, []int) {
	var b strings.Builder
	b.Grow(len(text))
	at := make([]int, 0, len(text))
	space := true
	for i, r := range text {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			var buf [utf8.UTFMax]byte
			n := utf8.EncodeRune(buf[:], unicode.ToLower(r))
			b.Write(buf[:n])
			for k := 0; k < n; k++ {
				at = append(at, i)
			}
			space = false
			continue
		}
		if !space {
			b.WriteByte(' ')
			at = append(at, i)
			space = true
		}
	}
	s := b.String()
	if strings.HasSuffix(s, " ") {
		s, at = s[:len(s)-1], at[:len(at)-1]
	}
	return s, at
}

// heldBy reports whether the text at bytes [start, end) of the document
// lies in one of the chunks.
func heldBy(chunks []*vault.Chunk, start, end int) bool {
	for _, c := range chunks {
		if c.Start < end && start < c.End {
			return true
		}
	}
	return false
}

// placeOf names where byte off of the document's text lies: the page
// (and section) of the chunk holding it, else the chunk.
func placeOf(r vault.Reader, doc string, off int) string {
	for _, c := range r.Chunks(doc) {
		if c.Start <= off && off < c.End {
			switch {
			case c.PageStart != "" && c.PageStart == c.PageEnd || c.PageStart != "" && c.PageEnd == "":
				return "p. " + c.PageStart + " (chunk " + c.ID + ")"
			case c.PageStart != "":
				return "pp. " + c.PageStart + "-" + c.PageEnd + " (chunk " + c.ID + ")"
			case c.Section != "":
				return c.Section + " (chunk " + c.ID + ")"
			}
			return "chunk " + c.ID
		}
	}
	return "another place"
}

// shorten cuts a quotation to a reasoning's length.
func shorten(q string) string {
	q = strings.Join(strings.Fields(q), " ")
	if len(q) <= 80 {
		return q
	}
	cut := 80
	for cut > 0 && !utf8.RuneStart(q[cut]) {
		cut--
	}
	return q[:cut] + "..."
}
