package llm

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/judge"
)

func bremenUnit() judge.Unit {
	return judge.Unit{
		Kind:        judge.UnitCitation,
		ID:          "P1/C1",
		Proposition: `Forum-selection clauses are "prima facie valid" and should be enforced unless shown unreasonable.`,
		Citation:    "Bremen, 407 U.S. at 10",
		Source:      "M/S Bremen v. Zapata Off-Shore Co. (VLT-0001)",
		Excerpt:     "We hold that forum-selection clauses are prima facie valid and should be enforced unless enforcement is shown by the resisting party to be unreasonable under the circumstances.",
		Before:      "The Court of Appeals affirmed the denial of the motion to dismiss. The towage contract named the London Court of Justice.",
		After:       "Such a clause could be shown unreasonable where it was the product of fraud or overreaching.",
	}
}

func untrustedOf(u judge.Unit) []string {
	return []string{u.Proposition, u.Excerpt, u.Before, u.After, u.Citation}
}

// waits records the waits the doer asked for instead of sleeping.
type waits struct {
	mu sync.Mutex
	d  []time.Duration
}

func (w *waits) sleep(ctx context.Context, d time.Duration) error {
	w.mu.Lock()
	w.d = append(w.d, d)
	w.mu.Unlock()
	return ctx.Err()
}

func testJudge(t *testing.T, url string, mod func(*Config)) (*openAIJudge, *waits) {
	t.Helper()
	cfg := Config{Kind: judge.KindOpenAI, URL: url, Model: "test-model", NoCache: true,
		Timeout: 2 * time.Second, Backoff: time.Millisecond, MaxWait: time.Minute}
	cfg.SetRetries(2)
	if mod != nil {
		mod(&cfg)
	}
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	j, err := newOpenAI(cfg.WithDefaults())
	if err != nil {
		t.Fatal(err)
	}
	w := &waits{}
	j.doer.sleep = w.sleep
	return j, w
}

func errKind(err error) judge.ErrorKind {
	var e *judge.Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return ""
}

const goodQuote = "prima facie valid and should be enforced unless"

func TestOpenAIFaults(t *testing.T) {
	u := bremenUnit()
	ok := answer(keyed(verdict(true, false, false, goodQuote)))
	tests := []struct {
		name      string
		steps     []step
		mod       func(*Config)
		wantKind  judge.ErrorKind // "" = success
		wantCalls int
		wantWaits []time.Duration
		check     func(t *testing.T, a judge.Assessment)
	}{
		{name: "supported", steps: []step{ok}, wantCalls: 1,
			check: func(t *testing.T, a judge.Assessment) {
				if !a.Supports || a.Origin != judge.FromLive || a.Evidence != goodQuote || a.Unverified != "" {
					t.Errorf("got %+v", a)
				}
			}},
		{name: "429 honours Retry-After", steps: []step{status(429, "7"), ok}, wantCalls: 2,
			wantWaits: []time.Duration{7 * time.Second}},
		{name: "429 Retry-After capped by MaxWait", steps: []step{status(429, "3600"), ok}, wantCalls: 2,
			mod: func(c *Config) { c.MaxWait = 2 * time.Second }, wantWaits: []time.Duration{2 * time.Second}},
		{name: "500 then success backs off", steps: []step{status(500, ""), status(503, ""), ok}, wantCalls: 3,
			wantWaits: []time.Duration{time.Millisecond, 2 * time.Millisecond}},
		{name: "500 every time", steps: []step{status(500, ""), status(500, ""), status(500, "")},
			wantKind: judge.KindUnreachable, wantCalls: 3},
		{name: "429 every time", steps: []step{status(429, "1"), status(429, "1"), status(429, "1")},
			wantKind: judge.KindUnreachable, wantCalls: 3},
		{name: "timeout then success", steps: []step{hang(), ok}, wantCalls: 2,
			mod: func(c *Config) { c.Timeout = 100 * time.Millisecond }},
		{name: "timeouts every time", steps: []step{hang(), hang()}, wantKind: judge.KindUnreachable, wantCalls: 2,
			mod: func(c *Config) { c.Timeout = 50 * time.Millisecond; c.SetRetries(1) }},
		{name: "connection reset then success", steps: []step{reset(), ok}, wantCalls: 2},
		{name: "connection reset every time", steps: []step{reset(), reset(), reset()}, wantKind: judge.KindUnreachable, wantCalls: 3},
		{name: "invalid JSON content", steps: []step{answer("Sure! The passage supports it."), answer("yes"), answer("{")},
			wantKind: judge.KindInvalidOutput, wantCalls: 3},
		{name: "truncated JSON", steps: []step{answer(`{"verdicts":{"u1":{"evidence":"x","supports":tr`), answer(`{"verdicts":{"u1"`), answer(`{"verdicts":{"u1":{"supports":true,"adverse":false`)},
			wantKind: judge.KindInvalidOutput, wantCalls: 3},
		{name: "wrong schema", steps: []step{
			answer(`{"verdicts":{"u1":{"evidence":"x","supports":true,"adverse":false,"overclaims":false}}}`),
			answer(`{"verdicts":{"u1":{"evidence":"x","reasoning":"r","supports":"yes","adverse":false,"overclaims":false}}}`),
			answer(`{"verdicts":[` + verdict(true, false, false, goodQuote) + `]}`)},
			wantKind: judge.KindInvalidOutput, wantCalls: 3},
		{name: "invalid JSON body then success", steps: []step{rawBody("<html>gateway</html>"), ok}, wantCalls: 2},
		{name: "keyed by unit ID, never mapped", steps: []step{
			answer(keyedAs([]string{"P1/C1"}, verdict(true, false, false, goodQuote))),
			answer(keyedAs([]string{"U1"}, verdict(true, false, false, goodQuote))),
			answer(keyedAs([]string{"u 1"}, verdict(true, false, false, goodQuote)))},
			wantKind: judge.KindInvalidOutput, wantCalls: 3},
		{name: "unasked key then right", steps: []step{answer(keyedAs([]string{"u9"}, verdict(true, false, false, goodQuote))), ok}, wantCalls: 2},
		{name: "duplicate key is ambiguous", steps: []step{
			answer(`{"verdicts":{"u1":` + verdict(false, true, true, "unless enforcement") + `,"u1":` + verdict(true, false, false, goodQuote) + `}}`), ok},
			wantCalls: 2},
		{name: "string booleans, fences, prose and extra fields accepted", steps: []step{
			answer("Here you go:\n```json\n" + `{"verdicts":{"u1":{"evidence":"` + goodQuote + `","reasoning":"r","supports":"TRUE","adverse":"false","overclaims":false,"confidence":0.9}},"note":"x"}` + "\n```\nThanks.")},
			wantCalls: 1,
			check: func(t *testing.T, a judge.Assessment) {
				if !a.Supports || a.Adverse || a.Overclaims {
					t.Errorf("got %+v", a)
				}
			}},
		{name: "think block removed", steps: []step{answer("<think>maybe {u1} is false</think>" + keyed(verdict(true, false, false, goodQuote)))}, wantCalls: 1},
		{name: "a second, different object is ambiguous", steps: []step{
			answer(keyed(verdict(true, false, false, goodQuote)) + "\n" + keyed(verdict(false, true, true, "unless enforcement"))), ok},
			wantCalls: 2},
		{name: "the same object twice is one object", steps: []step{
			answer(keyed(verdict(true, false, false, goodQuote)) + "\n\n" + keyed(verdict(true, false, false, goodQuote)))},
			wantCalls: 1},
		{name: "quote not in passage twice", steps: []step{
			answer(keyed(verdict(true, false, false, "clauses are always enforced"))),
			answer(keyed(verdict(true, false, false, "clauses are always enforced")))},
			wantCalls: 2,
			check: func(t *testing.T, a judge.Assessment) {
				if a.Supports || a.Unverified == "" || !strings.Contains(a.Unverified, "does not occur") {
					t.Errorf("got %+v, want not supported, flagged unverified with the reason", a)
				}
			}},
		{name: "quote not in passage, retry carries the error and finds it", steps: []step{
			answer(keyed(verdict(true, false, false, "clauses are always enforced"))),
			func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
				if !strings.Contains(s.Blocks["PROBLEM"], "clauses are always enforced") {
					t.Errorf("the re-ask does not carry the validation error: %q", s.Blocks["PROBLEM"])
				}
				ok(t, w, r, s)
			}},
			wantCalls: 2,
			check: func(t *testing.T, a judge.Assessment) {
				if !a.Supports || a.Unverified != "" {
					t.Errorf("got %+v", a)
				}
			}},
		{name: "quote not in passage, no retries configured", mod: func(c *Config) { c.SetRetries(0) }, steps: []step{
			answer(keyed(verdict(true, false, false, "invented words here"))),
			answer(keyed(verdict(true, false, false, "invented words here")))},
			wantCalls: 2,
			check: func(t *testing.T, a judge.Assessment) {
				if a.Supports || a.Unverified == "" {
					t.Errorf("got %+v", a)
				}
			}},
		{name: "generic filler never verifies, even a failing verdict", steps: []step{
			answer(keyed(`{"evidence":"ok","reasoning":"ok","supports":false,"adverse":false,"overclaims":false}`)),
			answer(keyed(`{"evidence":"ok","reasoning":"ok","supports":false,"adverse":false,"overclaims":false}`))},
			wantCalls: 2,
			check: func(t *testing.T, a judge.Assessment) {
				if a.Unverified == "" {
					t.Errorf("got %+v, want unverified", a)
				}
			}},
		{name: "quote only in surrounding context", steps: []step{
			answer(keyed(verdict(true, false, false, "the product of fraud or overreaching")))},
			wantCalls: 1,
			check: func(t *testing.T, a judge.Assessment) {
				if a.Supports || !a.Overclaims || !strings.Contains(a.Reasoning, "surrounding context") {
					t.Errorf("got %+v, want not supported, over-claiming", a)
				}
			}},
		{name: "refusal is final after one retry", steps: []step{refusal("I can't help with that."), refusal("I can't help with that.")},
			wantKind: judge.KindRefused, wantCalls: 2},
		{name: "refusal then answer", steps: []step{refusal("I can't help with that."), ok}, wantCalls: 2},
		{name: "content filter", steps: []step{finish("content_filter", ""), finish("content_filter", "")}, wantKind: judge.KindRefused, wantCalls: 2},
		{name: "answer given as a tool call", steps: []step{toolCall(keyed(verdict(true, false, false, goodQuote)))}, wantCalls: 1,
			check: func(t *testing.T, a judge.Assessment) {
				if !a.Supports {
					t.Errorf("got %+v", a)
				}
			}},
		{name: "cut off at the cap twice", steps: []step{finish("length", `{"verdicts":{"u1":{"evidence":"prima`), finish("length", `{"verdicts":`)},
			wantKind: judge.KindInvalidOutput, wantCalls: 2},
		{name: "budget exhausted", mod: func(c *Config) { c.MaxTokens = 300 }, wantKind: judge.KindBudget, wantCalls: 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFake(t, untrustedOf(u), tc.steps...)
			j, w := testJudge(t, f.URL(), tc.mod)
			a, err := j.Assess(context.Background(), u)
			if got := errKind(err); got != tc.wantKind {
				t.Fatalf("error kind = %q (%v), want %q", got, err, tc.wantKind)
			}
			if err != nil {
				var e *judge.Error
				errors.As(err, &e)
				if e.ExitCode() != 3 {
					t.Errorf("exit code %d, want 3", e.ExitCode())
				}
			}
			if got := f.count(); got != tc.wantCalls {
				t.Errorf("server saw %d requests, want %d", got, tc.wantCalls)
			}
			if tc.wantWaits != nil && !equalDurations(w.d, tc.wantWaits) {
				t.Errorf("waits = %v, want %v", w.d, tc.wantWaits)
			}
			if tc.check != nil && err == nil {
				tc.check(t, a)
			}
		})
	}
}

func equalDurations(a, b []time.Duration) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestRequestCarriesExplicitZeroTemperatureAndSeed(t *testing.T) {
	u := bremenUnit()
	f := newFake(t, untrustedOf(u), answer(keyed(verdict(true, false, false, goodQuote))))
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.Seed = 99 })
	if _, err := j.Assess(context.Background(), u); err != nil {
		t.Fatal(err)
	}
	s := f.requests[0]
	if string(s.Raw["temperature"]) != "0" || s.Seed != 99 {
		t.Errorf("temperature %s seed %d", s.Raw["temperature"], s.Seed)
	}
	for _, name := range []string{"CLAIM", "S1 SOURCE", "S1 EXCERPT", "S1 BEFORE", "S1 AFTER"} {
		if _, ok := s.Blocks[name]; !ok {
			t.Errorf("no %s block; blocks: %v", name, keys(s.Blocks))
		}
	}
	if s.Blocks["S1 EXCERPT"] != u.Excerpt {
		t.Errorf("excerpt block = %q", s.Blocks["S1 EXCERPT"])
	}
	// A loopback server is a compatible endpoint: it reads max_tokens.
	var max int
	json.Unmarshal(s.Raw["max_tokens"], &max)
	if _, both := s.Raw["max_completion_tokens"]; max != DefaultCompletionTokens || both {
		t.Errorf("max_tokens = %d, max_completion_tokens %s", max, s.Raw["max_completion_tokens"])
	}
}

func keys(m map[string]string) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

func TestNonceDiffersPerRequest(t *testing.T) {
	u := bremenUnit()
	ok := answer(keyed(verdict(true, false, false, goodQuote)))
	f := newFake(t, untrustedOf(u), ok, ok)
	j, _ := testJudge(t, f.URL(), nil)
	for i := 0; i < 2; i++ {
		if _, err := j.Assess(context.Background(), u); err != nil {
			t.Fatal(err)
		}
	}
	if f.requests[0].Nonce == f.requests[1].Nonce {
		t.Errorf("nonce repeated: %s", f.requests[0].Nonce)
	}
}

func TestBudgetTrimsContextNeverExcerpt(t *testing.T) {
	u := bremenUnit()
	u.Before = strings.Repeat("Far away words about towage. ", 200) + "Near the excerpt."
	u.After = "Right after the excerpt. " + strings.Repeat("Distant trailing text. ", 200)
	bare := u
	bare.Before, bare.After = "", ""
	limit := promptTokens(&bare) + DefaultCompletionTokens + 200
	f := newFake(t, []string{u.Excerpt}, answer(keyed(verdict(true, false, false, goodQuote))))
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.MaxTokens = limit })
	s := j.Session()
	a, err := s.Assess(context.Background(), u)
	if err != nil {
		t.Fatal(err)
	}
	got := f.requests[0].Blocks
	if got["S1 EXCERPT"] != u.Excerpt {
		t.Errorf("excerpt trimmed: %q", got["S1 EXCERPT"])
	}
	if !strings.HasSuffix(got["S1 BEFORE"], "Near the excerpt.") || !strings.HasPrefix(got["S1 AFTER"], "Right after the excerpt.") {
		t.Errorf("trimming did not keep the text nearest the excerpt: %q / %q", got["S1 BEFORE"], got["S1 AFTER"])
	}
	if len(got["S1 BEFORE"]) >= len(u.Before) {
		t.Errorf("context not trimmed")
	}
	if !strings.Contains(a.Reasoning, "trimmed") {
		t.Errorf("reasoning does not say the context was trimmed: %q", a.Reasoning)
	}
	// The budget is per response: a second unit no longer fits.
	u2 := bremenUnit()
	u2.ID = "P2/C1"
	if _, err := s.Assess(context.Background(), u2); errKind(err) != judge.KindBudget {
		t.Errorf("second unit: err %v, want budget exhausted", err)
	}
}

func TestConcurrencyBounded(t *testing.T) {
	u := bremenUnit()
	var f *fakeServer
	f = newFake(t, nil)
	f.fallback = func(t *testing.T, w http.ResponseWriter, r *http.Request, s *seen) {
		time.Sleep(20 * time.Millisecond)
		answer(keyed(verdict(true, false, false, goodQuote)))(t, w, r, s)
	}
	j, _ := testJudge(t, f.URL(), func(c *Config) { c.Concurrency = 2 })
	var wg sync.WaitGroup
	for i := 0; i < 6; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			x := u
			x.ID = "P" + string(rune('1'+i)) + "/C1"
			if _, err := j.Assess(context.Background(), x); err != nil {
				t.Error(err)
			}
		}(i)
	}
	wg.Wait()
	if f.maxIn > 2 || f.count() != 6 {
		t.Errorf("max in flight %d (want <= 2), requests %d", f.maxIn, f.count())
	}
}
