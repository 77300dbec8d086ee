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
// there and every piece must occur, each after the one before it. Surrounding quotation marks are
// ignored, and curly quotation marks count as straight ones. An empty
// quote occurs nowhere.
func QuoteOccurs(text, quote string) bool {
	q := strings.TrimSpace(quote)
	q = strings.Trim(q, "\"'“”‘’ ")
	if q == "" {
		return false
	}
	hay := quoteMarks.Replace(text)
	q = strings.ReplaceAll(quoteMarks.Replace(q), "…", "...")
	var pieces []string
	for _, piece := range strings.Split(q, "...") {
		piece = strings.Trim(strings.TrimSpace(piece), "\"'[] ")
		if piece != "" {
			pieces = append(pieces, piece)
		}
	}
	// in the passage's order: "B ... A" is no quotation of "A ... B"
	return textnorm.ContainsVerbatimInOrder(hay, pieces)
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
