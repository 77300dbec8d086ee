package judge

import (
	"context"
	"crypto/sha256"
	"encoding/json"
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
// and share one call. Errors are memoised too, so they fail every
// criterion that needs the unit without asking again.
type memo struct {
	inner Judge
	mu    sync.Mutex
	calls map[[32]byte]*memoEntry
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
	return &memo{inner: j, calls: map[[32]byte]*memoEntry{}}
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
func (m *memo) Assess(ctx context.Context, u Unit) (Assessment, error) {
	if hint := batchFrom(ctx); len(hint) > 1 {
		ctx = context.WithValue(ctx, batchKey{}, []Unit(nil))
		for i := range hint {
			if hint[i].ID == u.ID && hint[i].Kind == u.Kind {
				if _, err := m.AssessBatch(ctx, hint); err != nil {
					return Assessment{}, err
				}
				break
			}
		}
	}
	b, err := json.Marshal(u)
	if err != nil {
		return Assessment{}, errorf(KindBadUnit, u.ID, err, "cannot encode unit")
	}
	key := sha256.Sum256(b)
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
			return Assessment{}, errorf(KindUnreachable, u.ID, ctx.Err(), "cancelled while waiting for a shared verdict")
		}
	}
	e.a, e.err = m.inner.Assess(ctx, u)
	close(e.done)
	return e.a, e.err
}

// AssessBatch answers units, asking the wrapped judge (in batches when it
// is a Batcher) only for units not seen in this response.
func (m *memo) AssessBatch(ctx context.Context, units []Unit) ([]Assessment, error) {
	entries := make([]*memoEntry, len(units))
	var mine []int
	m.mu.Lock()
	for i, u := range units {
		b, err := json.Marshal(u)
		if err != nil {
			m.mu.Unlock()
			return nil, errorf(KindBadUnit, u.ID, err, "cannot encode unit")
		}
		key := sha256.Sum256(b)
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
		as, err := AssessAll(ctx, m.inner, todo)
		for k, i := range mine {
			e := entries[i]
			if err != nil {
				e.err = err
			} else {
				e.a = as[k]
			}
			close(e.done)
		}
	}
	out := make([]Assessment, len(units))
	for i, e := range entries {
		select {
		case <-e.done:
		case <-ctx.Done():
			return nil, errorf(KindUnreachable, units[i].ID, ctx.Err(), "cancelled while waiting for a shared verdict")
		}
		if e.err != nil {
			return nil, e.err
		}
		out[i] = e.a
	}
	return out, nil
}
