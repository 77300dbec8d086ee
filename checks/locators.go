package checks

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/vault"
)

// locatorCheck is C-009 (citations-have-locators): every citation carries
// a page, section, paragraph, chunk or line reference (a pin cite counts;
// a bare "Id." does not), so it points at a passage rather than at the
// document as a whole. A locator that points nowhere (a page outside the
// document, a chunk or section it does not have) is reported as a
// warning: the citation did try to locate its passage, and C-001/C-003
// judge whether the passage is right.
type locatorCheck struct{}

// NewLocatorCheck returns the citations-have-locators check.
func NewLocatorCheck() Check { return locatorCheck{} }

func (locatorCheck) ID() string { return CheckHaveLocators }

func (c locatorCheck) Run(_ context.Context, in *Input) (Result, error) {
	if err := needResolved(in); err != nil {
		return Result{}, err
	}
	cs := in.Answer.Citations
	// A parallel group shares one pin: "407 U.S. 1, 10, 92 S. Ct. 1907".
	groupHas := map[int]bool{}
	for i := range cs {
		if cs[i].Parallel >= 0 && hasLocator(&cs[i]) {
			groupHas[cs[i].Parallel] = true
		}
	}
	var fs []Finding
	n := 0
	for i := range cs {
		ct := &cs[i]
		n++
		if !hasLocator(ct) && !(ct.Parallel >= 0 && groupHas[ct.Parallel]) {
			what := "the document as a whole"
			if ct.Kind == cite.KindID {
				what = "its antecedent as a whole (\"Id.\" without \"at\")"
			}
			fs = append(fs, citeFinding(c.ID(), in, SevError, ct, in.Resolved[i].Doc, "",
				fmt.Sprintf("%s refers only to %s: no page, section, paragraph, chunk or line reference", citeRef(ct), what)))
			continue
		}
		if doc := in.Resolved[i].Doc; doc != "" && in.Vault != nil {
			for _, w := range nowhere(in.Vault, doc, ct) {
				fs = append(fs, citeFinding(c.ID(), in, SevWarning, ct, doc, "", fmt.Sprintf("%s: %s", citeRef(ct), w)))
			}
		}
	}
	pass := allOf(n, "citation carries", "citations carry") + " a page, section, paragraph, chunk or line reference."
	if n == 0 {
		pass = "The answer cites no Vault source, so no citation lacks a locator."
	}
	return decide(Deterministic, fs, pass, "%d citation(s) refer only to a document as a whole, without a locator."), nil
}

// hasLocator reports whether c names a place inside its document.
func hasLocator(c *cite.Citation) bool {
	return len(c.Locators) > 0 || c.Chunk != "" || c.Pin != "" || len(c.Pins) > 0
}

// nowhere lists the locators of c that point outside document doc.
func nowhere(r vault.Reader, doc string, c *cite.Citation) []string {
	chunks := r.Chunks(doc)
	var out []string
	if c.Chunk != "" {
		if _, ok := r.Chunk(c.Chunk); !ok {
			out = append(out, fmt.Sprintf("the chunk %s does not exist (%s has %d chunks)", c.Chunk, doc, len(chunks)))
		}
	}
	lo, hi, paged := numberRange(chunks, func(c *vault.Chunk) []string { return []string{c.PageStart, c.PageEnd} })
	plo, phi, paras := numberRange(chunks, func(c *vault.Chunk) []string { return []string{c.ParagraphStart, c.ParagraphEnd} })
	for _, l := range c.Locators {
		switch l.Kind {
		case vault.LocChunk:
			id := doc + "#c" + strings.TrimPrefix(l.Value, "c")
			if id != c.Chunk {
				if _, ok := r.Chunk(id); !ok {
					out = append(out, fmt.Sprintf("chunk %s does not exist (%s has %d chunks)", l.Value, doc, len(chunks)))
				}
			}
		case vault.LocPage:
			first, ok := leadingNumber(l.Value)
			if ok && paged && (first < lo || first > hi) {
				out = append(out, fmt.Sprintf("page %s is outside %s, which runs from page %d to %d", l.Value, doc, lo, hi))
			}
		case vault.LocParagraph:
			first, ok := leadingNumber(l.Value)
			if ok && paras && (first < plo || first > phi) {
				out = append(out, fmt.Sprintf("paragraph %s is outside %s, whose numbered paragraphs run from %d to %d", l.Value, doc, plo, phi))
			}
		case vault.LocSection:
			if !hasSection(chunks, l.Value) {
				out = append(out, fmt.Sprintf("%s has no section %s", doc, l.Value))
			}
		}
	}
	return out
}

// numberRange is the lowest and highest number (page or paragraph, as
// values picks) any chunk covers; found is false when the document
// carries no such numbers, and then nothing can be said to be outside it.
func numberRange(chunks []*vault.Chunk, values func(*vault.Chunk) []string) (lo, hi int, found bool) {
	paged := false
	for _, ch := range chunks {
		for _, p := range values(ch) {
			n, ok := leadingNumber(p)
			if !ok {
				continue
			}
			if !paged || n < lo {
				lo = n
			}
			if !paged || n > hi {
				hi = n
			}
			paged = true
		}
	}
	return lo, hi, paged
}

// leadingNumber reads the page number a locator value starts with:
// "10", "10-12", "*3", "460 n.3".
func leadingNumber(s string) (int, bool) {
	s = strings.TrimLeft(strings.TrimSpace(s), "*")
	end := 0
	for end < len(s) && s[end] >= '0' && s[end] <= '9' {
		end++
	}
	if end == 0 {
		return 0, false
	}
	n, err := strconv.Atoi(s[:end])
	return n, err == nil
}

// hasSection reports whether any chunk's section heading falls under the
// cited section, by the Vault's own rule (vault.SectionMatches), so C-009
// and passage location agree on what a section locator names.
func hasSection(chunks []*vault.Chunk, value string) bool {
	for _, ch := range chunks {
		if ch.Section != "" && vault.SectionMatches(ch.Section, value) {
			return true
		}
	}
	return false
}
