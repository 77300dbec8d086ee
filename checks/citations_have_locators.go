package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
)

// locatorCheck is C-009 (citations-have-locators): every citation carries
// a page, section, paragraph, chunk or line reference (a pin cite counts;
// a bare "Id." does not) that names a place in the cited document. A
// locator that names no place (a page outside a known page range, a
// section, paragraph, line or chunk the document lacks) fails, and the
// reason gives the document's real extent; a locator that can only be
// placed approximately (a page past the last star page of a document with
// no known end, a page pin on a document without page markup) is a
// warning. Where each locator falls is decided once, by retrieval.Place
// inside retrieval.Locate, so this check and the passage the judge reads
// agree.
type locatorCheck struct{}

// NewLocatorCheck returns the citations-have-locators check.
func NewLocatorCheck() Check { return locatorCheck{} }

func (locatorCheck) ID() string { return rubric.CheckHaveLocators }

func (c locatorCheck) Run(ctx context.Context, in *Input) (Result, error) {
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
	pinned := pinnedDocs(in)
	sectionSupport := sectionSupports(in)
	var fs []Finding
	n := 0
	for i := range cs {
		ct := &cs[i]
		n++
		if i%CtxEvery == 0 && ctx.Err() != nil {
			return Result{}, context.Cause(ctx)
		}
		doc := in.Resolved[i].Doc
		if ct.Kind == cite.KindReference {
			continue // a marker that points nowhere names no document: C-001 reports it
		}
		if !hasLocator(ct) && bibliographyEntry(ct) && doc != "" && pinned[doc] {
			// "### Authorities - Bremen, 407 U.S. 1 (1972)" after the body
			// cited Bremen at its pages: the entry lists the source, it
			// supports no proposition, and the reader finds the passages
			// through the body's pinned citations
			continue
		}
		if !hasLocator(ct) && labelOnly(ct, sectionSupport[i]) && namesPinned(in.Resolved[i], pinned) {
			// "### Cordray v. Halvorsen" over a section that cites the
			// case at its pages: the heading names the source as an
			// entry does, and supports nothing itself
			continue
		}
		if !hasLocator(ct) && !(ct.Parallel >= 0 && groupHas[ct.Parallel]) {
			what := "the document as a whole"
			if ct.Kind == cite.KindID {
				what = "its antecedent as a whole (\"Id.\" without \"at\")"
			}
			plain := "It gives no page, section or paragraph, so a reader cannot find the passage it relies on in the document."
			if ct.Kind == cite.KindID {
				plain = "\"Id.\" without \"at\" gives no page, so a reader cannot find the passage it relies on."
			}
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, doc, "",
				fmt.Sprintf("%s refers only to %s: no page, section, paragraph, chunk or line reference", ct.Ref(), what)), plain))
			continue
		}
		if doc == "" || i >= len(in.Passages) {
			continue // C-001 reports a citation that names no document
		}
		p := in.Passages[i]
		for _, w := range p.Nowhere {
			fs = append(fs, because(citeFinding(c.ID(), in, SevError, ct, doc, "", fmt.Sprintf("%s: the locator names no place in the document: %s", ct.Ref(), w)),
				"Its pinpoint names a place the document does not have: "+w))
		}
		for _, w := range p.Caveats {
			fs = append(fs, citeFinding(c.ID(), in, SevWarning, ct, doc, "", fmt.Sprintf("%s: %s", ct.Ref(), w)))
		}
	}
	pass := allOf(n, "citation carries", "citations carry") + " a page, section, paragraph, chunk or line reference that names a place in the cited document."
	if n == 0 {
		pass = "The answer cites no Vault source, so no citation lacks a locator."
	}
	return decide(Deterministic, fs, pass, "%d citation locator(s) are missing, or name no place in the cited document."), nil
}

// hasLocator reports whether c names a place inside its document.
func hasLocator(c *cite.Citation) bool {
	return len(c.Locators) > 0 || c.Chunk != "" || c.Pin != "" || len(c.Pins) > 0
}

// bibliographyEntry reports whether a citation stands in an entry of the
// answer's Sources list (a "#N" label) and supports no proposition: a
// line of the bibliography, not a citation anything relies on.
func bibliographyEntry(ct *cite.Citation) bool {
	return ct.Proposition < 0 && strings.HasPrefix(ct.Footnote, "#")
}

// labelOnly reports whether a citation outside any note or entry
// supports nothing: no proposition of its own (a case named in a heading
// over the section that cites it) and no proposition's section support
// (a heading whose citation the uncited statements under it report, which
// must then carry its own locator).
func labelOnly(ct *cite.Citation, supportsSection bool) bool {
	return ct.Proposition < 0 && ct.Footnote == "" && !supportsSection
}

// namesPinned reports whether the document a citation resolves to, or,
// when its name is shared (a caption the trial and the appellate opinion
// both bear), one of the documents it names, is pinned elsewhere.
func namesPinned(r resolve.Resolution, pinned map[string]bool) bool {
	if r.Doc != "" {
		return pinned[r.Doc]
	}
	for _, d := range r.Docs {
		if pinned[d] {
			return true
		}
	}
	return false
}

// sectionSupports marks the citations some proposition is judged against
// as its section's support (cite.Proposition.Section).
func sectionSupports(in *Input) map[int]bool {
	out := map[int]bool{}
	for _, p := range in.Answer.Propositions {
		for _, k := range p.Section {
			out[k] = true
		}
	}
	return out
}

// pinnedDocs lists the documents some citation of the answer cites with
// a locator that names a place in them (no Nowhere finding), outside
// the bibliography.
func pinnedDocs(in *Input) map[string]bool {
	out := map[string]bool{}
	for i := range in.Answer.Citations {
		ct := &in.Answer.Citations[i]
		if i >= len(in.Resolved) || in.Resolved[i].Doc == "" || bibliographyEntry(ct) || !hasLocator(ct) {
			continue
		}
		if i < len(in.Passages) && len(in.Passages[i].Nowhere) > 0 {
			continue
		}
		out[in.Resolved[i].Doc] = true
	}
	return out
}
