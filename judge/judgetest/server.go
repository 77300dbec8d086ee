package judgetest

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// Endpoint is the scripted OpenAI-compatible server. It checks what it
// is sent (two messages, the nonce first in the user message, every
// block terminated, "temperature" 0 when sent at all) and fails the test
// on a request it cannot read.
type Endpoint struct {
	t      testing.TB
	server *httptest.Server
	oracle Oracle

	mu    sync.Mutex
	fault *Fault
	mix   bool    // each faulted reply draws its fault from Faults
	rate  float64 // share of applicable replies faulted; 1 = always
	rng   *rand.Rand
	stats Stats
	reqs  []*Request
}

// Stats is what the endpoint served.
type Stats struct {
	Requests         int
	Faulted          int
	Rejected         int // HTTP 4xx answered
	PromptTokens     int
	CompletionTokens int
}

// New starts an endpoint answering through oracle, closed when the test
// ends.
func New(t testing.TB, oracle Oracle) *Endpoint {
	e := &Endpoint{t: t, oracle: oracle, rate: 1, rng: rand.New(rand.NewSource(1))}
	e.server = httptest.NewServer(http.HandlerFunc(e.serve))
	t.Cleanup(e.server.Close)
	return e
}

// URL is the base URL to give the judge.
func (e *Endpoint) URL() string { return e.server.URL + "/v1" }

// SetFault makes the endpoint misbehave with f on the given share of
// the replies it applies to (1: always), drawn from a fixed seed so runs
// repeat. nil restores correct answers.
func (e *Endpoint) SetFault(f *Fault, rate float64, seed int64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.fault, e.mix, e.rate, e.rng = f, false, rate, rand.New(rand.NewSource(seed))
}

// SetMix makes the given share of replies misbehave, each with a fault
// drawn at random from Faults (one that applies to the request).
func (e *Endpoint) SetMix(rate float64, seed int64) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.fault, e.mix, e.rate, e.rng = nil, true, rate, rand.New(rand.NewSource(seed))
}

// Stats returns what was served so far; Reset clears it.
func (e *Endpoint) Stats() Stats {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.stats
}

// Requests returns the requests read so far.
func (e *Endpoint) Requests() []*Request {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]*Request(nil), e.reqs...)
}

// Reset forgets the requests and stats.
func (e *Endpoint) Reset() {
	e.mu.Lock()
	e.stats, e.reqs = Stats{}, nil
	e.mu.Unlock()
}

func (e *Endpoint) serve(w http.ResponseWriter, hr *http.Request) {
	if hr.Method != http.MethodPost || !strings.HasSuffix(hr.URL.Path, "/chat/completions") {
		e.t.Errorf("judgetest: unexpected request %s %s", hr.Method, hr.URL.Path)
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	body, _ := io.ReadAll(hr.Body)
	r, err := ParseRequest(body)
	if err != nil {
		e.t.Errorf("judgetest: %v", err)
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	if r.Temperature && r.TemperatureVal != "0" {
		e.t.Errorf("judgetest: temperature %s, want 0 when sent", r.TemperatureVal)
	}
	rp := e.oracle(r)
	e.mu.Lock()
	e.reqs = append(e.reqs, r)
	e.stats.Requests++
	prompt := vault.CountTokens(r.System) + vault.CountTokens(r.User) + 8
	a := Answer{Content: rp.JSON(), Finish: "stop"}
	switch {
	case e.mix:
		if e.rng.Float64() < e.rate {
			f := Faults[e.rng.Intn(len(Faults))]
			if fa, ok := f.Apply(r, e.oracle(r)); ok {
				a = fa
				e.stats.Faulted++
			}
		}
	case e.fault != nil:
		if fa, ok := e.fault.Apply(r, rp); ok && e.rng.Float64() < e.rate {
			a = fa
			e.stats.Faulted++
		}
	}
	if _, forced := r.Raw["tool_choice"]; forced && a.Status == 0 && a.Refusal == "" {
		a.ToolCall = true // a server that honours tools answers a forced tool call as one
	}
	completion := vault.CountTokens(a.Content + a.Refusal)
	if a.Status != 0 {
		e.stats.Rejected++ // a rejected request is not billed
	} else {
		e.stats.PromptTokens += prompt
		e.stats.CompletionTokens += completion
	}
	e.mu.Unlock()
	writeAnswer(w, a, prompt, completion)
}

// writeAnswer writes a chat completion (or an error) as OpenAI does.
func writeAnswer(w http.ResponseWriter, a Answer, prompt, completion int) {
	w.Header().Set("Content-Type", "application/json")
	if a.Status != 0 {
		w.WriteHeader(a.Status)
		io.WriteString(w, a.Body)
		return
	}
	msg := map[string]any{"role": "assistant", "content": a.Content}
	switch {
	case a.Refusal != "":
		msg["content"], msg["refusal"] = nil, a.Refusal
	case a.ToolCall:
		msg["content"] = nil
		msg["tool_calls"] = []map[string]any{{"id": "call_1", "type": "function",
			"function": map[string]any{"name": "citecheck_verdicts", "arguments": a.Content}}}
	}
	b, _ := json.Marshal(map[string]any{
		"id": "chatcmpl-judgetest", "object": "chat.completion", "model": "judgetest",
		"choices": []map[string]any{{"index": 0, "finish_reason": a.Finish, "message": msg}},
		"usage":   map[string]int{"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion},
	})
	fmt.Fprint(w, string(b))
}
