package judge

import (
	"strings"

	"github.com/citecheck/citecheck/vault/textnorm"
)

// Where says where an evidence quote was found.
type Where string

// Evidence locations for citation units.
const (
	InExcerpt Where = "excerpt"
	// InContext: only in the surrounding, not retrieved, text: a claim
	// resting on it rests on adjacent text (C-007).
	InContext Where = "context"
	Nowhere   Where = "nowhere"
)

// quoteMarks are the quotation marks a model may wrap a quote in, or
// substitute for the passage's own; they are not spoofing, so they are
// unified before comparison.
var quoteMarks = strings.NewReplacer("“", `"`, "”", `"`, "„", `"`, "‘", "'", "’", "'", "‚", "'")

// QuoteOccurs reports whether quote occurs in text verbatim (FORMATS.md: what each criterion compares:
// NFC and white space folded, nothing else; zero-width and look-alike
// characters never match). A quote with ellipses ("... " or "…") is split
// there and every piece must occur, each after the one before it; a
// letter whose case the quoter changed ("[t]he") matches either case. Surrounding quotation marks are
// ignored, and curly quotation marks count as straight ones. An empty
// quote occurs nowhere.
func QuoteOccurs(text, quote string) bool {
	q := strings.TrimSpace(quote)
	q = strings.Trim(q, "\"'“”‘’ ")
	if q == "" {
		return false
	}
	hay := quoteMarks.Replace(text)
	q = elisions.Replace(quoteMarks.Replace(q))
	var pieces [][]string
	for _, piece := range strings.Split(q, "...") {
		piece = strings.Trim(strings.TrimSpace(piece), "\"' ")
		if piece != "" {
			pieces = append(pieces, alteredSpellings(piece))
		}
	}
	// in the passage's order: "B ... A" is no quotation of "A ... B"
	return textnorm.ContainsVerbatimInOrder(hay, pieces)
}

// elisions are the ways a quotation marks words left out, each read as
// "...": "…", ". . .", and any of them in brackets ("[...]").
var elisions = strings.NewReplacer("[...]", "...", "[…]", "...", "[. . .]", "...", ". . .", "...", "…", "...")

// alteredSpellings reads a quotation's marked alterations as a citation
// manual writes them: "[t]he" changes only the letter's case, so it
// stands for "the" or "The"; "[sic]" is the quoter's and is dropped. Any
// other bracketed text stays as written (a word the quoter put in is no
// word of the passage, so the piece does not match). At most three
// letters are read so; past that the piece stays as written.
func alteredSpellings(piece string) []string {
	piece = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(piece, " [sic]", ""), "[sic]", ""))
	out := []string{piece}
	for n := 0; n < 3; n++ {
		i := strings.IndexByte(out[0], '[')
		if i < 0 || i+2 >= len(out[0]) || out[0][i+2] != ']' || !isASCIILetter(out[0][i+1]) {
			break
		}
		var next []string
		for _, v := range out {
			c := v[i+1]
			lo, up := string(c|0x20), string(c&^0x20)
			next = append(next, v[:i]+lo+v[i+3:], v[:i]+up+v[i+3:])
		}
		out = next
	}
	return out
}

// LocateQuote says whether quote occurs in the unit's excerpt, only in
// its surrounding context, or nowhere.
func LocateQuote(u *Unit, quote string) Where {
	switch {
	case QuoteOccurs(u.Excerpt, quote):
		return InExcerpt
	case QuoteOccurs(u.Before, quote) || QuoteOccurs(u.After, quote):
		return InContext
	}
	return Nowhere
}
