package main

import (
	"bytes"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// TestPrintGradeSummary pins the human summary byte for byte.
func TestPrintGradeSummary(t *testing.T) {
	s := &checks.Scores{
		RunID: "case/model/run", Summary: checks.Summarize(1, 3), JudgeModel: "heuristic",
		Incomplete: []string{"C-003"},
		CriteriaResults: []checks.CriterionResult{
			{ID: "C-001", Title: "Cited sources exist in the Vault", Verdict: checks.Pass, Method: checks.Deterministic, Reasoning: "All 2 resolve."},
			{ID: "C-003", Title: "Cited passages support their propositions", Verdict: checks.Fail, Method: checks.NotGraded, Reasoning: "Could not be graded,\nso it fails: judge unreachable."},
			{ID: "C-009", Title: "Citations include pinpoint locators and a title long enough to be clipped at sixty", Verdict: checks.Fail, Method: checks.Deterministic, Reasoning: `"Id." (bytes 5-8) refers only to its antecedent as a whole.`},
		},
	}
	want := `case/model/run  1/3 criteria passed.  Missed 2 — task FAIL.
  C-001   PASS  deterministic Cited sources exist in the Vault
  C-003   FAIL  not-graded    Cited passages support their propositions
          Could not be graded, so it fails: judge unreachable.
  C-009   FAIL  deterministic Citations include pinpoint locators and a title long enou...
          "Id." (bytes 5-8) refers only to its antecedent as a whole.
  not completed (infrastructure): C-003
  judge: heuristic
  wrote out/results/case/model/run/scores.json and report.json
`
	var b bytes.Buffer
	if err := printGradeSummary(&b, s, "out/results/case/model/run"); err != nil {
		t.Fatal(err)
	}
	if b.String() != want {
		t.Errorf("summary:\n%s\nwant:\n%s", b.String(), want)
	}
}
