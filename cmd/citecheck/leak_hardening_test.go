package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/checks/service"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// Restricted passages must not leak (issue 8): an answer that cites a
// document behind an ethical wall (VLT-0027, denied to u-assoc-17) is
// graded, and the document's text appears nowhere the asker or a third
// party can read it: not in scores.json or report.json, not in the
// service's reply, not in any request to the judge endpoint.

const leakDoc = "VLT-0027"

// leakWindows are overlapping 8-word windows of the denied document's
// text: finding any of them in an output means the text leaked.
func leakWindows(t *testing.T) []string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(catFixture, "vault", vault.DocumentsFile))
	if err != nil {
		t.Fatal(err)
	}
	var text string
	for _, line := range strings.Split(string(data), "\n") {
		var raw map[string]any
		if json.Unmarshal([]byte(line), &raw) != nil || raw["id"] != leakDoc {
			continue
		}
		if s, ok := raw["text"].(string); ok {
			text = s
		} else if tf, ok := raw["text_file"].(string); ok {
			text = catRead(t, filepath.Join(catFixture, "vault", tf))
		}
	}
	words := strings.Fields(text)
	if len(words) < 40 {
		t.Fatalf("%s has too little text (%d words) to test for leaks", leakDoc, len(words))
	}
	var out []string
	for i := 0; i+8 <= len(words); i += 3 {
		out = append(out, strings.Join(words[i:i+8], " "))
	}
	return out
}

func leaked(windows []string, s string) string {
	for _, w := range windows {
		if strings.Contains(s, w) {
			return w
		}
	}
	return ""
}

const leakBody = `{"run_id": "leak", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
 "answer": "The distribution agreement's forum-selection clause is mandatory [VLT-0027, p. 1]. Forum-selection clauses are prima facie valid [VLT-0001, p. 10].",
 "retrieved": [{"chunk_id": "VLT-0027#c1"}, {"chunk_id": "VLT-0027#c2"}, {"chunk_id": "VLT-0001#c4"}]}`

func TestDeniedPassageDoesNotLeak(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	t.Setenv("OPENAI_API_KEY", "")
	windows := leakWindows(t)

	var mu sync.Mutex
	var sent []string
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		mu.Lock()
		sent = append(sent, string(body))
		mu.Unlock()
		r.Body = io.NopCloser(bytes.NewReader(body))
		jr := readJudgeRequest(t, r)
		judgeReply(w, verdictJSON(jr, false, ""))
	}))
	defer ts.Close()

	dir := t.TempDir()
	resp := filepath.Join(dir, "leak.json")
	if err := os.WriteFile(resp, []byte(leakBody), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out")
	var stdout, stderr bytes.Buffer
	code := run(context.Background(), []string{"grade", resp, "--case", catFixture + "/case.json", "--out", out,
		"--judge", "openai", "--judge-url", ts.URL + "/v1", "--judge-model", "fake-model", "--no-judge-cache", "--judge-retries", "0"},
		strings.NewReader(""), &stdout, &stderr)
	if code != exitFailed {
		t.Fatalf("exit %d, want 1 (C-002 fails): %s", code, stderr.String())
	}
	if w := leaked(windows, stdout.String()+stderr.String()); w != "" {
		t.Errorf("the denied text reached the terminal: %q", w)
	}
	var c002 string
	for _, name := range []string{"scores.json", "report.json"} {
		data := catRead(t, filepath.Join(out, "results", "leak", name))
		if w := leaked(windows, data); w != "" {
			t.Errorf("%s holds text of the denied %s: %q", name, leakDoc, w)
		}
		if name == "scores.json" {
			var s report.Scores
			json.Unmarshal([]byte(data), &s)
			for _, r := range s.CriteriaResults {
				if r.ID == "C-002" {
					c002 = string(r.Verdict)
				}
			}
		}
	}
	if c002 != "fail" {
		t.Errorf("C-002 = %q for a citation of a walled document", c002)
	}
	mu.Lock()
	for i, b := range sent {
		if w := leaked(windows, b); w != "" {
			t.Errorf("judge request %d carried text of the denied %s: %q", i, leakDoc, w)
		}
	}
	mu.Unlock()

	// The service answers the same request without the text.
	c, err := rubric.LoadCase(filepath.Join(catFixture, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.Open(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	defer ix.Close()
	g, err := grade.NewGrader(grade.Options{Case: c, Vault: ix, Judge: heuristic.New()})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := service.New(service.Config{Graders: []service.Grader{g}, Token: "tok"})
	if err != nil {
		t.Fatal(err)
	}
	req := httptest.NewRequest("POST", service.PathGrade, strings.NewReader(leakBody))
	req.Header.Set("Authorization", "Bearer tok")
	rec := httptest.NewRecorder()
	svc.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK {
		t.Fatalf("service status %d: %.300s", rec.Code, rec.Body.String())
	}
	if w := leaked(windows, rec.Body.String()); w != "" {
		t.Errorf("the service reply holds text of the denied %s: %q", leakDoc, w)
	}
}
