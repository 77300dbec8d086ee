package judge

import (
	"context"
	"encoding/json"
	"strings"
	"sync"

	"github.com/citecheck/citecheck/vault"
)

// PromptTokens counts, with tiktoken (cl100k_base), the prompt tokens of
// one call for u: system and user messages as rendered, with a
// placeholder nonce of the real length, plus per-message framing. The
// budget and the cost measurements use it.
func PromptTokens(u Unit) int { return promptTokens(&u) }

// NaivePromptTokens counts the prompt tokens of the baseline this design
// is measured against: a Harvey-style judge that grades one criterion per
// call with the whole answer and every retrieved chunk. It renders the
// same criterion prompt as a UnitCriterion call, with the retrieved
// chunks added as one more data block.
func NaivePromptTokens(c Criterion, question, answer string, chunks []string) int {
	u := Unit{Kind: UnitCriterion, ID: c.ID, Criterion: &c, Question: question, Answer: answer}
	p := render(&u, placeholderNonce)
	var b strings.Builder
	b.WriteString(p.User)
	block(&b, "RETRIEVED CHUNKS", placeholderNonce, strings.Join(chunks, "\n\n"))
	return vault.CountTokens(p.System) + vault.CountTokens(b.String()) + 2*messageOverhead
}

// NaiveItem is one verdict a naive judge writes: what it is about (a
// citation, a claim) with its evidence and reasoning.
type NaiveItem struct {
	Item, Evidence, Reasoning string
}

// NaiveCallTokens counts one call of a naive Harvey-style judge that
// grades crits together: the prompt holds the criteria, the question,
// the whole answer and every retrieved chunk; the completion is JSON
// with one verdict per item per criterion (items[criterion ID]), each
// naming its item and carrying evidence and reasoning, as a judge that
// gives per-citation verdicts must. It is the baseline the judge's cost
// is measured against (BENCHMARKS.md "Judge").
func NaiveCallTokens(crits []Criterion, question, answer string, chunks []string, items map[string][]NaiveItem) (prompt, completion int) {
	var b strings.Builder
	nonceLine(&b, placeholderNonce, "")
	for _, c := range crits {
		neg := ""
		if c.Negative {
			neg = negativeNote
		}
		rep := strings.NewReplacer("{{CRITERION_ID}}", oneLine(c.ID), "{{CRITERION_TITLE}}", oneLine(c.Title),
			"{{CRITERION_MATCH}}", oneLine(c.MatchCriteria), "{{NEGATIVE}}", neg)
		b.WriteString("\n" + strings.TrimRight(rep.Replace(criterionTemplate), "\n"))
	}
	block(&b, "QUESTION", placeholderNonce, question)
	block(&b, "ANSWER", placeholderNonce, answer)
	block(&b, "RETRIEVED CHUNKS", placeholderNonce, strings.Join(chunks, "\n\n"))
	prompt = vault.CountTokens(criterionSystem) + vault.CountTokens(b.String()) + 2*messageOverhead
	type verdict struct {
		Item      string `json:"item"`
		Evidence  string `json:"evidence"`
		Reasoning string `json:"reasoning"`
		Pass      bool   `json:"pass"`
	}
	reply := map[string][]verdict{}
	for _, c := range crits {
		vs := []verdict{}
		for _, it := range items[c.ID] {
			vs = append(vs, verdict{it.Item, it.Evidence, it.Reasoning, true})
		}
		reply[c.ID] = vs
	}
	out, _ := json.Marshal(reply)
	return prompt, vault.CountTokens(string(out))
}

// Recorder wraps a judge and records every unit that reaches it, in
// arrival order: measurement tools use it to count what a grade sends.
// Put it inside Memo (Memo(Record(j))) to record distinct units only.
type Recorder struct {
	inner Judge
	mu    *sync.Mutex
	units *[]Unit
	calls *[][]Unit
}

// Record wraps j.
func Record(j Judge) *Recorder {
	return &Recorder{inner: j, mu: &sync.Mutex{}, units: &[]Unit{}, calls: &[][]Unit{}}
}

// Model names the wrapped judge.
func (r *Recorder) Model() string { return r.inner.Model() }

// Assess records u and asks the wrapped judge.
func (r *Recorder) Assess(ctx context.Context, u Unit) (Assessment, error) {
	r.mu.Lock()
	*r.units = append(*r.units, u)
	*r.calls = append(*r.calls, []Unit{u})
	r.mu.Unlock()
	return r.inner.Assess(ctx, u)
}

// AssessBatch records the units as one batch of calls (MaxBatch citation
// units per call, as the OpenAI judge sends them) and asks the wrapped
// judge.
func (r *Recorder) AssessBatch(ctx context.Context, units []Unit) []Outcome {
	r.mu.Lock()
	*r.units = append(*r.units, units...)
	var batch []Unit
	for _, u := range units {
		if u.Kind != UnitCitation {
			*r.calls = append(*r.calls, []Unit{u})
			continue
		}
		batch = append(batch, u)
		if len(batch) == MaxBatch {
			*r.calls = append(*r.calls, batch)
			batch = nil
		}
	}
	if len(batch) > 0 {
		*r.calls = append(*r.calls, batch)
	}
	r.mu.Unlock()
	return AssessAll(ctx, r.inner, units)
}

// Calls returns the recorded calls: the units each one carried.
func (r *Recorder) Calls() [][]Unit {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]Unit(nil), *r.calls...)
}

// CallPromptTokens counts the prompt tokens of one recorded call: a
// single unit's prompt, or the batch prompt of several citation units.
func CallPromptTokens(units []Unit) int {
	if len(units) == 1 {
		return PromptTokens(units[0])
	}
	ptrs := make([]*Unit, len(units))
	for i := range units {
		ptrs[i] = &units[i]
	}
	return batchPromptTokens(ptrs)
}

// Session starts a session of the wrapped judge (when it has sessions)
// that records into the same log.
func (r *Recorder) Session() Judge {
	if s, ok := r.inner.(Sessioner); ok {
		return &Recorder{inner: s.Session(), mu: r.mu, units: r.units, calls: r.calls}
	}
	return r
}

// Stats reports the wrapped judge's stats, when it keeps them.
func (r *Recorder) Stats() Stats {
	if s, ok := r.inner.(StatsReporter); ok {
		return s.Stats()
	}
	return Stats{}
}

// Units returns a copy of the units recorded so far; Reset clears them.
func (r *Recorder) Units() []Unit {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Unit(nil), *r.units...)
}

// Reset forgets the recorded units.
func (r *Recorder) Reset() {
	r.mu.Lock()
	*r.units = nil
	*r.calls = nil
	r.mu.Unlock()
}
