package retrieval

import (
	"cmp"
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// ProblemKind names what is wrong with one entry of a retrieval trace.
type ProblemKind string

// Trace problems the grader reports.
const (
	// UnknownChunk: the trace names a chunk ID the Vault does not hold.
	// The entry does not count as retrieved.
	UnknownChunk ProblemKind = "unknown-chunk"
	// TextDiffers: the trace text differs from the Vault's text for that
	// chunk (after NFC and white-space folding, nothing more). The entry
	// does not count as retrieved: the Vault is the authority, and text
	// a producer wrote into its own trace proves nothing.
	TextDiffers ProblemKind = "text-differs"
	// Duplicate: the chunk is listed more than once; it counts once, at
	// its best rank.
	Duplicate ProblemKind = "duplicate"
	// Walled: the chunk's document is one the user could not read at the
	// time asked. Retrieval returned it (the retrieval system leaked
	// it): it counts as retrieved for C-005 and C-006, but it is never
	// support and its text is never sent to the judge or written.
	Walled ProblemKind = "walled"
)

// TraceProblem is one entry of a retrieval trace that does not agree with
// the Vault or the ACL. The grader reports every one in report.json.
type TraceProblem struct {
	ChunkID string      `json:"chunk_id"`
	Rank    int         `json:"rank"`
	Kind    ProblemKind `json:"kind"`
	Why     string      `json:"why"`
	// Doc is the Vault document of an entry that named one (an entry of
	// another system's index), when it resolved; ChunkID is then that
	// system's chunk ID.
	Doc string `json:"doc,omitempty"`
}

// Checked is a retrieval trace checked against the Vault: what counts as
// retrieved, and what was wrong with the rest. Every check and the judge
// read Entries, never the trace as given, so a forged text or an invented
// chunk ID changes nothing but the problem list.
type Checked struct {
	// Given is false when the response carried no trace at all: nobody
	// knows what was retrieved, and passages are located in the Vault
	// itself. An empty trace is given: nothing was retrieved.
	Given bool
	// Entries are the entries that count as retrieved: one per chunk the
	// Vault holds, at its best rank, with the Vault's text, in rank order
	// (then chunk ID). Walled entries are among them.
	Entries []Retrieved
	// Problems lists every entry that disagrees, in trace order.
	Problems []TraceProblem
	// Located lists, in trace order, the entries of another system's
	// index (they named a document and carried text) that were found in
	// their document, with the Vault chunks each covers.
	Located []Located
	walled  map[string]bool
	// listed are the chunks an entry named by their own Vault chunk ID
	// (retrieved whole, unlike a located span that may cover part).
	listed map[string]bool
	// cands are the entries resolved once for every Locate of the
	// response (candidates.go); nil on a Checked built by hand.
	cands *candidateCache
}

// NoTrace is the Checked of a response that carried no trace.
func NoTrace() *Checked { return &Checked{cands: &candidateCache{}} }

// CheckTrace checks a trace against the Vault (FORMATS.md: the response, "The Vault is
// the authority"): an entry without text is read from the Vault; an entry
// whose text differs from the Vault's (after textnorm.Fold), or whose
// chunk the Vault does not hold, does not count as retrieved; a chunk
// listed twice counts once at its best rank; an entry of a document that
// readable reports false for was retrieved but is walled (Walled). The
// trace given is not modified.
//
// An entry that names a document instead of a chunk (Doc set: another
// system's index) is located by its text in that document
// (trace_doc.go); every Vault chunk the located span covers counts as
// retrieved at the entry's rank. Text not in the document, or a name no
// document answers to, is a problem and does not count.
func CheckTrace(r vault.Reader, trace []Retrieved, readable func(doc string) bool) *Checked {
	return CheckTraceWith(r, trace, readable, nil)
}

// CheckTraceWith is CheckTrace with a cache of document text indexes
// shared across traces (nil: one for this trace alone).
func CheckTraceWith(r vault.Reader, trace []Retrieved, readable func(doc string) bool, idx *TextIndexes) *Checked {
	t := &Checked{Given: true, Entries: make([]Retrieved, 0, len(trace)), walled: map[string]bool{}, cands: &candidateCache{}}
	at := make(map[string]int, len(trace)) // chunk ID -> index in Entries
	listed := make(map[string]bool, len(trace))
	t.listed = listed // chunk IDs an entry named by their own ID
	for k, e := range trace {
		if e.Web && isWebPage(r, e) {
			continue // a web page, no Vault document: not part of the Vault's trace
		}
		if e.Doc != "" || e.DocNames != nil {
			// (DocNames is set on every provider-native entry, even one
			// whose format gave its document no name at all.)
			if idx == nil {
				idx = NewTextIndexes(0)
			}
			t.addLocated(r, idx, e, k, at, readable)
			continue
		}
		c, ok := r.Chunk(e.ChunkID)
		if !ok {
			t.Problems = append(t.Problems, TraceProblem{ChunkID: e.ChunkID, Rank: e.Rank, Kind: UnknownChunk,
				Why: fmt.Sprintf("retrieved chunk %q (rank %d) does not exist in the Vault, so it does not count as retrieved", e.ChunkID, e.Rank)})
			continue
		}
		walled := readable != nil && !readable(c.Doc)
		if e.Text != "" {
			if diff, ok := firstDifference(e.Text, c.Text); ok {
				if walled {
					// The Vault's words of a walled document are not
					// quoted, not even in a problem report.
					diff = "the Vault's text is not shown: the user could not read " + c.Doc
				}
				t.Problems = append(t.Problems, TraceProblem{ChunkID: e.ChunkID, Rank: e.Rank, Kind: TextDiffers,
					Why: fmt.Sprintf("the trace's text of %s (rank %d) differs from the Vault's: %s; the entry does not count as retrieved", e.ChunkID, e.Rank, diff)})
				continue
			}
		}
		if i, dup := at[c.ID]; dup && !listed[c.ID] {
			// Counted through another system's chunk that covers it: it
			// is listed once by its own ID, no duplicate.
			listed[c.ID] = true
			t.Entries[i].Rank = min(t.Entries[i].Rank, e.Rank)
			continue
		}
		if i, dup := at[c.ID]; dup {
			t.Problems = append(t.Problems, TraceProblem{ChunkID: e.ChunkID, Rank: e.Rank, Kind: Duplicate,
				Why: fmt.Sprintf("%s is listed again at rank %d (also rank %d); it counts once, at its best rank", c.ID, e.Rank, t.Entries[i].Rank)})
			if e.Rank < t.Entries[i].Rank {
				t.Entries[i].Rank = e.Rank
			}
			continue
		}
		at[c.ID], listed[c.ID] = len(t.Entries), true
		t.Entries = append(t.Entries, Retrieved{ChunkID: c.ID, Rank: e.Rank, Score: e.Score, Text: c.Text})
		if walled {
			t.walled[c.ID] = true
			t.Problems = append(t.Problems, TraceProblem{ChunkID: c.ID, Rank: e.Rank, Kind: Walled,
				Why: fmt.Sprintf("retrieval returned %s (rank %d), of %s, which the user could not read at the time asked: the retrieval system leaked it; it is never support, and its text is not sent to the judge or written", c.ID, e.Rank, c.Doc)})
		}
	}
	slices.SortStableFunc(t.Entries, func(a, b Retrieved) int { // no reflection, unlike sort.SliceStable
		if a.Rank != b.Rank {
			return cmp.Compare(a.Rank, b.Rank)
		}
		return strings.Compare(a.ChunkID, b.ChunkID)
	})
	return t
}

// isWebPage reports whether a Web entry names no Vault document by any
// of its names (an ambiguous name is a Vault document's, and stays).
func isWebPage(r vault.Reader, e Retrieved) bool {
	id, cands := ResolveDocNames(r, append([]string{e.Doc}, e.DocNames...))
	return id == "" && len(cands) == 0
}

// addLocated locates a document-naming entry and adds the Vault chunks
// it covers. A chunk already counted (by an earlier entry, of either
// kind) keeps its best rank without a duplicate problem: two systems'
// chunk boundaries differ, so their chunks overlap ours.
func (t *Checked) addLocated(r vault.Reader, idx *TextIndexes, e Retrieved, entry int, at map[string]int, readable func(doc string) bool) {
	loc, p := locateEntry(r, idx, e)
	if p != nil {
		t.Problems = append(t.Problems, *p)
		return
	}
	loc.Entry = entry
	t.Located = append(t.Located, *loc)
	walled := readable != nil && !readable(loc.Doc)
	for _, id := range loc.Chunks {
		if i, ok := at[id]; ok {
			t.Entries[i].Rank = min(t.Entries[i].Rank, e.Rank)
			continue
		}
		c, _ := r.Chunk(id)
		at[id] = len(t.Entries)
		t.Entries = append(t.Entries, Retrieved{ChunkID: id, Rank: e.Rank, Score: e.Score, Text: c.Text})
		if walled {
			t.walled[id] = true
		}
	}
	if walled {
		t.Problems = append(t.Problems, TraceProblem{ChunkID: e.ChunkID, Doc: loc.Doc, Rank: e.Rank, Kind: Walled,
			Why: fmt.Sprintf("retrieval returned %s (rank %d, located as %s), of %s, which the user could not read at the time asked: the retrieval system leaked it; it is never support, and its text is not sent to the judge or written", entryLabel(e), e.Rank, strings.Join(loc.Chunks, ", "), loc.Doc)})
	}
}

// Covers reports whether the bytes [start, end) of a document's text were
// retrieved: inside one located span of another system's chunk, or
// inside chunks the trace named by their own ID. A Vault chunk counts as
// retrieved when any of it was, but a structured citation's cited text
// must lie in what was (grade checks it with Covers).
func (t *Checked) Covers(r vault.Reader, doc string, start, end int) bool {
	if t == nil || !t.Given {
		return false
	}
	for _, l := range t.Located {
		if l.Doc != doc {
			continue
		}
		for _, sp := range l.AllSpans() {
			if sp.Start <= start && end <= sp.End {
				return true
			}
		}
	}
	any := false
	for _, c := range r.Chunks(doc) {
		if c.End <= start || c.Start >= end {
			continue
		}
		if !t.listed[c.ID] {
			return false
		}
		any = true
	}
	return any
}

// Touches reports whether any of the bytes [start, end) of a document's
// text was retrieved: they overlap a located span of another system's
// chunk, or a chunk the trace named by its own ID.
func (t *Checked) Touches(r vault.Reader, doc string, start, end int) bool {
	if t == nil || !t.Given {
		return false
	}
	for _, l := range t.Located {
		if l.Doc != doc {
			continue
		}
		for _, sp := range l.AllSpans() {
			if sp.Start < end && start < sp.End {
				return true
			}
		}
	}
	for _, c := range r.Chunks(doc) {
		if c.Start < end && start < c.End && t.listed[c.ID] {
			return true
		}
	}
	return false
}

// HasLocated reports whether the trace retrieved any of doc through
// another system's chunks (whose spans may cover Vault chunks in part).
func (t *Checked) HasLocated(doc string) bool {
	if t == nil {
		return false
	}
	for _, l := range t.Located {
		if l.Doc == doc {
			return true
		}
	}
	return false
}

// Walled reports whether the chunk counts as retrieved but belongs to a
// document the user could not read.
func (t *Checked) Walled(chunkID string) bool { return t != nil && t.walled[chunkID] }

// Retrieved reports whether the chunk counts as retrieved, and its rank.
func (t *Checked) Retrieved(chunkID string) (int, bool) {
	if t == nil {
		return 0, false
	}
	for _, e := range t.Entries {
		if e.ChunkID == chunkID {
			return e.Rank, true
		}
	}
	return 0, false
}

// Support is Entries without the walled ones: what may support a
// proposition and be shown to the judge.
func (t *Checked) Support() []Retrieved {
	if t == nil {
		return nil
	}
	out := make([]Retrieved, 0, len(t.Entries))
	for _, e := range t.Entries {
		if !t.walled[e.ChunkID] {
			out = append(out, e)
		}
	}
	return out
}

// firstDifference compares trace text with Vault text after textnorm.Fold
// (NFC, white-space runs as one space) and describes where they first
// part, with a short excerpt of each side.
func firstDifference(trace, stored string) (string, bool) {
	a, b := textnorm.Fold(trace), textnorm.Fold(stored)
	if a == b {
		return "", false
	}
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	// Back up to a rune start so excerpts are valid UTF-8.
	for i > 0 && i < len(a) && !utf8.RuneStart(a[i]) {
		i--
	}
	return fmt.Sprintf("from character %d the trace has %q where the Vault has %q",
		utf8.RuneCountInString(a[:i]), excerpt(a, i), excerpt(b, i)), true
}

// excerpt is up to 40 bytes of s from i, cut at a rune boundary.
func excerpt(s string, i int) string {
	if i >= len(s) {
		return ""
	}
	end := min(i+40, len(s))
	for end < len(s) && !utf8.RuneStart(s[end]) {
		end++
	}
	return s[i:end]
}

// RetrievedParts are the parts of a counted chunk's Vault text that the
// trace retrieved: all of it when an entry named the chunk by its own ID,
// else only the pieces of it inside the located spans of other systems'
// chunks, in document order, because such a chunk counts as retrieved
// when any of it was, yet a word of it outside every span was in nothing
// the system read. Pieces are kept apart (never joined), so no word or
// identifier is made of the end of one and the start of another. It is
// nil for a chunk that does not count. C-005 and C-006 read these, so an
// identifier or a topic word of the Vault chunk that the other system's
// chunk did not hold never passes them (a one-word entry would otherwise
// retrieve a whole chunk).
func (t *Checked) RetrievedParts(r vault.Reader, chunkID string) []string {
	if t == nil {
		return nil
	}
	c, ok := r.Chunk(chunkID)
	if !ok {
		return nil
	}
	if !t.Given {
		return []string{c.Text}
	}
	if _, counted := t.Retrieved(chunkID); !counted {
		return nil
	}
	if t.listed[chunkID] {
		return []string{c.Text}
	}
	type span struct{ lo, hi int }
	var spans []span
	for _, l := range t.Located {
		if l.Doc != c.Doc {
			continue
		}
		for _, sp := range l.AllSpans() {
			if sp.End <= c.Start || sp.Start >= c.End {
				continue
			}
			spans = append(spans, span{max(sp.Start, c.Start), min(sp.End, c.End)})
		}
	}
	if len(spans) == 0 {
		// Counted through no located span and not listed (a Checked
		// built by hand): read whole.
		return []string{c.Text}
	}
	sort.Slice(spans, func(i, j int) bool { return spans[i].lo < spans[j].lo })
	merged := spans[:1]
	for _, s := range spans[1:] {
		if last := &merged[len(merged)-1]; s.lo <= last.hi {
			last.hi = max(last.hi, s.hi)
			continue
		}
		merged = append(merged, s)
	}
	parts := make([]string, len(merged))
	for i, s := range merged {
		parts[i] = c.Text[s.lo-c.Start : s.hi-c.Start]
	}
	return parts
}
