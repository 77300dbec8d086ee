package cite

import (
	"fmt"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// finish maps every span from the skeleton back to the original text and
// fills the verbatim fields: Text, Identifier, ReporterAsWritten, DocID,
// Name and Parenthetical come from the original, so a spoofed identifier
// stays spoofed, and each suspicious code point becomes a warning.
func finish(text string, sk skeleton, cites []*cand, props []Proposition) *Answer {
	a := &Answer{Text: text, Citations: make([]Citation, 0, len(cites)), Propositions: props}
	orig := func(sp [2]int) (string, bool) {
		if sp[0] < 0 || sp[1] < sp[0] {
			return "", false
		}
		a, b := sk.toOrig(sp[0]), sk.toOrigEnd(text, sp[1])
		if b < a {
			b = a
		}
		return text[a:b], true
	}
	for _, c := range cites {
		cit := c.Citation
		cit.Start, cit.End = sk.toOrig(c.Start), max(sk.toOrig(c.Start), sk.toOrigEnd(text, c.End))
		cit.Text = text[cit.Start:cit.End]
		if v, ok := orig(c.ident); ok {
			cit.Identifier = textnorm.Fold(v)
		}
		if v, ok := orig(c.rep); ok {
			cit.ReporterAsWritten = textnorm.Fold(v)
		}
		if v, ok := orig(c.docID); ok {
			cit.DocID = v
		}
		if v, ok := orig(c.name); ok && c.Kind != KindID {
			cit.Name = cleanName(v)
		}
		if v, ok := orig(c.paren); ok {
			cit.Parenthetical = textnorm.Fold(v)
		}
		cit.Locators = []vault.Locator{}
		for _, l := range c.locs {
			cit.Locators = append(cit.Locators, vault.Locator{Kind: vault.LocatorKind(l.kind), Value: l.value})
			if l.kind == "chunk" && cit.DocID != "" && cit.Chunk == "" {
				cit.Chunk = cit.DocID + "#c" + l.value
			}
		}
		cit.Warnings = append([]string(nil), c.Warnings...)
		for _, sus := range textnorm.Suspicious(cit.Text) {
			cit.Warnings = append(cit.Warnings, fmt.Sprintf("suspicious character %s at offset %d of the citation: possible spoofing", sus.Name, sus.Offset))
		}
		cit.Warnings = append(cit.Warnings, adjacentInvisible(text, cit.Start, cit.End)...)
		cit.Pins = append([]string(nil), c.Pins...)
		a.Citations = append(a.Citations, cit)
	}
	for i := range a.Propositions {
		p := &a.Propositions[i]
		p.Start, p.End = sk.toOrig(p.Start), max(sk.toOrig(p.Start), sk.toOrigEnd(text, p.End))
		p.Text = text[p.Start:p.End]
	}
	return a
}

// adjacentInvisible warns about invisible characters (zero-width, bidi
// controls) directly before or after a citation: they are outside its
// span, but a right-to-left override before "407 U.S. 1" changes what a
// reader sees as much as one inside it.
func adjacentInvisible(text string, start, end int) []string {
	var out []string
	for i := start; i > 0; {
		r, size := utf8.DecodeLastRuneInString(text[:i])
		if _, drop, _ := skeletonRune(r); !drop {
			break
		}
		i -= size
		for _, sus := range textnorm.Suspicious(text[i : i+size]) {
			out = append(out, fmt.Sprintf("suspicious character %s directly before the citation: possible spoofing", sus.Name))
		}
	}
	for i := end; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if _, drop, _ := skeletonRune(r); !drop {
			break
		}
		for _, sus := range textnorm.Suspicious(text[i : i+size]) {
			out = append(out, fmt.Sprintf("suspicious character %s directly after the citation: possible spoofing", sus.Name))
		}
		i += size
	}
	return out
}
