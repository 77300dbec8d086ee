package batch

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Completed returns the scores already in dir when they are a complete
// result for this response under key: scores.json parses, names this run
// ID and case, was graded under the same resume key (report.ResumeKey:
// case and response bytes, the effective user, time and trace, the
// Vault's content, the grader's rules and the judge's identity), holds
// one pass/fail verdict per criterion with none left incomplete, and
// report.json beside it agrees with it (report.CheckResult), both regular
// files and no links. Anything less means the response
// is graded again; why says what differed when an earlier complete
// result was found ("the Vault changed"), "" when there was none to
// reuse.
//
// denied is the report.json denied_text the run writes: a result written
// in the other mode is graded again (why says so), so --show-denied never
// prints a redacted report and a default run never keeps an unredacted
// one.
func Completed(dir, runID string, c *rubric.Case, key report.ResumeKey, denied string) (s *report.Scores, why string, ok bool) {
	// Regular files only, no links (report.ReadResultFile): a result is
	// reused only from files this folder holds.
	data, err := report.ReadResultFile(dir, filepath.Join(dir, "scores.json"))
	if err != nil {
		return nil, "", false
	}
	var sc report.Scores
	if err := json.Unmarshal(data, &sc); err != nil {
		return nil, "", false
	}
	if sc.RunID != runID || sc.Task != c.ID || len(sc.Incomplete) > 0 {
		return nil, "", false
	}
	if sc.NCriteria != len(c.Criteria) || len(sc.CriteriaResults) != len(c.Criteria) {
		return nil, "", false
	}
	passed := 0
	for i, cr := range sc.CriteriaResults {
		if cr.ID != c.Criteria[i].ID || (cr.Verdict != checks.Pass && cr.Verdict != checks.Fail) {
			return nil, "", false
		}
		if cr.Verdict == checks.Pass {
			passed++
		}
	}
	if passed != sc.NPassed || sc.AllPass != (passed == sc.NCriteria) {
		return nil, "", false
	}
	reportJSON, err := report.ReadResultFile(dir, filepath.Join(dir, "report.json"))
	if err != nil || !json.Valid(reportJSON) {
		return nil, "", false
	}
	// A scores.json edited to pass beside a report.json that fails is no
	// result to reuse (issue 22.12): graded again, saying why.
	if err := report.CheckResult(&sc, filepath.Join(dir, "scores.json"), reportJSON, filepath.Join(dir, "report.json")); err != nil {
		return nil, "the earlier result's files disagree (" + err.Error() + ")", false
	}
	var mode struct {
		DeniedText string `json:"denied_text"`
	}
	json.Unmarshal(reportJSON, &mode)
	// The result is whole; it is reused only if nothing it depends on
	// moved. An old result without a key (or a Vault that cannot name its
	// content) is never reused.
	old := report.ResumeKey{}
	if sc.Hashes.Resume != nil {
		old = *sc.Hashes.Resume
	}
	if why := key.Changed(old); why != "" {
		return nil, why, false
	}
	if mode.DeniedText != denied {
		return nil, fmt.Sprintf("the earlier report.json was written with denied text %q, this run writes it %q", orUnknown(mode.DeniedText), denied), false
	}
	return &sc, "", true
}

// LoadReport reads the report.json of a resumed response, so it can be
// printed like a fresh one; answer is the graded answer text (report.json
// does not hold it; printers highlight citations in it).
func LoadReport(dir, answer string) (*report.Report, error) {
	path := filepath.Join(dir, "report.json")
	data, err := report.ReadResultFile(dir, path) // a regular file, not a link
	var ie *rubric.InputError
	if errors.As(err, &ie) {
		return nil, err
	}
	if err != nil {
		return nil, &rubric.InfraError{Op: "reading " + path, Err: err}
	}
	var r report.Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, &rubric.InfraError{Op: "reading " + path, Err: err}
	}
	if answer != "" || r.Answer == "" {
		r.Answer = answer // report.json holds the answer since issue 16; older ones do not
	}
	return &r, nil
}

func orUnknown(s string) string {
	if s == "" {
		return "unknown"
	}
	return s
}
