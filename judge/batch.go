package judge

import (
	"context"
	"strconv"
	"strings"
)

// Outcome is one unit's answer from a batch: its verdict, or the error
// that left it without one. One unit's error never takes another's
// verdict with it.
type Outcome struct {
	Assessment Assessment
	Err        error
}

// Batcher is implemented by judges that can answer several units in
// fewer calls. Outcomes are in the order of the units given.
type Batcher interface {
	AssessBatch(ctx context.Context, units []Unit) []Outcome
}

// AssessAll answers units with j, in batches when j is a Batcher, else
// one by one. Checks use it so the units of one graded response share
// calls.
func AssessAll(ctx context.Context, j Judge, units []Unit) []Outcome {
	if b, ok := j.(Batcher); ok {
		return b.AssessBatch(ctx, units)
	}
	out := make([]Outcome, len(units))
	for i, u := range units {
		// A judge that does not watch its context (the heuristic judge
		// reads text in memory) still stops between units.
		if err := ctx.Err(); err != nil {
			out[i] = Outcome{Err: Errorf(KindStopped, u.ID, context.Cause(ctx), "not asked")}
			continue
		}
		a, err := j.Assess(ctx, u)
		out[i] = Outcome{a, err}
	}
	return out
}

// AssessBatch answers units under a budget of their own.
func (j *openAIJudge) AssessBatch(ctx context.Context, units []Unit) []Outcome {
	return j.assessBatch(ctx, units, newBudget(j.cfg.MaxTokens), tally{&j.total})
}

// AssessBatch answers units under the session's budget.
func (s *openAISession) AssessBatch(ctx context.Context, units []Unit) []Outcome {
	return s.j.assessBatch(ctx, units, s.budget, tally{&s.j.total, &s.stats})
}

// assessBatch sends citation units MaxBatch at a time. Units of other
// kinds, and batches that do not fit the budget whole, go one by one
// (where surrounding context can be trimmed).
func (j *openAIJudge) assessBatch(ctx context.Context, units []Unit, b *budget, t tally) []Outcome {
	out := make([]Outcome, len(units))
	var batch []int
	flush := func() {
		if len(batch) == 0 {
			return
		}
		ptrs := make([]*Unit, len(batch))
		for k, i := range batch {
			ptrs[k] = &units[i]
		}
		defer func() { batch = batch[:0] }()
		if len(batch) == 1 || !b.fitBatch(ptrs, j.cfg.Votes, j.cfg.CompletionTokens*len(ptrs)) {
			for _, i := range batch {
				a, err := j.assess(ctx, units[i], b, t)
				out[i] = Outcome{a, err}
			}
			return
		}
		votes := make([][]Assessment, len(ptrs))
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
				out[i] = Outcome{Err: errs[k]}
				continue
			}
			out[i] = Outcome{Assessment: majority(votes[k])}
		}
	}
	for i := range units {
		if err := ValidateUnit(&units[i]); err != nil {
			out[i] = Outcome{Err: err}
			continue
		}
		if units[i].Kind != UnitCitation {
			a, err := j.assess(ctx, units[i], b, t)
			out[i] = Outcome{a, err}
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

// batchKey is the context key of a batch hint.
type batchKey struct{}

// WithBatch tells a memoised judge (Memo) which units the caller is about
// to ask one by one, so that on the first of them it can ask the wrapped
// judge for all of them in batches. The hint passes through any wrapper
// that forwards the context, so per-unit Assess calls (and whatever logs
// them) keep working unchanged.
func WithBatch(ctx context.Context, units []Unit) context.Context {
	return context.WithValue(ctx, batchKey{}, units)
}

// batchFrom returns the batch hint of ctx, if any.
func batchFrom(ctx context.Context) []Unit {
	u, _ := ctx.Value(batchKey{}).([]Unit)
	return u
}

func itoa(i int) string { return strconv.Itoa(i) }

// joinReasons joins per-item reasoning into one line.
func joinReasons(rs []string) string { return strings.Join(rs, " ") }
