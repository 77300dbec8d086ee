package llm

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
)

// sharedStore is an in-memory stand-in for a shared cache with claims
// (what the Redis cache is to several processes); each process sees it
// through its own sharedView.
type sharedStore struct {
	mu       sync.Mutex
	verdicts map[string]judge.Assessment
	holders  map[string]string // key -> process holding its claim
	claims   int               // successful claims, all processes
	tries    int               // claims asked for, granted or not
}

func newSharedStore() *sharedStore {
	return &sharedStore{verdicts: map[string]judge.Assessment{}, holders: map[string]string{}}
}

// sharedView is one process's handle on a sharedStore.
type sharedView struct {
	s    *sharedStore
	name string
}

func (v sharedView) Get(key string) (judge.Assessment, bool) {
	v.s.mu.Lock()
	defer v.s.mu.Unlock()
	a, ok := v.s.verdicts[key]
	return a, ok
}

func (v sharedView) Put(key string, a judge.Assessment) error {
	v.s.mu.Lock()
	defer v.s.mu.Unlock()
	v.s.verdicts[key] = a
	return nil
}

func (v sharedView) Claim(keys []string) ([]bool, func()) {
	v.s.mu.Lock()
	defer v.s.mu.Unlock()
	v.s.tries++
	claimed := make([]bool, len(keys))
	var mine []string
	for i, key := range keys {
		if _, held := v.s.holders[key]; held {
			continue
		}
		v.s.holders[key] = v.name
		v.s.claims++
		claimed[i] = true
		mine = append(mine, key)
	}
	return claimed, func() {
		v.s.mu.Lock()
		defer v.s.mu.Unlock()
		for _, key := range mine {
			if v.s.holders[key] == v.name {
				delete(v.s.holders, key)
			}
		}
	}
}

// waitTries waits until n claims were asked for (the judge reached its
// claim), failing the test after a few seconds.
func (s *sharedStore) waitTries(t *testing.T, n int) {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		s.mu.Lock()
		tries := s.tries
		s.mu.Unlock()
		if tries >= n {
			return
		}
	}
	t.Fatalf("the judge never asked for %d claim(s)", n)
}

func (s *sharedStore) held() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.holders)
}

// secondUnit is another citation unit whose excerpt holds goodQuote.
func secondUnit() judge.Unit {
	u := bremenUnit()
	u.ID = "P2/C1"
	u.Proposition = "A forum-selection clause is prima facie valid."
	return u
}

// slowAnswer answers content after d, so concurrent askers overlap.
func slowAnswer(d time.Duration, content string) step {
	return func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		time.Sleep(d)
		answer(content)(t, w, r, s)
	}
}

func sharedJudge(t *testing.T, url string, s *sharedStore, name string, mod func(*Config)) *openAIJudge {
	j, _ := testJudge(t, url, func(c *Config) {
		c.NoCache = false
		c.Cache = sharedView{s, name}
		if mod != nil {
			mod(c)
		}
	})
	return j
}

// keyOf is the verdict key j uses for u with its first seed.
func keyOf(j *openAIJudge, u judge.Unit) string {
	return judge.VerdictKey(j.Identity(), j.cfg.Seed, &u)
}

// TestClaimWaitsForTheHolder: a unit another process is asking for is
// not asked again; its verdict is taken from the cache once stored.
func TestClaimWaitsForTheHolder(t *testing.T) {
	u := bremenUnit()
	f := newFake(t, untrustedOf(u))
	s := newSharedStore()
	j := sharedJudge(t, f.URL(), s, "b", nil)
	key := keyOf(j, u)
	claimed, release := sharedView{s, "a"}.Claim([]string{key})
	if !claimed[0] {
		t.Fatal("cannot claim")
	}
	done := make(chan judge.Assessment, 1)
	go func() {
		a, err := j.Assess(context.Background(), u)
		if err != nil {
			t.Error(err)
		}
		done <- a
	}()
	s.waitTries(t, 3) // claimed by a: the judge looked again, and again
	select {
	case a := <-done:
		t.Fatalf("answered while another process held the unit: %+v", a)
	default:
	}
	sharedView{s, "a"}.Put(key, judge.Assessment{UnitID: u.ID, Supports: true, Evidence: goodQuote, Reasoning: "from a"})
	release()
	a := <-done
	if a.Origin != judge.FromCache || a.Reasoning != "from a" || f.count() != 0 {
		t.Errorf("got %+v after %d requests; want a's verdict from the cache and no request", a, f.count())
	}
	if st := j.Stats(); st.Calls != 0 || st.CacheHits != 1 {
		t.Errorf("stats %+v", st)
	}
}

// TestClaimTakenOverWhenTheHolderFails: of a batch, the units free are
// claimed and asked at once; the one another process holds is waited
// for, and when its holder releases it without a verdict (its ask
// failed; errors are never stored) the waiter asks for it itself.
func TestClaimTakenOverWhenTheHolderFails(t *testing.T) {
	u1, u2 := bremenUnit(), secondUnit()
	f := newFake(t, append(untrustedOf(u1), u2.Proposition),
		answer(keyed(verdict(true, false, false, goodQuote))), answer(keyed(verdict(true, false, false, goodQuote))))
	s := newSharedStore()
	j := sharedJudge(t, f.URL(), s, "b", nil)
	_, release := sharedView{s, "a"}.Claim([]string{keyOf(j, u1)})
	done := make(chan []judge.Outcome, 1)
	go func() { done <- j.AssessBatch(context.Background(), []judge.Unit{u1, u2}) }()
	s.waitTries(t, 4)
	if n := s.held(); n != 1 || f.count() != 1 {
		t.Errorf("while a holds u1: %d claims held, %d requests; want a's claim alone and u2 asked", n, f.count())
	}
	if _, ok := (sharedView{s, "b"}).Get(keyOf(j, u2)); !ok {
		t.Error("u2's verdict was not stored while waiting for u1")
	}
	release() // a failed: nothing stored
	out := <-done
	for i, o := range out {
		if o.Err != nil || o.Assessment.Origin != judge.FromLive {
			t.Errorf("unit %d: %+v", i, o)
		}
	}
	if f.count() != 2 {
		t.Errorf("requests = %d, want 2 (u2 at once, u1 once a gave it up)", f.count())
	}
	if n := s.held(); n != 0 {
		t.Errorf("%d claims left held", n)
	}
	if _, ok := (sharedView{s, "b"}).Get(keyOf(j, u1)); !ok {
		t.Error("the taken-over verdict was not stored")
	}
}

// TestClaimTwoProcessesOneBatch: two judges sharing the store grade the
// same batch at the same time; the endpoint is asked once.
func TestClaimTwoProcessesOneBatch(t *testing.T) {
	u1, u2 := bremenUnit(), secondUnit()
	f := newFake(t, append(untrustedOf(u1), u2.Proposition))
	f.fallback = slowAnswer(100*time.Millisecond, keyed(verdict(true, false, false, goodQuote), verdict(true, false, false, goodQuote)))
	s := newSharedStore()
	var wg sync.WaitGroup
	origins := make([][]judge.Origin, 2)
	for p := range 2 {
		j := sharedJudge(t, f.URL(), s, string(rune('a'+p)), nil)
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, o := range j.AssessBatch(context.Background(), []judge.Unit{u1, u2}) {
				if o.Err != nil {
					t.Error(o.Err)
				}
				origins[p] = append(origins[p], o.Assessment.Origin)
			}
		}()
	}
	wg.Wait()
	if f.count() != 1 {
		t.Errorf("requests = %d, want 1; origins %v", f.count(), origins)
	}
}

// TestClaimNotTakenOffline: replay and dry runs never ask, so they
// never claim (a claim would make live processes wait for nothing).
func TestClaimNotTakenOffline(t *testing.T) {
	u := bremenUnit()
	f := newFake(t, untrustedOf(u))
	for _, mod := range []func(*Config){
		func(c *Config) { c.DryRun = true },
		func(c *Config) { c.Kind = KindReplay },
	} {
		s := newSharedStore()
		j := sharedJudge(t, f.URL(), s, "b", mod)
		j.Assess(context.Background(), u)
		if s.claims != 0 || f.count() != 0 {
			t.Errorf("mode %q: %d claims, %d requests", j.mode, s.claims, f.count())
		}
	}
}

// TestClaimWaitEndsWithTheContext: a waiter whose run is cancelled
// stops waiting with an error, and nothing is stored.
func TestClaimWaitEndsWithTheContext(t *testing.T) {
	u := bremenUnit()
	f := newFake(t, untrustedOf(u))
	s := newSharedStore()
	j := sharedJudge(t, f.URL(), s, "b", nil)
	sharedView{s, "a"}.Claim([]string{keyOf(j, u)})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	if _, err := j.Assess(ctx, u); errKind(err) != judge.KindUnreachable {
		t.Errorf("err = %v, want unreachable (cancelled)", err)
	}
	if len(s.verdicts) != 0 || f.count() != 0 {
		t.Errorf("%d verdicts stored, %d requests", len(s.verdicts), f.count())
	}
}
