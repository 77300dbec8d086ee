package rediscache

import (
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// A claim is the key P lock:<hex> holding its holder's random token.
// One Claim call takes every free key of a call in one script, so it is
// atomic: of two processes claiming the same batch, one gets it all.
// The holder renews its keys every LockTTL/3 while it asks and deletes
// them when done, both only where the token is still its own, so a
// holder that stalled past the expiry never renews or deletes the claim
// of the process that took over.
var (
	claimScript = redis.NewScript(`local got = {}
for i, k in ipairs(KEYS) do
  if redis.call("SET", k, ARGV[1], "NX", "PX", ARGV[2]) then got[i] = 1 else got[i] = 0 end
end
return got`)
	renewScript = redis.NewScript(`local n = 0
for _, k in ipairs(KEYS) do
  if redis.call("GET", k) == ARGV[1] then n = n + redis.call("PEXPIRE", k, ARGV[2]) end
end
return n`)
	dropScript = redis.NewScript(`for _, k in ipairs(KEYS) do
  if redis.call("GET", k) == ARGV[1] then redis.call("DEL", k) end
end
return 0`)
)

// Claim tries once to claim the units whose verdict keys are keys
// (judge.UnitClaimer). When Redis cannot be asked it reports every unit
// claimed with a release that does nothing: the caller asks for itself,
// as it would with no cache.
func (c *Cache) Claim(keys []string) ([]bool, func()) {
	claimed := make([]bool, len(keys))
	all := func() ([]bool, func()) {
		for i := range claimed {
			claimed[i] = true
		}
		return claimed, func() {}
	}
	if len(keys) == 0 || !c.health.usable() {
		return all()
	}
	locks := make([]string, len(keys))
	for i, k := range keys {
		locks[i] = c.key("lock", k)
	}
	token := newToken()
	ctx, cancel := c.ctx()
	got, err := claimScript.Run(ctx, c.client, locks, token, c.s.LockTTL.Milliseconds()).Int64Slice()
	cancel()
	if c.health.failed(err) || len(got) != len(keys) {
		return all()
	}
	var mine []string
	for i, g := range got {
		if g == 1 {
			claimed[i] = true
			mine = append(mine, locks[i])
		}
	}
	if len(mine) == 0 {
		return claimed, func() {}
	}
	stop, done := make(chan struct{}), make(chan struct{})
	go c.renew(mine, token, stop, done)
	var once sync.Once
	return claimed, func() {
		once.Do(func() {
			close(stop)
			<-done
			if !c.health.usable() {
				return // the claims lapse by themselves
			}
			ctx, cancel := c.ctx()
			defer cancel()
			c.health.failed(dropScript.Run(ctx, c.client, mine, token).Err())
		})
	}
}

// renew keeps the claims alive until stop is closed, or until none is
// this holder's any more (lapsed and taken over).
func (c *Cache) renew(locks []string, token string, stop <-chan struct{}, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(c.s.LockTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		if !c.health.usable() {
			continue
		}
		ctx, cancel := c.ctx()
		n, err := renewScript.Run(ctx, c.client, locks, token, c.s.LockTTL.Milliseconds()).Int()
		cancel()
		if !c.health.failed(err) && n == 0 {
			return // all lost: other processes took over after an expiry
		}
	}
}

// newToken is a random claim token, so no two holders share one.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
