package retrieval

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/textnorm"
)

// Locate answers "which passage is this citation drawn from?" (DESIGN.md
// step 4). It is the one function the deterministic checks and the judge
// use, so both read the same passage. In order:
//
//  1. the chunk the citation names (Want.Chunk, or a chunk locator of
//     Want.Doc), retrieved or not;
//  2. the retrieved chunks of Want.Doc holding a pinned page, section,
//     paragraph or line; the best proposition match among them;
//  3. the retrieved chunk of Want.Doc that best matches the proposition;
//  4. when Want.Doc is empty or none of its chunks was retrieved, a
//     retrieved chunk of another document quoting one of Want.Identifiers
//     verbatim (a case cited inside another opinion);
//  5. otherwise NoPassage, with Why saying what was looked for.
//
// Passage.Text is the trace text when the trace carried one (what the
// answering system saw), else the Vault text. Why is a sentence fit for a
// criterion's reasoning.
func Locate(r vault.Reader, w Want, trace []Retrieved) Passage {
	var notes []string
	for _, id := range chunkRefs(w) {
		c, ok := r.Chunk(id)
		if !ok {
			notes = append(notes, fmt.Sprintf("the cited chunk %s does not exist in the Vault", id))
			continue
		}
		return byChunkRef(c, candidates(r, trace))
	}

	cands := candidates(r, trace)
	prop := contentWords(w.Proposition)
	var own []candidate
	if w.Doc != "" {
		own = ofDoc(cands, w.Doc)
	}
	if len(own) > 0 {
		if p, ok := byLocator(r, w, own, prop); ok {
			return withNotes(p, notes)
		}
		if n := locatorNote(r, w); n != "" {
			notes = append(notes, n)
		}
		return withNotes(byProposition(w.Doc, own, prop), notes)
	}
	if w.Doc != "" {
		notes = append(notes, fmt.Sprintf("retrieval returned no chunk of %s", w.Doc))
	}
	if p, ok := byQuotation(w, cands, prop); ok {
		return withNotes(p, notes)
	}
	return withNotes(Passage{Method: NoPassage, Why: noPassageWhy(w, len(trace))}, notes)
}

// chunkRefs lists the chunk IDs a citation names: Want.Chunk, then chunk
// locators of Want.Doc ("3", "#c3", "c3", "chunk 3").
func chunkRefs(w Want) []string {
	var ids []string
	if w.Chunk != "" {
		ids = append(ids, w.Chunk)
	}
	if w.Doc == "" {
		return ids
	}
	for _, l := range w.Locators {
		if l.Kind != vault.LocChunk {
			continue
		}
		v := strings.TrimPrefix(strings.ToLower(strings.TrimSpace(l.Value)), "chunk")
		if n, ok := leadingInt(strings.TrimLeft(v, " #c")); ok {
			id := fmt.Sprintf("%s#c%d", w.Doc, n)
			if id != w.Chunk {
				ids = append(ids, id)
			}
		}
	}
	return ids
}

func byChunkRef(c *vault.Chunk, cands []candidate) Passage {
	for _, cd := range cands {
		if cd.chunk.ID == c.ID {
			return Passage{Chunk: c, Text: cd.text, Retrieved: true, Rank: cd.rank, Method: ByChunkRef, Confidence: 1,
				Why: fmt.Sprintf("The citation names chunk %s, which retrieval returned at rank %d.", c.ID, cd.rank)}
		}
	}
	return Passage{Chunk: c, Text: c.Text, Method: ByChunkRef, Confidence: 1,
		Why: fmt.Sprintf("The citation names chunk %s, which retrieval did not return.", c.ID)}
}

// byLocator keeps the document's retrieved chunks that hold any pinned
// page, section, paragraph or line and picks the best proposition match.
func byLocator(r vault.Reader, w Want, own []candidate, prop []string) (Passage, bool) {
	var lines []int
	var match []candidate
	var pinned []string
	for _, l := range w.Locators {
		if l.Kind == vault.LocLine && lines == nil {
			if d, ok := r.Document(w.Doc); ok {
				lines = lineOffsets(d.Text)
			}
		}
		if l.Kind != vault.LocChunk && l.Kind != vault.LocFootnote {
			pinned = append(pinned, describe(l))
		}
	}
	for _, c := range own {
		for _, l := range w.Locators {
			if holds(c.chunk, l, lines) {
				match = append(match, c)
				break
			}
		}
	}
	if len(match) == 0 {
		return Passage{}, false
	}
	i, _ := best(match, prop)
	c := match[i]
	conf, how := 0.95, ""
	if len(match) > 1 {
		conf = 0.85
		how = fmt.Sprintf(" (the best match to the proposition among %d retrieved chunks holding it)", len(match))
	}
	return Passage{Chunk: c.chunk, Text: c.text, Retrieved: true, Rank: c.rank, Method: ByLocator, Confidence: conf,
		Why: fmt.Sprintf("Retrieved chunk %s (rank %d) holds %s of %s, as pinned by the citation%s.",
			c.chunk.ID, c.rank, strings.Join(pinned, ", "), w.Doc, how)}, true
}

// locatorNote says where the pinned locators sit in the Vault when no
// retrieved chunk holds them, so reasoning can say "page 15 is in c4,
// which retrieval did not return" or "VLT-0001 has no page 99".
func locatorNote(r vault.Reader, w Want) string {
	var lines []int
	var parts []string
	for _, l := range w.Locators {
		if l.Kind == vault.LocChunk || l.Kind == vault.LocFootnote {
			continue
		}
		if l.Kind == vault.LocLine && lines == nil {
			if d, ok := r.Document(w.Doc); ok {
				lines = lineOffsets(d.Text)
			}
		}
		var in []string
		for _, c := range r.Chunks(w.Doc) {
			if holds(c, l, lines) {
				in = append(in, c.ID)
			}
		}
		if len(in) == 0 {
			parts = append(parts, fmt.Sprintf("%s has no %s", w.Doc, describe(l)))
		} else {
			parts = append(parts, fmt.Sprintf("%s of %s is in %s, which retrieval did not return",
				describe(l), w.Doc, strings.Join(in, ", ")))
		}
	}
	return strings.Join(parts, "; ")
}

// byProposition picks the document's retrieved chunk that shares most
// content words with the proposition; with no shared word it still names
// the top-ranked chunk of the document, with low confidence.
func byProposition(doc string, own []candidate, prop []string) Passage {
	i, n := best(own, prop)
	c := own[i]
	p := Passage{Chunk: c.chunk, Text: c.text, Retrieved: true, Rank: c.rank, Method: ByProposition}
	switch {
	case len(prop) == 0:
		p.Confidence = 0.3
		p.Why = fmt.Sprintf("The citation has no locator and no proposition to match; %s (rank %d) is the top-ranked of %d retrieved chunk(s) of %s.",
			c.chunk.ID, c.rank, len(own), doc)
	case n == 0:
		p.Confidence = 0.3
		p.Why = fmt.Sprintf("No retrieved chunk of %s shares a content word with the proposition; %s (rank %d) is the top-ranked of %d.",
			doc, c.chunk.ID, c.rank, len(own))
	default:
		p.Confidence = 0.4 + 0.5*float64(n)/float64(len(prop))
		p.Why = fmt.Sprintf("Retrieved chunk %s (rank %d) best matches the proposition among %d retrieved chunk(s) of %s: it shares %d of its %d content words.",
			c.chunk.ID, c.rank, len(own), doc, n, len(prop))
	}
	return p
}

// byQuotation finds retrieved chunks of other documents that quote one of
// the citation's identifiers verbatim (textnorm.ContainsVerbatim).
func byQuotation(w Want, cands []candidate, prop []string) (Passage, bool) {
	var match []candidate
	var quoted []string
	for _, c := range cands {
		if w.Doc != "" && c.chunk.Doc == w.Doc {
			continue
		}
		for _, id := range w.Identifiers {
			if textnorm.ContainsVerbatim(c.text, id) {
				match = append(match, c)
				quoted = append(quoted, id)
				break
			}
		}
	}
	if len(match) == 0 {
		return Passage{}, false
	}
	i, _ := best(match, prop)
	c := match[i]
	conf := 0.75
	if len(match) > 1 {
		conf = 0.65
	}
	return Passage{Chunk: c.chunk, Text: c.text, Retrieved: true, Rank: c.rank, Method: ByQuotation, Confidence: conf,
		Why: fmt.Sprintf("Retrieved chunk %s (rank %d), of document %s, quotes %q.", c.chunk.ID, c.rank, c.chunk.Doc, quoted[i])}, true
}

func noPassageWhy(w Want, traceLen int) string {
	switch {
	case traceLen == 0:
		return "Retrieval returned nothing, so the citation has no retrieved passage."
	case w.Doc == "" && len(w.Identifiers) == 0:
		return "The citation resolves to no Vault document and carries no identifier to look for in the retrieved chunks."
	case len(w.Identifiers) == 0:
		return fmt.Sprintf("No retrieved chunk belongs to %s, so the citation has no retrieved passage.", w.Doc)
	default:
		return fmt.Sprintf("No retrieved chunk belongs to the cited document or quotes %s, so the citation has no retrieved passage.",
			quoteAll(w.Identifiers))
	}
}

func quoteAll(ids []string) string {
	q := make([]string, len(ids))
	for i, id := range ids {
		q[i] = fmt.Sprintf("%q", id)
	}
	return strings.Join(q, " or ")
}

// withNotes appends what else Locate found out (a missing chunk, a pinned
// page that was not retrieved) to the Why sentence.
func withNotes(p Passage, notes []string) Passage {
	if len(notes) == 0 {
		return p
	}
	n := []rune(strings.Join(notes, "; "))
	n[0] = unicode.ToUpper(n[0])
	p.Why = strings.TrimSpace(p.Why + " Note: " + string(n) + ".")
	return p
}
