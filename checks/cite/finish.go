package cite

import (
	"fmt"

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
		return text[sk.toOrig(sp[0]):sk.toOrig(sp[1])], true
	}
	for _, c := range cites {
		cit := c.Citation
		cit.Start, cit.End = sk.toOrig(c.Start), sk.toOrig(c.End)
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
		cit.Pins = append([]string(nil), c.Pins...)
		a.Citations = append(a.Citations, cit)
	}
	for i := range a.Propositions {
		p := &a.Propositions[i]
		p.Start, p.End = sk.toOrig(p.Start), sk.toOrig(p.End)
		p.Text = text[p.Start:p.End]
	}
	return a
}
