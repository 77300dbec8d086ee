package llm

import (
	"context"
	"time"

	"github.com/citecheck/citecheck/judge"
)

// Polling for a verdict another process is asking for: the first wait,
// and the longest, between two looks at the cache.
const (
	claimPollFirst = 20 * time.Millisecond
	claimPollMax   = 500 * time.Millisecond
)

// claimPatience is how long a process waits for units another process
// claimed before asking for them itself: the longest a live holder can
// take over one ask (its attempts, their timeouts and the waits between
// them), so only a holder that is alive but stuck beyond its own limits
// makes a unit be asked twice. A dead holder's claim lapses much sooner.
func (j *openAIJudge) claimPatience() time.Duration {
	attempts := time.Duration(j.cfg.Retries + 1)
	return attempts*(j.cfg.Timeout+j.cfg.MaxWait) + time.Minute
}

// claimAndAnswer answers the units at miss through a claiming cache. It
// claims them all at once, looks in the cache again for those it got (a
// verdict may have landed since the first look), asks for the rest of
// them in one call, stores the verdicts and releases its claims. Units
// held by others are looked up again after a wait that grows from
// claimPollFirst to claimPollMax; a claim that is released without a
// verdict (the holder failed, and errors are never stored) or lapses
// (the holder died) is taken over on the next round. Past
// claimPatience the process asks for itself.
func (j *openAIJudge) claimAndAnswer(ctx context.Context, cl judge.UnitClaimer, units []*judge.Unit, keys []string, miss []int, seed int, t tally, out []unitResult) {
	wait := claimPollFirst
	deadline := time.Now().Add(j.claimPatience())
	for len(miss) > 0 {
		ks := make([]string, len(miss))
		for k, i := range miss {
			ks[k] = keys[i]
		}
		claimed, release := cl.Claim(ks)
		var mine, rest []int
		for k, i := range miss {
			if k < len(claimed) && claimed[k] {
				mine = append(mine, i)
			} else {
				rest = append(rest, i)
			}
		}
		got := len(mine) > 0
		if mine = j.cached(out, units, keys, mine, t); len(mine) > 0 {
			j.answer(ctx, units, keys, mine, seed, t, out)
		}
		release()
		if len(rest) == 0 {
			return
		}
		if time.Now().After(deadline) {
			j.answer(ctx, units, keys, rest, seed, t, out)
			return
		}
		if !got {
			if err := sleepCtx(ctx, wait); err != nil {
				for _, i := range rest {
					out[i] = unitResult{err: judge.Errorf(judge.KindUnreachable, units[i].ID, err, "cancelled while waiting for another process's verdict")}
				}
				return
			}
			wait = min(2*wait, claimPollMax)
		}
		miss = j.cached(out, units, keys, rest, t)
	}
}
