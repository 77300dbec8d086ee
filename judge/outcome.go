package judge

import "context"

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
