package service

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"
)

func newTest(t *testing.T, cfg Config) (*Service, *httptest.Server) {
	t.Helper()
	if cfg.Graders == nil {
		cfg.Graders = []Grader{newFake("case-a")}
	}
	if cfg.Token == "" && !cfg.NoAuth {
		cfg.Token = testToken
	}
	s, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(s) // listens on 127.0.0.1
	t.Cleanup(ts.Close)
	return s, ts
}

func TestStatusCodes(t *testing.T) {
	two := []Grader{newFake("case-a"), newFake("case-b")}
	for _, tc := range []struct {
		name            string
		cfg             Config
		method, path    string
		tok, body       string
		code            int
		want            string // substring of the body
		header, hdrWant string
	}{
		{"graded", Config{}, "POST", PathGrade, testToken, `{"run_id": "r/1", "answer": "ok"}`, 200, `"run_id":"r/1"`, "", ""},
		{"report included", Config{}, "POST", PathGrade, testToken, `{"run_id": "r/1", "answer": "ok"}`, 200, `"report":{"run_id":"r/1"`, "", ""},
		{"case named", Config{Graders: two}, "POST", PathGrade, testToken, `{"case": "case-b", "run_id": "x", "answer": "ok"}`, 200, `"task":"case-b"`, "", ""},
		{"run id sanitised", Config{}, "POST", PathGrade, testToken, `{"run_id": "../../etc/passwd", "answer": "ok"}`, 200, `"run_id":"_/_/etc/passwd"`, "", ""},
		{"no token", Config{}, "POST", PathGrade, "", `{"answer": "ok"}`, 401, "bearer token", "WWW-Authenticate", `Bearer realm="citecheck"`},
		{"wrong token", Config{}, "POST", PathGrade, "s3cret-tokem", `{"answer": "ok"}`, 401, "bearer token", "", ""},
		{"token prefix", Config{}, "POST", PathGrade, "s3cret", `{"answer": "ok"}`, 401, "bearer token", "", ""},
		{"metrics need the token", Config{}, "GET", PathMetrics, "", "", 401, "bearer token", "", ""},
		{"no auth configured", Config{NoAuth: true}, "POST", PathGrade, "", `{"answer": "ok"}`, 200, `"all_pass":true`, "", ""},
		{"too large", Config{MaxBody: 64}, "POST", PathGrade, testToken, `{"answer": "` + strings.Repeat("x", 100) + `"}`, 413, "limit of 64 bytes", "", ""},
		{"malformed JSON", Config{}, "POST", PathGrade, testToken, "{\n\"answer\": ", 400, "request body:", "", ""},
		{"missing answer", Config{}, "POST", PathGrade, testToken, "{\n  \"run_id\": \"x\"\n}", 400, "request body:1: answer: required key missing", "", ""},
		{"answer not a string", Config{}, "POST", PathGrade, testToken, "{\n  \"answer\": 5\n}", 400, "request body:2: answer: want a string", "", ""},
		{"unknown case", Config{Graders: two}, "POST", PathGrade, testToken, `{"case": "nope", "answer": "ok"}`, 400, `unknown case \"nope\"; this service grades: case-a, case-b`, "", ""},
		{"case required", Config{Graders: two}, "POST", PathGrade, testToken, `{"answer": "ok"}`, 400, "case: required", "", ""},
		{"case not a string", Config{}, "POST", PathGrade, testToken, `{"case": 3, "answer": "ok"}`, 400, "case: want a string", "", ""},
		{"judge down", Config{}, "POST", PathGrade, testToken, `{"run_id": "j", "answer": "judge-down"}`, 503, `"incomplete":["C-002"]`, "Retry-After", "5"},
		{"index down", Config{}, "POST", PathGrade, testToken, `{"answer": "index-down"}`, 503, "opening the index: unreadable", "", ""},
		{"timeout", Config{Timeout: time.Millisecond}, "POST", PathGrade, testToken, `{"answer": "slow"}`, 504, "did not finish within 1ms", "", ""},
		{"GET on grade", Config{}, "GET", PathGrade, testToken, "", 405, "use POST", "Allow", "POST"},
		{"POST on healthz", Config{}, "POST", PathHealth, "", "", 405, "not allowed", "Allow", "GET, HEAD"},
		{"healthz open", Config{}, "GET", PathHealth, "", "", 200, `"cases":["case-a"]`, "", ""},
		{"unknown path", Config{}, "GET", "/v2/grade", testToken, "", 404, "no such endpoint", "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, ts := newTest(t, tc.cfg)
			code, hdr, body := do(t, ts.Client(), tc.method, ts.URL+tc.path, tc.tok, tc.body)
			if code != tc.code || !strings.Contains(body, tc.want) {
				t.Fatalf("%s %s: %d %s\nwant %d with %q", tc.method, tc.path, code, body, tc.code, tc.want)
			}
			if tc.header != "" && hdr.Get(tc.header) != tc.hdrWant {
				t.Fatalf("header %s = %q, want %q", tc.header, hdr.Get(tc.header), tc.hdrWant)
			}
			if code != 200 && tc.path != PathHealth {
				var e struct {
					Error  string `json:"error"`
					Status int    `json:"status"`
				}
				if json.Unmarshal([]byte(body), &e) != nil || e.Error == "" {
					t.Fatalf("error body is not {\"error\": ...}: %s", body)
				}
			}
		})
	}
}

func TestTooLargeWithoutContentLength(t *testing.T) {
	_, ts := newTest(t, Config{MaxBody: 32})
	req, _ := http.NewRequest("POST", ts.URL+PathGrade, &chunkedReader{s: `{"answer": "` + strings.Repeat("y", 200) + `"}`})
	req.Header.Set("Authorization", "Bearer "+testToken)
	req.ContentLength = -1 // chunked: the limit must hold while reading
	resp, err := ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 413 {
		t.Fatalf("status %d, want 413", resp.StatusCode)
	}
}

// chunkedReader hides its length so the client sends it chunked.
type chunkedReader struct{ s string }

func (c *chunkedReader) Read(p []byte) (int, error) {
	if c.s == "" {
		return 0, io.EOF
	}
	n := copy(p, c.s)
	c.s = c.s[n:]
	return n, nil
}

func TestBusyWhenAllSlotsTaken(t *testing.T) {
	g := newFake("case-a")
	g.started, g.release = make(chan string, 4), make(chan struct{})
	_, ts := newTest(t, Config{Graders: []Grader{g}, Concurrency: 1, QueueWait: time.Millisecond})
	first := make(chan int, 1)
	go func() {
		code, _, _ := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, `{"run_id": "hold", "answer": "ok"}`)
		first <- code
	}()
	<-g.started // the only slot is held
	code, hdr, body := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, `{"run_id": "second", "answer": "ok"}`)
	if code != 503 || hdr.Get("Retry-After") != "1" || !strings.Contains(body, "busy") {
		t.Fatalf("second request: %d %s", code, body)
	}
	close(g.release)
	if c := <-first; c != 200 {
		t.Fatalf("held request: %d", c)
	}
}

func TestNewRefuses(t *testing.T) {
	for _, tc := range []struct {
		name string
		cfg  Config
		want string
	}{
		{"no token", Config{Graders: []Grader{newFake("a")}}, "no token"},
		{"no case", Config{Token: "t"}, "no case"},
		{"duplicate case ids", Config{Token: "t", Graders: []Grader{newFake("a"), newFake("a")}}, "share the id"},
		{"token with spaces", Config{Token: "t \n", Graders: []Grader{newFake("a")}}, "white space"},
	} {
		if _, err := New(tc.cfg); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: New error %v, want %q", tc.name, err, tc.want)
		}
	}
}

func TestIsLoopback(t *testing.T) {
	for addr, want := range map[string]bool{
		"127.0.0.1:8080": true, "127.1.2.3:1": true, "[::1]:8080": true, "localhost:80": true,
		":8080": false, "0.0.0.0:8080": false, "[::]:8080": false, "10.0.0.1:8080": false, "example.com:80": false, "nonsense": false,
	} {
		if got := IsLoopback(addr); got != want {
			t.Errorf("IsLoopback(%q) = %v, want %v", addr, got, want)
		}
	}
}

var metricLine = regexp.MustCompile(`^[a-z_]+(\{([a-z_]+="[^"\\]*",?)+\})? [0-9.e+-]+$`)

func TestMetrics(t *testing.T) {
	_, ts := newTest(t, Config{})
	c := ts.Client()
	for _, body := range []string{`{"run_id": "a", "answer": "ok"}`, `{"run_id": "b", "answer": "ok"}`, `{"run_id": "c", "answer": "judge-down"}`, `{}`} {
		do(t, c, "POST", ts.URL+PathGrade, testToken, body)
	}
	do(t, c, "POST", ts.URL+PathGrade, "", `{}`)
	do(t, c, "GET", ts.URL+"/nowhere/"+strings.Repeat("x", 10), testToken, "")
	code, hdr, text := do(t, c, "GET", ts.URL+PathMetrics, testToken, "")
	if code != 200 || !strings.HasPrefix(hdr.Get("Content-Type"), "text/plain; version=0.0.4") {
		t.Fatalf("metrics: %d %s", code, hdr.Get("Content-Type"))
	}
	for _, want := range []string{
		`citecheck_http_requests_total{path="/v1/grade",code="200"} 2`,
		`citecheck_http_requests_total{path="/v1/grade",code="503"} 1`,
		`citecheck_http_requests_total{path="/v1/grade",code="400"} 1`,
		`citecheck_http_requests_total{path="/v1/grade",code="401"} 1`,
		`citecheck_http_requests_total{path="other",code="404"} 1`,
		`citecheck_http_request_duration_seconds_count{path="/v1/grade"} 5`,
		`citecheck_http_request_duration_seconds_bucket{path="/v1/grade",le="+Inf"} 5`,
		`citecheck_http_requests_in_flight 1`, // this very request
		`citecheck_grades_total{result="all_pass"} 2`,
		`citecheck_grades_total{result="infra"} 1`,
		`citecheck_grades_total{result="fail"} 0`,
		`citecheck_criteria_total{case="case-a",criterion="C-002",verdict="fail"} 1`,
		`citecheck_criteria_total{case="case-a",criterion="C-002",verdict="pass"} 2`,
	} {
		if !strings.Contains(text, want+"\n") {
			t.Errorf("metrics lack %s", want)
		}
	}
	for _, line := range strings.Split(strings.TrimSpace(text), "\n") {
		if !strings.HasPrefix(line, "# ") && !metricLine.MatchString(line) {
			t.Errorf("not a Prometheus text line: %q", line)
		}
	}
}
