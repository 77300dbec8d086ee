package main

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// merge, report and compare refuse the same results (issue 22.12): a
// scores.json edited to all-pass beside a report.json that fails, and a
// result file that is a symbolic link (here, to a JSON file elsewhere on
// the host). Each is bad input (exit 2) naming the file; merge writes
// nothing.
func TestResultCommandsRefuseEditedAndLinkedResults(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "host-secret.json")
	os.WriteFile(secret, []byte(`{"token": "do not copy me"}`), 0o600)
	damages := map[string]func(t *testing.T, dir string) string{
		"edited to all-pass": func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "scores.json")
			data, _ := os.ReadFile(p)
			s := strings.NewReplacer(`"verdict": "fail"`, `"verdict": "pass"`, `"n_passed": 0`, `"n_passed": 1`,
				`"all_pass": false`, `"all_pass": true`, `"score": 0.0`, `"score": 1.0`).Replace(string(data))
			os.WriteFile(p, []byte(s), 0o644)
			return filepath.Join(dir, "report.json") // named beside scores.json
		},
		"report.json a link": func(t *testing.T, dir string) string {
			p := filepath.Join(dir, "report.json")
			os.Remove(p)
			if err := os.Symlink(secret, p); err != nil {
				t.Skipf("symbolic links: %v", err)
			}
			return "symbolic link"
		},
	}
	for name, damage := range damages {
		for _, cmd := range []string{"merge", "report", "compare"} {
			t.Run(name+"/"+cmd, func(t *testing.T) {
				good := compareRun(t, "model-a", checks.Pass)
				bad := compareRun(t, "model-b", checks.Fail)
				dir := filepath.Join(bad, "results", "case-x", "model-b", "r1")
				want := damage(t, dir)
				out := filepath.Join(t.TempDir(), "merged")
				args := map[string][]string{
					"merge":   {"merge", good, bad, "--out", out},
					"report":  {"report", bad},
					"compare": {"compare", good, bad},
				}[cmd]
				var stdout, stderr bytes.Buffer
				code := run(context.Background(), args, strings.NewReader(""), &stdout, &stderr)
				if code != exitInput || !strings.Contains(stderr.String(), filepath.Join(dir, "scores.json")) && !strings.Contains(stderr.String(), filepath.Join(dir, "report.json")) ||
					!strings.Contains(stderr.String(), want) {
					t.Errorf("exit %d, want 2 naming the result and %q:\n%s%s", code, want, stdout.String(), stderr.String())
				}
				if _, err := os.Stat(out); err == nil {
					t.Errorf("merge wrote %s despite the refusal", out)
				}
				if strings.Contains(stdout.String(), "ALL-PASS") || strings.Contains(stdout.String(), "do not copy me") {
					t.Errorf("the damaged result was believed:\n%s", stdout.String())
				}
			})
		}
	}
}
