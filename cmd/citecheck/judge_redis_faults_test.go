package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/judge/rediscache"
	"github.com/citecheck/citecheck/judge/rediscache/redistest"
	"github.com/citecheck/citecheck/vault"
)

// liveJudge are the flags of a live judge asking j.
func liveJudge(j *countingJudge) []string {
	return []string{"--judge", "openai", "--judge-url", j.URL(), "--judge-model", "fake-model", "--judge-retries", "1"}
}

// gradeOne grades sharedResponses[:n] in process with extra flags.
func gradeOne(t *testing.T, n int, extra ...string) (int, string, string) {
	t.Helper()
	args := append([]string{"grade"}, existing(t, sharedResponses[:n])...)
	args = append(args, "--case", catFixture+"/case.json", "--out", t.TempDir(), "-q")
	return judgeCLI(t, append(args, extra...)...)
}

// TestJudgeCacheFlagErrors: malformed Redis settings are bad usage (exit
// 2), caught before anything is graded or any connection made, and the
// message never repeats a password.
func TestJudgeCacheFlagErrors(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"prefix without Redis", []string{"--judge-cache", t.TempDir(), "--judge-cache-prefix", "team-a:"}, "redis:// or rediss:// --judge-cache only"},
		{"ttl without Redis", []string{"--judge-cache-ttl", "1h"}, "redis:// or rediss:// --judge-cache only"},
		{"with --no-judge-cache", []string{"--judge-cache", "redis://127.0.0.1:1/0", "--no-judge-cache"}, "mutually exclusive"},
		{"unknown query key", []string{"--judge-cache", "rediss://:hunter2@127.0.0.1:1/0?skip_verify=true"}, "unknown query key"},
		{"bad database", []string{"--judge-cache", "redis://:hunter2@127.0.0.1:1/x"}, "database"},
		{"prefix twice", []string{"--judge-cache", "redis://127.0.0.1:1/0?prefix=a:", "--judge-cache-prefix", "b:"}, "given twice"},
		{"ttl twice", []string{"--judge-cache", "redis://127.0.0.1:1/0?ttl=1h", "--judge-cache-ttl", "2h"}, "given twice"},
		{"bad prefix flag", []string{"--judge-cache", "redis://127.0.0.1:1/0", "--judge-cache-prefix", "a b"}, "key prefix"},
		{"bad ttl flag", []string{"--judge-cache", "redis://127.0.0.1:1/0", "--judge-cache-ttl", "-5m"}, "ttl"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errOut := gradeOne(t, 1, append([]string{"--judge", "heuristic"}, tt.args...)...)
			if code != exitInput || !strings.Contains(errOut, tt.want) {
				t.Errorf("exit %d, want 2 naming %q: %s", code, tt.want, errOut)
			}
			if strings.Contains(errOut, "hunter2") {
				t.Errorf("the password is in the message: %s", errOut)
			}
		})
	}
}

// TestGradeRedisOutageAtStart: a Redis that refuses connections, or
// accepts them and never answers, is a warning, not a failed grade:
// every verdict is asked from the judge and the run grades as with no
// cache.
func TestGradeRedisOutageAtStart(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := l.Addr().String()
	l.Close()
	silent, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { silent.Close() })
	go func() {
		for {
			c, err := silent.Accept()
			if err != nil {
				return
			}
			t.Cleanup(func() { c.Close() })
		}
	}()
	j := newCountingJudge(t, 0)
	code, _, _ := gradeOne(t, 2, append(liveJudge(j), "--no-judge-cache")...)
	if code > 1 {
		t.Fatalf("no-cache run: exit %d", code)
	}
	want, _, _, _ := j.counts()
	for name, addr := range map[string]string{"refused": refused, "timeout": silent.Addr().String()} {
		t.Run(name, func(t *testing.T) {
			j.reset()
			start := time.Now()
			c, _, errOut := gradeOne(t, 2, append(liveJudge(j), "--judge-cache", "redis://"+addr+"/0?timeout=300ms")...)
			if c != code {
				t.Errorf("exit %d, want %d as with no cache: %s", c, code, errOut)
			}
			if n := strings.Count(errOut, "warning: judge cache"); n != 1 || !strings.Contains(errOut, addr) || !strings.Contains(errOut, "goes on without it") {
				t.Errorf("%d warnings, want one naming %s: %s", n, addr, errOut)
			}
			if got, _, _, _ := j.counts(); got != want {
				t.Errorf("%d judge calls, want %d as with no cache", got, want)
			}
			if d := time.Since(start); d > 30*time.Second {
				t.Errorf("took %v", d)
			}
		})
	}
}

// TestGradeRedisOutageMidRun: Redis goes away while a run grades (the
// judge's first call cuts it): one warning, and every response is still
// graded, with the verdicts of a run that had the cache throughout.
func TestGradeRedisOutageMidRun(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	server, err := rediscache.Parse(redistest.URL(t), nil)
	if err != nil {
		t.Fatal(err)
	}
	p := redistest.NewProxy(t, server.Addr)
	viaProxy, _ := redisCacheVia(t, p.Addr(), "timeout=300ms")
	j := newCountingJudge(t, 0)
	j.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n == 1 {
			p.Cut()
		}
		return false
	})
	outA, outB := t.TempDir(), t.TempDir()
	args := append([]string{"grade"}, existing(t, sharedResponses)...)
	args = append(args, "--case", catFixture+"/case.json", "-q")
	code, _, errOut := judgeCLI(t, append(append(args, "--out", outA, "--judge-cache", viaProxy), liveJudge(j)...)...)
	if code > 1 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	if n := strings.Count(errOut, "warning: judge cache"); n != 1 {
		t.Errorf("%d warnings, want one: %s", n, errOut)
	}
	j.setHook(nil)
	if c, _, errOut := judgeCLI(t, append(append(args, "--out", outB, "--no-judge-cache"), liveJudge(j)...)...); c != code {
		t.Fatalf("no-cache run: exit %d, want %d: %s", c, code, errOut)
	}
	want, got := readVerdicts(t, outB), readVerdicts(t, outA)
	if len(got) != len(want) {
		t.Fatalf("%d verdicts, want %d", len(got), len(want))
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: %s with the outage, %s without a cache", k, got[k], v)
		}
	}
}

// TestGradeRedisPrefixTTLAndReplay: --judge-cache-prefix and
// --judge-cache-ttl put the verdicts under the prefix with the expiry; a
// second run is answered from Redis alone, and --judge replay finds the
// recording there with no endpoint given.
func TestGradeRedisPrefixTTLAndReplay(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	prefix := redistest.Prefix(t)
	cache := redistest.URL(t)
	flags := []string{"--judge-cache", cache, "--judge-cache-prefix", prefix, "--judge-cache-ttl", "2h"}
	j := newCountingJudge(t, 0)
	liveOut := t.TempDir()
	args := append([]string{"grade"}, existing(t, sharedResponses[:2])...)
	args = append(args, "--case", catFixture+"/case.json", "-q")
	code, _, errOut := judgeCLI(t, append(append(append(args, "--out", liveOut), flags...), liveJudge(j)...)...)
	if code > 1 {
		t.Fatalf("live run: exit %d: %s", code, errOut)
	}
	calls, _, _, _ := j.counts()
	rc := redistest.Client(t)
	verdicts := redistest.Keys(t, rc, prefix+"verdict:*")
	if calls == 0 || len(verdicts) == 0 {
		t.Fatalf("%d calls, %d verdicts stored under %s", calls, len(verdicts), prefix)
	}
	for _, k := range append(verdicts, prefix+"identities") {
		ttl := rc.PTTL(context.Background(), k).Val()
		if ttl <= time.Hour || ttl > 2*time.Hour {
			t.Errorf("%s: ttl %v, want about 2h", k, ttl)
		}
	}
	if n := len(redistest.Keys(t, rc, prefix+"lock:*")); n != 0 {
		t.Errorf("%d claims left after the run", n)
	}
	// A second live run: every verdict from Redis.
	code2, _, errOut := judgeCLI(t, append(append(append(args, "--out", t.TempDir()), flags...), liveJudge(j)...)...)
	if c, _, _, _ := j.counts(); code2 != code || c != calls {
		t.Errorf("second run: exit %d, %d calls (want %d): %s", code2, c, calls, errOut)
	}
	// Replay with no endpoint.
	replayOut := t.TempDir()
	code3, _, errOut := judgeCLI(t, append(append(args, "--out", replayOut, "--judge", "replay"), flags[:4]...)...)
	if c, _, _, _ := j.counts(); code3 != code || c != calls {
		t.Fatalf("replay: exit %d, %d calls: %s", code3, c, errOut)
	}
	compareVerdicts(t, liveOut, replayOut)
}

// TestSuiteReplaysFromRedis: `citecheck test` with no endpoint and a
// Redis --judge-cache holding a recording replays it, as it does a
// recording folder.
func TestSuiteReplaysFromRedis(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	w := newCatWorld(t)
	for _, name := range []string{"c006-pass-choice-of-forum", "clean-lenticular"} {
		for _, sub := range []string{"responses", "expected"} {
			data, err := os.ReadFile(filepath.Join(catFixture, sub, name+".json"))
			if err != nil {
				t.Fatal(err)
			}
			w.write(filepath.Join(sub, name+".json"), string(data))
		}
	}
	cache := redisCacheURL(t, "")
	j := newCountingJudge(t, 0)
	code, liveTable, errOut := judgeCLI(t, append([]string{"test", w.root, "--judge-cache", cache}, liveJudge(j)...)...)
	if code > 1 {
		t.Fatalf("live: exit %d: %s", code, errOut)
	}
	calls, _, _, _ := j.counts()
	code2, table, errOut := judgeCLI(t, "test", w.root, "--judge-cache", cache)
	// The same verdicts, now decided by the recording ("judge (cache)").
	rows := func(table string) string { // the verdict rows, spacing aside
		table = strings.SplitN(strings.ReplaceAll(table, "judge (live)", "judge (cache)"), "Judge verdicts", 2)[0]
		return strings.Join(strings.Fields(table), " ")
	}
	if c, _, _, _ := j.counts(); code2 != code || c != calls || !strings.Contains(table, "live 0, cache") || rows(table) != rows(liveTable) {
		t.Errorf("replay: exit %d (want %d), %d calls (want %d)\n%s\nlive:\n%s", code2, code, c, calls, table, liveTable)
	}
	if !strings.Contains(errOut, "replaying the verdicts recorded in redis://") {
		t.Errorf("no replay notice: %s", errOut)
	}
}

// TestGradeRedisHolderKilled: a grading process is killed (SIGKILL)
// while it holds the claim on the units it is asking for; another
// process grading the same response waits for the claim to lapse, takes
// the units over and grades everything, with no warning and no unit
// asked by it twice.
func TestGradeRedisHolderKilled(t *testing.T) {
	if testing.Short() {
		t.Skip("process test: skipped with -short")
	}
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("CITECHECK_JUDGE_MODEL", "")
	vaultCache := t.TempDir()
	cache, prefix := redisCacheVia(t, "", "lock_ttl=1s")
	response := existing(t, sharedResponses[2:3])
	j := newCountingJudge(t, 0)
	held := make(chan struct{})
	released := make(chan struct{})
	t.Cleanup(func() { close(released) })
	j.setHook(func(n int, w http.ResponseWriter, r *http.Request) bool {
		if n != 1 {
			return false
		}
		close(held) // the first process is asking: it holds the claims
		select {
		case <-released:
		case <-r.Context().Done():
		}
		return true
	})
	first := helperCmd(t, vaultCache, gradeArgs(t.TempDir(), j, cache, response, "--judge-timeout", "5m")...)
	if err := first.Start(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-held:
	case <-time.After(2 * time.Minute):
		first.Process.Kill()
		t.Fatal("the first process never asked the judge")
	}
	first.Process.Kill()
	first.Wait()
	j.setHook(nil)
	rc := redistest.Client(t)
	if n := len(redistest.Keys(t, rc, prefix+"lock:*")); n == 0 {
		t.Fatal("the killed process left no claim: the test would not test a takeover")
	}

	start := time.Now()
	codes, outs := runProcs(t, vaultCache, gradeArgs(t.TempDir(), j, cache, response))
	took := time.Since(start)
	if codes[0] > 1 || strings.Contains(outs[0], "warning") {
		t.Fatalf("second process: exit %d:\n%s", codes[0], outs[0])
	}
	requests, units, distinct, _ := j.counts()
	if took < 500*time.Millisecond {
		t.Errorf("the second process finished in %v: it did not wait for the killed one's claim to lapse", took)
	}

	// What one process alone asks for this response.
	j.reset()
	if code, _, errOut := judgeCLI(t, append(append([]string{"grade"}, response...), "--case", catFixture+"/case.json", "--out", t.TempDir(),
		"--judge", "openai", "--judge-url", j.URL(), "--judge-model", "fake-model", "--no-judge-cache", "-q")...); code > 1 {
		t.Fatalf("no-cache run: exit %d: %s", code, errOut)
	}
	alone, aloneUnits, _, _ := j.counts()
	if requests != alone+1 || distinct != aloneUnits {
		t.Errorf("%d requests for %d units (%d distinct) with the killed one's; alone %d requests for %d units", requests, units, distinct, alone, aloneUnits)
	}
	t.Logf("the second process took %v; %d requests, one of them the killed process's", took, requests)
}

// startServe runs `citecheck serve` in process on a free loopback port
// until the test ends and returns its base URL.
func startServe(t *testing.T, args ...string) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	var stderr lockedBuffer
	exited := make(chan int, 1)
	go func() {
		exited <- run(ctx, append([]string{"serve", "--addr", "127.0.0.1:0", "--insecure-no-auth", "--log-format", "none"}, args...),
			strings.NewReader(""), io.Discard, &stderr)
	}()
	t.Cleanup(func() {
		cancel()
		select {
		case <-exited:
		case <-time.After(time.Minute):
			t.Error("serve did not stop")
		}
	})
	for deadline := time.Now().Add(2 * time.Minute); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if m := servingLine.FindStringSubmatch(stderr.String()); m != nil {
			return m[1]
		}
		select {
		case code := <-exited:
			t.Fatalf("serve exited %d: %s", code, stderr.String())
		default:
		}
	}
	t.Fatalf("serve did not start: %s", stderr.String())
	return ""
}

// TestServeReplicasShareRedis: two `serve` replicas behind one Redis,
// each sent every response at the same time, ask the judge as often as
// one grading run alone, and answer alike.
func TestServeReplicasShareRedis(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("CITECHECK_JUDGE_MODEL", "")
	cache := redisCacheURL(t, "")
	responses := existing(t, sharedResponses[:3])
	j := newCountingJudge(t, 100*time.Millisecond)
	if code, _, errOut := judgeCLI(t, append(append([]string{"grade"}, responses...), "--case", catFixture+"/case.json", "--out", t.TempDir(),
		"--judge", "openai", "--judge-url", j.URL(), "--judge-model", "fake-model", "--no-judge-cache", "-q")...); code > 1 {
		t.Fatalf("grade alone: exit %d: %s", code, errOut)
	}
	alone, aloneUnits, _, _ := j.counts()
	j.reset()

	var bases []string
	for range 2 {
		bases = append(bases, startServe(t, "--case", fixtureCase, "--judge", "openai", "--judge-url", j.URL(), "--judge-model", "fake-model", "--judge-cache", cache))
	}
	client := &http.Client{Timeout: time.Minute}
	type reply struct {
		code int
		body string
	}
	replies := make([][]reply, len(bases))
	var wg sync.WaitGroup
	for b, base := range bases {
		replies[b] = make([]reply, len(responses))
		for i, path := range responses {
			body, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				resp, err := client.Post(base+"/v1/grade", "application/json", bytes.NewReader(body))
				if err != nil {
					t.Error(err)
					return
				}
				defer resp.Body.Close()
				data, _ := io.ReadAll(resp.Body)
				replies[b][i] = reply{resp.StatusCode, string(data)}
			}()
		}
	}
	wg.Wait()
	requests, units, distinct, _ := j.counts()
	if requests != alone || units != aloneUnits || distinct != aloneUnits {
		t.Errorf("two replicas: %d requests for %d units (%d distinct); one run alone: %d requests for %d units", requests, units, distinct, alone, aloneUnits)
	}
	for i := range responses {
		a, b := replies[0][i], replies[1][i]
		if a.code != 200 || b.code != 200 {
			t.Fatalf("%s: status %d and %d: %.300s %.300s", responses[i], a.code, b.code, a.body, b.body)
		}
		if verdictsOf(t, a.body) != verdictsOf(t, b.body) {
			t.Errorf("%s: the replicas disagree:\n%s\n%s", responses[i], verdictsOf(t, a.body), verdictsOf(t, b.body))
		}
	}
}

// verdictsOf is the criterion verdicts of a serve reply, in order.
func verdictsOf(t *testing.T, body string) string {
	t.Helper()
	var s report.Scores
	if err := json.Unmarshal([]byte(body), &s); err != nil {
		t.Fatalf("reply is not scores.json: %v: %.200s", err, body)
	}
	var b strings.Builder
	for _, r := range s.CriteriaResults {
		fmt.Fprintf(&b, "%s=%s ", r.ID, r.Verdict)
	}
	return b.String()
}
