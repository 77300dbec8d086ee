package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// verbatimCheck is C-005 (identifiers-verbatim): every citation
// identifier (SPEC §4: a reporter citation as volume-reporter-page, each
// parallel citation, WL and Lexis numbers, Vault document IDs, file names
// and docket numbers; not case names, not pins) appears verbatim in at
// least one chunk of the retrieval trace, as checked against the Vault
// (the Vault's text; an entry whose text differs, or whose chunk the
// Vault does not hold, does not count). A retrieved chunk carries its
// document's ID and file name. A zero-width character, bidi control or
// look-alike letter fails as possible spoofing, naming the code point.
// Without a trace the criterion, which asks what was "retrieved for this
// query", cannot be decided and fails with that reason.
type verbatimCheck struct{}

// NewVerbatimCheck returns the identifiers-verbatim check.
func NewVerbatimCheck() Check { return verbatimCheck{} }

func (verbatimCheck) ID() string { return CheckIdentifiersVerbatim }

func (c verbatimCheck) Run(_ context.Context, in *Input) (Result, error) {
	if in == nil || in.Answer == nil {
		return Result{}, fmt.Errorf("no parsed answer was given to the check")
	}
	tr := newTraceIndex(in.Vault, in.Trace)
	noTrace := in.Checked != nil && !in.Checked.Given
	var fs []Finding
	n := 0
	for i := range in.Answer.Citations {
		ct := &in.Answer.Citations[i]
		ids := citationIdentifiers(ct)
		if len(ids) == 0 {
			continue
		}
		n += len(ids)
		if sus := textnorm.Suspicious(ct.Text); len(sus) > 0 {
			names := make([]string, len(sus))
			for k, s := range sus {
				names[k] = fmt.Sprintf("%s at byte %d", s.Name, s.Offset)
			}
			fs = append(fs, citeFinding(c.ID(), in, SevError, ct, "", "",
				fmt.Sprintf("%s: possible spoofing: the identifier contains %s, which never matches the genuine text", citeRef(ct), strings.Join(names, ", "))))
			continue
		}
		if noTrace {
			continue // one finding below says why, not one per identifier
		}
		for _, id := range ids {
			fs = append(fs, c.verify(in, tr, ct, id))
		}
	}
	fs = append(fs, strayIdentifierFindings(c.ID(), in)...)
	fs = append(fs, traceFindings(c.ID(), in, retrieval.TextDiffers, retrieval.UnknownChunk)...)
	if noTrace && n > 0 {
		fs = append(fs, answerFinding(c.ID(), in, SevError, fmt.Sprintf(
			"no retrieval trace: what was retrieved for this query cannot be known, so none of the answer's %d citation %s can be shown to appear in a retrieved chunk (give the trace as \"retrieved\" or with --retrieved)",
			n, plural(n, "identifier", "identifiers"))))
		r := decide(Deterministic, fs, "", "%d finding(s).")
		r.Summary = "Without a retrieval trace nobody knows what was retrieved for this query, so no identifier can be shown to appear verbatim in a retrieved chunk: the criterion fails closed."
		return r, nil
	}
	pass := allOf(n, "citation identifier appears", "citation identifiers appear") + " verbatim in the retrieved chunks."
	if n == 0 {
		pass = "The answer carries no citation identifier, so none is missing from the retrieved chunks."
	}
	return decide(Deterministic, fs, pass, "%d citation identifier(s) do not appear verbatim in any retrieved chunk."), nil
}

// verify looks for one identifier of ct in the trace.
func (c verbatimCheck) verify(in *Input, tr *traceIndex, ct *cite.Citation, id ident) Finding {
	if chunk, ok := tr.find(id.text, id.kind); ok {
		return citeFinding(c.ID(), in, SevInfo, ct, docOf(chunk), chunk,
			fmt.Sprintf("%q appears verbatim in retrieved chunk %s", id.text, chunk))
	}
	msg := fmt.Sprintf("%s: the identifier %q appears in no chunk of the retrieval trace (%d %s)", citeRef(ct), id.text, len(in.Trace), plural(len(in.Trace), "chunk", "chunks"))
	if near, chunk, ok := tr.nearest(id.text); ok {
		msg += fmt.Sprintf("; the nearest identifier that did appear is %q (in %s)", near, chunk)
	}
	return citeFinding(c.ID(), in, SevError, ct, "", "", msg)
}

// ident is one identifier to find and how to match it.
type ident struct {
	text string
	kind identKind
}

// identKind says how an identifier is matched against a chunk.
type identKind int

const (
	identText     identKind = iota // verbatim in the chunk text
	identDocID                     // a Vault ID: every chunk of that document carries it
	identFilename                  // a file name: every chunk of that document carries it
)

// citationIdentifiers are the identifiers C-005 compares for c: none for
// Id., supra, short forms, case names and statutes (SPEC §4 leaves them
// out); the reporter, WL or Lexis citation and any docket number written
// with it; the Vault ID; the file name.
func citationIdentifiers(c *cite.Citation) []ident {
	var out []ident
	switch c.Kind {
	case cite.KindCase, cite.KindWL, cite.KindLexis:
		if c.Identifier != "" {
			out = append(out, ident{c.Identifier, identText})
		}
		if c.Docket != "" {
			out = append(out, ident{c.Docket, identText})
		}
	case cite.KindVault:
		if id := firstNonEmpty(c.DocID, c.Identifier); id != "" {
			out = append(out, ident{id, identDocID})
		}
	case cite.KindFile:
		if c.Identifier != "" {
			out = append(out, ident{c.Identifier, identFilename})
		}
	}
	return out
}

// traceIndex is the retrieval trace prepared for identifier look-ups.
type traceIndex struct {
	r       vault.Reader
	entries []retrieval.Retrieved
	docs    []string // document of each entry ("" when unknown)
}

func newTraceIndex(r vault.Reader, trace []retrieval.Retrieved) *traceIndex {
	t := &traceIndex{r: r, entries: trace, docs: make([]string, len(trace))}
	for i, e := range trace {
		if r != nil {
			if c, ok := r.Chunk(e.ChunkID); ok {
				t.docs[i] = c.Doc
				continue
			}
		}
		t.docs[i] = docOf(e.ChunkID)
	}
	return t
}

// find returns the first retrieved chunk (in trace order) carrying id.
func (t *traceIndex) find(id string, kind identKind) (string, bool) {
	for i, e := range t.entries {
		switch kind {
		case identDocID:
			if t.docs[i] != "" && t.docs[i] == id {
				return e.ChunkID, true
			}
		case identFilename:
			if d, ok := t.document(i); ok && d.Filename != "" && textnorm.Fold(d.Filename) == textnorm.Fold(id) {
				return e.ChunkID, true
			}
		}
		if textnorm.ContainsVerbatim(e.Text, id) {
			return e.ChunkID, true
		}
	}
	return "", false
}

func (t *traceIndex) document(i int) (*vault.Document, bool) {
	if t.r == nil || t.docs[i] == "" {
		return nil, false
	}
	return t.r.Document(t.docs[i])
}

// nearest finds the identifier, among those the retrieved chunks carry
// (their documents' IDs, file names and citations), closest to id by edit
// distance on the folded form; ties go to the lexically first.
func (t *traceIndex) nearest(id string) (string, string, bool) {
	want := textnorm.Identifier(id)
	best, bestChunk, bestD := "", "", -1
	seen := map[string]bool{}
	for i, e := range t.entries {
		d, ok := t.document(i)
		if !ok {
			continue
		}
		cands := append([]string{d.ID, d.Filename}, d.Citations...)
		for _, cand := range cands {
			if cand == "" || seen[cand] {
				continue
			}
			if !(cand == d.ID || cand == d.Filename) && !textnorm.ContainsVerbatim(e.Text, cand) {
				continue // a citation of the document that this chunk does not show
			}
			seen[cand] = true
			dist := textnorm.EditDistance(want, textnorm.Identifier(cand))
			if bestD < 0 || dist < bestD || (dist == bestD && cand < best) {
				best, bestChunk, bestD = cand, e.ChunkID, dist
			}
		}
	}
	if bestD < 0 || bestD > max(3, len([]rune(want))/2) {
		return "", "", false
	}
	return best, bestChunk, true
}

// docOf is the document part of a chunk ID ("VLT-0001#c3" -> "VLT-0001").
func docOf(chunkID string) string {
	if i := strings.LastIndex(chunkID, "#c"); i > 0 {
		return chunkID[:i]
	}
	return ""
}
