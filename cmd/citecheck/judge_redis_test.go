package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/judge/rediscache"
	"github.com/citecheck/citecheck/judge/rediscache/redistest"
)

// The shared judge cache on Redis end to end: real `citecheck grade`
// processes (and `serve` replicas) against one Redis and one scripted
// judge endpoint on loopback.

// sharedResponses are fixture responses with judge-bound citations,
// claims and criteria, none sharing a unit with another (the test checks
// it). Responses that share units (most fixtures are variants of one
// answer) still have every unit asked once across processes, but their
// calls can group the units differently from one process's, so the
// number of calls is only comparable for disjoint responses.
var sharedResponses = []string{
	catFixture + "/responses/c001-name-citation-mismatch.json",
	catFixture + "/responses/c005-parallel-near-miss.json",
	catFixture + "/responses/c006-contract-governing-law-section.json",
	catFixture + "/responses/c006-pass-choice-of-forum.json",
	catFixture + "/responses/clean-adverse-and-remand.json",
	catFixture + "/responses/clean-lenticular.json",
}

// countingJudge is an OpenAI-compatible endpoint answering as the
// heuristic judge would, after a delay (so processes overlap), that
// counts requests, the units they carry and the most requests in flight
// at once. hook, when set, may take a request over.
type countingJudge struct {
	t     *testing.T
	srv   *httptest.Server
	delay time.Duration

	mu       sync.Mutex
	requests int
	units    map[string]int // unit (as sent) -> times asked
	inFlight int
	maxIn    int
	hook     func(n int, w http.ResponseWriter, r *http.Request) bool
}

func newCountingJudge(t *testing.T, delay time.Duration) *countingJudge {
	j := &countingJudge{t: t, delay: delay, units: map[string]int{}}
	j.srv = httptest.NewServer(http.HandlerFunc(j.serve))
	t.Cleanup(j.srv.Close)
	return j
}

func (j *countingJudge) URL() string { return j.srv.URL + "/v1" }

func (j *countingJudge) serve(w http.ResponseWriter, r *http.Request) {
	jr := readJudgeRequest(j.t, r)
	j.mu.Lock()
	j.requests++
	n, hook := j.requests, j.hook
	for _, u := range jr.Units {
		b, _ := json.Marshal(u)
		j.units[string(b)]++
	}
	j.inFlight++
	j.maxIn = max(j.maxIn, j.inFlight)
	j.mu.Unlock()
	defer func() { j.mu.Lock(); j.inFlight--; j.mu.Unlock() }()
	if hook != nil && hook(n, w, r) {
		return
	}
	time.Sleep(j.delay)
	judgeReply(w, judgetest.HeuristicOracle()(jr).JSON())
}

// counts is what the endpoint served: requests, units asked in all,
// distinct units, and the most requests in flight at once.
func (j *countingJudge) counts() (requests, units, distinct, maxIn int) {
	j.mu.Lock()
	defer j.mu.Unlock()
	for _, n := range j.units {
		units += n
	}
	return j.requests, units, len(j.units), j.maxIn
}

// setHook sets (nil: clears) the hook that may take requests over.
func (j *countingJudge) setHook(h func(n int, w http.ResponseWriter, r *http.Request) bool) {
	j.mu.Lock()
	j.hook = h
	j.mu.Unlock()
}

func (j *countingJudge) reset() {
	j.mu.Lock()
	j.requests, j.units, j.maxIn = 0, map[string]int{}, 0
	j.mu.Unlock()
}

// redisCacheURL is the test Redis with a prefix of this test's own.
func redisCacheURL(t *testing.T, query string) string {
	u, _ := redisCacheVia(t, "", query)
	return u
}

// redisCacheVia is a --judge-cache URL of the test Redis's database
// reached at addr (host:port; "" for the server itself), with a fresh
// prefix (returned too) and query settings added.
func redisCacheVia(t *testing.T, addr, query string) (string, string) {
	t.Helper()
	s, err := rediscache.Parse(redistest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	if addr == "" {
		addr = s.Addr
	}
	prefix := redistest.Prefix(t)
	u := fmt.Sprintf("redis://%s/%d?prefix=%s", addr, s.DB, prefix)
	if query != "" {
		u += "&" + query
	}
	return u, prefix
}

// gradeArgs are the arguments of a `citecheck grade` asking j through
// cache, one response and one call at a time (so calls in flight at once
// can only come from different processes).
func gradeArgs(out string, j *countingJudge, cache string, responses []string, extra ...string) []string {
	args := append([]string{"grade"}, responses...)
	args = append(args, "--case", catFixture+"/case.json", "--out", out, "--jobs", "1", "--judge-concurrency", "1",
		"--judge", "openai", "--judge-url", j.URL(), "--judge-model", "fake-model", "--judge-cache", cache, "--judge-retries", "1", "-q")
	return append(args, extra...)
}

// runProcs runs one citecheck subprocess per argument list, all at
// once, and returns their exit codes and combined output.
func runProcs(t *testing.T, vaultCache string, argLists ...[]string) ([]int, []string) {
	t.Helper()
	codes := make([]int, len(argLists))
	outs := make([]bytes.Buffer, len(argLists))
	var wg sync.WaitGroup
	for i, args := range argLists {
		cmd := helperCmd(t, vaultCache, args...)
		cmd.Stdout, cmd.Stderr = &outs[i], &outs[i]
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = procExit(cmd.Run())
		}()
	}
	wg.Wait()
	texts := make([]string, len(outs))
	for i := range outs {
		texts[i] = outs[i].String()
	}
	return codes, texts
}

// readVerdicts is every criterion verdict under the results folders,
// keyed by run ID and criterion, checking that processes that graded
// the same response agree.
func readVerdicts(t *testing.T, dirs ...string) map[string]string {
	t.Helper()
	out := map[string]string{}
	for _, dir := range dirs {
		filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.Name() != "scores.json" {
				return nil
			}
			var s report.Scores
			data, _ := os.ReadFile(p)
			if err := json.Unmarshal(data, &s); err != nil {
				t.Errorf("%s: %v", p, err)
			}
			for _, r := range s.CriteriaResults {
				k := s.RunID + " " + r.ID
				v := string(r.Verdict)
				if old, ok := out[k]; ok && old != v {
					t.Errorf("%s: %s in one process, %s in another", k, old, v)
				}
				out[k] = v
			}
			return nil
		})
	}
	return out
}

// cacheHits sums judge_usage.cache_hits over the scores under dir.
func cacheHits(t *testing.T, dir string) int {
	t.Helper()
	n := 0
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "scores.json" {
			var s report.Scores
			data, _ := os.ReadFile(p)
			json.Unmarshal(data, &s)
			if s.JudgeUsage != nil {
				n += s.JudgeUsage.CacheHits
			}
		}
		return nil
	})
	return n
}

// TestGradeRedisFourProcesses: four grading processes over overlapping
// responses (each response graded by one to three of them) against one
// Redis ask the judge exactly as often as one process grading every
// response once, for the same units, and reach the same verdicts.
func TestGradeRedisFourProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("process test: skipped with -short")
	}
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("CITECHECK_JUDGE_MODEL", "")
	responses := existing(t, sharedResponses)
	if len(responses) != len(sharedResponses) {
		t.Fatalf("fixture responses missing: %d of %d", len(responses), len(sharedResponses))
	}
	vaultCache := t.TempDir()
	j := newCountingJudge(t, 150*time.Millisecond)

	// One process, every response once. This also builds the Vault
	// index, so the four below race on the judge, not on indexing.
	baseOut := t.TempDir()
	codes, outs := runProcs(t, vaultCache, gradeArgs(baseOut, j, redisCacheURL(t, ""), responses))
	if codes[0] > 1 {
		t.Fatalf("single process exited %d:\n%s", codes[0], outs[0])
	}
	baseRequests, baseUnits, baseDistinct, _ := j.counts()
	if baseRequests == 0 || baseUnits != baseDistinct {
		t.Fatalf("single process: %d requests, %d units asked, %d distinct: the responses must not share units", baseRequests, baseUnits, baseDistinct)
	}
	want := readVerdicts(t, baseOut)
	if hits := cacheHits(t, baseOut); hits != 0 {
		t.Fatalf("single process: %d verdicts came from the cache: the responses share units", hits)
	}

	// Four processes, response windows i..i+2: the union is every
	// response, and four of the six are graded by two or three processes.
	j.reset()
	cache := redisCacheURL(t, "")
	var lists [][]string
	var dirs []string
	for p := range 4 {
		dirs = append(dirs, t.TempDir())
		lists = append(lists, gradeArgs(dirs[p], j, cache, responses[p:p+3]))
	}
	codes, outs = runProcs(t, vaultCache, lists...)
	for p := range codes {
		if codes[p] > 1 {
			t.Fatalf("process %d exited %d:\n%s", p, codes[p], outs[p])
		}
		if strings.Contains(outs[p], "warning") {
			t.Errorf("process %d warned: %s", p, outs[p])
		}
	}
	requests, units, distinct, maxIn := j.counts()
	if requests != baseRequests || units != baseUnits || distinct != baseDistinct {
		t.Errorf("four processes: %d requests for %d units (%d distinct); one process: %d requests for %d units", requests, units, distinct, baseRequests, baseUnits)
	}
	if maxIn < 2 {
		t.Errorf("at most %d request in flight: the processes never overlapped, so the test proved nothing", maxIn)
	}
	got := readVerdicts(t, dirs...)
	if len(got) != len(want) {
		t.Fatalf("%d verdicts from four processes, %d from one", len(got), len(want))
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %s from four processes, %s from one", k, got[k], v)
		}
	}
	t.Logf("%d requests for %d units; up to %d in flight at once", requests, units, maxIn)
}
