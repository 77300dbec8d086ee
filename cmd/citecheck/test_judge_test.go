package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// unitIDRe finds the unit a judge request is about in its system prompt.
var unitIDRe = regexp.MustCompile(`"unit_id": "([^"]+)"`)

// fakeJudge is an OpenAI-compatible endpoint on loopback that answers
// every unit with a failing verdict and counts the calls.
type fakeJudge struct {
	mu    sync.Mutex
	calls int
}

func (f *fakeJudge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req struct {
		Messages []struct{ Content string } `json:"messages"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Messages) == 0 {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	m := unitIDRe.FindStringSubmatch(req.Messages[0].Content)
	if m == nil {
		http.Error(w, "no unit", http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.calls++
	f.mu.Unlock()
	v := map[string]any{"unit_id": m[1], "evidence": "", "reasoning": "fake judge: not supported"}
	switch {
	case m[1] == "unsupported":
		v["unflagged"] = []string{}
	case strings.Contains(m[1], "/C"):
		v["supports"], v["adverse"], v["overclaims"] = false, false, false
	default:
		v["pass"] = false
	}
	content, _ := json.Marshal(v)
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":%q}}],"usage":{"prompt_tokens":100,"completion_tokens":20,"total_tokens":120}}`, content)
}

// TestTestJudgeOrigins runs the small suite with an OpenAI-compatible
// judge: the first run asks the endpoint (origin "live"), the second,
// with the endpoint gone, replays every verdict from the cache (origin
// "cache", same exit code), and a run with neither endpoint nor cache
// cannot grade the judge criterion (exit 3).
func TestTestJudgeOrigins(t *testing.T) {
	fake := &fakeJudge{}
	srv := httptest.NewServer(fake)
	url := srv.URL + "/v1"
	cache := t.TempDir()
	dir := suiteCopyDir(t, miniSuite)
	args := func(extra ...string) []string {
		return append([]string{"test", dir, "--judge", "openai", "--judge-url", url, "--judge-model", "m",
			"--judge-retries", "0", "--judge-timeout", "5s"}, extra...)
	}

	code, out, errOut := suiteCLI(t, args("--judge-cache", cache)...)
	if code != 0 || !strings.Contains(out, "judge (live)") || !strings.Contains(out, "live 2, cache 0, heuristic 0") {
		t.Fatalf("live run: exit %d\n%s\n%s", code, out, errOut)
	}
	if fake.calls != 2 {
		t.Errorf("the endpoint answered %d calls, want 2 (one citation unit per judged response whose cited document the user may read)", fake.calls)
	}

	srv.Close()
	code, out, errOut = suiteCLI(t, args("--judge-cache", cache)...)
	if code != 0 || !strings.Contains(out, "judge (cache)") || !strings.Contains(out, "live 0, cache 2, heuristic 0") {
		t.Fatalf("cached run: exit %d\n%s\n%s", code, out, errOut)
	}

	code, out, _ = suiteCLI(t, args("--no-judge-cache")...)
	if code != 3 || !strings.Contains(out, "could not be graded") {
		t.Errorf("run without endpoint or cache: exit %d, want 3\n%s", code, out)
	}
}
