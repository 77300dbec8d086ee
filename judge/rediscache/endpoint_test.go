package rediscache

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/judgetest"
	"github.com/citecheck/citecheck/judge/llm"
	"github.com/citecheck/citecheck/judge/wiring"
)

// endpoint is a loopback OpenAI-compatible judge that answers every
// citation as supported, except for the requests a test's hook takes
// over (to hold them, or to fail them).
type endpoint struct {
	t   *testing.T
	srv *httptest.Server

	mu   sync.Mutex
	n    int
	hook func(n int, w http.ResponseWriter, r *http.Request) bool
}

func newEndpoint(t *testing.T) *endpoint {
	e := &endpoint{t: t}
	e.srv = httptest.NewServer(http.HandlerFunc(e.serve))
	t.Cleanup(e.srv.Close)
	return e
}

func (e *endpoint) URL() string { return e.srv.URL + "/v1" }

func (e *endpoint) requests() int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.n
}

func (e *endpoint) setHook(h func(n int, w http.ResponseWriter, r *http.Request) bool) {
	e.mu.Lock()
	e.hook = h
	e.mu.Unlock()
}

func (e *endpoint) serve(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	e.mu.Lock()
	e.n++
	n, hook := e.n, e.hook
	e.mu.Unlock()
	if hook != nil && hook(n, w, r) {
		return
	}
	jr, err := judgetest.ParseRequest(body)
	if err != nil {
		e.t.Errorf("judge request: %v", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	content, _ := json.Marshal(judgetest.FixedOracle(true, false, false)(jr).JSON())
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":%s}}],"usage":{"prompt_tokens":100,"completion_tokens":20,"total_tokens":120}}`, content)
}

// serverError answers HTTP 500.
func serverError(w http.ResponseWriter) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusInternalServerError)
	io.WriteString(w, `{"error":{"message":"scripted outage","type":"server_error"}}`)
}

// testUnit is a citation unit whose excerpt supports its proposition.
func testUnit(id string) judge.Unit {
	return judge.Unit{
		Kind:        judge.UnitCitation,
		ID:          id,
		Proposition: "Forum-selection clauses are prima facie valid and should be enforced.",
		Citation:    "Bremen, 407 U.S. at 10",
		Source:      "M/S Bremen v. Zapata Off-Shore Co. (VLT-0001)",
		Excerpt:     "We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances.",
	}
}

// openJudge is an OpenAI-compatible judge asking e through cache c
// (nil: no cache), with no retries so faults show at once.
func openJudge(t *testing.T, e *endpoint, c judge.VerdictCache) judge.Judge {
	t.Helper()
	cfg := llm.Config{Kind: judge.KindOpenAI, URL: e.URL(), Model: "test-model", Cache: c, NoCache: c == nil,
		Timeout: 5 * time.Second, Backoff: time.Millisecond}
	cfg.SetRetries(0)
	j, err := wiring.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return j
}

// assess answers u with j and fails the test on an error.
func assess(t *testing.T, j judge.Judge, u judge.Unit) judge.Assessment {
	t.Helper()
	a, err := j.Assess(context.Background(), u)
	if err != nil {
		t.Fatalf("assess %s: %v", u.ID, err)
	}
	return a
}
