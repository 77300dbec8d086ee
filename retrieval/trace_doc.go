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
	// than one. Every place counts as retrieved (Spans lists them): the
	// text retrieved is the same at each, so a pin on any of them names
	// text the system returned, and a pin on a place that holds none of
	// it names none. Taking the first, as before, passed a pin on it and
	// failed one on the place the system may well have read.
	Places int `json:"places,omitempty"`
	// Passages is how many passages the entry's text joined when it
	// holds passages (blank-line separated) of different places of the
	// document, each located on its own (Spans has each, Passage
	// numbering them); 0 when the text is one passage.
	Passages int `json:"passages,omitempty"`
	// Spans are the located spans when there are several (the places of
	// a text the document holds more than once, the passages of a joined
	// text); Start and End are then the first. Every span counts as
	// retrieved.
	Spans []Span `json:"spans,omitempty"`
}

// Span is a stretch of a document's text (byte offsets) an entry was
// located in.
type Span struct {
	Start int `json:"start"`
	End   int `json:"end"`
	// Passage is the entry's passage the span holds, from 0 (0 for a
	// text of one passage).
	Passage int `json:"passage"`
}

// AllSpans are the spans the entry was located in: Spans, or the one
// span Start-End.
func (l *Located) AllSpans() []Span {
	if len(l.Spans) > 0 {
		return l.Spans
	}
	return []Span{{Start: l.Start, End: l.End}}
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
	// The entry's text as one passage, then without a leading metadata
	// header; failing both, as passages of several places.
	spans := x.findAll(foldText(e.Text, false).folded)
	bodies := []int{0}
	if len(spans) == 0 {
		for _, cut := range headerCuts(e.Text, d) {
			if strings.TrimSpace(e.Text[cut:]) != "" {
				bodies = append(bodies, cut)
			}
		}
		for _, cut := range bodies[1:] {
			if spans = x.findAll(foldText(e.Text[cut:], false).folded); len(spans) > 0 {
				loc.Header = strings.TrimSpace(e.Text[:cut])
				break
			}
		}
	}
	if len(spans) > 1 {
		loc.Places = len(spans)
	}
	unfound := ""
	if len(spans) == 0 {
		for k, cut := range bodies {
			var n int
			var why string
			if spans, n, why = locatePassages(x, e.Text[cut:]); len(spans) > 0 {
				loc.Header = strings.TrimSpace(e.Text[:cut])
				if n > 1 {
					loc.Passages = n
				}
				break
			}
			if k == 0 {
				unfound = why
			}
		}
	}
	if len(spans) == 0 {
		if unfound == "" {
			unfound = firstUnfound(x, e.Text)
		}
		return problem(NotInDocument, id, fmt.Sprintf("the text of trace entry %s (rank %d) is not in %s (compared after Unicode NFC, white-space, line-end hyphen and page-break folding): %s; it does not count as retrieved", label, e.Rank, id, unfound))
	}
	loc.Start, loc.End = spans[0].Start, spans[0].End
	if len(spans) > 1 {
		loc.Spans = spans
	}
	for _, sp := range spans {
		for _, c := range coveredChunks(r.Chunks(id), d.Text, sp.Start, sp.End) {
			if !slices.Contains(loc.Chunks, c) {
				loc.Chunks = append(loc.Chunks, c)
			}
		}
	}
	slices.SortFunc(loc.Chunks, func(a, b string) int { return cmpChunkIDs(r, a, b) })
	if len(loc.Chunks) == 0 {
		return problem(NotInDocument, id, fmt.Sprintf("the text of trace entry %s (rank %d) is found in %s only as white space or markup, so no passage of it was retrieved", label, e.Rank, id))
	}
	return loc, nil
}

// cmpChunkIDs orders two chunks of one document by their number.
func cmpChunkIDs(r vault.Reader, a, b string) int {
	x, _ := r.Chunk(a)
	y, _ := r.Chunk(b)
	if x == nil || y == nil {
		return strings.Compare(a, b)
	}
	return x.N - y.N
}

// maxPassages bounds the passages one entry's text is split into.
const maxPassages = 1000

// locatePassages locates a text that joins passages (blank-line
// separated) of different places of the document, as a RAG stack's
// context often does: each run of consecutive passages found together
// is one passage located on its own (its places every span of it),
// numbered in the text's order. A passage holding no letter or digit (a
// separator line, "---", "…") is no text and is passed over. Every other
// passage must be in the document, or the entry is not: text a producer
// added proves nothing, and what the entry retrieved cannot be told
// apart from it. A run of a few words found at several places, or at
// one as a line that ends no sentence or is a whole sentence, is a label
// and places nothing (trace_labels.go). It returns the spans and
// how many passages were located, or why not (nil spans): a text of one
// passage is not split.
func locatePassages(x *docTextIndex, text string) ([]Span, int, string) {
	var parts []string
	for _, p := range splitPassages(text) {
		if strings.IndexFunc(p, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			parts = append(parts, p)
		}
	}
	if len(parts) < 2 || len(parts) > maxPassages {
		return nil, 0, ""
	}
	var out []Span
	n := 0
	for i := 0; i < len(parts); n++ {
		cur := x.findAll(foldText(parts[i], false).folded)
		if len(cur) == 0 {
			return nil, 0, fmt.Sprintf("it joins %d passages, and passage %d is not there (%s)", len(parts), i+1, firstUnfound(x, parts[i]))
		}
		j := i + 1
		for ; j < len(parts); j++ {
			next := x.findAll(foldText(strings.Join(parts[i:j+1], "\n\n"), false).folded)
			if len(next) == 0 {
				break
			}
			cur = next
		}
		if run := strings.Join(parts[i:j], "\n\n"); isLabel(run, cur) {
			n-- // a label line (trace_labels.go): no place of its own
			i = j
			continue
		}
		for _, sp := range cur {
			sp.Passage = n
			out = append(out, sp)
		}
		i = j
	}
	if len(out) == 0 {
		return nil, 0, fmt.Sprintf("it joins %d passages, and each is a label, a line of fewer than %d words the document holds at several places, or at one where it ends no sentence or is a whole sentence (a heading), which places none of them", len(parts), minPlacedWords)
	}
	return out, n, "" // (n is 1 when separators and labels were all that parted them)
}

// splitPassages cuts text at its blank lines (a line of nothing but
// white space).
func splitPassages(text string) []string {
	var out []string
	start := 0
	lines := strings.SplitAfter(text, "\n")
	off := 0
	for _, ln := range lines {
		if strings.TrimSpace(ln) == "" && strings.HasSuffix(ln, "\n") {
			if p := strings.TrimSpace(text[start:off]); p != "" {
				out = append(out, p)
			}
			start = off + len(ln)
		}
		off += len(ln)
	}
	if p := strings.TrimSpace(text[start:]); p != "" {
		out = append(out, p)
	}
	return out
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

// FindAllInDocument finds text (a structured citation's cited text) in
// a Vault document as a trace entry's text is found (after Unicode NFC,
// white-space, line-end hyphen and page-break folding, nothing else):
// the byte spans of every place of the document text that holds it, in
// document order.
// A caller that knows which place is meant (the one a trace retrieved,
// the page a citation names) picks it; the earliest is no better a guess.
func FindAllInDocument(idx *TextIndexes, d *vault.Document, text string) []Span {
	if idx == nil {
		idx = NewTextIndexes(0)
	}
	return idx.of(d).findAll(foldText(text, false).folded)
}

// ChunksCovering are the Vault chunks of d that bytes [start, end) of
// its text cover in a letter or digit.
func ChunksCovering(r vault.Reader, d *vault.Document, start, end int) []string {
	return coveredChunks(r.Chunks(d.ID), d.Text, start, end)
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
