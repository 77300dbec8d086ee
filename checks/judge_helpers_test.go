package checks

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/citecheck/citecheck/checks/cite"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/retrieval"
	"github.com/citecheck/citecheck/vault"
)

// jReader is a minimal vault.Reader for the judge checks: documents of
// whole chunks, nothing else.
type jReader struct {
	docs   map[string]*vault.Document
	chunks map[string][]*vault.Chunk
}

func newJReader(docs map[string][]string, titles map[string]string) *jReader {
	r := &jReader{docs: map[string]*vault.Document{}, chunks: map[string][]*vault.Chunk{}}
	for id, texts := range docs {
		off := 0
		for i, t := range texts {
			r.chunks[id] = append(r.chunks[id], &vault.Chunk{ID: id + "#c" + string(rune('1'+i)), Doc: id, N: i + 1, Start: off, End: off + len(t), Text: t})
			off += len(t) + 2
		}
		r.docs[id] = &vault.Document{ID: id, Title: titles[id], Kind: "case", Text: strings.Join(texts, "\n\n")}
	}
	return r
}

func (r *jReader) Manifest() vault.Manifest                   { return vault.Manifest{ChunkTokens: 256} }
func (r *jReader) Documents() []*vault.Document               { return nil }
func (r *jReader) Document(id string) (*vault.Document, bool) { d, ok := r.docs[id]; return d, ok }
func (r *jReader) Chunk(id string) (*vault.Chunk, bool) {
	for _, cs := range r.chunks {
		for _, c := range cs {
			if c.ID == id {
				return c, true
			}
		}
	}
	return nil, false
}
func (r *jReader) Chunks(doc string) []*vault.Chunk { return r.chunks[doc] }
func (r *jReader) LookupCitation(string) []string   { return nil }
func (r *jReader) LookupFilename(string) []string   { return nil }
func (r *jReader) LookupName(string) []string       { return nil }
func (r *jReader) Access(_ string, _ time.Time, doc string) vault.Decision {
	return vault.Decision{Doc: doc, Allowed: true, Rule: "allow *"}
}
func (r *jReader) Readable(string, time.Time) []string { return nil }
func (r *jReader) Search(context.Context, vault.SearchRequest) ([]vault.Hit, error) {
	return nil, nil
}

// countingJudge counts the units that reach the wrapped judge.
type countingJudge struct {
	judge.Judge
	mu sync.Mutex
	n  int
}

func (c *countingJudge) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
	return c.Judge.Assess(ctx, u)
}

const (
	bremenText = "[*10] We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances."
	bremenNext = "A contractual choice-of-forum clause should be held unenforceable if enforcement would contravene a strong public policy of the forum in which suit is brought."
	jonesText  = "We hold that the forum selection clause in the franchise agreement is unenforceable because it contravenes a strong public policy of California expressed in section 20040.5."
)

// judgeInput builds an answer of sentences, each with its citations
// (citation text -> chunk ID, "" for no passage).
func judgeInput(j judge.Judge, sentences []string, cites [][][2]string) *Input {
	r := newJReader(map[string][]string{"VLT-0001": {bremenText, bremenNext}, "VLT-0006": {jonesText}},
		map[string]string{"VLT-0001": "M/S Bremen v. Zapata Off-Shore Co.", "VLT-0006": "Jones v. GNC Franchising, Inc."})
	a := &cite.Answer{}
	var passages []retrieval.Passage
	var text strings.Builder
	for i, s := range sentences {
		start := text.Len()
		text.WriteString(s)
		p := cite.Proposition{Index: i, Text: s, Start: start, End: text.Len(), Citations: []int{}}
		if strings.Contains(s, "Vault sources are insufficient") {
			p.Insufficient = true
		}
		for _, c := range cites[i] {
			ci := len(a.Citations)
			cs := text.Len() + 1
			text.WriteString(" " + c[0])
			a.Citations = append(a.Citations, cite.Citation{Index: ci, Text: c[0], Start: cs, End: text.Len(), Proposition: i, Parallel: -1, Antecedent: -1})
			p.Citations = append(p.Citations, ci)
			var ps retrieval.Passage
			if ch, ok := r.Chunk(c[1]); ok {
				ps = retrieval.Passage{Chunk: ch, Text: ch.Text, Retrieved: true, Method: retrieval.ByLocator}
			}
			passages = append(passages, ps)
		}
		text.WriteString(" ")
		a.Propositions = append(a.Propositions, p)
	}
	a.Text = text.String()
	return &Input{Criterion: &rubric.Criterion{ID: "C-X", Title: "t", MatchCriteria: "m"}, Answer: a, Vault: r, Passages: passages,
		User: "u-1", At: time.Date(2026, 6, 15, 14, 0, 0, 0, time.UTC),
		Judge: j, Earlier: map[string]Result{}, Response: &rubric.Response{Answer: a.Text}, Case: &rubric.Case{Instructions: "What must a party show?"}}
}
