package llm

import (
	"context"

	"github.com/citecheck/citecheck/judge"
)

// vote returns one seed's verdicts for units (several only for citation
// units, asked together): cached ones from the cache, the rest from the
// endpoint (or, offline, a not-recorded or dry-run error), each verdict
// stored on its own. Errors are never stored. When the cache is shared
// and lets processes claim units (UnitClaimer), a unit another process
// is asking for is waited for rather than asked twice.
func (j *openAIJudge) vote(ctx context.Context, units []*judge.Unit, seed int, t tally) []unitResult {
	out := make([]unitResult, len(units))
	keys := make([]string, len(units))
	if j.cache != nil {
		id := j.Identity()
		for i, u := range units {
			keys[i] = judge.VerdictKey(id, seed, u)
		}
	}
	miss := j.cached(out, units, keys, positions(len(units)), t)
	if len(miss) == 0 {
		return out
	}
	if cl, ok := j.cache.(judge.UnitClaimer); ok && j.mode == modeLive {
		j.claimAndAnswer(ctx, cl, units, keys, miss, seed, t, out)
		return out
	}
	j.answer(ctx, units, keys, miss, seed, t, out)
	return out
}

// cached fills out[i] from the cache for each position i of pos and
// returns the positions it found nothing usable for, in order. Every
// verdict read is verified again against its unit first (reverify,
// cache_verify.go); one that fails is discarded: asked again, or in
// replay a failure with the reason.
func (j *openAIJudge) cached(out []unitResult, units []*judge.Unit, keys []string, pos []int, t tally) []int {
	if j.cache == nil {
		return pos
	}
	var miss []int
	for _, i := range pos {
		if a, ok := j.cache.Get(keys[i]); ok && !(j.cfg.RejudgeUnverified && unverified(a)) {
			a, why := reverify(units[i], a)
			switch {
			case why == "":
				t.add(0, 1, 0, 0)
				a.Origin = judge.FromCache
				out[i] = unitResult{a: a}
				continue
			case j.mode == modeReplay:
				out[i] = unitResult{err: discardedInReplay(units[i], why)}
				continue
			}
		}
		miss = append(miss, i)
	}
	return miss
}

// answer gets verdicts for the units at pos from the endpoint (or,
// offline, a not-recorded or dry-run error) and stores each verdict.
func (j *openAIJudge) answer(ctx context.Context, units []*judge.Unit, keys []string, pos []int, seed int, t tally, out []unitResult) {
	todo := make([]*judge.Unit, len(pos))
	for k, i := range pos {
		todo[k] = units[i]
	}
	id := j.Identity()
	var got []unitResult
	switch j.mode {
	case modeReplay:
		got = make([]unitResult, len(todo))
		for k, u := range todo {
			got[k] = unitResult{err: judge.Errorf(judge.KindNotRecorded, u.ID, nil, "no verdict recorded for this unit by %s (seed %d); replay never asks an endpoint, so it fails closed", j.cfg.Model+" via "+id.Endpoint, seed)}
		}
	case modeDryRun:
		got = j.plan(todo, t)
	default:
		got = j.live(ctx, todo, seed, t)
	}
	for k, i := range pos {
		out[i] = got[k]
		if got[k].err == nil && j.cache != nil {
			if err := j.cache.Put(keys[i], got[k].a); err != nil {
				out[i] = unitResult{err: err}
			} else if rc, ok := j.cache.(judge.RecordingCache); ok {
				rc.RecordIdentity(id) // best effort: only replay without an endpoint needs it
			}
		}
	}
}

// unverified reports whether a cached verdict carries an unverified
// flag (on the unit or on any claim).
func unverified(a judge.Assessment) bool {
	if a.Unverified != "" {
		return true
	}
	for _, c := range a.Claims {
		if c.Unverified != "" {
			return true
		}
	}
	return false
}
