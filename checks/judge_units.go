package checks

import (
	"context"
	"fmt"
	"strings"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// citationUnit is one judge unit for a (proposition, passage) pair with
// the facts a finding about it needs. Cites are the citations of the
// proposition that draw on that passage (usually one; "Bremen, 407 U.S.
// at 10" and "[VLT-0001, p. 10]" on one sentence share a unit).
type citationUnit struct {
	Unit  judge.Unit
	Prop  *cite.Proposition
	Cite  *cite.Citation
	Cites []*cite.Citation
	Doc   string
	Chunk string
	// Section marks a unit of a heading that states law without a
	// citation of its own, judged against a passage of its section
	// (cite.Proposition.Section): the heading is a summary of the
	// section, so it passes a criterion when any of its section's
	// passages does (sectionPasses).
	Section bool
}

// whyNoPassage is why a citation with no located passage is not judged.
const whyNoPassage = "no retrieved source passage was located for it"

// skipped is a citation that is not sent to the judge, and why.
type skipped struct {
	Cite *cite.Citation
	Why  string
}

// citationUnits builds one unit per (proposition, citation with a located
// passage). A parallel citation shares its group leader's passage and is
// judged once, through the leader. Citations with no proposition or no
// passage are not sent: they are other criteria's failures (C-001, C-006).
// The units are the same for the three citation criteria, so the memoised
// judge answers them with one call.
func citationUnits(in *Input) ([]citationUnit, []skipped) {
	if in.Answer == nil {
		return nil, nil
	}
	var units []citationUnit
	var skip []skipped
	byKey := map[string]int{}
	holdings := map[string]heuristic.Holding{}
	for i := range in.Answer.Citations {
		c := &in.Answer.Citations[i]
		if c.Parallel >= 0 && c.Parallel != c.Index {
			continue
		}
		if c.Proposition < 0 || c.Proposition >= len(in.Answer.Propositions) {
			skip = append(skip, skipped{c, "it supports no proposition"})
			continue
		}
		var p retrieval.Passage
		if i < len(in.Passages) {
			p = in.Passages[i]
		}
		if p.Chunk == nil || strings.TrimSpace(firstText(p)) == "" {
			skip = append(skip, skipped{c, whyNoPassage})
			continue
		}
		if deniedToUser(in, p.Chunk.Doc) {
			skip = append(skip, skipped{c, whyDenied})
			continue
		}
		prop := &in.Answer.Propositions[c.Proposition]
		units = addUnit(in, units, byKey, holdings, prop, c, p, false)
	}
	units = mergeBlockUnits(units) // the blocks one citation quotes (judge_blocks.go)
	// A heading that states law without a citation of its own is judged
	// against its section's passages; a citation no passage was located
	// for, or one behind the wall, is already reported above.
	for i := range in.Answer.Propositions {
		prop := &in.Answer.Propositions[i]
		for _, ci := range prop.Section {
			if ci < 0 || ci >= len(in.Answer.Citations) || ci >= len(in.Passages) {
				continue
			}
			c := &in.Answer.Citations[ci]
			if c.Parallel >= 0 && c.Parallel != c.Index {
				continue
			}
			p := in.Passages[ci]
			if p.Chunk == nil || strings.TrimSpace(firstText(p)) == "" || deniedToUser(in, p.Chunk.Doc) {
				continue
			}
			units = addUnit(in, units, byKey, holdings, prop, c, p, true)
		}
	}
	return units, skip
}

// addUnit adds the unit judging prop against c's passage p, or adds c to
// the unit that already judges prop against the same chunks.
func addUnit(in *Input, units []citationUnit, byKey map[string]int, holdings map[string]heuristic.Holding, prop *cite.Proposition, c *cite.Citation, p retrieval.Passage, section bool) []citationUnit {
	key := fmt.Sprintf("%d\x00%s", prop.Index, strings.Join(ChunkIDs(p), ","))
	if k, ok := byKey[key]; ok {
		units[k].Cites = append(units[k].Cites, c)
		return units
	}
	byKey[key] = len(units)
	w := windowFor(in, p)
	h, ok := holdings[p.Chunk.Doc]
	if !ok {
		h = holdingFor(in, p.Chunk.Doc)
		holdings[p.Chunk.Doc] = h
	}
	holding, outcome := h.Text(), ""
	if h.From == "metadata" {
		outcome = h.Outcome
	}
	if p.Method == retrieval.ByQuotation {
		// The passage quotes the cited authority inside another
		// document, whose holding is not the authority's.
		holding, outcome = heuristic.HoldingNotInVault, ""
	}
	u := judge.Unit{
		Kind:             judge.UnitCitation,
		ID:               fmt.Sprintf("P%d/C%d", prop.Index, c.Index),
		Proposition:      prop.Stated(),
		Citation:         c.Text,
		Source:           sourceName(in.Vault, p.Chunk) + passageMark(p),
		Excerpt:          w.Excerpt,
		Before:           w.Before,
		After:            w.After,
		Holding:          holding,
		Outcome:          outcome,
		SameDocRetrieved: sameDocRetrieved(in, p.Chunk),
		Adjacent:         adjacentUnretrieved(in, p),
	}
	return append(units, citationUnit{Unit: u, Prop: prop, Cite: c, Cites: []*cite.Citation{c}, Doc: p.Chunk.Doc, Chunk: p.Chunk.ID, Section: section})
}

// passageMark tells the judge, in the SOURCE line every prompt carries,
// when the excerpt is pinned text that retrieval did not return, or text
// located in the Vault for lack of a trace: the judge grades the text at
// the citation's pin, never a neighbouring retrieved chunk, and says so.
func passageMark(p retrieval.Passage) string {
	switch {
	case p.NoTrace:
		return " [located in the Vault; no retrieval trace was given]"
	case !p.Retrieved:
		return " [the pinned text; NOT among the retrieved chunks]"
	}
	return ""
}

// ChunkIDs lists the chunks of a passage, in document order.
func ChunkIDs(p retrieval.Passage) []string {
	if len(p.Chunks) == 0 && p.Chunk != nil {
		return []string{p.Chunk.ID}
	}
	ids := make([]string, len(p.Chunks))
	for i, c := range p.Chunks {
		ids[i] = c.ID
	}
	return ids
}

func firstText(p retrieval.Passage) string {
	if p.Text != "" {
		return p.Text
	}
	if p.Chunk != nil {
		return p.Chunk.Text
	}
	return ""
}

// contextWindow is the passage with its neighbouring, not retrieved,
// text: the retrieval package's window of whole neighbouring chunks,
// then cut to llm.DefaultContextTokens on each side, keeping the text
// nearest the excerpt. A small window keeps units cheap; the judge's
// token budget may trim it further, never the excerpt.
func contextWindow(r vault.Reader, p retrieval.Passage) retrieval.Window {
	if r == nil {
		return retrieval.Window{Excerpt: firstText(p)}
	}
	return contextWindowCounted(r, p, vault.CountTokens(firstText(p)))
}

// contextWindowCounted is contextWindow for a non-nil r with the
// excerpt's token count already known (windowFor caches it):
// excerptTokens is vault.CountTokens(firstText(p)), which is what
// WindowAroundCounted asks for (firstText is its excerpt).
func contextWindowCounted(r vault.Reader, p retrieval.Passage, excerptTokens int) retrieval.Window {
	chunkTokens := r.Manifest().ChunkTokens
	if chunkTokens <= 0 {
		chunkTokens = 256
	}
	w := retrieval.WindowAroundCounted(r, p, excerptTokens+2*chunkTokens, excerptTokens)
	w.Before = lastTokens(w.Before, llm.DefaultContextTokens)
	w.After = firstTokens(w.After, llm.DefaultContextTokens)
	return w
}

// lastTokens keeps the last words of s that fit in n tokens: the
// smallest k, found by binary search, whose words[k:] joined by spaces
// count at most n (wordTokens says why each probe is a sum, not a count).
func lastTokens(s string, n int) string {
	words := strings.Fields(s)
	wt := newWordTokens(words)
	lo, hi := 0, len(words) // keep words[k:]; find the smallest k that fits
	for lo < hi {
		k := (lo + hi) / 2
		if wt.count(k, len(words)) <= n {
			hi = k
		} else {
			lo = k + 1
		}
	}
	return strings.Join(words[lo:], " ")
}

// firstTokens keeps the first words of s that fit in n tokens.
func firstTokens(s string, n int) string {
	words := strings.Fields(s)
	wt := newWordTokens(words)
	lo, hi := 0, len(words) // keep words[:k]; find the largest k that fits
	for lo < hi {
		k := (lo + hi + 1) / 2
		if wt.count(0, k) <= n {
			lo = k
		} else {
			hi = k - 1
		}
	}
	return strings.Join(words[:lo], " ")
}

// sourceName is "Title (ID, chunk, kind, court, decided, section)" for
// the judge's SOURCE block (heuristic.SourceLabel): the court and date let a
// judge tell an invented court or year, the section a concurrence or
// dissent.
func sourceName(r vault.Reader, c *vault.Chunk) string {
	if r != nil {
		if d, ok := r.Document(c.Doc); ok {
			return heuristic.SourceLabel(d.Title, d.ID, c.ID, d.Kind, d.Court, d.Decided, c.Section)
		}
	}
	return c.ID
}

// sameDocRetrieved is the text of the trace's other chunks of c's
// document (the user may read them: c's document is not denied), in trace
// order: retrieved text the heuristic judge may find a quotation or a
// fact in, never support. Of a chunk located from another system's
// chunk it is only the retrieved pieces (retrievedTrace), each once:
// the rest of that chunk was in nothing the system returned, so a
// quotation found there was not found in what was retrieved.
func sameDocRetrieved(in *Input, c *vault.Chunk) string {
	located := in.Checked != nil && len(in.Checked.Located) > 0
	var parts []string
	seen := map[string]bool{c.ID: true}
	for _, r := range retrievedTrace(in) {
		if r.ChunkID == c.ID || chunkDoc(in, r.ChunkID) != c.Doc {
			continue
		}
		if seen[r.ChunkID] && !located {
			continue
		}
		seen[r.ChunkID] = true
		text := r.Text
		if text == "" && in.Vault != nil {
			if ch, ok := in.Vault.Chunk(r.ChunkID); ok {
				text = ch.Text
			}
		}
		parts = append(parts, text)
	}
	return strings.Join(parts, "\n\n")
}

// propRef names a proposition for reasoning: P3 "first words ...".
func propRef(p *cite.Proposition) string {
	t := strings.Join(strings.Fields(p.Text), " ")
	if r := []rune(t); len(r) > 140 {
		t = string(r[:137]) + "..."
	}
	return fmt.Sprintf("proposition P%d %q", p.Index, t)
}

// unitsOf is the judge units of us, in order.
func unitsOf(us []citationUnit) []judge.Unit {
	out := make([]judge.Unit, len(us))
	for i, u := range us {
		out[i] = u.Unit
	}
	return out
}

// assessUnits asks the judge for every unit, one Assess per unit (so
// wrappers that log units see each), with a batch hint so a memoised
// judge sends them together (judge.WithBatch). Each unit has its own
// outcome: one unit the judge could not answer leaves the others' verdicts
// standing.
func assessUnits(ctx context.Context, in *Input, us []citationUnit) []judge.Outcome {
	units := unitsOf(us)
	ctx = judge.WithBatch(ctx, units)
	out := make([]judge.Outcome, len(units))
	for i, u := range units {
		a, err := in.Judge.Assess(ctx, u)
		out[i] = judge.Outcome{Assessment: a, Err: err}
	}
	return out
}
