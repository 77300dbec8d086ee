package report

import (
	"cmp"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/vault"
)

// A citation of a walled document draws on that document even where its
// passage names none: with no retrieved chunk of it, the passage is
// empty, but its reason still describes the document ("VLT-0023 has no
// § 99 (its sections: ...)", "'s numbered paragraphs run ¶¶ 1-3", "has
// 6 lines", "it has 4 chunks"). Everything the grader learnt about such
// a document by reading it (headings, extents, where a pin falls, token
// counts) is its text in another form, so it is withheld as its text
// is; what the citation itself wrote and the trace itself named stays.

// deniedCitations maps the index of every citation that draws on a
// withheld document to that document: the document it resolved to, any
// candidate, its passage's document, or a chunk it or its passage names.
func (x redactor) deniedCitations(r *Report) map[int]string {
	out := map[int]string{}
	for _, c := range r.Citations {
		docs := []string{c.DocID, c.Resolution.Doc, c.Passage.Doc,
			checks.DocOfChunk(c.Chunk), checks.DocOfChunk(c.Passage.Chunk)}
		docs = append(docs, c.Resolution.Docs...)
		for _, ch := range append(append([]string{}, c.Passage.Chunks...), c.Passage.Missing...) {
			docs = append(docs, checks.DocOfChunk(ch))
		}
		if d := firstDenied(x, docs...); d != "" {
			out[c.Index] = d
		}
	}
	return out
}

// tracedChunks are the chunk IDs the response's own trace named, walled or
// not: naming them again tells the reader nothing the trace did not.
func tracedChunks(r *Report) map[string]bool {
	out := map[string]bool{}
	for _, e := range r.Trace {
		out[e.ChunkID] = true
	}
	for _, p := range r.TraceProblems {
		out[p.ChunkID] = true
	}
	return out
}

// withheldCitation is c with what was derived from the withheld document
// doc replaced by the stub: the passage's reason, its locators (a
// section locator is a heading), where the pin falls, and the chunks the
// grader placed the pin in unless the trace or the citation named them;
// and a resolution problem, which may quote the document's title or
// citations.
func (x redactor) withheldCitation(c CitationReport, doc string, traced map[string]bool) CitationReport {
	if c.Resolution.Problem != "" {
		c.Resolution.Problem = x.stub(doc)
	}
	p := c.Passage
	p.Why = x.stub(doc)
	if p.Doc != "" && !x.denied(p.Doc) {
		// The passage is a readable document's (the withheld one was a
		// candidate): only its reason, which may name the other, goes.
		c.Passage = p
		return c
	}
	keep := func(ch string) bool { return ch != "" && (traced[ch] || ch == c.Chunk) }
	p.Pinned = nil
	p.Missing = nil
	p.Locators = nil
	if !keep(p.Chunk) {
		p.Chunk = ""
	}
	if p.Chunk != "" {
		p.Locators = []vault.Locator{{Kind: vault.LocChunk, Value: p.Chunk}}
	}
	var chunks []string
	for _, ch := range p.Chunks {
		if keep(ch) {
			chunks = append(chunks, ch)
		}
	}
	p.Chunks = chunks
	c.Passage = p
	return c
}

// withheldChunkOf is the chunk a finding or judgement names: kept when
// its document is readable, or the trace or the citation c named it;
// else "" (where the grader placed a pin in a withheld document is
// derived from its text).
func (x redactor) withheldChunkOf(chunk string, c *CitationReport, traced map[string]bool) string {
	if chunk == "" || !x.denied(checks.DocOfChunk(chunk)) || traced[chunk] || (c != nil && c.Chunk == chunk) {
		return chunk
	}
	return ""
}

// citationAt is the report's citation with index i, or nil.
func citationAt(r *Report, i int) *CitationReport {
	if i >= 0 && i < len(r.Citations) && r.Citations[i].Index == i {
		return &r.Citations[i]
	}
	for k := range r.Citations {
		if r.Citations[k].Index == i {
			return &r.Citations[k]
		}
	}
	return nil
}

// withheldTrace is the trace with a walled entry's token count dropped (a
// chunk's size is its text's); nil stays nil.
func (x redactor) withheldTrace(trace []TraceEntry) []TraceEntry {
	if trace == nil {
		return nil
	}
	out := make([]TraceEntry, len(trace))
	for i, e := range trace {
		if x.denied(cmp.Or(e.Doc, checks.DocOfChunk(e.ChunkID))) {
			e.Tokens = 0
		}
		out[i] = e
	}
	return out
}

// withheldJudgeRecord is j, a judge record about the withheld document
// doc (its citation c, nil for other units), without the chunks of doc
// the grader placed it on and with its error withheld (the verdict's
// words are withheld by Redact).
func (x redactor) withheldJudgeRecord(j JudgeRecord, doc string, c *CitationReport, traced map[string]bool) JudgeRecord {
	j.Chunk = x.withheldChunkOf(j.Chunk, c, traced)
	var chunks []string
	for _, ch := range j.Chunks {
		if x.withheldChunkOf(ch, c, traced) != "" {
			chunks = append(chunks, ch)
		}
	}
	j.Chunks = chunks
	if j.Error != "" {
		j.Error = x.stub(doc)
	}
	return j
}
