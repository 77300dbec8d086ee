package retrieval

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/vault"
)

// A trace entry from another system's index names a document ("doc": a
// Vault ID, a file name or an external ID) with that system's own chunk
// ID and the chunk's text. The text is located in the Vault document
// (textfold.go, textindex.go); the located span is what was retrieved,
// and every Vault chunk it covers counts as retrieved, so pins, C-005,
// C-006 and the judge read the Vault's chunks exactly as for a trace of
// Vault chunk IDs.

// Located is one such entry as located in the Vault, listed in
// report.json so a reader sees where each of the other system's chunks
// lies.
type Located struct {
	// Named is the entry's "doc" as written; Doc the Vault document it
	// names.
	Named string `json:"named"`
	Doc   string `json:"doc"`
	// ChunkID is the other system's chunk ID ("" when it gave none).
	ChunkID string `json:"chunk_id,omitempty"`
	Rank    int    `json:"rank"`
	// Entry is the entry's index in the trace as given.
	Entry int `json:"entry"`
	// Start and End are byte offsets of the located span in the
	// document text.
	Start int `json:"start"`
	End   int `json:"end"`
	// Chunks are the Vault chunks the span covers, in document order:
	// they count as retrieved.
	Chunks []string `json:"chunks"`
	// Header is the leading metadata header the entry's text carried,
	// when it had one (allowed, not looked for in the document).
	Header string `json:"header,omitempty"`
	// Places is how many places of the document hold the text when more
	// than one (the first is taken).
	Places int `json:"places,omitempty"`
}

// Problem kinds of entries that name a document.
const (
	// UnknownDocument: the entry's doc names no Vault document, or
	// several (ambiguous). It does not count as retrieved.
	UnknownDocument ProblemKind = "unknown-document"
	// NotInDocument: the entry's text is not in the document it names
	// (after folding), so it does not count as retrieved: text a
	// producer wrote into its trace proves nothing.
	NotInDocument ProblemKind = "not-in-document"
)

// ResolveDocName finds the Vault document a name from another system
// stands for: a Vault ID, an external ID (both exact) or a file name
// (exact, then case-insensitive). It returns the ID, or the candidates
// when the name is ambiguous (none when unknown): a name that is one
// document's external ID, file name or Vault ID and another's file name
// names both, and taking either would read the trace entry as the
// other's. A Vault ID does not outrank a file name: a file called
// "VLT-0002" that is VLT-0001's is as much the name as VLT-0002's ID.
func ResolveDocName(r vault.Reader, name string) (string, []string) {
	id, cands, _ := pickDoc(docsNamed(r, name))
	return id, cands
}

// docsNamed are the documents whose Vault ID, external ID or file name
// is name, each way counted (pickDoc decides among them).
func docsNamed(r vault.Reader, name string) []string {
	var ids []string
	if _, ok := r.Document(name); ok {
		ids = append(ids, name)
	}
	return append(append(ids, vault.LookupExternalID(r, name)...), r.LookupFilename(name)...)
}

// pickDoc decides among the documents a name matched: one (however many
// ways it matched, as a document whose external ID is its own file name)
// is the answer; several are the sorted candidates; none is no answer.
func pickDoc(ids []string) (string, []string, bool) {
	ids = slices.Clone(ids)
	sort.Strings(ids)
	ids = slices.Compact(ids)
	switch len(ids) {
	case 0:
		return "", nil, false
	case 1:
		return ids[0], nil, true
	}
	return "", ids, true
}

// locateEntry locates one document-naming entry. It returns the
// located span, or the problem that keeps the entry from counting.
func locateEntry(r vault.Reader, idx *TextIndexes, e Retrieved) (*Located, *TraceProblem) {
	label := entryLabel(e)
	problem := func(kind ProblemKind, doc, why string) (*Located, *TraceProblem) {
		return nil, &TraceProblem{ChunkID: e.ChunkID, Doc: doc, Rank: e.Rank, Kind: kind, Why: why}
	}
	id, candidates := ResolveDocName(r, e.Doc)
	if e.DocNames != nil {
		id, candidates = ResolveDocNames(r, append([]string{e.Doc}, e.DocNames...))
	}
	if id == "" {
		if e.Doc == "" && !slices.ContainsFunc(e.DocNames, func(n string) bool { return n != "" }) {
			return problem(UnknownDocument, "", fmt.Sprintf("trace entry %s (rank %d) names no document: its format gives it no ID, URI, file name or title, so no Vault document can be matched to it; it does not count as retrieved", label, e.Rank))
		}
		if len(candidates) > 0 {
			return problem(UnknownDocument, "", fmt.Sprintf("trace entry %s (rank %d) names document %q, which is ambiguous: it names %s; it does not count as retrieved", label, e.Rank, e.Doc, strings.Join(candidates, ", ")))
		}
		return problem(UnknownDocument, "", fmt.Sprintf("trace entry %s (rank %d) names document %q, which is no Vault ID, external ID or file name; it does not count as retrieved", label, e.Rank, e.Doc))
	}
	d, _ := r.Document(id)
	loc := &Located{Named: e.Doc, Doc: id, ChunkID: e.ChunkID, Rank: e.Rank}
	if e.Whole && strings.TrimSpace(e.Text) == "" {
		loc.End = len(d.Text)
		loc.Chunks = coveredChunks(r.Chunks(id), d.Text, 0, len(d.Text))
		return loc, nil
	}
	if strings.TrimSpace(e.Text) == "" {
		// Text is what was retrieved: an entry that carries none (and was
		// not a document sent whole) retrieved nothing of its document.
		return problem(NotInDocument, id, fmt.Sprintf("trace entry %s (rank %d) names %s but carries no text, so nothing of it was retrieved; it does not count as retrieved", label, e.Rank, id))
	}
	x := idx.of(d)
	found := func(text string) bool {
		start, end, places := x.find(foldText(text, false).folded)
		if places == 0 {
			return false
		}
		loc.Start, loc.End = start, end
		if places > 1 {
			loc.Places = places
		}
		return true
	}
	ok := found(e.Text)
	if !ok {
		for _, cut := range headerCuts(e.Text, d) {
			if strings.TrimSpace(e.Text[cut:]) != "" && found(e.Text[cut:]) {
				loc.Header = strings.TrimSpace(e.Text[:cut])
				ok = true
				break
			}
		}
	}
	if !ok {
		return problem(NotInDocument, id, fmt.Sprintf("the text of trace entry %s (rank %d) is not in %s (compared after Unicode NFC, white-space, line-end hyphen and page-break folding): %s; it does not count as retrieved", label, e.Rank, id, firstUnfound(x, e.Text)))
	}
	loc.Chunks = coveredChunks(r.Chunks(id), d.Text, loc.Start, loc.End)
	if len(loc.Chunks) == 0 {
		return problem(NotInDocument, id, fmt.Sprintf("the text of trace entry %s (rank %d) is found in %s only as white space or markup, so no passage of it was retrieved", label, e.Rank, id))
	}
	return loc, nil
}

// entryLabel names an entry in messages: its chunk ID, else its doc.
func entryLabel(e Retrieved) string {
	if e.Doc == "" {
		return fmt.Sprintf("%q", e.ChunkID) // a provider's entry that names no document
	}
	if e.ChunkID != "" {
		return fmt.Sprintf("%q of %q", e.ChunkID, e.Doc)
	}
	return fmt.Sprintf("of %q", e.Doc)
}

// firstUnfound says how much of the entry's text the document holds: the
// longest prefix found (by words, binary search over the index), so a
// producer can see where its text parts from the document. The Vault's
// own text is never quoted (the document may be walled).
func firstUnfound(x *docTextIndex, text string) string {
	words := strings.Fields(foldText(text, false).folded)
	lo, hi := 0, len(words) // words[:lo] found, words[:hi+1] not
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if _, _, n := x.find(strings.Join(words[:mid], " ")); n > 0 {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return "not even its first word is there"
	}
	next := ""
	if lo < len(words) {
		next = words[lo]
	}
	return fmt.Sprintf("its first %d of %d words are there, then %q is not", lo, len(words), clip(next, 40))
}

func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

// coveredChunks are the chunks (in document order) whose text overlaps
// text[start:end] in at least one letter or digit: a span that only
// touches a chunk's white space or page marker does not retrieve it.
func coveredChunks(chunks []*vault.Chunk, text string, start, end int) []string {
	i := sort.Search(len(chunks), func(i int) bool { return chunks[i].End > start })
	var out []string
	for ; i < len(chunks) && chunks[i].Start < end; i++ {
		c := chunks[i]
		lo, hi := max(c.Start, start), min(c.End, end)
		if lo < hi && strings.IndexFunc(text[lo:hi], func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			out = append(out, c.ID)
		}
	}
	return out
}

// FindInDocument finds text (a structured citation's cited text) in a
// Vault document as a trace entry's text is found: after Unicode NFC,
// white-space, line-end hyphen and page-break folding, nothing else.
// It returns the bytes of the document text it came from (the earliest
// place) and the Vault chunks they cover. idx may be nil.
func FindInDocument(r vault.Reader, idx *TextIndexes, d *vault.Document, text string) (start, end int, chunks []string, ok bool) {
	if idx == nil {
		idx = NewTextIndexes(0)
	}
	start, end, places := idx.of(d).find(foldText(text, false).folded)
	if places == 0 {
		return 0, 0, nil, false
	}
	return start, end, coveredChunks(r.Chunks(d.ID), d.Text, start, end), true
}

// ResolveDocNames finds the one Vault document several names of it
// stand for (a provider's IDs, URIs, file names, titles, in the order
// given). Each name is tried against Vault IDs, external IDs and file
// names, and a path or URI that matches none by the file name it ends in
// ("/kb/policies/Acme-MSA.pdf"). These are the names that identify a
// file, and they must agree: a provider ID naming one document and a
// file name or URI naming another is a citation of which document nobody
// can say (a stale external ID, a file replaced under its name), so both
// are returned as candidates; taking the first would grade one document
// while the reader is shown the other. Titles come last, only when no
// such name answers, as SPEC orders them: a title is the weakest name,
// often shared by versions of a document, so it never outranks or
// contradicts the file a URI names. It returns the ID, or the candidates
// when the names are ambiguous (none when no name answers).
func ResolveDocNames(r vault.Reader, names []string) (string, []string) {
	var found []string
	for _, n := range names {
		if n == "" {
			continue
		}
		if id, cands, ok := pickDoc(docsNamed(r, n)); ok {
			if id == "" {
				return "", cands // this name alone is ambiguous
			}
			found = append(found, id)
			continue
		}
		if i := strings.LastIndexAny(n, `/\`); i >= 0 && i < len(n)-1 {
			if id, cands, ok := pickDoc(r.LookupFilename(n[i+1:])); ok {
				if id == "" {
					return "", cands
				}
				found = append(found, id)
			}
		}
	}
	if id, cands, ok := pickDoc(found); ok {
		return id, cands
	}
	for _, n := range names {
		if n == "" {
			continue
		}
		if id, cands, ok := pickDoc(r.LookupName(n)); ok {
			return id, cands
		}
	}
	return "", nil
}
