package rediscache

import (
	"net"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/rediscache/redistest"
	"github.com/citecheck/citecheck/judge/wiring"
)

// refusedAddr is a loopback port nothing listens on.
func refusedAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	return addr
}

// silentAddr accepts connections and never answers: every call times
// out.
func silentAddr(t *testing.T) string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var mu sync.Mutex
	var conns []net.Conn
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
		}
	}()
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		for _, c := range conns {
			c.Close()
		}
		mu.Unlock()
	})
	return l.Addr().String()
}

// fakeClock is a health clock the test moves by hand.
type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fakeClock) add(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

// TestOutageAtStart: Redis refusing connections, or accepting them and
// never answering, at start. Open succeeds with one warning, every
// verdict is asked from the judge (nothing fails), and while the cache
// is down no call waits on Redis again until the retry period passes.
func TestOutageAtStart(t *testing.T) {
	for name, addr := range map[string]string{"refused": refusedAddr(t), "timeout": silentAddr(t)} {
		t.Run(name, func(t *testing.T) {
			s, err := Parse("redis://"+addr+"/0?timeout=200ms", nil)
			if err != nil {
				t.Fatal(err)
			}
			start := time.Now()
			c, w := openTest(t, s)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("Open took %v with a %v timeout", d, s.Timeout)
			}
			if c.Available() || len(w.all()) != 1 || !strings.Contains(w.all()[0], "unavailable") || !strings.Contains(w.all()[0], addr) {
				t.Fatalf("available %v, warnings %q", c.Available(), w.all())
			}
			e := newEndpoint(t)
			start = time.Now()
			for i := range 2 { // the same unit twice: no cache, so asked twice
				a := assess(t, openJudge(t, e, c), testUnit("P1/C1"))
				if a.Origin != judge.FromLive || !a.Supports {
					t.Errorf("run %d: %+v", i, a)
				}
			}
			if d := time.Since(start); d > time.Second {
				t.Errorf("grading against a down cache took %v: calls still wait on Redis", d)
			}
			if e.requests() != 2 || len(w.all()) != 1 {
				t.Errorf("requests %d, warnings %q", e.requests(), w.all())
			}
			if _, err := c.Identities(); err == nil {
				t.Error("Identities of an unreachable cache: no error (replay would say nothing was recorded)")
			}
			if _, err := wiring.Open(llm.Config{Kind: llm.KindReplay, Cache: c}); err == nil || !strings.Contains(err.Error(), addr) {
				t.Errorf("replay from an unreachable cache: %v", err)
			}
		})
	}
}

// TestOutageMidRun: Redis goes away while grading (connections cut, or
// stalled so calls time out): the next call warns once and grading goes
// on without the cache; after the retry period a call tries again and,
// the server back, verdicts are shared again.
func TestOutageMidRun(t *testing.T) {
	for _, mode := range []string{"cut", "stall"} {
		t.Run(mode, func(t *testing.T) {
			base := testSettings(t, "timeout=200ms")
			p := redistest.NewProxy(t, base.Addr)
			s := base
			s.Addr = p.Addr()
			c, w := openTest(t, s)
			clock := &fakeClock{t: time.Now()}
			c.health.now = clock.now
			e := newEndpoint(t)
			u1, u2, u3 := testUnit("P1/C1"), testUnit("P2/C1"), testUnit("P3/C1")
			assess(t, openJudge(t, e, c), u1)
			if a := assess(t, openJudge(t, e, c), u1); a.Origin != judge.FromCache {
				t.Fatalf("before the outage: %+v", a)
			}
			if mode == "cut" {
				p.Cut()
			} else {
				p.Stall()
			}
			start := time.Now()
			a2 := assess(t, openJudge(t, e, c), u2)
			a1 := assess(t, openJudge(t, e, c), u1)
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("two verdicts took %v during the outage", d)
			}
			if a2.Origin != judge.FromLive || a1.Origin != judge.FromLive {
				t.Errorf("during the outage: %+v %+v, want both asked live", a2, a1)
			}
			if got := w.all(); len(got) != 1 || !strings.Contains(got[0], "unavailable") {
				t.Fatalf("warnings %q, want one", got)
			}
			if mode == "stall" {
				p.Cut()
			}
			p.Restore()
			clock.add(retryDown)
			assess(t, openJudge(t, e, c), u3)
			if a := assess(t, openJudge(t, e, c), u3); a.Origin != judge.FromCache {
				t.Errorf("after the outage: %+v, want the cache back", a)
			}
			if got := w.all(); len(got) != 2 || !strings.Contains(got[1], "answers again") {
				t.Errorf("warnings %q, want the outage and the recovery", got)
			}
			// Claims taken during the outage were not kept anywhere.
			if n := len(redistest.Keys(t, redistest.Client(t), base.Prefix+"lock:*")); n != 0 {
				t.Errorf("%d claims left", n)
			}
		})
	}
}

// TestClaimDuringOutage: with Redis down a claim is granted at once
// (the caller asks for itself, as with no cache) and its release does
// nothing.
func TestClaimDuringOutage(t *testing.T) {
	s, _ := Parse("redis://"+refusedAddr(t)+"/0?timeout=200ms", nil)
	c, _ := openTest(t, s)
	for range 3 {
		got, release := c.Claim([]string{key1, key2})
		if !got[0] || !got[1] {
			t.Fatal("claim refused while Redis is down")
		}
		release()
	}
	if err := c.Put(key1, judge.Assessment{UnitID: "P1/C1"}); err != nil {
		t.Errorf("Put during an outage: %v", err)
	}
	if _, ok := c.Get(key1); ok {
		t.Error("hit during an outage")
	}
}
