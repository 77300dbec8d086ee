package service

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/citecheck/citecheck/checks/report"
)

// latencyBuckets are the histogram's upper bounds in seconds: grading is
// milliseconds without a judge and seconds with a remote one.
var latencyBuckets = []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60}

// Metrics are the service's Prometheus metrics, written by hand in the
// text exposition format (no client library): request counts by path and
// status code, a request latency histogram by path, the requests in
// flight, and grades by outcome and by criterion verdict. Label values
// come from a fixed set (known paths, case criteria), so cardinality is
// bounded whatever clients send.
type Metrics struct {
	mu       sync.Mutex
	requests map[[2]string]uint64 // {path, code}
	hist     map[string]*histogram
	inFlight int64
	grades   map[string]uint64    // all_pass | fail | infra
	criteria map[[3]string]uint64 // {case, criterion, verdict}
	// cancelled counts grades stopped before they finished, by reason
	// (timeout, client_gone); running is the grades whose goroutine has
	// not returned yet, cancelled ones included, so a grade that ignores
	// its cancellation shows here.
	cancelled map[string]uint64
	running   int64
}

type histogram struct {
	counts []uint64 // per bucket, not cumulative
	sum    float64
	n      uint64
}

// NewMetrics starts empty metrics.
func NewMetrics() *Metrics {
	return &Metrics{requests: map[[2]string]uint64{}, hist: map[string]*histogram{},
		grades: map[string]uint64{}, criteria: map[[3]string]uint64{}, cancelled: map[string]uint64{}}
}

// begin counts a request in flight; the returned func ends it.
func (m *Metrics) begin() func(path string, code int, d time.Duration) {
	m.mu.Lock()
	m.inFlight++
	m.mu.Unlock()
	return func(path string, code int, d time.Duration) {
		m.mu.Lock()
		defer m.mu.Unlock()
		m.inFlight--
		m.requests[[2]string{path, strconv.Itoa(code)}]++
		h := m.hist[path]
		if h == nil {
			h = &histogram{counts: make([]uint64, len(latencyBuckets)+1)}
			m.hist[path] = h
		}
		sec := d.Seconds()
		i := sort.SearchFloat64s(latencyBuckets, sec) // first bound >= sec
		h.counts[i]++
		h.sum += sec
		h.n++
	}
}

// gradeStarted and gradeStopped bracket one grade's goroutine.
func (m *Metrics) gradeStarted() { m.mu.Lock(); m.running++; m.mu.Unlock() }
func (m *Metrics) gradeStopped() { m.mu.Lock(); m.running--; m.mu.Unlock() }

// gradeCancelled counts a grade stopped for reason (timeout, client_gone).
func (m *Metrics) gradeCancelled(reason string) {
	m.mu.Lock()
	m.cancelled[reason]++
	m.mu.Unlock()
}

// graded counts one grade's outcome and verdicts.
func (m *Metrics) graded(s *report.Scores) {
	m.mu.Lock()
	defer m.mu.Unlock()
	switch {
	case s.Infra():
		m.grades["infra"]++
	case s.AllPass:
		m.grades["all_pass"]++
	default:
		m.grades["fail"]++
	}
	for _, cr := range s.CriteriaResults {
		m.criteria[[3]string{s.Task, cr.ID, string(cr.Verdict)}]++
	}
}

// WriteTo writes the metrics in Prometheus text format, in a fixed order.
func (m *Metrics) WriteTo(w io.Writer) (int64, error) {
	m.mu.Lock()
	var b strings.Builder
	b.WriteString("# HELP citecheck_http_requests_total HTTP requests by path and status code.\n# TYPE citecheck_http_requests_total counter\n")
	for _, k := range sortedKeys(m.requests, func(k [2]string) string { return k[0] + "\x00" + k[1] }) {
		fmt.Fprintf(&b, "citecheck_http_requests_total{path=\"%s\",code=\"%s\"} %d\n", lv(k[0]), lv(k[1]), m.requests[k])
	}
	b.WriteString("# HELP citecheck_http_request_duration_seconds HTTP request latency by path.\n# TYPE citecheck_http_request_duration_seconds histogram\n")
	for _, p := range sortedKeys(m.hist, func(k string) string { return k }) {
		h := m.hist[p]
		var cum uint64
		for i, ub := range latencyBuckets {
			cum += h.counts[i]
			fmt.Fprintf(&b, "citecheck_http_request_duration_seconds_bucket{path=\"%s\",le=\"%s\"} %d\n", lv(p), strconv.FormatFloat(ub, 'g', -1, 64), cum)
		}
		fmt.Fprintf(&b, "citecheck_http_request_duration_seconds_bucket{path=\"%s\",le=\"+Inf\"} %d\n", lv(p), h.n)
		fmt.Fprintf(&b, "citecheck_http_request_duration_seconds_sum{path=\"%s\"} %s\n", lv(p), strconv.FormatFloat(h.sum, 'g', -1, 64))
		fmt.Fprintf(&b, "citecheck_http_request_duration_seconds_count{path=\"%s\"} %d\n", lv(p), h.n)
	}
	fmt.Fprintf(&b, "# HELP citecheck_http_requests_in_flight HTTP requests being served.\n# TYPE citecheck_http_requests_in_flight gauge\ncitecheck_http_requests_in_flight %d\n", m.inFlight)
	b.WriteString("# HELP citecheck_grades_total Graded responses by outcome (all_pass, fail, infra).\n# TYPE citecheck_grades_total counter\n")
	for _, k := range []string{"all_pass", "fail", "infra"} {
		fmt.Fprintf(&b, "citecheck_grades_total{result=\"%s\"} %d\n", k, m.grades[k])
	}
	b.WriteString("# HELP citecheck_grades_cancelled_total Grades cancelled before they finished, by reason (timeout: --timeout passed; client_gone: the client disconnected).\n# TYPE citecheck_grades_cancelled_total counter\n")
	for _, k := range []string{"client_gone", "timeout"} {
		fmt.Fprintf(&b, "citecheck_grades_cancelled_total{reason=\"%s\"} %d\n", k, m.cancelled[k])
	}
	fmt.Fprintf(&b, "# HELP citecheck_grades_running Grades still running, cancelled ones included until they stop.\n# TYPE citecheck_grades_running gauge\ncitecheck_grades_running %d\n", m.running)
	b.WriteString("# HELP citecheck_criteria_total Criterion verdicts by case, criterion and verdict.\n# TYPE citecheck_criteria_total counter\n")
	for _, k := range sortedKeys(m.criteria, func(k [3]string) string { return k[0] + "\x00" + k[1] + "\x00" + k[2] }) {
		fmt.Fprintf(&b, "citecheck_criteria_total{case=\"%s\",criterion=\"%s\",verdict=\"%s\"} %d\n", lv(k[0]), lv(k[1]), lv(k[2]), m.criteria[k])
	}
	m.mu.Unlock()
	n, err := io.WriteString(w, b.String())
	return int64(n), err
}

// sortedKeys returns a map's keys ordered by key(k).
func sortedKeys[K comparable, V any](m map[K]V, key func(K) string) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return key(out[i]) < key(out[j]) })
	return out
}

// lv escapes a label value as the text format wants: backslash, double
// quote and line feed.
func lv(s string) string {
	return strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`).Replace(s)
}
