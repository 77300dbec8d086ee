package main

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// compareRun writes one results folder holding one response whose
// criterion C-001 has verdict v.
func compareRun(t *testing.T, model string, v checks.Verdict) string {
	t.Helper()
	out := t.TempDir()
	s := &report.Scores{RunID: "case-x/" + model + "/r1", Task: "case-x", Model: model, NCriteria: 1, MaxScore: 1,
		CriteriaResults: []report.CriterionResult{{ID: "C-001", Title: "Citations exist", Verdict: v, Reasoning: "because " + string(v)}}}
	if v == checks.Pass {
		s.NPassed, s.AllPass, s.Score = 1, true, 1
	}
	rep := &report.Report{RunID: s.RunID, Task: s.Task, Criteria: []report.CriterionReport{{ID: "C-001", Title: "Citations exist", Verdict: v}}}
	if _, err := report.WriteResults(out, s, rep); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestCompareCommandGatesOnRegressions(t *testing.T) {
	pass, fail := compareRun(t, "model-a", checks.Pass), compareRun(t, "model-b", checks.Fail)
	for _, tc := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"regression", []string{"compare", pass, fail}, exitFailed, "REGRESSED: pass -> fail"},
		{"improvement", []string{"compare", fail, pass}, exitOK, "improved: fail -> pass"},
		{"json", []string{"compare", pass, fail, "--json"}, exitFailed, `"regressions": 1`},
		{"not a run", []string{"compare", pass, t.TempDir()}, exitInput, "holds no results"},
		{"one argument", []string{"compare", pass}, exitInput, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var stdout, stderr strings.Builder
			code := run(context.Background(), tc.args, strings.NewReader(""), &stdout, &stderr)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout: %s\nstderr: %s", code, tc.code, stdout.String(), stderr.String())
			}
			if !strings.Contains(stdout.String()+stderr.String(), tc.want) {
				t.Errorf("output lacks %q:\n%s%s", tc.want, stdout.String(), stderr.String())
			}
			if tc.name == "json" && !json.Valid([]byte(stdout.String())) {
				t.Errorf("--json printed invalid JSON: %s", stdout.String())
			}
		})
	}
}
