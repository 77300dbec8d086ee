package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// verbatimCheck is C-005 (identifiers-verbatim): every citation
// identifier (FORMATS.md: what each criterion compares: a reporter citation as volume-reporter-page, each
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

func (verbatimCheck) ID() string { return rubric.CheckIdentifiersVerbatim }

func (c verbatimCheck) Run(ctx context.Context, in *Input) (Result, error) {
	if in == nil || in.Answer == nil {
		return Result{}, fmt.Errorf("no parsed answer was given to the check")
	}
	noTrace := in.Checked != nil && !in.Checked.Given
	tr := newTraceIndex(in.Vault, retrievedTrace(in), textIdentifiers(in.Answer.Citations), identifierFolder(in))
	var fs []Finding
	n, nearBudget := 0, maxNearest
	for i := range in.Answer.Citations {
		if i%CtxEvery == 0 && ctx.Err() != nil {
			return Result{}, context.Cause(ctx)
		}
		ct := &in.Answer.Citations[i]
		if f, ok := structuredQuoteFinding(c.ID(), in, i); ok {
			n++
			fs = append(fs, f)
		}
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
				fmt.Sprintf("%s: possible spoofing: the identifier contains %s, which never matches the genuine text", ct.Ref(), strings.Join(names, ", "))))
			continue
		}
		if noTrace {
			continue // one finding below says why, not one per identifier
		}
		for _, id := range ids {
			fs = append(fs, c.verify(in, tr, ct, id, &nearBudget))
		}
	}
	fs = append(fs, strayIdentifierFindings(c.ID(), in)...)
	fs = append(fs, traceFindings(c.ID(), in, retrieval.TextDiffers, retrieval.UnknownChunk, retrieval.NotInDocument, retrieval.UnknownDocument)...)
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

// maxNearest bounds how many missing identifiers get a "nearest
// identifier that did appear" hint: each hint compares the identifier
// with every identifier the trace carries, so past this many the hints
// would make C-005 quadratic; the verdict does not depend on them.
const maxNearest = 50

// verify looks for one identifier of ct in the trace.
func (c verbatimCheck) verify(in *Input, tr *traceIndex, ct *cite.Citation, id ident, nearBudget *int) Finding {
	if chunk, ok := tr.find(id.text, id.kind); ok {
		return citeFinding(c.ID(), in, SevInfo, ct, DocOfChunk(chunk), chunk,
			fmt.Sprintf("%q appears verbatim in retrieved chunk %s", id.text, chunk))
	}
	msg := fmt.Sprintf("%s: the identifier %q appears in no chunk of the retrieval trace (%d %s)", ct.Ref(), id.text, len(in.Trace), plural(len(in.Trace), "chunk", "chunks"))
	if *nearBudget > 0 {
		*nearBudget--
		if near, chunk, ok := tr.nearest(id.text); ok {
			msg += fmt.Sprintf("; the nearest identifier that did appear is %q (in %s)", near, chunk)
		}
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
// Id., supra, short forms, case names and statutes (FORMATS.md: what each criterion compares, leaves them
// out); the reporter, WL or Lexis citation and any docket number written
// with it, or with a case name alone; the Vault ID; the file name.
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
	case cite.KindTitle:
		// a decision cited by its name and docket number alone ("Name,
		// No. CV-23-1180, at 2"; cite/docket_pin.go): the docket is its
		// identifier, the name is not
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

// textIdentifiers are the identifiers of cs, every one of which may also
// be found in a chunk's text, for the trace index to look up at once.
func textIdentifiers(cs []cite.Citation) []string {
	var out []string
	for i := range cs {
		for _, id := range citationIdentifiers(&cs[i]) {
			out = append(out, id.text)
		}
	}
	return out
}

// traceIndex is the retrieval trace prepared once for every identifier
// look-up of a response. Building it folds each chunk's text once and
// runs one automaton over the trace for all the answer's identifiers
// (textnorm.IdentifierSet), so C-005 costs O(trace text + identifiers),
// not O(identifiers x trace text); Vault IDs and file names are looked up
// in maps of the trace's documents.
type traceIndex struct {
	trace       []retrieval.Retrieved
	entryOfText map[string]int // identifier as written -> first entry whose text holds it
	entryOfDoc  map[string]int // document ID -> its first retrieved entry
	entryOfFile map[string]int // folded file name -> first retrieved entry of that document
	// carried are the identifiers the trace shows, for nearest, listed on
	// its first call: only a missing identifier asks for them, and
	// listing them runs a second automaton over the trace (a third of
	// C-005's cost for an answer whose identifiers all appear).
	carried     []carriedIdent
	carriedDone bool
	folded      []string          // the trace's texts folded, for carried
	docs        []*vault.Document // each entry's document, for carried
}

// carriedIdent is an identifier a retrieved chunk carries: its
// document's ID and file name, and the document's citations its text
// shows.
type carriedIdent struct {
	text, folded, chunk string
}

func newTraceIndex(r vault.Reader, trace []retrieval.Retrieved, textIDs []string, fold func(chunk, text string) string) *traceIndex {
	if fold == nil {
		fold = func(_, text string) string { return textnorm.Identifier(text) }
	}
	t := &traceIndex{trace: trace, entryOfText: make(map[string]int, len(textIDs)),
		entryOfDoc: make(map[string]int, len(trace)), entryOfFile: make(map[string]int, len(trace))}
	folded := make([]string, len(trace)) // each text folded once, for both automata
	docs := make([]*vault.Document, len(trace))
	for i, e := range trace {
		folded[i] = fold(e.ChunkID, e.Text)
		doc := DocOfChunk(e.ChunkID)
		if r != nil {
			if c, ok := r.Chunk(e.ChunkID); ok {
				doc = c.Doc
			}
			if d, ok := r.Document(doc); ok {
				docs[i] = d
			}
		}
		if doc != "" {
			if _, seen := t.entryOfDoc[doc]; !seen {
				t.entryOfDoc[doc] = i
			}
		}
		if d := docs[i]; d != nil && d.Filename != "" {
			if f := textnorm.Fold(d.Filename); !hasKey(t.entryOfFile, f) {
				t.entryOfFile[f] = i
			}
		}
	}
	for i, at := range textnorm.NewIdentifierSet(textIDs).FirstInFolded(folded, nil) {
		if at >= 0 && !hasKey(t.entryOfText, textIDs[i]) {
			t.entryOfText[textIDs[i]] = at
		}
	}
	t.folded, t.docs = folded, docs
	return t
}

// carriedIdentifiers lists, once each, the identifiers the retrieved
// chunks carry: each document's ID and file name, and those of its
// citations that its retrieved chunks show (one automaton pass over the
// folded texts).
func carriedIdentifiers(trace []retrieval.Retrieved, folded []string, docs []*vault.Document) []carriedIdent {
	var out []carriedIdent
	seen := map[string]bool{}
	add := func(text, chunk string) {
		if text != "" && !seen[text] {
			seen[text] = true
			out = append(out, carriedIdent{text: text, folded: textnorm.Identifier(text), chunk: chunk})
		}
	}
	var cites []string
	var citeDoc []string
	for i, d := range docs {
		if d == nil {
			continue
		}
		add(d.ID, trace[i].ChunkID)
		add(d.Filename, trace[i].ChunkID)
		if !seen["\x00doc:"+d.ID] {
			seen["\x00doc:"+d.ID] = true
			for _, c := range d.Citations {
				cites, citeDoc = append(cites, c), append(citeDoc, d.ID)
			}
		}
	}
	// A citation counts only where a chunk of its own document shows it.
	firsts := textnorm.NewIdentifierSet(cites).FirstInFolded(folded, func(needle, text int) bool {
		return docs[text] != nil && docs[text].ID == citeDoc[needle]
	})
	for i, at := range firsts {
		if at >= 0 {
			add(cites[i], trace[at].ChunkID)
		}
	}
	return out
}

// find returns the first retrieved chunk (in trace order) carrying id: a
// chunk of the document it names (Vault IDs and file names), or a chunk
// whose text holds it verbatim.
func (t *traceIndex) find(id string, kind identKind) (string, bool) {
	best := -1
	if i, ok := t.entryOfText[id]; ok {
		best = i
	}
	var by map[string]int
	key := id
	switch kind {
	case identDocID:
		by = t.entryOfDoc
	case identFilename:
		by, key = t.entryOfFile, textnorm.Fold(id)
	}
	if i, ok := by[key]; ok && (best < 0 || i < best) {
		best = i
	}
	if best < 0 {
		return "", false
	}
	return t.trace[best].ChunkID, true
}

func hasKey(m map[string]int, k string) bool {
	_, ok := m[k]
	return ok
}

// nearest finds the identifier, among those the retrieved chunks carry,
// closest to id by edit distance on the folded form; ties go to the
// lexically first.
func (t *traceIndex) nearest(id string) (string, string, bool) {
	if !t.carriedDone {
		t.carried, t.carriedDone = carriedIdentifiers(t.trace, t.folded, t.docs), true
	}
	want := textnorm.Identifier(id)
	best, bestChunk, bestD := "", "", -1
	for _, c := range t.carried {
		dist := textnorm.EditDistance(want, c.folded)
		if bestD < 0 || dist < bestD || (dist == bestD && c.text < best) {
			best, bestChunk, bestD = c.text, c.chunk, dist
		}
	}
	if bestD < 0 || bestD > max(3, len([]rune(want))/2) {
		return "", "", false
	}
	return best, bestChunk, true
}
