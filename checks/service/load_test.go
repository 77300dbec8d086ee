package service

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"sync"
	"testing"
	"time"
)

// Load test shape (BENCHMARKS.md "Service"): 50 concurrent clients, 20
// requests each, on 127.0.0.1, bounded by loadDeadline overall.
const (
	loadClients  = 50
	loadRequests = 20
	loadDeadline = 2 * time.Minute
)

// TestLoad50Clients has 50 clients post fixture responses, each with its
// own run_id, over loopback to a real grader (the fixture Vault and the
// case's deterministic criteria: the judge's cost is the judge's
// benchmark, not the service's), and checks that every request is answered 200 with its own
// run_id. It logs throughput and latency percentiles; it asserts none of
// them (timing is the benchmark's business, not a unit test's).
func TestLoad50Clients(t *testing.T) {
	if testing.Short() {
		t.Skip("load test: skipped with -short")
	}
	g := deterministicGrader(t)
	_, ts := newTest(t, Config{Graders: []Grader{g}, Concurrency: runtime.GOMAXPROCS(0), QueueWait: loadDeadline, Timeout: loadDeadline})
	bodies := fixtureBodies(t)
	client := &http.Client{Timeout: loadDeadline, Transport: &http.Transport{MaxIdleConnsPerHost: loadClients}}
	ctx, cancel := context.WithTimeout(context.Background(), loadDeadline)
	defer cancel()

	lat := make([]time.Duration, loadClients*loadRequests)
	var wg sync.WaitGroup
	errs := make(chan error, loadClients)
	cpu0 := cpuTime()
	start := time.Now()
	for c := range loadClients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range loadRequests {
				runID := fmt.Sprintf("load/c%02d/r%02d", c, i)
				d, err := postOne(ctx, client, ts.URL, bodies[(c+i)%len(bodies)], runID)
				if err != nil {
					errs <- fmt.Errorf("%s: %w", runID, err)
					return
				}
				lat[c*loadRequests+i] = d
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	cpu := cpuTime() - cpu0
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if t.Failed() {
		return
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	n := len(lat)
	t.Logf("%d requests (%d clients x %d) in %s: %.0f req/s; latency p50 %s p99 %s max %s; CPU (server and clients) %.2f ms/request (GOMAXPROCS %d, concurrency %d)",
		n, loadClients, loadRequests, elapsed.Round(time.Millisecond), float64(n)/elapsed.Seconds(),
		lat[n/2].Round(time.Millisecond), lat[n*99/100].Round(time.Millisecond), lat[n-1].Round(time.Millisecond),
		float64(cpu.Microseconds())/1000/float64(n), runtime.GOMAXPROCS(0), runtime.GOMAXPROCS(0))
}

// fixtureBodies are the fixture responses as JSON objects.
func fixtureBodies(t testing.TB) []map[string]any {
	names, _ := filepath.Glob(filepath.Join(suite, "responses", "*.json"))
	sort.Strings(names)
	var out []map[string]any
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		out = append(out, m)
	}
	if len(out) == 0 {
		t.Fatal("no fixture responses")
	}
	return out
}

// postOne posts body with run_id set and checks the reply names it.
func postOne(ctx context.Context, c *http.Client, url string, body map[string]any, runID string) (time.Duration, error) {
	m := make(map[string]any, len(body))
	for k, v := range body {
		m[k] = v
	}
	m["run_id"] = runID
	data, _ := json.Marshal(m)
	req, err := http.NewRequestWithContext(ctx, "POST", url+PathGrade, bytesReader(data))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+testToken)
	t0 := time.Now()
	resp, err := c.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	var reply struct {
		RunID  string          `json:"run_id"`
		Report json.RawMessage `json:"report"`
	}
	err = json.NewDecoder(resp.Body).Decode(&reply)
	d := time.Since(t0)
	switch {
	case resp.StatusCode != 200:
		return d, fmt.Errorf("status %d", resp.StatusCode)
	case err != nil:
		return d, err
	case reply.RunID != runID:
		return d, fmt.Errorf("reply names run_id %q", reply.RunID)
	case len(reply.Report) == 0:
		return d, fmt.Errorf("reply has no report")
	}
	return d, nil
}
