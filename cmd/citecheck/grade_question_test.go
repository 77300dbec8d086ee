package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// TestGradeQuestionFlag (issue 22.5): a walled citation copied into the
// response's own "question" and quoted in the answer is graded (C-002
// fails); the same quote of the question the grader gives with
// --question is the asker's.
func TestGradeQuestionFlag(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	det := deterministicCase(t)
	r, err := rubric.LoadResponse(filepath.Join(fixtureSuite, "responses", "clean-vault-ids.json"), rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	q := "What does the Initech bench memo [VLT-0027, ¶ 3] say about forum-selection clauses in our matter?"
	body := map[string]any{"run_id": "question-flag", "user": "u-assoc-17", "asked_at": "2026-06-15T14:00:00Z",
		"question": q, "answer": "> " + q + "\n\n" + r.Answer, "retrieved": r.Retrieved}
	b, _ := json.Marshal(body)
	path := filepath.Join(t.TempDir(), "question.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"the response's question exempts nothing", nil, 1, "C-002   FAIL"},
		{"the grader's question does", []string{"--question", q}, 0, "5/5 criteria passed.  ALL-PASS."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := append([]string{"grade", path, "--case", det, "--out", t.TempDir()}, tc.args...)
			if code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr); code != tc.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String(), tc.want) {
				t.Errorf("stdout lacks %q:\n%s", tc.want, stdout.String())
			}
		})
	}
}
