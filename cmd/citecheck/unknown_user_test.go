package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestUnknownUserIsBadInput: a misspelt --user used to grade as a user
// with no grants (every walled or group document quietly denied).
func TestUnknownUserIsBadInput(t *testing.T) {
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	fix := filepath.Join("..", "..", "fixtures", "forum-selection")
	v := filepath.Join(fix, "vault")
	for _, args := range [][]string{
		{"grade", filepath.Join(fix, "responses", "clean-bluebook.json"), "--case", filepath.Join(fix, "case.json"), "--out", t.TempDir(), "--user", "u-asoc-17"},
		{"retrieve", "--vault", v, "--user", "u-asoc-17", "--at", "2026-06-15T14:00:00Z", "forum selection"},
		{"vault", "access", "--vault", v, "--user", "u-asoc-17", "--at", "2026-06-15T14:00:00Z", "VLT-0001"},
	} {
		var stdout, stderr strings.Builder
		code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
		if code != exitInput || !strings.Contains(stderr.String(), "unknown user u-asoc-17") || !strings.Contains(stderr.String(), "did you mean u-assoc-17?") {
			t.Errorf("%s: exit %d, stderr %q; want exit 2 suggesting u-assoc-17", args[0], code, stderr.String())
		}
	}
}

// TestUnknownUserEveryInputPath: a user the Vault does not know is bad
// input (exit 2, with the nearest known user) wherever it comes from: a
// response's own "user" (a file, a JSONL line, a results folder), the
// case's "user", a regression suite's response; nothing is written.
func TestUnknownUserEveryInputPath(t *testing.T) {
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	fix := filepath.Join("..", "..", "fixtures", "forum-selection")
	caseFile := filepath.Join(fix, "case.json")
	data, err := os.ReadFile(filepath.Join(fix, "responses", "clean-bluebook.json"))
	if err != nil {
		t.Fatal(err)
	}
	misspelt := strings.Replace(string(data), `"user": "u-assoc-17"`, `"user": "u-asoc-17"`, 1)
	if misspelt == string(data) {
		t.Fatal(`the fixture response names no "user": "u-assoc-17" to misspell`)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "resp.json")
	os.WriteFile(file, []byte(misspelt), 0o644)
	jsonl := filepath.Join(dir, "batch.jsonl")
	var compact bytes.Buffer
	json.Compact(&compact, []byte(misspelt))
	os.WriteFile(jsonl, append(append([]byte{}, compact.Bytes()...), '\n'), 0o644)
	folder := filepath.Join(dir, "in", "results", "task", "model", "r1")
	os.MkdirAll(folder, 0o755)
	os.WriteFile(filepath.Join(folder, "response.json"), []byte(misspelt), 0o644)

	// A case whose default user is misspelt, and a response without a user.
	c, _ := os.ReadFile(caseFile)
	var cm map[string]any
	json.Unmarshal(c, &cm)
	abs, _ := filepath.Abs(filepath.Join(fix, "vault"))
	cm["vault"], cm["user"] = abs, "u-asoc-17"
	badCase := filepath.Join(dir, "case.json")
	b, _ := json.Marshal(cm)
	os.WriteFile(badCase, b, 0o644)

	suiteDir := suiteCopyDir(t, miniSuite)
	rp := filepath.Join(suiteDir, "responses", "clean.json")
	rb, _ := os.ReadFile(rp)
	var rm map[string]any
	json.Unmarshal(rb, &rm)
	rm["user"] = "u-11"
	rb, _ = json.Marshal(rm)
	os.WriteFile(rp, rb, 0o644)

	tests := []struct {
		name string
		args []string
		want []string
	}{
		{"response file", []string{"grade", file, "--case", caseFile}, []string{"resp.json: user: unknown user u-asoc-17", "did you mean u-assoc-17?"}},
		{"JSONL line", []string{"grade", "--jsonl", jsonl, "--case", caseFile}, []string{"batch.jsonl:1: user: unknown user u-asoc-17", "did you mean u-assoc-17?"}},
		{"results folder", []string{"grade", filepath.Join(dir, "in"), "--case", caseFile}, []string{"user: unknown user u-asoc-17", "did you mean u-assoc-17?"}},
		{"case default", []string{"grade", file, "--case", badCase, "--user", "u-assoc-17"}, []string{"case.json: user: unknown user u-asoc-17", "did you mean u-assoc-17?"}},
		{"suite response", []string{"test", suiteDir, "--judge", "heuristic"}, []string{"clean.json: user: unknown user u-11", "did you mean u-1?"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := t.TempDir()
			var stdout, stderr strings.Builder
			args := tc.args
			if args[0] == "grade" {
				args = append(append([]string{}, args...), "--out", out)
			}
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			if code != exitInput {
				t.Fatalf("exit %d, want 2\nstdout: %s\nstderr: %s", code, stdout.String(), stderr.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(stderr.String(), w) {
					t.Errorf("stderr lacks %q: %s", w, stderr.String())
				}
			}
			if _, err := os.Stat(filepath.Join(out, "results")); err == nil {
				t.Error("bad input wrote results")
			}
		})
	}
}
