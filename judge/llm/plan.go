package llm

import (
	"github.com/citecheck/citecheck/judge"
)

// plan is what a dry run does instead of asking: it counts the call the
// units would take (MaxBatch citation units at most, as live) and its
// prompt tokens, and answers each unit with a KindDryRun error, so the
// grader goes on as it would with those units unanswered.
func (j *openAIJudge) plan(units []*judge.Unit, t tally) []unitResult {
	out := make([]unitResult, len(units))
	tokens := 0
	if units[0].Kind == judge.UnitCitation {
		tokens = batchPromptTokens(units)
	} else {
		tokens = promptTokens(units[0])
	}
	t.addPlanned(1, tokens)
	for i, u := range units {
		out[i] = unitResult{err: judge.Errorf(judge.KindDryRun, u.ID, nil, "dry run: not asked")}
	}
	return out
}
