package llm

import (
	"context"
	"strconv"
	"strings"

	"github.com/citecheck/citecheck/judge"
)

// AssessBatch answers units under a budget of their own.
func (j *openAIJudge) AssessBatch(ctx context.Context, units []judge.Unit) []judge.Outcome {
	return j.assessBatch(ctx, units, newBudget(j.cfg.MaxTokens), tally{&j.total})
}

// AssessBatch answers units under the session's budget.
func (s *openAISession) AssessBatch(ctx context.Context, units []judge.Unit) []judge.Outcome {
	return s.j.assessBatch(ctx, units, s.budget, tally{&s.j.total, &s.stats})
}

// assessBatch sends citation units MaxBatch at a time. Units of other
// kinds, and batches that do not fit the budget whole, go one by one
// (where surrounding context can be trimmed).
func (j *openAIJudge) assessBatch(ctx context.Context, units []judge.Unit, b *budget, t tally) []judge.Outcome {
	out := make([]judge.Outcome, len(units))
	var batch []int
	flush := func() {
		if len(batch) == 0 {
			return
		}
		ptrs := make([]*judge.Unit, len(batch))
		for k, i := range batch {
			ptrs[k] = &units[i]
		}
		defer func() { batch = batch[:0] }()
		if len(batch) == 1 || !b.fitBatch(ptrs, j.cfg.Votes, j.cfg.CompletionTokens*len(ptrs)) {
			for _, i := range batch {
				a, err := j.assess(ctx, units[i], b, t)
				out[i] = judge.Outcome{Assessment: a, Err: err}
			}
			return
		}
		votes := make([][]judge.Assessment, len(ptrs))
		errs := make([]error, len(ptrs))
		for v := 0; v < j.cfg.Votes; v++ {
			for k, o := range j.vote(ctx, ptrs, j.cfg.Seed+v, t) {
				if o.err != nil && errs[k] == nil {
					errs[k] = o.err
				}
				votes[k] = append(votes[k], o.a)
			}
		}
		for k, i := range batch {
			if errs[k] != nil {
				out[i] = judge.Outcome{Err: errs[k]}
				continue
			}
			out[i] = judge.Outcome{Assessment: majority(votes[k])}
		}
	}
	for i := range units {
		if err := judge.ValidateUnit(&units[i]); err != nil {
			out[i] = judge.Outcome{Err: err}
			continue
		}
		if units[i].Kind != judge.UnitCitation {
			a, err := j.assess(ctx, units[i], b, t)
			out[i] = judge.Outcome{Assessment: a, Err: err}
			continue
		}
		batch = append(batch, i)
		if len(batch) == MaxBatch {
			flush()
		}
	}
	flush()
	return out
}

func itoa(i int) string { return strconv.Itoa(i) }

// joinReasons joins per-item reasoning into one line.
func joinReasons(rs []string) string { return strings.Join(rs, " ") }
