package rediscache

import (
	"crypto/rand"
	"encoding/hex"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// A claim is the key P lock:<hex> holding its holder's random token,
// set with SET NX PX LockTTL. Its holder renews it every LockTTL/3
// while it asks, and deletes it when done; both only while the token is
// still its own, so a holder that stalled past the expiry never renews
// or deletes the claim of the process that took over.
var (
	renewScript = redis.NewScript(`if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("PEXPIRE", KEYS[1], ARGV[2]) end return 0`)
	dropScript  = redis.NewScript(`if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`)
)

// Claim tries once to claim the unit whose verdict key is key
// (judge.UnitClaimer). When Redis cannot be asked it reports the unit
// claimed with a release that does nothing: the caller asks for itself,
// as it would with no cache.
func (c *Cache) Claim(key string) (func(), bool) {
	noop := func() {}
	if !c.health.usable() {
		return noop, true
	}
	lock := c.key("lock", key)
	token := newToken()
	ctx, cancel := c.ctx()
	got, err := c.client.SetNX(ctx, lock, token, c.s.LockTTL).Result()
	cancel()
	if c.health.failed(err) {
		return noop, true
	}
	if !got {
		return nil, false
	}
	stop := make(chan struct{})
	done := make(chan struct{})
	go c.renew(lock, token, stop, done)
	var once sync.Once
	return func() {
		once.Do(func() {
			close(stop)
			<-done
			if !c.health.usable() {
				return // the claim lapses by itself
			}
			ctx, cancel := c.ctx()
			defer cancel()
			c.health.failed(dropScript.Run(ctx, c.client, []string{lock}, token).Err())
		})
	}, true
}

// renew keeps the claim alive until stop is closed, or until it is no
// longer this holder's (lapsed and taken over).
func (c *Cache) renew(lock, token string, stop <-chan struct{}, done chan<- struct{}) {
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
		n, err := renewScript.Run(ctx, c.client, []string{lock}, token, c.s.LockTTL.Milliseconds()).Int()
		cancel()
		if !c.health.failed(err) && n == 0 {
			return // lost: another process took over after an expiry
		}
	}
}

// newToken is a random claim token, so no two holders share one.
func newToken() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
