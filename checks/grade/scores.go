package grade

import (
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge"
)

// scores assembles scores.json from the results, in case criterion order.
func (g *Grader) scores(resp *rubric.Response, in *checks.Input, results []checks.Result) *report.Scores {
	s := &report.Scores{
		RunID:      report.SanitizeRunID(g.runID(resp)),
		Task:       g.opt.Case.ID,
		MaxScore:   1,
		NCriteria:  len(results),
		JudgeModel: g.JudgeModel(),
		ScoredAt:   g.opt.Clock().UTC().Format(time.RFC3339),
		Model:      resp.Model,
		Hashes:     report.Hashes{Case: g.opt.Case.Hash, Response: resp.Hash},
		NoTrace:    !resp.HasTrace,
	}
	if in.Answer != nil {
		s.PlainText = in.Answer.PlainText
	}
	if k, err := g.ResumeKey(resp); err == nil {
		s.Hashes.Resume = &k
	}
	var recs []report.JudgeRecord
	if l, ok := in.Judge.(*report.JudgeLog); ok {
		recs = l.Records(in)
	}
	if len(results) > 0 { // none stays nil, as scores.json has always written it
		s.CriteriaResults = make([]report.CriterionResult, 0, len(results))
	}
	for i, r := range results {
		b := g.bound[i]
		s.CriteriaResults = append(s.CriteriaResults, report.CriterionResult{
			ID: b.crit.ID, Title: b.crit.Title, Verdict: r.Verdict,
			Reasoning: checks.Reasoning(r), Method: r.Method, Check: b.binding.Name,
			Origin: report.OriginOf(recs, b.crit.ID), Undecided: r.Undecided,
		})
		if r.Verdict == checks.Pass {
			s.NPassed++
		}
		if r.Infra {
			s.Incomplete = append(s.Incomplete, b.crit.ID)
		}
	}
	s.AllPass = s.NPassed == s.NCriteria
	if s.AllPass {
		s.Score = 1
	}
	s.Summary = report.Summarize(s.NPassed, s.NCriteria)
	if sr, ok := in.Judge.(judge.StatsReporter); ok && in.Judge != nil {
		st := sr.Stats()
		s.Hashes.JudgePrompts = st.PromptVersion
		if st != (judge.Stats{}) {
			s.JudgeUsage = &st
		}
	}
	return s
}
