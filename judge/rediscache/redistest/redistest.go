// Package redistest finds the Redis server tests use and gives each
// test its own key prefix, and a loopback proxy in front of Redis that a
// test can cut or stall to stage an outage.
//
// The server is named by CITECHECK_TEST_REDIS (redis://127.0.0.1:PORT/0;
// .ci/run starts one). Without it, or when it does not answer, a test
// that needs Redis is skipped with a message, except under CI=true,
// where it fails: CI must never pass by skipping.
package redistest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"os"
	"testing"
	"time"

	"github.com/redis/go-redis/v9"
)

// URLEnv names the variable holding the test server's URL.
const URLEnv = "CITECHECK_TEST_REDIS"

// URL is the test server's URL, checked to answer; it skips the test
// (fails it under CI=true) when there is none.
func URL(t testing.TB) string {
	t.Helper()
	raw := os.Getenv(URLEnv)
	missing := func(why string) {
		t.Helper()
		if os.Getenv("CI") == "true" {
			t.Fatalf("this test needs Redis and CI=true: %s", why)
		}
		t.Skipf("skipped: this test needs Redis: %s (start redis-server on loopback and set %s=redis://127.0.0.1:PORT/0, as .ci/run does)", why, URLEnv)
	}
	if raw == "" {
		missing(URLEnv + " is not set")
	}
	opt, err := redis.ParseURL(raw)
	if err != nil {
		t.Fatalf("%s=%q: %v", URLEnv, raw, err)
	}
	c := redis.NewClient(opt)
	defer c.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := c.Ping(ctx).Err(); err != nil {
		missing(URLEnv + "=" + raw + " does not answer: " + err.Error())
	}
	return raw
}

// Client is a client of the test server, closed when the test ends.
func Client(t testing.TB) *redis.Client {
	t.Helper()
	opt, err := redis.ParseURL(URL(t))
	if err != nil {
		t.Fatal(err)
	}
	c := redis.NewClient(opt)
	t.Cleanup(func() { c.Close() })
	return c
}

// Prefix is a key prefix of the test's own, so tests running at the
// same time (several packages share the server) never see each other's
// keys; its keys are deleted when the test ends.
func Prefix(t testing.TB) string {
	t.Helper()
	var b [6]byte
	rand.Read(b[:])
	p := "citecheck-test:" + hex.EncodeToString(b[:]) + ":"
	c := Client(t)
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		for _, k := range Keys(t, c, p+"*") {
			c.Del(ctx, k)
		}
	})
	return p
}

// Keys lists the keys matching pattern, sorted by the server's scan.
func Keys(t testing.TB, c *redis.Client, pattern string) []string {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	var out []string
	it := c.Scan(ctx, 0, pattern, 1000).Iterator()
	for it.Next(ctx) {
		out = append(out, it.Val())
	}
	if err := it.Err(); err != nil {
		t.Errorf("scan %s: %v", pattern, err)
	}
	return out
}
