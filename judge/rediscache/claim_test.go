package rediscache

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/rediscache/redistest"
	"github.com/citecheck/citecheck/judge/wiring"
)

func TestClaimIsExclusiveAndRenewed(t *testing.T) {
	s := testSettings(t, "lock_ttl=300ms")
	a, _ := openTest(t, s)
	b, _ := openTest(t, s)
	claim := func(c *Cache, keys ...string) ([]bool, func()) { return c.Claim(keys) }
	got, release := claim(a, key1)
	if !got[0] {
		t.Fatal("first claim refused")
	}
	got, r2 := claim(b, key1, key2)
	if got[0] || !got[1] {
		t.Fatalf("b's claim of a held and a free unit: %v, want [false true]", got)
	}
	r2()
	// Held past three expiries: the holder renews it while it asks.
	time.Sleep(time.Second)
	if got, _ := claim(b, key1); got[0] {
		t.Fatal("the claim lapsed while its holder was alive")
	}
	release()
	release() // twice is harmless
	got, rb := claim(b, key1)
	if !got[0] {
		t.Fatal("a released claim cannot be taken")
	}
	// a's late release must not drop b's claim.
	release()
	if got, _ := claim(a, key1); got[0] {
		t.Fatal("b's claim was dropped by a")
	}
	rb()
	if n := len(redistest.Keys(t, redistest.Client(t), s.Prefix+"lock:*")); n != 0 {
		t.Errorf("%d claims left", n)
	}
}

// TestClaimIsAtomic: processes claiming the same batch at the same time
// never split it: each batch is wholly one process's.
func TestClaimIsAtomic(t *testing.T) {
	s := testSettings(t, "")
	keys := make([]string, 8)
	for i := range keys {
		keys[i] = fmt.Sprintf("sha256:%064x", i+1)
	}
	for round := range 20 {
		var wg sync.WaitGroup
		results := make([][]bool, 4)
		releases := make([]func(), 4)
		for p := range 4 {
			c, _ := openTest(t, s)
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[p], releases[p] = c.Claim(keys)
			}()
		}
		wg.Wait()
		winners := 0
		for p, r := range results {
			n := 0
			for _, g := range r {
				if g {
					n++
				}
			}
			switch n {
			case len(keys):
				winners++
			case 0:
			default:
				t.Fatalf("round %d: process %d got %d of %d keys: the batch was split", round, p, n, len(keys))
			}
		}
		if winners != 1 {
			t.Fatalf("round %d: %d processes got the batch", round, winners)
		}
		for _, r := range releases {
			r()
		}
	}
}

// TestWaiterTakesOverFromADeadHolder: process a claims a unit and dies
// mid-ask (its connection to Redis gone, its claim no longer renewed);
// process b waits while the claim lives, then takes it over when it
// lapses and asks for itself.
func TestWaiterTakesOverFromADeadHolder(t *testing.T) {
	s := testSettings(t, "lock_ttl=600ms")
	e := newEndpoint(t)
	hold := make(chan struct{})
	t.Cleanup(func() { close(hold) })
	e.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n == 1 { // a's request: never answered while a lives
			select {
			case <-hold:
			case <-r.Context().Done():
			}
			serverError(w)
			return true
		}
		return false
	})
	ca, _ := openTest(t, s)
	cb, _ := openTest(t, s)
	u := testUnit("P1/C1")
	go openJudge(t, e, ca).Assess(context.Background(), u)
	rc := redistest.Client(t)
	waitFor(t, "a's claim", func() bool { return len(redistest.Keys(t, rc, s.Prefix+"lock:*")) == 1 })
	ca.Close() // a dies: no renewal, no release

	start := time.Now()
	got := assess(t, openJudge(t, e, cb), u)
	waited := time.Since(start)
	t.Logf("waited %v", waited)
	if got.Origin != judge.FromLive || !got.Supports {
		t.Errorf("b got %+v, want its own live verdict", got)
	}
	if e.requests() != 2 {
		t.Errorf("requests = %d, want 2 (a's, lost with a, and b's)", e.requests())
	}
	if waited < 200*time.Millisecond || waited > 5*time.Second {
		t.Errorf("b waited %v; want it to wait for the claim to lapse (600ms after a's last renewal), not more", waited)
	}
}

// TestWaiterAsksWhenTheHolderFails: the holder's ask fails (errors are
// never stored), so it releases with no verdict and the waiter asks for
// itself; nothing but b's verdict is ever stored.
func TestWaiterAsksWhenTheHolderFails(t *testing.T) {
	s := testSettings(t, "")
	e := newEndpoint(t)
	fail := make(chan struct{})
	e.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n == 1 {
			<-fail
			serverError(w)
			return true
		}
		return false
	})
	ca, _ := openTest(t, s)
	cb, _ := openTest(t, s)
	u := testUnit("P1/C1")
	var aErr error
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		_, aErr = openJudge(t, e, ca).Assess(context.Background(), u)
	}()
	rc := redistest.Client(t)
	waitFor(t, "a's claim", func() bool { return len(redistest.Keys(t, rc, s.Prefix+"lock:*")) == 1 })
	bDone := make(chan judge.Assessment, 1)
	go func() { bDone <- assess(t, openJudge(t, e, cb), u) }()
	time.Sleep(100 * time.Millisecond)
	if e.requests() != 1 {
		t.Fatalf("b asked while a held the unit: %d requests", e.requests())
	}
	close(fail)
	wg.Wait()
	if aErr == nil {
		t.Fatal("a's ask did not fail")
	}
	got := <-bDone
	if got.Origin != judge.FromLive || e.requests() != 2 {
		t.Errorf("b: %+v after %d requests", got, e.requests())
	}
	if n := len(redistest.Keys(t, rc, s.Prefix+"verdict:*")); n != 1 {
		t.Errorf("%d verdicts stored, want b's alone", n)
	}
	if n := len(redistest.Keys(t, rc, s.Prefix+"lock:*")); n != 0 {
		t.Errorf("%d claims left", n)
	}
}

// TestErrorsNeverStored: a judge that only fails leaves no verdict and
// no claim in Redis, and the next run asks again.
func TestErrorsNeverStored(t *testing.T) {
	s := testSettings(t, "")
	e := newEndpoint(t)
	e.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n == 1 {
			serverError(w)
			return true
		}
		return false
	})
	c, _ := openTest(t, s)
	u := testUnit("P1/C1")
	if _, err := openJudge(t, e, c).Assess(context.Background(), u); err == nil {
		t.Fatal("no error from a failing judge")
	}
	rc := redistest.Client(t)
	if keys := redistest.Keys(t, rc, s.Prefix+"*"); len(keys) != 0 {
		t.Errorf("keys left after an error: %v", keys)
	}
	if a := assess(t, openJudge(t, e, c), u); a.Origin != judge.FromLive || e.requests() != 2 {
		t.Errorf("second run: %+v after %d requests", a, e.requests())
	}
	if a := assess(t, openJudge(t, e, c), u); a.Origin != judge.FromCache || e.requests() != 2 {
		t.Errorf("third run: %+v after %d requests", a, e.requests())
	}
}

// TestReplayAndProtocolThroughRedis: a live run records its identity
// and what the endpoint refused; --judge replay then finds the judge in
// Redis with no endpoint given, and a fresh live judge starts from the
// learned protocol instead of being refused again.
func TestReplayAndProtocolThroughRedis(t *testing.T) {
	s := testSettings(t, "")
	e := newEndpoint(t)
	e.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n == 1 { // refuses json_schema once
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusBadRequest)
			w.Write([]byte(`{"error":{"message":"response_format json_schema is not supported","type":"invalid_request_error","param":"response_format"}}`))
			return true
		}
		return false
	})
	c, _ := openTest(t, s)
	u := testUnit("P1/C1")
	assess(t, openJudge(t, e, c), u)
	if e.requests() != 2 {
		t.Fatalf("requests = %d, want the refusal and the retry", e.requests())
	}
	fresh, _ := openTest(t, s)
	if p := openJudge(t, e, fresh).(interface{ Protocol() judge.Protocol }).Protocol(); p.ResponseFormat != llm.FormatJSONObject {
		t.Errorf("a fresh judge starts at %s, want the learned json_object", p.ResponseFormat)
	}
	cfg := llm.Config{Kind: llm.KindReplay, Cache: fresh}
	rj, err := wiring.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	a, err := rj.Assess(context.Background(), u)
	if err != nil || a.Origin != judge.FromCache {
		t.Errorf("replay: %+v %v", a, err)
	}
	other := testUnit("P9/C9")
	if _, err := rj.Assess(context.Background(), other); err == nil {
		t.Error("replay of an unrecorded unit did not fail closed")
	}
	if e.requests() != 2 {
		t.Errorf("replay asked the endpoint: %d requests", e.requests())
	}
}

// waitFor polls cond for up to 5 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if cond() {
			return
		}
	}
	t.Fatalf("timed out waiting for %s", what)
}
