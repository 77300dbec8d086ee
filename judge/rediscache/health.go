package rediscache

import (
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/redis/go-redis/v9"
)

// retryDown is how long the cache is left alone after a failed call
// before one call tries it again: an outage costs one timeout per this
// period, not one per verdict.
const retryDown = 5 * time.Second

// health tracks whether Redis answers. A failed call (refused, reset,
// timed out) marks it down: calls skip Redis, so the judge runs as with
// no cache, until retryDown has passed and a call tries again. Going
// down and coming back are each reported once through warn.
type health struct {
	name string
	warn func(string)

	mu      sync.Mutex
	down    bool
	retryAt time.Time
	now     func() time.Time
}

func newHealth(name string, warn func(string)) *health {
	if warn == nil {
		warn = func(string) {}
	}
	return &health{name: name, warn: warn, now: time.Now}
}

// usable reports whether a call should try Redis now.
func (h *health) usable() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return !h.down || !h.now().Before(h.retryAt)
}

// failed records the outcome of a call that returned err: a missing key
// (redis.Nil) is an answer, not a fault. It reports whether err was a
// fault.
func (h *health) failed(err error) bool {
	if err == nil || errors.Is(err, redis.Nil) {
		h.up()
		return false
	}
	h.mu.Lock()
	first := !h.down
	h.down, h.retryAt = true, h.now().Add(retryDown)
	h.mu.Unlock()
	if first {
		h.warn(fmt.Sprintf("judge cache %s is unavailable (%v): grading goes on without it, asking the judge for every verdict and sharing none; it is tried again every %s", h.name, err, retryDown))
	}
	return true
}

// up records a call that Redis answered.
func (h *health) up() {
	h.mu.Lock()
	was := h.down
	h.down = false
	h.mu.Unlock()
	if was {
		h.warn(fmt.Sprintf("judge cache %s answers again: verdicts are shared from here on", h.name))
	}
}

// isDown reports the current state, for tests and the start-up check.
func (h *health) isDown() bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.down
}
