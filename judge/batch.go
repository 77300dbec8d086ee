package judge

import (
	"context"
	"errors"
	"strings"
)

// Batcher is implemented by judges that can answer several citation
// units in one call. Results are in the order of the units given; an
// error means none of them has a verdict.
type Batcher interface {
	AssessBatch(ctx context.Context, units []Unit) ([]Assessment, error)
}

// AssessAll answers units with j, in one or more batch calls when j is a
// Batcher, else one by one. Checks use it so the units of one graded
// response share calls.
func AssessAll(ctx context.Context, j Judge, units []Unit) ([]Assessment, error) {
	if b, ok := j.(Batcher); ok {
		return b.AssessBatch(ctx, units)
	}
	out := make([]Assessment, len(units))
	for i, u := range units {
		a, err := j.Assess(ctx, u)
		if err != nil {
			return nil, err
		}
		out[i] = a
	}
	return out, nil
}

// AssessBatch answers units under a budget of their own.
func (j *openAIJudge) AssessBatch(ctx context.Context, units []Unit) ([]Assessment, error) {
	return j.assessBatch(ctx, units, newBudget(j.cfg.MaxTokens), tally{&j.total})
}

// AssessBatch answers units under the session's budget.
func (s *openAISession) AssessBatch(ctx context.Context, units []Unit) ([]Assessment, error) {
	return s.j.assessBatch(ctx, units, s.budget, tally{&s.j.total, &s.stats})
}

// assessBatch sends citation units MaxBatch at a time. Units of other
// kinds, and batches that do not fit the budget whole, go one by one
// (where surrounding context can be trimmed).
func (j *openAIJudge) assessBatch(ctx context.Context, units []Unit, b *budget, t tally) ([]Assessment, error) {
	out := make([]Assessment, len(units))
	var batch []int
	flush := func() error {
		if len(batch) == 0 {
			return nil
		}
		ptrs := make([]*Unit, len(batch))
		for k, i := range batch {
			ptrs[k] = &units[i]
		}
		defer func() { batch = batch[:0] }()
		if len(batch) == 1 || !b.fitBatch(ptrs, j.cfg.Votes, j.cfg.CompletionTokens*len(ptrs)) {
			for _, i := range batch {
				a, err := j.assess(ctx, units[i], b, t)
				if err != nil {
					return err
				}
				out[i] = a
			}
			return nil
		}
		votes := make([][]Assessment, len(ptrs))
		for v := 0; v < j.cfg.Votes; v++ {
			as, err := j.voteBatch(ctx, ptrs, j.cfg.Seed+v, t)
			if err != nil {
				return err
			}
			for k := range ptrs {
				votes[k] = append(votes[k], as[k])
			}
		}
		for k, i := range batch {
			out[i] = majority(votes[k])
		}
		return nil
	}
	for i := range units {
		if err := validateUnit(&units[i]); err != nil {
			return nil, err
		}
		if units[i].Kind != UnitCitation {
			a, err := j.assess(ctx, units[i], b, t)
			if err != nil {
				return nil, err
			}
			out[i] = a
			continue
		}
		batch = append(batch, i)
		if len(batch) == MaxBatch {
			if err := flush(); err != nil {
				return nil, err
			}
		}
	}
	if err := flush(); err != nil {
		return nil, err
	}
	return out, nil
}

// voteBatch returns one seed's verdicts for units: cached ones from the
// cache, the rest from one live batch call, each stored on its own.
func (j *openAIJudge) voteBatch(ctx context.Context, units []*Unit, seed int, t tally) ([]Assessment, error) {
	out := make([]Assessment, len(units))
	keys := make([]string, len(units))
	var miss []int
	for i, u := range units {
		if j.cache != nil {
			keys[i] = cacheKey(j.cfg.Model, seed, u)
			if a, ok := j.cache.get(keys[i]); ok {
				t.add(0, 1, 0, 0)
				a.Origin = FromCache
				out[i] = a
				continue
			}
		}
		miss = append(miss, i)
	}
	if len(miss) == 0 {
		return out, nil
	}
	todo := make([]*Unit, len(miss))
	for k, i := range miss {
		todo[k] = units[i]
	}
	var as []Assessment
	var err error
	if len(todo) == 1 {
		var a Assessment
		a, err = j.live(ctx, todo[0], seed, t)
		as = []Assessment{a}
	} else {
		as, err = j.liveBatch(ctx, todo, seed, t, true)
	}
	if err != nil {
		return nil, err
	}
	for k, i := range miss {
		out[i] = as[k]
		if j.cache != nil {
			if err := j.cache.put(keys[i], as[k]); err != nil {
				return nil, err
			}
		}
	}
	return out, nil
}

// liveBatch asks the endpoint for units in one call, retrying invalid
// output up to Retries times. Units whose supporting quote is not in
// their excerpt are asked once more (quoteRetry) and, failing that,
// counted as not supported.
func (j *openAIJudge) liveBatch(ctx context.Context, units []*Unit, seed int, t tally, quoteRetry bool) ([]Assessment, error) {
	ids := make([]string, len(units))
	var text []string
	for i, u := range units {
		ids[i] = u.ID
		text = append(text, unitText(u))
	}
	label := "batch " + strings.Join(ids, ",")
	var (
		out       []Assessment
		fallbacks map[int]Assessment
		lastErr   error
	)
	err := j.withSlot(ctx, label, func() error {
		for attempt := 0; attempt <= j.cfg.Retries; attempt++ {
			nonce, err := nonceAbsentFrom(strings.Join(text, "\n"))
			if err != nil {
				return errorf(KindUnreachable, label, err, "no nonce")
			}
			content, err := j.send(ctx, renderBatch(units, nonce), "citecheck_citation_batch_verdicts", batchSchema(),
				j.cfg.CompletionTokens*len(units), seed, label, t)
			if err != nil {
				var e *Error
				if errors.As(err, &e) {
					return err
				}
				lastErr = err
				continue
			}
			replies, err := parseBatch(units, content)
			if err != nil {
				lastErr = err
				continue
			}
			out, fallbacks = make([]Assessment, len(units)), map[int]Assessment{}
			for i, r := range replies {
				a, retry, err := verify(units[i], r)
				if err != nil {
					lastErr = err
					out = nil
					break
				}
				out[i] = a
				if retry != nil {
					fallbacks[i] = *retry
				}
			}
			if out != nil {
				return nil
			}
		}
		return errorf(KindInvalidOutput, label, lastErr, "no valid verdicts after %d attempt(s)", j.cfg.Retries+1)
	})
	if err != nil {
		return nil, err
	}
	if len(fallbacks) == 0 {
		return out, nil
	}
	var again []*Unit
	var idx []int
	for i := range units {
		if f, ok := fallbacks[i]; ok {
			if !quoteRetry {
				out[i] = f
				continue
			}
			again = append(again, units[i])
			idx = append(idx, i)
		}
	}
	if len(again) == 0 {
		return out, nil
	}
	var redo []Assessment
	if len(again) == 1 {
		a, err := j.liveQuoteRetry(ctx, again[0], seed, t, fallbacks[idx[0]])
		if err != nil {
			return nil, err
		}
		redo = []Assessment{a}
	} else if redo, err = j.liveBatch(ctx, again, seed, t, false); err != nil {
		return nil, err
	}
	for k, i := range idx {
		out[i] = redo[k]
	}
	return out, nil
}

// liveQuoteRetry re-asks one unit whose supporting quote was missing:
// the new verdict stands if its evidence checks out, else fallback.
func (j *openAIJudge) liveQuoteRetry(ctx context.Context, u *Unit, seed int, t tally, fallback Assessment) (Assessment, error) {
	a, err := j.live(ctx, u, seed, t)
	if err != nil {
		return Assessment{}, err
	}
	if a.Supports {
		return a, nil // live verified the quote (or downgraded it itself)
	}
	if strings.Contains(a.Reasoning, "does not occur in the retrieved excerpt") {
		return fallback, nil
	}
	return a, nil
}

// withSlot runs f holding one of the Concurrency slots.
func (j *openAIJudge) withSlot(ctx context.Context, label string, f func() error) error {
	select {
	case j.sem <- struct{}{}:
		defer func() { <-j.sem }()
	case <-ctx.Done():
		return errorf(KindUnreachable, label, ctx.Err(), "cancelled while waiting for a free connection")
	}
	return f()
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
