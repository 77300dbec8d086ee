package service

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// slowJudge answers like the heuristic judge but takes delay per unit and
// never looks at its context, as a judge reading text in memory does:
// only the grader's own checks of the context can stop a grade that uses
// it.
type slowJudge struct {
	inner judge.Judge
	delay time.Duration
}

func (s slowJudge) Model() string { return "slow-heuristic" }
func (s slowJudge) Assess(_ context.Context, u judge.Unit) (judge.Assessment, error) {
	time.Sleep(s.delay)
	return s.inner.Assess(context.Background(), u)
}

// slowGrader grades the fixture case with slowJudge.
func slowGrader(t *testing.T, delay time.Duration) *grade.Grader {
	t.Helper()
	c, ix := checkstest.Fixture(t)
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: slowJudge{heuristic.New(), delay},
		Clock: func() time.Time { return checkstest.Clock }})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// heavyBody is clean-bluebook with its answer replaced by n propositions,
// each citing a distinct page of Bremen: n judge units.
func heavyBody(t *testing.T, runID string, n int) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(suite, "responses", "clean-bluebook.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	if err := json.Unmarshal(data, &r); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	b.WriteString("Forum-selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n\n")
	for i := range n {
		fmt.Fprintf(&b, "- Point %d: such a forum-selection clause is enforced unless unreasonable. Bremen, 407 U.S. at %d.\n", i, 10+i%9)
	}
	r["answer"], r["run_id"] = b.String(), runID
	out, _ := json.Marshal(r)
	return out
}

func post(t *testing.T, ctx context.Context, url string, body []byte) (int, error) {
	req, _ := http.NewRequestWithContext(ctx, "POST", url+PathGrade, strings.NewReader(string(body)))
	req.Header.Set("Authorization", "Bearer "+testToken)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	resp.Body.Close()
	return resp.StatusCode, nil
}

// TestHeavyRequestsTimeOutAndLightOnesPass: two requests that would take
// many seconds and one light one, at once, with --timeout 2s: the heavy
// ones answer 504 within the timeout plus a small margin, the light one
// 200, and /metrics counts two cancelled grades, none still running once
// they stopped.
func TestHeavyRequestsTimeOutAndLightOnesPass(t *testing.T) {
	if testing.Short() {
		t.Skip("timing across real grades: skipped with -short")
	}
	const timeout = 2 * time.Second
	svc, ts := newTest(t, Config{Graders: []Grader{slowGrader(t, 50*time.Millisecond)}, Timeout: timeout})
	heavy := heavyBody(t, "heavy", 400) // 400 units x 50 ms: 20 s unless cut off
	light := heavyBody(t, "light", 1)
	var wg sync.WaitGroup
	type outcome struct {
		code int
		took time.Duration
		err  error
	}
	res := make([]outcome, 3)
	for i, body := range [][]byte{heavy, heavy, light} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			start := time.Now()
			code, err := post(t, context.Background(), ts.URL, body)
			res[i] = outcome{code, time.Since(start), err}
		}()
	}
	wg.Wait()
	for i, want := range []int{504, 504, 200} {
		if res[i].err != nil || res[i].code != want {
			t.Fatalf("request %d: %d (%v) after %s, want %d", i, res[i].code, res[i].err, res[i].took, want)
		}
	}
	for i := range 2 {
		if res[i].took > timeout+time.Second {
			t.Errorf("heavy request %d answered after %s, past the %s timeout and a second's margin", i, res[i].took, timeout)
		}
	}
	waitMetric(t, svc, "citecheck_grades_running 0", 3*time.Second)
	if m := metricsText(svc); !strings.Contains(m, `citecheck_grades_cancelled_total{reason="timeout"} 2`) {
		t.Errorf("metrics do not count two timed-out grades:\n%s", m)
	}
}

// TestGoneClientStopsItsGrade: a client that disconnects mid-grade stops
// the grade (it no longer runs shortly after) and is counted.
func TestGoneClientStopsItsGrade(t *testing.T) {
	svc, ts := newTest(t, Config{Graders: []Grader{slowGrader(t, 50*time.Millisecond)}, Timeout: time.Minute})
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if _, err := post(t, ctx, ts.URL, heavyBody(t, "gone", 400)); err == nil {
		t.Fatal("the request finished before the client went away")
	}
	waitMetric(t, svc, `citecheck_grades_cancelled_total{reason="client_gone"} 1`, 3*time.Second)
	waitMetric(t, svc, "citecheck_grades_running 0", 3*time.Second)
}

func metricsText(s *Service) string {
	var b strings.Builder
	s.Metrics().WriteTo(&b)
	return b.String()
}

// waitMetric waits until the metrics hold line, failing after d.
func waitMetric(t *testing.T, s *Service, line string, d time.Duration) {
	t.Helper()
	deadline := time.Now().Add(d)
	for !strings.Contains(metricsText(s), line) {
		if time.Now().After(deadline) {
			t.Fatalf("after %s the metrics still lack %q:\n%s", d, line, metricsText(s))
		}
		time.Sleep(20 * time.Millisecond)
	}
}
