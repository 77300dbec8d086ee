package batch

import (
	"encoding/json"
	"os"
	"path/filepath"

	"github.com/citecheck/citecheck/checks"
)

// Completed returns the scores already in dir when they are a complete
// result for this response: scores.json parses, names this run ID, case
// hash, response hash and judge model, holds one pass/fail verdict per
// criterion of the case with none left incomplete, and report.json
// beside it is valid JSON. Anything less (missing, truncated, tampered,
// graded with another case, judge or response, or cut short by an
// infrastructure failure) means the response is graded again.
func Completed(dir, runID string, c *checks.Case, respHash, judgeModel string) (*checks.Scores, bool) {
	data, err := os.ReadFile(filepath.Join(dir, "scores.json"))
	if err != nil {
		return nil, false
	}
	var s checks.Scores
	if err := json.Unmarshal(data, &s); err != nil {
		return nil, false
	}
	if s.RunID != runID || s.Task != c.ID || s.Hashes.Case != c.Hash || s.Hashes.Response != respHash ||
		s.JudgeModel != judgeModel || len(s.Incomplete) > 0 {
		return nil, false
	}
	if s.NCriteria != len(c.Criteria) || len(s.CriteriaResults) != len(c.Criteria) {
		return nil, false
	}
	passed := 0
	for i, cr := range s.CriteriaResults {
		if cr.ID != c.Criteria[i].ID || (cr.Verdict != checks.Pass && cr.Verdict != checks.Fail) {
			return nil, false
		}
		if cr.Verdict == checks.Pass {
			passed++
		}
	}
	if passed != s.NPassed || s.AllPass != (passed == s.NCriteria) {
		return nil, false
	}
	report, err := os.ReadFile(filepath.Join(dir, "report.json"))
	if err != nil || !json.Valid(report) {
		return nil, false
	}
	return &s, true
}

// LoadReport reads the report.json of a resumed response, so it can be
// printed like a fresh one; answer is the graded answer text (report.json
// does not hold it; printers highlight citations in it).
func LoadReport(dir, answer string) (*checks.Report, error) {
	path := filepath.Join(dir, "report.json")
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, &checks.InfraError{Op: "reading " + path, Err: err}
	}
	var r checks.Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, &checks.InfraError{Op: "reading " + path, Err: err}
	}
	r.Answer = answer
	return &r, nil
}
