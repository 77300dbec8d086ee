package judgetest_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/judge/llm"
)

// judgeCriteria are the criteria the judge decides in the fixture case.
var judgeCriteria = map[string]bool{"C-003": true, "C-004": true, "C-007": true, "C-008": true}

// naive is what the three naive baselines spend on one response.
type naive struct{ perJudgeCriterion, allFourOnce, perCriterionAllNine [2]int }

// naiveCost prices one response under the three baselines: a
// Harvey-style judge that is shown the criteria, the question, the whole
// answer and every retrieved chunk and answers with a verdict per
// citation (per claim for C-008), (1) one call per judge criterion,
// (2) one call for the four judge criteria together, (3) one call per
// criterion for all nine (the deterministic ones judged per citation
// too). Its verdicts carry the evidence and reasoning our judge's
// verdicts carried for the same unit, so completions compare like for
// like.
func naiveCost(t *testing.T, c *rubric.Case, resp *rubric.Response, rep *report.Report) naive {
	_, idx := checkstest.Fixture(t)
	var chunks []string
	for _, e := range rep.Trace {
		if ch, ok := idx.Chunk(e.ChunkID); ok {
			chunks = append(chunks, ch.Text)
		}
	}
	question := resp.Question
	if question == "" {
		question = c.Instructions
	}
	items := map[string][]llm.NaiveItem{}
	var citeItems, claimItems []llm.NaiveItem
	for _, j := range rep.Judgements {
		if j.Assessment == nil {
			continue
		}
		a := j.Assessment
		switch j.Kind {
		case judge.UnitCitation:
			text := ""
			if j.Citation >= 0 && j.Citation < len(rep.Citations) {
				text = rep.Citations[j.Citation].Text
			}
			citeItems = append(citeItems, llm.NaiveItem{Item: text, Evidence: a.Evidence, Reasoning: a.Reasoning})
		case judge.UnitUnsupported:
			for _, cv := range a.Claims {
				claimItems = append(claimItems, llm.NaiveItem{Item: cv.ID, Evidence: cv.Evidence, Reasoning: cv.Reasoning})
			}
		}
	}
	var detItems []llm.NaiveItem
	for _, ct := range rep.Citations {
		detItems = append(detItems, llm.NaiveItem{Item: ct.Text, Evidence: ct.Text, Reasoning: "scripted: the identifier resolves in the Vault and the passage was retrieved."})
	}
	var all, four []judge.Criterion
	for _, cr := range c.Criteria {
		jc := judge.Criterion{ID: cr.ID, Title: cr.Title, MatchCriteria: cr.MatchCriteria, Negative: cr.IsNegative}
		all = append(all, jc)
		switch {
		case cr.ID == "C-008":
			items[cr.ID] = claimItems
		case judgeCriteria[cr.ID]:
			items[cr.ID] = citeItems
		default:
			items[cr.ID] = detItems
		}
		if judgeCriteria[cr.ID] {
			four = append(four, jc)
		}
	}
	var n naive
	for _, cr := range all {
		p, comp := llm.NaiveCallTokens([]judge.Criterion{cr}, question, resp.Answer, chunks, items)
		n.perCriterionAllNine[0] += p
		n.perCriterionAllNine[1] += comp
		if judgeCriteria[cr.ID] {
			n.perJudgeCriterion[0] += p
			n.perJudgeCriterion[1] += comp
		}
	}
	p, comp := llm.NaiveCallTokens(four, question, resp.Answer, chunks, items)
	n.allFourOnce = [2]int{p, comp}
	return n
}

// TestJudgeCost measures the judge's prompt and completion tokens per
// fixture response, clean and under the 20% mix of every fault, against
// the three naive baselines, and fails above half of the like-for-like
// one (one call per judge criterion with per-citation verdicts).
func TestJudgeCost(t *testing.T) {
	m := newMatrix(t)
	var rows []string
	for _, mode := range []string{"clean", "mix of all faults, 20%"} {
		if mode == "clean" {
			m.e.SetFault(nil, 0, 0)
		} else {
			m.e.SetMix(0.2, 11)
		}
		var ours [2]int
		var base naive
		var calls int
		m.gradeEach("", func(resp *rubric.Response, s *report.Scores, rep *report.Report, served judgetest.Stats) {
			ours[0] += served.PromptTokens
			ours[1] += served.CompletionTokens
			calls += served.Requests
			n := naiveCost(t, m.c, resp, rep)
			for i := 0; i < 2; i++ {
				base.perJudgeCriterion[i] += n.perJudgeCriterion[i]
				base.allFourOnce[i] += n.allFourOnce[i]
				base.perCriterionAllNine[i] += n.perCriterionAllNine[i]
			}
		})
		k := len(m.responses)
		per := func(x [2]int) string {
			return fmt.Sprintf("%d + %d = %d", x[0]/k, x[1]/k, (x[0]+x[1])/k)
		}
		ratio := func(x [2]int) float64 { return float64(ours[0]+ours[1]) / float64(x[0]+x[1]) }
		rows = append(rows,
			fmt.Sprintf("| %s | citecheck (%.2f calls per response) | %s | |", mode, float64(calls)/float64(k), per(ours)),
			fmt.Sprintf("| %s | naive, 1 call per judge criterion (4) | %s | %.3f |", mode, per(base.perJudgeCriterion), ratio(base.perJudgeCriterion)),
			fmt.Sprintf("| %s | naive, 1 call with the 4 judge criteria | %s | %.3f |", mode, per(base.allFourOnce), ratio(base.allFourOnce)),
			fmt.Sprintf("| %s | naive, 1 call per criterion, all 9 | %s | %.3f |", mode, per(base.perCriterionAllNine), ratio(base.perCriterionAllNine)))
		if r := ratio(base.perJudgeCriterion); r > 0.5 {
			t.Errorf("%s: the judge costs %.3f of the like-for-like naive judge, above the 0.5 target", mode, r)
		}
	}
	t.Logf("%d responses; tokens per response, prompt + completion (tiktoken cl100k_base, as the scripted endpoint bills them)", len(m.responses))
	t.Log("| run | judge | tokens per response | citecheck / naive |")
	for _, r := range rows {
		t.Log(strings.TrimSpace(r))
	}
}
