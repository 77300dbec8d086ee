package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/citecheck/citecheck/judge/judgetest"
)

// fakeJudge is an OpenAI-compatible endpoint on loopback that answers
// every unit with a failing verdict and counts the calls.
type fakeJudge struct {
	mu    sync.Mutex
	calls int
}

func (f *fakeJudge) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	jr, err := judgetest.ParseRequest(body)
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	f.mu.Lock()
	f.calls++
	f.mu.Unlock()
	content := judgetest.FixedOracle(false, false, false)(jr).JSON()
	b, _ := json.Marshal(content)
	w.Header().Set("Content-Type", "application/json")
	fmt.Fprintf(w, `{"id":"x","object":"chat.completion","model":"m","choices":[{"index":0,"finish_reason":"stop","message":{"role":"assistant","content":%s}}],"usage":{"prompt_tokens":100,"completion_tokens":20,"total_tokens":120}}`, b)
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
