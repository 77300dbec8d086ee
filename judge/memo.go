package judge

import (
	"context"
	"sync"
)

// Sessioner is implemented by judges that keep per-graded-response state
// (the token budget, per-response stats). Memo starts a session.
type Sessioner interface {
	// Session returns a view of the judge for one graded response.
	Session() Judge
}

// memo answers each distinct unit of one graded response once: the three
// citation criteria (support, adverse, calibration) build the same unit
// and share one call. Errors are memoised per unit too, so a unit's error
// fails every criterion that needs that unit without asking again, and
// no other unit.
type memo struct {
	inner Judge
	mu    sync.Mutex
	calls map[memoKey]*memoEntry
}

type memoEntry struct {
	done chan struct{}
	a    Assessment
	err  error
}

// Memo wraps j for one graded response: it starts a session when j keeps
// per-response state (Sessioner) and memoises verdicts by unit content.
// Create one per graded response; it is safe for concurrent use.
func Memo(j Judge) Judge {
	if s, ok := j.(Sessioner); ok {
		j = s.Session()
	}
	return &memo{inner: j, calls: map[memoKey]*memoEntry{}}
}

// Model names the wrapped judge.
func (m *memo) Model() string { return m.inner.Model() }

// Stats reports the session's spending when the wrapped judge counts it.
func (m *memo) Stats() Stats {
	if s, ok := m.inner.(StatsReporter); ok {
		return s.Stats()
	}
	return Stats{}
}

// Assess answers u, asking the wrapped judge only for a unit not seen in
// this response; concurrent asks for the same unit wait for one answer.
//
// With a batch hint (WithBatch) the first unit of the hint not yet known
// asks for the whole hint at once; every later unit finds its entry
// already there. Cost: one encoding of u per call, plus one encoding of
// each hinted unit over the life of the memo, so a response's units cost
// O(total unit size), not O(units x hint size).
func (m *memo) Assess(ctx context.Context, u Unit) (Assessment, error) {
	key, err := unitKey(&u)
	if err != nil {
		return Assessment{}, err
	}
	m.mu.Lock()
	_, known := m.calls[key]
	m.mu.Unlock()
	if hint := batchFrom(ctx); !known && len(hint) > 1 {
		ctx = context.WithValue(ctx, batchKey{}, []Unit(nil))
		for i := range hint {
			if hint[i].ID == u.ID && hint[i].Kind == u.Kind {
				m.AssessBatch(ctx, hint) // each unit's outcome is memoised below
				break
			}
		}
	}
	m.mu.Lock()
	e, ok := m.calls[key]
	if !ok {
		e = &memoEntry{done: make(chan struct{})}
		m.calls[key] = e
	}
	m.mu.Unlock()
	if ok {
		select {
		case <-e.done:
			return e.a, e.err
		case <-ctx.Done():
			return Assessment{}, Errorf(KindUnreachable, u.ID, ctx.Err(), "cancelled while waiting for a shared verdict")
		}
	}
	e.a, e.err = m.inner.Assess(ctx, u)
	close(e.done)
	return e.a, e.err
}

// AssessBatch answers units, asking the wrapped judge (in batches when it
// is a Batcher) only for units not seen in this response.
func (m *memo) AssessBatch(ctx context.Context, units []Unit) []Outcome {
	entries := make([]*memoEntry, len(units))
	out := make([]Outcome, len(units))
	var mine []int
	m.mu.Lock()
	for i := range units {
		key, err := unitKey(&units[i])
		if err != nil {
			out[i].Err = err
			continue
		}
		e, ok := m.calls[key]
		if !ok {
			e = &memoEntry{done: make(chan struct{})}
			m.calls[key] = e
			mine = append(mine, i)
		}
		entries[i] = e
	}
	m.mu.Unlock()
	if len(mine) > 0 {
		todo := make([]Unit, len(mine))
		for k, i := range mine {
			todo[k] = units[i]
		}
		got := AssessAll(ctx, m.inner, todo)
		for k, i := range mine {
			e := entries[i]
			e.a, e.err = got[k].Assessment, got[k].Err
			close(e.done)
		}
	}
	for i, e := range entries {
		if e == nil {
			continue // could not be encoded: out[i].Err is set
		}
		select {
		case <-e.done:
			out[i] = Outcome{e.a, e.err}
		case <-ctx.Done():
			out[i].Err = Errorf(KindUnreachable, units[i].ID, ctx.Err(), "cancelled while waiting for a shared verdict")
		}
	}
	return out
}
