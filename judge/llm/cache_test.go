package llm

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/cache"
)

func TestCacheSecondRunMakesNoCalls(t *testing.T) {
	u := bremenUnit()
	dir := t.TempDir()
	f := newFake(t, untrustedOf(u), answer(keyed(verdict(true, false, false, goodQuote))))
	withCache := func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir) }
	j1, _ := testJudge(t, f.URL(), withCache)
	a1, err := judge.Memo(j1).Assess(context.Background(), u)
	if err != nil || a1.Origin != judge.FromLive {
		t.Fatalf("first run: %+v %v", a1, err)
	}
	// A fresh judge over the same folder: the script is used up, so any
	// request fails the test.
	j2, _ := testJudge(t, f.URL(), withCache)
	m := judge.Memo(j2)
	a2, err := m.Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if a2.Origin != judge.FromCache || a2.Supports != a1.Supports || a2.Evidence != a1.Evidence {
		t.Errorf("second run: %+v", a2)
	}
	if f.count() != 1 {
		t.Errorf("requests = %d, want 1", f.count())
	}
	st := m.(judge.StatsReporter).Stats()
	if st.Calls != 0 || st.CacheHits != 1 || st.PromptVersion != PromptVersion {
		t.Errorf("second-run stats = %+v", st)
	}
	if st := j1.Stats(); st.Calls != 1 || st.PromptTokens != 100 || st.CompletionTokens != 20 {
		t.Errorf("first-run stats = %+v", st)
	}
}

func TestCacheNeverStoresErrors(t *testing.T) {
	u := bremenUnit()
	dir := t.TempDir()
	f := newFake(t, untrustedOf(u), status(500, ""), answer(keyed(verdict(true, false, false, goodQuote))))
	withCache := func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir); c.SetRetries(0) }
	j, _ := testJudge(t, f.URL(), withCache)
	if _, err := j.Assess(context.Background(), u); errKind(err) != judge.KindUnreachable {
		t.Fatalf("err = %v, want unreachable", err)
	}
	if n, _ := j.cache.(*cache.Folder).Entries(); n != 0 {
		t.Fatalf("cache holds %d entries after an error", n)
	}
	a, err := j.Assess(context.Background(), u)
	if err != nil || a.Origin != judge.FromLive || f.count() != 2 {
		t.Errorf("after error: %+v %v, requests %d", a, err, f.count())
	}
}

func TestCacheKeyDependsOnInputs(t *testing.T) {
	u := bremenUnit()
	id := judge.Identity{Kind: judge.KindOpenAI, Model: "m", Endpoint: judge.NormaliseEndpoint("http://127.0.0.1:8000/v1"), PromptVersion: PromptVersion, Votes: 3}
	base := judge.VerdictKey(id, 1, &u)
	v := u
	v.Excerpt += " More."
	w := u
	w.After = ""
	other := id
	other.Endpoint = judge.NormaliseEndpoint("http://127.0.0.1:9000/v1")
	model := id
	model.Model = "m2"
	effort := id
	effort.ReasoningEffort = "high"
	prompts := id
	prompts.PromptVersion = "000000000000"
	for name, k := range map[string]string{
		"model": judge.VerdictKey(model, 1, &u), "seed": judge.VerdictKey(id, 2, &u), "endpoint": judge.VerdictKey(other, 1, &u),
		"reasoning effort": judge.VerdictKey(effort, 1, &u), "prompt version": judge.VerdictKey(prompts, 1, &u),
		"excerpt": judge.VerdictKey(id, 1, &v), "context": judge.VerdictKey(id, 1, &w),
	} {
		if k == base {
			t.Errorf("key ignores %s", name)
		}
	}
	if judge.VerdictKey(id, 1, &u) != base {
		t.Errorf("key not deterministic")
	}
	votes := id
	votes.Votes = 1
	if judge.VerdictKey(votes, 1, &u) != base {
		t.Errorf("key depends on the number of votes: each vote's verdict is stored under its own seed")
	}
	if judge.NormaliseEndpoint("HTTP://User:pw@127.0.0.1:8000/v1/") != id.Endpoint {
		t.Errorf("credentials, case or a trailing slash change the endpoint")
	}
}

func TestVotesMajorityWithDistinctSeeds(t *testing.T) {
	u := bremenUnit()
	yes := answer(keyed(verdict(true, false, false, goodQuote)))
	no := answer(keyed(verdict(false, false, true, "unless enforcement is shown")))
	f := newFake(t, untrustedOf(u), yes, no, yes)
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.Votes = 3; c.Seed = 10 })
	a, err := j.Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	if !a.Supports || a.Overclaims || a.Votes != 2 || a.VotesTotal != 3 {
		t.Errorf("majority = %+v", a)
	}
	for i, s := range f.requests {
		if s.Seed != 10+i {
			t.Errorf("vote %d seed %d, want %d", i, s.Seed, 10+i)
		}
	}
}

func TestMajorityTiesFail(t *testing.T) {
	yes := judge.Assessment{UnitID: "u", Supports: true, Pass: true, Unflagged: nil, Origin: judge.FromLive}
	no := judge.Assessment{UnitID: "u", Adverse: true, Overclaims: true, Unflagged: []string{"P1"}, Origin: judge.FromLive}
	got := majority([]judge.Assessment{yes, no})
	if got.Supports || got.Pass || !got.Adverse || !got.Overclaims || len(got.Unflagged) != 1 {
		t.Errorf("tie = %+v, want the failing side", got)
	}
}

func TestMemoSharesOneCall(t *testing.T) {
	u := bremenUnit()
	f := newFake(t, untrustedOf(u), answer(keyed(verdict(true, false, false, goodQuote))))
	j, _ := testJudge(t, f.URL(), nil)
	m := judge.Memo(j)
	for i := 0; i < 3; i++ { // support, adverse, calibration
		if _, err := m.Assess(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
	if f.count() != 1 {
		t.Errorf("requests = %d, want 1", f.count())
	}
	if m.Model() != "test-model via "+f.URL() {
		t.Errorf("model = %q", m.Model())
	}
}

// TestCacheRefusalsAndUnverified: a refusal is an error and is never
// cached (the next run asks again); a verdict whose evidence did not
// verify is cached flagged, replayed as failing, and asked again under
// --rejudge-unverified.
func TestCacheRefusalsAndUnverified(t *testing.T) {
	u := bremenUnit()
	dir := t.TempDir()
	withCache := func(c *Config) { c.NoCache = false; c.Cache = folderCache(t, dir) }
	bad := answer(keyed(verdict(true, false, false, "words the passage does not hold")))
	good := answer(keyed(verdict(true, false, false, goodQuote)))
	f := newFake(t, untrustedOf(u), refusal("no"), refusal("no"), bad, bad, good)
	j, _ := testJudge(t, f.URL(), withCache)
	if _, err := j.Assess(context.Background(), u); errKind(err) != judge.KindRefused {
		t.Fatalf("err = %v, want refused", err)
	}
	if n, _ := j.cache.(*cache.Folder).Entries(); n != 0 {
		t.Fatalf("a refusal was cached (%d entries)", n)
	}
	a, err := j.Assess(context.Background(), u) // asked again: quote missing twice
	if err != nil || a.Unverified == "" || a.Supports || f.count() != 4 {
		t.Fatalf("after the refusal: %+v %v, requests %d", a, err, f.count())
	}
	j2, _ := testJudge(t, f.URL(), withCache)
	a, err = j2.Assess(context.Background(), u) // replayed, still failing
	if err != nil || a.Origin != judge.FromCache || a.Unverified == "" || a.Supports || f.count() != 4 {
		t.Fatalf("cached unverified verdict: %+v %v, requests %d", a, err, f.count())
	}
	j3, _ := testJudge(t, f.URL(), func(c *Config) { withCache(c); c.RejudgeUnverified = true })
	a, err = j3.Assess(context.Background(), u)
	if err != nil || a.Origin != judge.FromLive || a.Unverified != "" || !a.Supports || f.count() != 5 {
		t.Fatalf("--rejudge-unverified: %+v %v, requests %d", a, err, f.count())
	}
	j4, _ := testJudge(t, f.URL(), withCache)
	if a, _ := j4.Assess(context.Background(), u); a.Origin != judge.FromCache || !a.Supports {
		t.Errorf("the re-judged verdict did not replace the flagged one: %+v", a)
	}
}

// folderCache is the folder cache in dir, as the wiring gives it to the
// judge.
func folderCache(t testing.TB, dir string) judge.VerdictCache {
	t.Helper()
	c, err := cache.Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
