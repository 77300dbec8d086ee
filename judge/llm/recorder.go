package llm

import (
	"context"
	"sync"

	"github.com/citecheck/citecheck/judge"
)

// Recorder wraps a judge and records every unit that reaches it, in
// arrival order: measurement tools use it to count what a grade sends.
// Put it inside Memo (Memo(Record(j))) to record distinct units only.
type Recorder struct {
	inner judge.Judge
	mu    *sync.Mutex
	units *[]judge.Unit
	calls *[][]judge.Unit
}

// Record wraps j.
func Record(j judge.Judge) *Recorder {
	return &Recorder{inner: j, mu: &sync.Mutex{}, units: &[]judge.Unit{}, calls: &[][]judge.Unit{}}
}

// Model names the wrapped judge.
func (r *Recorder) Model() string { return r.inner.Model() }

// Assess records u and asks the wrapped judge.
func (r *Recorder) Assess(ctx context.Context, u judge.Unit) (judge.Assessment, error) {
	r.mu.Lock()
	*r.units = append(*r.units, u)
	*r.calls = append(*r.calls, []judge.Unit{u})
	r.mu.Unlock()
	return r.inner.Assess(ctx, u)
}

// AssessBatch records the units as one batch of calls (MaxBatch citation
// units per call, as the OpenAI judge sends them) and asks the wrapped
// judge.
func (r *Recorder) AssessBatch(ctx context.Context, units []judge.Unit) []judge.Outcome {
	r.mu.Lock()
	*r.units = append(*r.units, units...)
	var batch []judge.Unit
	for _, u := range units {
		if u.Kind != judge.UnitCitation {
			*r.calls = append(*r.calls, []judge.Unit{u})
			continue
		}
		batch = append(batch, u)
		if len(batch) == MaxBatch {
			*r.calls = append(*r.calls, batch)
			batch = nil
		}
	}
	if len(batch) > 0 {
		*r.calls = append(*r.calls, batch)
	}
	r.mu.Unlock()
	return judge.AssessAll(ctx, r.inner, units)
}

// Calls returns the recorded calls: the units each one carried.
func (r *Recorder) Calls() [][]judge.Unit {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([][]judge.Unit(nil), *r.calls...)
}

// Session starts a session of the wrapped judge (when it has sessions)
// that records into the same log.
func (r *Recorder) Session() judge.Judge {
	if s, ok := r.inner.(judge.Sessioner); ok {
		return &Recorder{inner: s.Session(), mu: r.mu, units: r.units, calls: r.calls}
	}
	return r
}

// Stats reports the wrapped judge's stats, when it keeps them.
func (r *Recorder) Stats() judge.Stats {
	if s, ok := r.inner.(judge.StatsReporter); ok {
		return s.Stats()
	}
	return judge.Stats{}
}

// Units returns a copy of the units recorded so far; Reset clears them.
func (r *Recorder) Units() []judge.Unit {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]judge.Unit(nil), *r.units...)
}

// Reset forgets the recorded units.
func (r *Recorder) Reset() {
	r.mu.Lock()
	*r.units = nil
	*r.calls = nil
	r.mu.Unlock()
}

// Identity of a recorder is the wrapped judge's.
func (r *Recorder) Identity() judge.Identity { return judge.IdentityOf(r.inner) }
