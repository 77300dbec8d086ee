package report

import (
	"encoding/json"
	"testing"

	"github.com/citecheck/citecheck/checks"
)

// FuzzCheckResult feeds arbitrary scores.json and report.json pairs to
// CheckResult (issue 22.12). It must never panic, and a pair it accepts
// must be one result: the same run and task, the same criteria in the
// same order with the same verdicts, and counts and score as the
// verdicts make them. So no edit of either file makes a result count
// other than its report.json says.
func FuzzCheckResult(f *testing.F) {
	good := `{"run_id": "t/m/r1", "task": "t", "score": 0.0, "max_score": 1.0, "all_pass": false, "n_criteria": 2, "n_passed": 1,
 "criteria_results": [{"id": "C-001", "verdict": "pass"}, {"id": "C-002", "verdict": "fail"}]}`
	rep := `{"run_id": "t/m/r1", "task": "t", "criteria": [{"id": "C-001", "verdict": "pass"}, {"id": "C-002", "verdict": "fail"}]}`
	allPass := `{"run_id": "t/m/r1", "task": "t", "score": 1.0, "max_score": 1.0, "all_pass": true, "n_criteria": 2, "n_passed": 2,
 "criteria_results": [{"id": "C-001", "verdict": "pass"}, {"id": "C-002", "verdict": "pass"}]}`
	for _, pair := range [][2]string{
		{good, rep},
		{allPass, rep},
		{good, `{"run_id": "t/m/r1", "task": "t", "criteria": [{"id": "C-002", "verdict": "fail"}, {"id": "C-001", "verdict": "pass"}]}`},
		{good, `{"run_id": "t/m/r1", "task": "t", "criteria": []}`},
		{good, `{"run_id": "t/m/r1", "task": "t"}`},
		{good, `{"run_id": "t/m/r1", "task": "t", "criteria": [{"id": "C-001", "verdict": "pass"}, {"id": "C-002", "verdict": "fail"}]}{}`},
		{good, `[]`},
		{good, `{"run_id": "t/m/r2", "task": "t", "criteria": [{"id": "C-001", "verdict": "pass"}, {"id": "C-002", "verdict": "fail"}]}`},
	} {
		f.Add([]byte(pair[0]), []byte(pair[1]))
	}
	f.Fuzz(func(t *testing.T, scoresData, reportData []byte) {
		var s Scores
		if json.Unmarshal(scoresData, &s) != nil {
			return // merge and the readers refuse it before CheckResult
		}
		if CheckResult(&s, "scores.json", reportData, "report.json") != nil {
			return
		}
		var r struct {
			RunID    string `json:"run_id"`
			Task     string `json:"task"`
			Criteria []struct {
				ID      string         `json:"id"`
				Verdict checks.Verdict `json:"verdict"`
			} `json:"criteria"`
		}
		if err := json.Unmarshal(reportData, &r); err != nil {
			t.Fatalf("accepted a report.json that does not parse: %v", err)
		}
		if r.RunID != s.RunID || r.Task != s.Task || len(r.Criteria) != len(s.CriteriaResults) {
			t.Fatalf("accepted a pair of two results: %+v vs %+v", s, r)
		}
		passed := 0
		for i, cr := range s.CriteriaResults {
			if r.Criteria[i].ID != cr.ID || r.Criteria[i].Verdict != cr.Verdict {
				t.Fatalf("accepted criterion %d: %s %s here, %s %s in report.json", i, cr.ID, cr.Verdict, r.Criteria[i].ID, r.Criteria[i].Verdict)
			}
			if cr.Verdict == checks.Pass {
				passed++
			} else if cr.Verdict != checks.Fail {
				t.Fatalf("accepted verdict %q", cr.Verdict)
			}
		}
		if passed != s.NPassed || s.NCriteria != len(s.CriteriaResults) || s.AllPass != (passed == s.NCriteria) || (s.Score == 1) != s.AllPass {
			t.Fatalf("accepted counts that disagree with the verdicts: %+v", s)
		}
	})
}
