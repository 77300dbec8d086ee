package llm

import (
	"encoding/json"
	"strings"

	"github.com/citecheck/citecheck/vault"

	"github.com/citecheck/citecheck/judge"
)

// PromptTokens counts, with tiktoken (cl100k_base), the prompt tokens of
// one call for u: system and user messages as rendered, with a
// placeholder nonce of the real length, plus per-message framing. The
// budget and the cost measurements use it.
func PromptTokens(u judge.Unit) int { return promptTokens(&u) }

// NaivePromptTokens counts the prompt tokens of the baseline this design
// is measured against: a Harvey-style judge that grades one criterion per
// call with the whole answer and every retrieved chunk. It renders the
// same criterion prompt as a UnitCriterion call, with the retrieved
// chunks added as one more data block.
func NaivePromptTokens(c judge.Criterion, question, answer string, chunks []string) int {
	u := judge.Unit{Kind: judge.UnitCriterion, ID: c.ID, Criterion: &c, Question: question, Answer: answer}
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
func NaiveCallTokens(crits []judge.Criterion, question, answer string, chunks []string, items map[string][]NaiveItem) (prompt, completion int) {
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

// CallPromptTokens counts the prompt tokens of one recorded call: a
// single unit's prompt, or the batch prompt of several citation units.
func CallPromptTokens(units []judge.Unit) int {
	if len(units) == 1 {
		return PromptTokens(units[0])
	}
	ptrs := make([]*judge.Unit, len(units))
	for i := range units {
		ptrs[i] = &units[i]
	}
	return batchPromptTokens(ptrs)
}
