// Package rediscache is the judge's verdict cache on Redis, shared by
// every process pointed at it: grading workers on several machines and
// `serve` replicas pay for each verdict once.
//
// It keeps the rules of judge.VerdictCache (content-addressed by the
// judge's own keys; only verdicts are stored, never errors) and adds
// what sharing needs:
//
//   - judge.RecordingCache: the judges that recorded (for --judge
//     replay) and the protocols learned per endpoint;
//   - judge.UnitClaimer: a short claim per unit (SET NX with an expiry,
//     renewed while its holder asks) so one process at a time asks the
//     judge for a unit and the others wait for its verdict;
//   - an outage is never a failed grade: every call is bounded by a
//     short timeout, and a failed call makes the cache count as absent
//     (with one warning) until it answers again.
//
// Keys, under the prefix P (default "citecheck:"):
//
//	P verdict:<sha256 hex>   a verdict (JSON), with the optional TTL
//	P protocol:<sha256 hex>  what an endpoint and model accept (JSON)
//	P lock:<sha256 hex>      a unit's claim: its holder's random token
//	P identities             hash: identity key -> judge identity (JSON)
package rediscache

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/redis/go-redis/v9"

	"github.com/citecheck/citecheck/judge"
)

// Cache is a judge.VerdictCache on one Redis server (or one endpoint of
// a managed Redis). It is safe for concurrent use.
type Cache struct {
	s      Settings
	client *redis.Client
	health *health
	// recorded holds the identity keys this process has recorded, so an
	// identity costs one write per process, not one per verdict.
	recorded sync.Map
}

var (
	_ judge.VerdictCache   = (*Cache)(nil)
	_ judge.RecordingCache = (*Cache)(nil)
	_ judge.UnitClaimer    = (*Cache)(nil)
)

// Open connects to the server s names and checks it answers. A server
// that cannot be reached is not an error: the cache starts as down, warn
// is told once, and it is tried again as it runs. A server that answers
// with a refusal (wrong password, no such user or database) is an error,
// since waiting will not fix it. warn may be nil.
func Open(s Settings, warn func(string)) (*Cache, error) {
	quietClient.Do(func() { redis.SetLogger(discardLog{}) })
	c := &Cache{s: s, client: redis.NewClient(s.options()), health: newHealth(s.String(), warn)}
	ctx, cancel := c.ctx()
	defer cancel()
	err := c.client.Ping(ctx).Err()
	if refusal(err) {
		c.client.Close()
		return nil, fmt.Errorf("judge cache %s refused the connection: %v (a password goes in %s or the URL, a user name in the URL)", s, err, PasswordEnv)
	}
	c.health.failed(err)
	return c, nil
}

// quietClient switches go-redis's own log off, once per process. The
// client writes every failed dial to stderr, which would repeat the one
// warning the cache gives and break `serve --log-format json`; the
// setting is process-wide, and citecheck has no other Redis client.
var quietClient sync.Once

type discardLog struct{}

func (discardLog) Printf(context.Context, string, ...any) {}

// Close closes the connections. Claims still held lapse by their expiry.
func (c *Cache) Close() error { return c.client.Close() }

// String names the cache without its password.
func (c *Cache) String() string { return c.s.String() }

// Available reports whether the last call reached Redis.
func (c *Cache) Available() bool { return !c.health.isDown() }

// ctx bounds one Redis call.
func (c *Cache) ctx() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), c.s.Timeout)
}

// key is where a judge key ("sha256:<hex>") of one kind lives.
func (c *Cache) key(kind, k string) string {
	return c.s.Prefix + kind + ":" + strings.TrimPrefix(k, "sha256:")
}

func (c *Cache) identitiesKey() string { return c.s.Prefix + "identities" }

// get reads one key; a missing key, an unreachable server or a cache
// counted as down are all a miss.
func (c *Cache) get(key string) ([]byte, bool) {
	if !c.health.usable() {
		return nil, false
	}
	ctx, cancel := c.ctx()
	defer cancel()
	b, err := c.client.Get(ctx, key).Bytes()
	if c.health.failed(err) || err != nil {
		return nil, false
	}
	return b, true
}

// set writes one key with the TTL; an outage is reported through
// health and otherwise ignored, since the value is only a saving.
func (c *Cache) set(key string, value []byte) {
	if !c.health.usable() {
		return
	}
	ctx, cancel := c.ctx()
	defer cancel()
	c.health.failed(c.client.Set(ctx, key, value, c.s.TTL).Err())
}

// Get returns the verdict stored under key; anything unreadable is a
// miss, so it is asked again and overwritten.
func (c *Cache) Get(key string) (judge.Assessment, bool) {
	b, ok := c.get(c.key("verdict", key))
	if !ok {
		return judge.Assessment{}, false
	}
	var a judge.Assessment
	if json.Unmarshal(b, &a) != nil || (a.UnitID == "" && len(a.Claims) == 0) {
		return judge.Assessment{}, false
	}
	return a, true
}

// Put stores a verdict. It fails only if the verdict cannot be encoded:
// a Redis outage loses the saving, never the verdict.
func (c *Cache) Put(key string, a judge.Assessment) error {
	b, err := json.Marshal(a)
	if err != nil {
		return fmt.Errorf("cannot encode the verdict of %s: %v", a.UnitID, err)
	}
	c.set(c.key("verdict", key), b)
	return nil
}

// RecordIdentity notes that id recorded verdicts here (once per
// process), refreshing the list's expiry when a TTL is set.
func (c *Cache) RecordIdentity(id judge.Identity) error {
	k := judge.IdentityKey(id)
	if _, done := c.recorded.Load(k); done || !c.health.usable() {
		return nil
	}
	b, _ := json.Marshal(id)
	ctx, cancel := c.ctx()
	defer cancel()
	_, err := c.client.TxPipelined(ctx, func(p redis.Pipeliner) error {
		p.HSet(ctx, c.identitiesKey(), k, b)
		if c.s.TTL > 0 {
			p.Expire(ctx, c.identitiesKey(), c.s.TTL)
		}
		return nil
	})
	if !c.health.failed(err) {
		c.recorded.Store(k, true)
	}
	return nil
}

// Identities lists the judges that recorded here, sorted. Unlike a
// verdict, the list cannot fall back to "nothing": replay would then
// say no judge ever recorded, so an unreachable server is an error.
func (c *Cache) Identities() ([]judge.Identity, error) {
	ctx, cancel := c.ctx()
	defer cancel()
	vals, err := c.client.HVals(ctx, c.identitiesKey()).Result()
	if c.health.failed(err) {
		return nil, fmt.Errorf("judge cache %s: %v", c.s, err)
	}
	var out []judge.Identity
	for _, v := range vals {
		var id judge.Identity
		if json.Unmarshal([]byte(v), &id) == nil && id.Model != "" {
			out = append(out, id)
		}
	}
	judge.SortIdentities(out)
	return out, nil
}

// LoadProtocol returns what was learned about an endpoint and model.
func (c *Cache) LoadProtocol(key string) (judge.Protocol, bool) {
	b, ok := c.get(c.key("protocol", key))
	if !ok {
		return judge.Protocol{}, false
	}
	var p judge.Protocol
	if json.Unmarshal(b, &p) != nil || p.ResponseFormat == "" || p.MaxTokensField == "" {
		return judge.Protocol{}, false
	}
	return p, true
}

// StoreProtocol records what an endpoint and model accept.
func (c *Cache) StoreProtocol(key string, p judge.Protocol) error {
	b, _ := json.Marshal(p)
	c.set(c.key("protocol", key), b)
	return nil
}

// refusal reports whether err is an error reply from the server (as
// opposed to a network fault or a timeout) that waiting will not cure:
// a wrong password, an unknown user, a database out of range. The first
// word of a Redis error reply is its code (by the protocol), and the
// codes of a server that is only busy or starting are left to degrade.
func refusal(err error) bool {
	var re redis.Error
	if err == nil || errors.Is(err, redis.Nil) || !errors.As(err, &re) {
		return false
	}
	code, _, _ := strings.Cut(re.Error(), " ")
	switch code {
	case "LOADING", "BUSY", "MASTERDOWN", "TRYAGAIN", "CLUSTERDOWN", "READONLY":
		return false
	}
	return true
}
