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
