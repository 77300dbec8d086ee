package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// fixtureSuite is the forum-selection regression suite.
var fixtureSuite = filepath.Join("..", "..", "fixtures", "forum-selection")

// deterministicCase writes a copy of the fixture case holding only the
// deterministic criteria, with its vault path made absolute, so exit codes
// do not depend on the judge.
func deterministicCase(t *testing.T) string {
	t.Helper()
	c, err := rubric.LoadCase(filepath.Join(fixtureSuite, "case.json"))
	if err != nil {
		t.Fatal(err)
	}
	vaultAbs, err := filepath.Abs(c.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	var crits []rubric.Criterion
	for _, cr := range c.Criteria {
		if b, ok := checks.Lookup(cr.Check); ok && b.Kind == checks.Deterministic {
			crits = append(crits, cr)
		}
	}
	body := map[string]any{"id": c.ID, "title": c.Title, "instructions": c.Instructions, "vault": vaultAbs,
		"user": c.User, "asked_at": c.AskedAt, "topic": c.Topic, "criteria": crits}
	b, _ := json.Marshal(body)
	path := filepath.Join(t.TempDir(), "case.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestGradeCommand(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	t.Setenv("CITECHECK_JUDGE_MODEL", "")
	det := deterministicCase(t)
	full := filepath.Join(fixtureSuite, "case.json")
	resp := func(name string) string { return filepath.Join(fixtureSuite, "responses", name+".json") }
	dir := t.TempDir()
	badJSON := filepath.Join(dir, "bad.json")
	os.WriteFile(badJSON, []byte("{\"answer\": \"x\",\n\"retrieved\": [{\"rank\": 1}]}"), 0o644)
	md := filepath.Join(dir, "answer.md")
	os.WriteFile(md, []byte("Forum-selection clauses are prima facie valid [VLT-0001, p. 10]."), 0o644)
	trace := filepath.Join(dir, "trace.json")
	os.WriteFile(trace, []byte(`[{"chunk_id": "VLT-0001#c4", "rank": 1}]`), 0o644)

	tests := []struct {
		name    string
		args    []string
		code    int
		stdout  []string // fragments stdout must contain, in this order
		stderr  string   // fragment stderr must contain
		written []string // run IDs whose scores.json must exist
	}{
		{"all deterministic criteria pass", []string{"grade", resp("clean-vault-ids"), "--case", det}, 0,
			[]string{"5/5 criteria passed.  ALL-PASS.", "C-009   PASS"}, "", []string{"assistant-conversational-qa-forum-selection/acme-rag-v3/clean-vault-ids"}},
		{"bare Id. fails C-009", []string{"grade", resp("c009-bare-id"), "--case", det}, 1,
			[]string{"4/5 criteria passed.  Missed 1 — task FAIL.", "C-009   FAIL", `"Id."`}, "", nil},
		{"several responses", []string{"grade", resp("clean-vault-ids"), resp("c002-ethical-wall"), "--case", det}, 1,
			[]string{"clean-vault-ids  5/5", "c002-ethical-wall  4/5", "ethical"}, "", nil},
		{"markdown with flags", []string{"grade", md, "--case", det, "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00Z", "--retrieved", trace}, 0,
			[]string{"answer  5/5 criteria passed.  ALL-PASS."}, "", []string{"answer"}},
		{"json output", []string{"grade", resp("clean-vault-ids"), "--case", det, "--json"}, 0,
			[]string{`"summary": "5/5 criteria passed.  ALL-PASS."`, `"criteria_results": [`}, "", nil},
		{"heuristic judge by default", []string{"grade", resp("clean-vault-ids"), "--case", full}, -1,
			[]string{"C-003", "judge: heuristic"}, "", []string{"assistant-conversational-qa-forum-selection/acme-rag-v3/clean-vault-ids"}},
		{"judge unreachable: exit 3, deterministic criteria written", []string{"grade", resp("clean-vault-ids"), "--case", full,
			"--judge", "openai", "--judge-url", "http://127.0.0.1:1/v1", "--judge-model", "m", "--judge-retries", "0", "--judge-timeout", "2s", "--no-judge-cache"}, 3,
			[]string{"C-001   PASS", "C-003   FAIL", "not completed (infrastructure): C-003"}, "", []string{"assistant-conversational-qa-forum-selection/acme-rag-v3/clean-vault-ids"}},
		{"parallel keeps argument order", []string{"grade", resp("c002-ethical-wall"), resp("clean-vault-ids"), resp("c009-bare-id"), "--case", det, "--jobs", "3"}, 1,
			[]string{"c002-ethical-wall  4/5 criteria passed.  Missed 1 — task FAIL.\n", "clean-vault-ids  5/5", "c009-bare-id  4/5"}, "", nil},
		{"same run id twice", []string{"grade", resp("clean-vault-ids"), resp("clean-vault-ids"), "--case", det}, 2, nil, "both write results/", nil},
		{"jobs zero", []string{"grade", resp("clean-vault-ids"), "--case", det, "--jobs", "0"}, 2, nil, "--jobs must be at least 1", nil},
		{"no case", []string{"grade", resp("clean-vault-ids")}, 2, nil, "--case is required", nil},
		{"no response", []string{"grade", "--case", det}, 2, nil, "needs at least 1 argument", nil},
		{"case missing", []string{"grade", resp("clean-vault-ids"), "--case", filepath.Join(dir, "nope.json")}, 2, nil, "nope.json", nil},
		{"bad response names line and field", []string{"grade", resp("clean-vault-ids"), badJSON, "--case", det}, 2, nil, "bad.json:2: retrieved[0].chunk_id: required key missing", nil},
		{"bad time", []string{"grade", resp("clean-vault-ids"), "--case", det, "--at", "noon"}, 2, nil, "--at", nil},
		{"bad judge", []string{"grade", resp("clean-vault-ids"), "--case", det, "--judge", "oracle"}, 2, nil, "oracle", nil},
		{"vault missing", []string{"grade", resp("clean-vault-ids"), "--case", det, "--vault", filepath.Join(dir, "no-vault")}, 2, nil, "no-vault", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := t.TempDir()
			var stdout, stderr bytes.Buffer
			args := append(append([]string{}, tt.args...), "--out", out)
			code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
			if tt.code >= 0 && code != tt.code {
				t.Errorf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tt.code, stdout.String(), stderr.String())
			}
			if tt.code < 0 && code != 0 && code != 1 {
				t.Errorf("exit %d, want 0 or 1\nstderr: %s", code, stderr.String())
			}
			from := 0
			for _, f := range tt.stdout {
				i := strings.Index(stdout.String()[from:], f)
				if i < 0 {
					t.Errorf("stdout lacks %q after byte %d:\n%s", f, from, stdout.String())
					continue
				}
				from += i + len(f)
			}
			if tt.stderr != "" && !strings.Contains(stderr.String(), tt.stderr) {
				t.Errorf("stderr lacks %q: %s", tt.stderr, stderr.String())
			}
			for _, id := range tt.written {
				b, err := os.ReadFile(filepath.Join(out, "results", filepath.FromSlash(id), "scores.json"))
				if err != nil {
					t.Fatalf("scores.json not written: %v", err)
				}
				var s map[string]any
				if err := json.Unmarshal(b, &s); err != nil {
					t.Fatalf("scores.json is not JSON: %v", err)
				}
				for _, k := range []string{"run_id", "task", "score", "max_score", "all_pass", "n_criteria", "n_passed", "summary", "criteria_results", "judge_model", "scored_at"} {
					if _, ok := s[k]; !ok {
						t.Errorf("scores.json lacks %q", k)
					}
				}
				if _, err := os.Stat(filepath.Join(out, "results", filepath.FromSlash(id), "report.json")); err != nil {
					t.Errorf("report.json not written: %v", err)
				}
			}
			if code == 2 {
				if _, err := os.Stat(filepath.Join(out, "results")); err == nil {
					t.Errorf("bad input wrote results")
				}
			}
		})
	}
}
