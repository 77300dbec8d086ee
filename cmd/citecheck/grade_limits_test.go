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

// TestGradeLimitFlags: the input limits are configurable from the command
// line; an answer over a limit is refused with exit 2 naming the limit,
// and nothing is written.
func TestGradeLimitFlags(t *testing.T) {
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	resp := filepath.Join("..", "..", "fixtures", "forum-selection", "responses", "clean-parallel-supra-docket.json") // two citations on one proposition
	caseFile := filepath.Join("..", "..", "fixtures", "forum-selection", "case.json")
	tests := []struct {
		name string
		flag string
		want string // in the error message
	}{
		{"answer bytes", "--max-answer-bytes=100", "limit"},
		{"response bytes", "--max-response-bytes=100", "limit"},
		{"citations", "--max-citations=1", "limit"},
		{"trace entries", "--max-trace-entries=2", "--max-trace-entries"},
		{"citations per proposition", "--max-citations-per-proposition=1", "--max-citations-per-proposition"},
		{"judge units", "--max-judge-units=3", "--max-judge-units"},
		{"work limit zero", "--max-judge-units=0", "at least 1"},
		{"zero is a usage error", "--max-citations=0", "at least 1"},
	}
	// The same response as one JSONL line: every limit applies to every
	// input path (a 20.8 MB line was accepted with --max-response-bytes
	// 1000 before).
	data, err := os.ReadFile(resp)
	if err != nil {
		t.Fatal(err)
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, data); err != nil {
		t.Fatal(err)
	}
	jsonl := filepath.Join(t.TempDir(), "responses.jsonl")
	os.WriteFile(jsonl, append(compact.Bytes(), '\n'), 0o644)
	for _, tt := range tests {
		for _, input := range [][]string{{resp}, {"--jsonl", jsonl}} {
			t.Run(tt.name+" "+input[0], func(t *testing.T) {
				out := t.TempDir()
				var stdout, stderr strings.Builder
				code := run(context.Background(), append(append([]string{"grade"}, input...), "--case", caseFile, "--out", out, tt.flag),
					strings.NewReader(""), &stdout, &stderr)
				if code != exitInput {
					t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, exitInput, stdout.String(), stderr.String())
				}
				if !strings.Contains(stderr.String(), tt.want) {
					t.Errorf("stderr %q lacks %q", stderr.String(), tt.want)
				}
				if entries, _ := os.ReadDir(filepath.Join(out, "results")); len(entries) != 0 {
					t.Errorf("results written despite the refusal: %v", entries)
				}
			})
		}
	}
}
