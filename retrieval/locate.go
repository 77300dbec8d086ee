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
// use, so both read the same passage, and it reads only the Vault's text
// (t holds the trace checked against the Vault, see CheckTrace; nil is no
// trace). In order:
//
//  1. a citation with a locator (chunk, page, star page, range, section,
//     paragraph, line): the chunks holding that place (Place), retrieved
//     or not. With a trace, the retrieved ones among them are the
//     passage and the rest is noted; when none was retrieved the pinned
//     text is still the passage, marked as not retrieved. A locator that
//     names no place in the document is recorded in Nowhere (C-009 fails)
//     and the passage falls back to the best match, saying so;
//  2. a citation whose locator says no more than the document: the
//     chunk of that document that best matches the proposition, among
//     the retrieved ones ("located by best match"), or among all of its
//     chunks when there is no trace ("located in the Vault");
//  3. an authority that is not a Vault document, or a citation inside a
//     "(quoting ...)" or "(citing ...)" parenthetical whose own place was
//     not retrieved: the retrieved chunk of another document quoting one
//     of Want.Identifiers verbatim;
//  4. otherwise NoPassage, with Why saying what was looked for.
//
// Walled chunks (t.Walled) may be a citation's passage when the citation
// names their document (C-002 fails it; C-006 may count it) but never
// quote another authority. Why is a sentence fit for a criterion's
// reasoning.
func Locate(r vault.Reader, w Want, t *Checked) Passage {
	if t == nil {
		t = NoTrace()
	}
	pl := Placement{}
	if w.Doc != "" || w.Chunk != "" {
		pl = Place(r, w)
	}
	p := locate(r, w, t, pl)
	if w.Doc != "" {
		p.Nowhere, p.Caveats = pl.Nowhere, pl.Caveats
	}
	return p
}

func locate(r vault.Reader, w Want, t *Checked, pl Placement) Passage {
	tc := traceCandidates(r, t)
	cands := tc.cands
	if len(pl.Chunks) > 0 {
		// A pinned citation needs the proposition's words only to look
		// for a quoting chunk, so they are split only then (splitting
		// them for every pin was most of Locate's own work).
		p := pinned(w, t, tc.rank, pl)
		if w.Quoting && t.Given && !p.Retrieved {
			if q, ok := byQuotation(w, t, cands, contentWords(w.Proposition)); ok {
				return withNotes(q, []string{p.Why})
			}
		}
		return p
	}
	prop := contentWords(w.Proposition)
	var notes []string
	if len(pl.Nowhere) > 0 {
		notes = append(notes, pl.Nowhere...)
	}
	if pl.Unplaced {
		notes = append(notes, pl.Caveats...)
	}
	if w.Doc != "" {
		if p, ok := bestMatch(r, w.Doc, t, tc.byDoc[w.Doc], prop); ok {
			return withNotes(p, notes)
		}
		if w.Quoting {
			if q, ok := byQuotation(w, t, cands, prop); ok {
				return withNotes(q, append(notes, fmt.Sprintf("retrieval returned no chunk of %s", w.Doc)))
			}
		}
		return withNotes(Passage{Method: NoPassage, Why: noPassageWhy(w, t)}, notes)
	}
	if t.Given {
		if q, ok := byQuotation(w, t, cands, prop); ok {
			return withNotes(q, notes)
		}
	}
	return withNotes(Passage{Method: NoPassage, Why: noPassageWhy(w, t)}, notes)
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

// pinned is the passage at a placed locator: the retrieved chunks among
// the placed ones, else all of them marked as not retrieved, or, with no
// trace, all of them located in the Vault.
func pinned(w Want, t *Checked, rank map[string]int, pl Placement) Passage {
	method := ByLocator
	if pl.ByChunk {
		method = ByChunkRef
	}
	place := strings.Join(pl.Places, ", ")
	doc := w.Doc
	if doc == "" && len(pl.Chunks) > 0 {
		doc = pl.Chunks[0].Doc
	}
	var got, missing []*vault.Chunk
	for _, c := range pl.Chunks {
		if _, ok := rank[c.ID]; ok {
			got = append(got, c)
		} else {
			missing = append(missing, c)
		}
	}
	where := func(cs []*vault.Chunk) string {
		if pl.ByChunk {
			return "the cited " + chunkList(cs)
		}
		return fmt.Sprintf("%s of %s is in %s", place, doc, chunkList(cs))
	}
	switch {
	case !t.Given:
		p := passageOf(pl.Chunks, method, 0.95)
		p.NoTrace = true
		p.Why = fmt.Sprintf("%s%s: located in the Vault; no retrieval trace.", strings.ToUpper(where(p.Chunks)[:1]), where(p.Chunks)[1:])
		return withTruncation(p, pl.Chunks)
	case len(got) > 0:
		p := passageOf(got, method, 0.95)
		p.Retrieved = true
		p.Rank = rank[got[0].ID]
		for _, c := range got {
			p.Rank = min(p.Rank, rank[c.ID])
		}
		p.Why = fmt.Sprintf("Retrieved %s (rank %d) %s %s of %s, as pinned by the citation.", chunkList(p.Chunks), p.Rank, holdWord(len(p.Chunks)), place, doc)
		for _, c := range missing {
			p.Missing = append(p.Missing, c.ID)
		}
		if len(missing) > 0 {
			p.Why += fmt.Sprintf(" The rest of the pinned place, %s, was not retrieved.", chunkList(missing))
		}
		return withTruncation(p, got)
	default:
		p := passageOf(pl.Chunks, method, 0.95)
		p.Why = fmt.Sprintf("The cited passage was not retrieved: %s, which %s not retrieved.",
			where(p.Chunks), pick(len(p.Chunks) == 1, "was", "were"))
		return withTruncation(p, pl.Chunks)
	}
}

// passageOf is a passage of the first maxPassageChunks chunks, with the
// Vault's text.
func passageOf(chunks []*vault.Chunk, m Method, conf float64) Passage {
	if len(chunks) > maxPassageChunks {
		chunks = chunks[:maxPassageChunks]
	}
	texts := make([]string, len(chunks))
	for i, c := range chunks {
		texts[i] = c.Text
	}
	if m == ByChunkRef {
		conf = 1
	}
	return Passage{Chunk: chunks[0], Chunks: chunks, Text: strings.Join(texts, "\n\n"), Method: m, Confidence: conf}
}

// withTruncation notes when a pinned range held more chunks than a
// passage takes.
func withTruncation(p Passage, all []*vault.Chunk) Passage {
	if len(all) > len(p.Chunks) {
		p.Why += fmt.Sprintf(" The place spans %d chunks; the first %d are the passage.", len(all), len(p.Chunks))
	}
	return p
}

// bestMatch is the chunk of doc that best matches the proposition: among
// its retrieved chunks, or among all of its chunks when there is no
// trace. ofDoc are the trace's candidates of doc, in rank order.
func bestMatch(r vault.Reader, doc string, t *Checked, ofDoc []candidate, prop []string) (Passage, bool) {
	var own []candidate
	if t.Given {
		own = ofDoc
	} else {
		for i, c := range r.Chunks(doc) {
			own = append(own, candidate{chunk: c, rank: i + 1, text: c.Text})
		}
	}
	if len(own) == 0 {
		return Passage{}, false
	}
	i, n := best(own, prop)
	c := own[i]
	p := Passage{Chunk: c.chunk, Chunks: []*vault.Chunk{c.chunk}, Text: c.chunk.Text, Method: ByProposition}
	label, name, pool := "Located by best match", fmt.Sprintf("%s (rank %d)", c.chunk.ID, c.rank), fmt.Sprintf("the %d retrieved chunk(s) of %s", len(own), doc)
	if t.Given {
		p.Retrieved, p.Rank = true, c.rank
	} else {
		p.NoTrace = true
		label, name, pool = "Located in the Vault by best match (no retrieval trace)", c.chunk.ID, fmt.Sprintf("the %d chunk(s) of %s", len(own), doc)
	}
	switch {
	case len(prop) == 0:
		p.Confidence = 0.3
		p.Why = fmt.Sprintf("%s: the citation has no locator and no proposition to match; %s is the first of %s.", label, name, pool)
	case n == 0:
		p.Confidence = 0.3
		p.Why = fmt.Sprintf("%s: none of %s shares a content word with the proposition; %s is the first.", label, pool, name)
	default:
		p.Confidence = 0.4 + 0.5*float64(n)/float64(len(prop))
		p.Why = fmt.Sprintf("%s: %s shares %d of the proposition's %d content words, the most among %s.", label, name, n, len(prop), pool)
	}
	return p, true
}

// byQuotation finds retrieved chunks of other documents that quote one of
// the citation's identifiers verbatim (textnorm.ContainsVerbatim).
// Walled chunks are never support and never quote.
func byQuotation(w Want, t *Checked, cands []candidate, prop []string) (Passage, bool) {
	var match []candidate
	var quoted []string
	for _, c := range cands {
		if (w.Doc != "" && c.chunk.Doc == w.Doc) || t.Walled(c.chunk.ID) {
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
	return Passage{Chunk: c.chunk, Chunks: []*vault.Chunk{c.chunk}, Text: c.chunk.Text, Retrieved: true, Rank: c.rank, Method: ByQuotation, Confidence: conf,
		Why: fmt.Sprintf("Retrieved chunk %s (rank %d), of document %s, quotes %q.", c.chunk.ID, c.rank, c.chunk.Doc, quoted[i])}, true
}

func noPassageWhy(w Want, t *Checked) string {
	switch {
	case !t.Given && w.Doc == "":
		return "The citation resolves to no Vault document, and without a retrieval trace there is no retrieved chunk that could quote it."
	case t.Given && len(t.Entries) == 0:
		return "Nothing was retrieved, so the citation has no retrieved passage."
	case w.Doc == "" && len(w.Identifiers) == 0:
		return "The citation resolves to no Vault document and carries no identifier to look for in the retrieved chunks."
	case w.Doc != "" && !w.Quoting:
		return fmt.Sprintf("No retrieved chunk belongs to %s, so the citation has no retrieved passage.", w.Doc)
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

// chunkList names chunks: "chunk VLT-0001#c7" or "chunks VLT-0001#c4, VLT-0001#c5".
func chunkList(cs []*vault.Chunk) string {
	ids := make([]string, len(cs))
	for i, c := range cs {
		ids[i] = c.ID
	}
	return pick(len(cs) == 1, "chunk ", "chunks ") + strings.Join(ids, ", ")
}

func holdWord(n int) string { return pick(n == 1, "holds", "hold") }

func pick(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

// withNotes appends what else Locate found out (a locator that names no
// place, a pinned place that was not retrieved) to the Why sentence.
func withNotes(p Passage, notes []string) Passage {
	if len(notes) == 0 {
		return p
	}
	n := []rune(strings.Join(notes, "; "))
	n[0] = unicode.ToUpper(n[0])
	p.Why = strings.TrimSpace(p.Why + " Note: " + strings.TrimSuffix(string(n), ".") + ".")
	return p
}
