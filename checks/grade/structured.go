package grade

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/resolve"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// attachStructured makes every structured citation of a provider-native
// response (rubric.StructuredCitation) a citation of the answer: a
// citation of the document it names, attached to each proposition the
// text it covers overlaps. Its cited text is its locator and its
// passage: found in the Vault document, the chunks that hold it are the
// citation's chunk locators, so C-006 reads the retrieved text holding
// it, C-009 sees a span, and the judge grades the claim against it; a
// page the format names is a page locator; else the trace entry it
// names gives its chunks. A citation the answer's text also writes (the
// same document in the same proposition) is graded once, as written,
// carrying the structured reference.
func attachStructured(r vault.Reader, in *checks.Input, resp *rubric.Response, texts *retrieval.TextIndexes) {
	for k := range resp.Structured {
		sc := &resp.Structured[k]
		names := make([]string, 0, len(sc.Names))
		labels := make([]string, 0, len(sc.Names))
		for _, n := range sc.Names {
			names = append(names, n.Value)
			labels = append(labels, n.Kind+":"+n.Value)
		}
		id, candidates := retrieval.ResolveDocNames(r, names)
		if sc.Web && id == "" && len(candidates) == 0 {
			continue // a web page, no Vault document (rubric.StructuredCitation.Web)
		}
		entries := locatedEntries(in.Checked, sc.Retrieved)
		if id == "" && len(candidates) == 0 && len(entries) > 0 {
			id = entries[0].Doc // named only through the trace entry it cites
		}
		ref := &cite.StructuredRef{Format: resp.Format, Field: sc.Field, Kind: sc.Kind, Names: labels, CitedText: sc.CitedText, Group: sc.Group}
		if id != "" && len(sc.Retrieved) > 0 && !locatedIn(entries, id) {
			ref.Unretrieved = unretrievedWhy(in.Checked, resp.Retrieved, sc, id)
		}
		var locs []vault.Locator
		if d, ok := r.Document(id); ok && sc.CitedText != "" {
			if sp, found := citedPlace(r, in.Checked, d, sc, retrieval.FindAllInDocument(texts, d, sc.CitedText)); found {
				ref.Found, ref.DocStart, ref.DocEnd = true, sp.Start, sp.End
				locs = chunkRefLocators(r, retrieval.ChunksCovering(r, d, sp.Start, sp.End))
				if sc.Page != "" {
					ref.PageNowhere = pageNowhere(d, sc, sp.Start, sp.End)
				}
			}
		}
		if d, ok := r.Document(id); ok && sc.Page != "" && sc.CitedText == "" {
			// A page that came with the chunk (a RAG Engine chunk's
			// pageSpan) must be where that chunk's text lies: where it
			// begins, at one of the places that hold it when the
			// document holds it more than once.
			for _, e := range entries {
				if e.Doc == id && e.End > e.Start && !(e.Entry < len(resp.Retrieved) && resp.Retrieved[e.Entry].Whole) {
					ref.PageNowhere = pageNowhereAny(d, sc, e)
					break
				}
			}
		}
		locs = slices.Compact(locs) // results of one file often share a Vault chunk
		if len(locs) == 0 && sc.Page != "" && ref.Unretrieved == "" {
			// (A page that came with an entry that does not count, such
			// as a grounding chunk's page span, names nothing retrieved.)
			locs = []vault.Locator{{Kind: vault.LocPage, Value: vaultPage(r, id, sc.Page)}}
		}
		if len(locs) == 0 {
			for _, e := range entries {
				if e.Doc == id {
					locs = append(locs, chunkRefLocators(r, e.Chunks)...)
				}
			}
			slices.SortFunc(locs, func(a, b vault.Locator) int { return cmpChunkLocator(a, b) })
			locs = slices.Compact(locs)
		}
		res := structuredResolution(id, candidates, labels, sc)
		props := overlapping(in.Answer.Propositions, sc.Start, sc.End)
		if len(props) == 0 {
			props = []int{-1}
		}
		if j := markerTwin(in, sc); j >= 0 && !namesAnother(in, j, id) {
			// The marker itself was read as a citation: it is this one,
			// graded once, as the structured citation says.
			twin := *ref
			twin.InText = true
			c := &in.Answer.Citations[j]
			c.Structured = &twin
			if id != "" {
				c.Kind, c.DocID, c.Identifier = cite.KindVault, id, id
			}
			if len(locs) > 0 {
				c.Locators = append(c.Locators, locs...)
			}
			res.Citation = j
			in.Resolved[j] = res
			continue
		}
		for _, p := range props {
			if j := writtenTwin(in, p, id); j >= 0 {
				twin := *ref
				twin.InText = true
				in.Answer.Citations[j].Structured = &twin
				continue
			}
			c := cite.Citation{Index: len(in.Answer.Citations), Kind: cite.KindVault, Text: structuredLabel(sc, resp.Format),
				Start: sc.Start, End: sc.End, DocID: id, Identifier: firstNonEmpty(id, firstOf(names)),
				Locators: append([]vault.Locator{}, locs...), Proposition: p, Antecedent: -1, Parallel: -1, Structured: ref}
			if p >= 0 {
				in.Answer.Propositions[p].Citations = append(in.Answer.Propositions[p].Citations, c.Index)
			}
			res.Citation = c.Index
			in.Answer.Citations = append(in.Answer.Citations, c)
			in.Resolved = append(in.Resolved, res)
		}
	}
}

// pageNowhere compares the page a structured citation gives (the n-th
// page of the file the provider was sent) with the Vault: past the
// document's last page, or not the page its cited text, or the text of
// the chunk it came with (bytes [start, end)), begins on, is a place the citation names wrongly. Only a
// document that declares first_page and last_page is compared: without
// them the n-th page of the file need not be the Vault's page n (a PDF's
// own labels, a cover page), and a false failure would be no better than
// a false pass.
func pageNowhere(d *vault.Document, sc *rubric.StructuredCitation, start, end int) string {
	n, err1 := strconv.Atoi(sc.Page)
	first, err2 := strconv.Atoi(d.FirstPage)
	last, err3 := strconv.Atoi(d.LastPage)
	if err1 != nil || err2 != nil || err3 != nil || n < 1 {
		return ""
	}
	label := strconv.Itoa(first + n - 1)
	if first+n-1 > last {
		return fmt.Sprintf("the %s at %s names page %d of the file, page %s of %s, which runs pp. %d-%d", sc.Kind, sc.Field, n, label, d.ID, first, last)
	}
	places := vault.PlacesOf(d.Text, start, end)
	if len(places) == 0 || places[0].Page == "" || places[0].Page == label {
		return ""
	}
	return fmt.Sprintf("the %s at %s names page %s of %s, but its cited text begins on page %s", sc.Kind, sc.Field, label, d.ID, places[0].Page)
}

// pageNowhereAny is pageNowhere for a located entry's text: the page
// must be where its first passage begins at one of the places that hold
// it (the first such place's complaint when none does).
func pageNowhereAny(d *vault.Document, sc *rubric.StructuredCitation, e *retrieval.Located) string {
	why := ""
	for _, sp := range e.AllSpans() {
		if sp.Passage != 0 {
			continue
		}
		w := pageNowhere(d, sc, sp.Start, sp.End)
		if w == "" {
			return ""
		}
		if why == "" {
			why = w
		}
	}
	return why
}

// citedPlace picks, among the places of a document that hold a
// structured citation's cited text, the one the citation means: a place
// the trace retrieved, else the place on the page the citation names,
// else the first. The earliest place alone failed a citation whose text
// the trace retrieved at a later place (C-006: not retrieved), and
// judged its page against the wrong place (C-009).
func citedPlace(r vault.Reader, t *retrieval.Checked, d *vault.Document, sc *rubric.StructuredCitation, places []retrieval.Span) (retrieval.Span, bool) {
	if len(places) == 0 {
		return retrieval.Span{}, false
	}
	if len(places) == 1 {
		return places[0], true
	}
	var covered []retrieval.Span
	for _, sp := range places {
		if t.Covers(r, d.ID, sp.Start, sp.End) {
			covered = append(covered, sp)
		}
	}
	if len(covered) == 0 {
		covered = places
	}
	if sc.Page != "" {
		for _, sp := range covered {
			if pageNowhere(d, sc, sp.Start, sp.End) == "" {
				return sp, true
			}
		}
	}
	return covered[0], true
}

// locatedIn reports whether any of the located entries lies in doc.
func locatedIn(entries []*retrieval.Located, doc string) bool {
	for _, e := range entries {
		if e.Doc == doc {
			return true
		}
	}
	return false
}

// unretrievedWhy says why none of the trace entries a structured
// citation names counts as retrieved of doc: each entry's trace problem
// (its text is not in the document, it carries none, it names no
// document), or the document it was located in instead.
func unretrievedWhy(t *retrieval.Checked, given []retrieval.Retrieved, sc *rubric.StructuredCitation, doc string) string {
	var whys []string
	for _, i := range sc.Retrieved {
		if i < 0 || i >= len(given) {
			continue
		}
		e := given[i]
		why := ""
		for _, p := range t.Problems {
			if p.ChunkID == e.ChunkID && p.Rank == e.Rank {
				why = string(p.Kind)
				break
			}
		}
		for _, l := range t.Located {
			if l.Entry == i && l.Doc != doc {
				why = "located in " + l.Doc + ", not " + doc
			}
		}
		if why == "" {
			why = "not counted"
		}
		whys = append(whys, fmt.Sprintf("%s (%s)", e.ChunkID, why))
	}
	return fmt.Sprintf("the trace entry it rests on does not count as retrieved: %s; see the trace problems", strings.Join(whys, ", "))
}

// unretrievedStructuredPassages takes the passage away from a structured
// citation none of whose named trace entries counts (Unretrieved) and
// whose cited text, if any, was not found: it names a search result,
// grounding chunk or reference that proves nothing, so it has no
// retrieved passage. Located by best match instead, it would borrow
// another retrieved chunk of the same document and pass C-006 for a
// chunk it never named. A citation the answer's text also writes with a
// locator of its own keeps the passage that locator pins. A page the
// format gives that the Vault contradicts (PageNowhere) is recorded as a
// locator naming no place (C-009 fails).
func unretrievedStructuredPassages(in *checks.Input) {
	for i := range in.Answer.Citations {
		c := &in.Answer.Citations[i]
		s := c.Structured
		if s != nil && s.PageNowhere != "" && i < len(in.Passages) {
			in.Passages[i].Nowhere = append(in.Passages[i].Nowhere, s.PageNowhere)
		}
		if s == nil || s.Unretrieved == "" || s.Found || len(c.Locators) > 0 || i >= len(in.Passages) {
			continue
		}
		in.Passages[i] = retrieval.Passage{Method: retrieval.NoPassage,
			Why: fmt.Sprintf("The %s at %s has no retrieved passage: %s.", s.Kind, s.Field, s.Unretrieved)}
	}
}

// structuredResolution is C-001's view of a structured citation: the
// document its names resolve to, or why none does.
func structuredResolution(id string, candidates, labels []string, sc *rubric.StructuredCitation) resolve.Resolution {
	switch {
	case id != "":
		return resolve.Resolution{Docs: []string{id}, Doc: id, By: "structured"}
	case len(candidates) > 0:
		return resolve.Resolution{Docs: candidates, Problem: fmt.Sprintf("the %s at %s names a document ambiguously: %s names %s",
			sc.Kind, sc.Field, strings.Join(labels, ", "), strings.Join(candidates, ", "))}
	case len(labels) == 0:
		return resolve.Resolution{Docs: []string{}, Problem: fmt.Sprintf("the %s at %s names no Vault document: its format gives the document it cites no ID, URI, file name or title",
			sc.Kind, sc.Field)}
	default:
		return resolve.Resolution{Docs: []string{}, Problem: fmt.Sprintf("the %s at %s names no Vault document: %s is no Vault ID, external ID, file name or title",
			sc.Kind, sc.Field, strings.Join(labels, ", "))}
	}
}

// structuredLabel is how a structured citation is named in reasoning:
// the provider's kind, the first name it gave, where it stands.
func structuredLabel(sc *rubric.StructuredCitation, format string) string {
	name := ""
	if len(sc.Names) > 0 {
		name = " " + strconv.Quote(sc.Names[0].Value)
	}
	return fmt.Sprintf("%s %s%s (%s)", format, sc.Kind, name, sc.Field)
}

// locatedEntries are the located trace entries at the indexes given of
// the trace as given (an entry that was not located is left out).
func locatedEntries(t *retrieval.Checked, idx []int) []*retrieval.Located {
	if t == nil {
		return nil
	}
	var out []*retrieval.Located
	for _, i := range idx {
		for k := range t.Located {
			if t.Located[k].Entry == i {
				out = append(out, &t.Located[k])
			}
		}
	}
	return out
}

// chunkRefLocators are chunk locators naming chunk IDs ("VLT-0001#c3" ->
// chunk 3); several are a union.
func chunkRefLocators(r vault.Reader, ids []string) []vault.Locator {
	var out []vault.Locator
	for _, id := range ids {
		if c, ok := r.Chunk(id); ok {
			out = append(out, vault.Locator{Kind: vault.LocChunk, Value: strconv.Itoa(c.N)})
		}
	}
	return out
}

// overlapping are the propositions whose text overlaps [start, end)
// (for an insertion point, start == end, the one holding it).
func overlapping(ps []cite.Proposition, start, end int) []int {
	var out []int
	for i, p := range ps {
		if (start < p.End && end > p.Start) || (start == end && start >= p.Start && start <= p.End) {
			out = append(out, i)
		}
	}
	return out
}

// markerTwin is the written citation standing on the structured
// citation's marker ("【4:1†Acme-MSA.pdf】"), -1 when none.
func markerTwin(in *checks.Input, sc *rubric.StructuredCitation) int {
	if sc.MarkerEnd <= sc.MarkerStart {
		return -1
	}
	for j := range in.Answer.Citations {
		c := &in.Answer.Citations[j]
		if c.Structured == nil && c.Start < sc.MarkerEnd && c.End > sc.MarkerStart {
			return j
		}
	}
	return -1
}

// namesAnother reports whether the citation the answer's text writes at
// a structured citation's marker resolves to a document other than the
// one the structured citation names (a marker "【4:1†bremen.pdf】" on a
// file_citation of the practice note). The reader sees the marker's
// document cited, so the marker is no twin: it stays a citation of its
// own, graded as written, beside the structured one. Merged, the
// marker's document would be graded as the file ID's, and a citation of
// a document never retrieved would pass.
func namesAnother(in *checks.Input, j int, id string) bool {
	return id != "" && j < len(in.Resolved) && in.Resolved[j].Doc != "" && in.Resolved[j].Doc != id
}

// writtenTwin is a citation written in the answer's text, in
// proposition p, of document id: the same citation as a structured one.
func writtenTwin(in *checks.Input, p int, id string) int {
	if p < 0 || id == "" {
		return -1
	}
	for _, j := range in.Answer.Propositions[p].Citations {
		if j < len(in.Resolved) && in.Answer.Citations[j].Structured == nil && in.Resolved[j].Doc == id {
			return j
		}
	}
	return -1
}

// vaultPage is the Vault's page label of the n-th page of the file a
// provider was sent (page_location, a RAG Engine page span): page N of
// the document is first_page + n - 1 when the document declares its
// first page, else n (a PDF's own page labels are the Vault's then).
func vaultPage(r vault.Reader, id, n string) string {
	d, ok := r.Document(id)
	k, err1 := strconv.Atoi(n)
	first, err2 := strconv.Atoi(d.FirstPage)
	if !ok || err1 != nil || err2 != nil || k < 1 {
		return n
	}
	return strconv.Itoa(first + k - 1)
}

// cmpChunkLocator orders chunk locators by chunk number.
func cmpChunkLocator(a, b vault.Locator) int {
	x, _ := strconv.Atoi(a.Value)
	y, _ := strconv.Atoi(b.Value)
	return x - y
}

func firstOf(ss []string) string {
	if len(ss) == 0 {
		return ""
	}
	return ss[0]
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// narrowStructuredPassages holds a structured citation's cited text to
// what was retrieved: a cited text not in the document was not
// retrieved; otherwise its chunks count as retrieved when any part of
// them was, but when the cited text itself lies outside every span the
// trace retrieved (another system's chunk covered only the rest of the
// Vault chunk), the cited passage was not retrieved, and C-006 fails
// for it as for a pin on a place that was not retrieved.
func narrowStructuredPassages(r vault.Reader, in *checks.Input) {
	for i := range in.Answer.Citations {
		c := &in.Answer.Citations[i]
		s := c.Structured
		p := &in.Passages[i]
		if s == nil || s.CitedText == "" || !p.Retrieved || i >= len(in.Resolved) || in.Resolved[i].Doc == "" {
			continue
		}
		doc := in.Resolved[i].Doc
		if !s.Found {
			// Text the document does not hold is in nothing retrieved
			// (C-005 fails it too): the chunk located for the citation
			// by best match is not its passage.
			p.Retrieved = false
			p.Why = fmt.Sprintf("The cited text is not in %s, so it is in nothing the trace retrieved; %s is only the best match in the document, not the cited passage.",
				doc, strings.Join(checks.ChunkIDs(*p), ", "))
			continue
		}
		if in.Checked.Covers(r, doc, s.DocStart, s.DocEnd) {
			continue
		}
		p.Retrieved = false
		p.Why = fmt.Sprintf("The cited text (bytes %d-%d of %s) is in %s, but outside every span the trace retrieved: the chunk counts as retrieved through another part of it, not through the text cited.",
			s.DocStart, s.DocEnd, doc, strings.Join(checks.ChunkIDs(*p), ", "))
	}
}
