package suite

import (
	"encoding/json"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
)

// TestUndecidedExpectations: an expected file may record "undecided";
// it is met only by a criterion the offline judge could not decide, and
// an expected "fail" is met by one too (it fails).
func TestUndecidedExpectations(t *testing.T) {
	undecided := report.CriterionResult{ID: "C-003", Verdict: checks.Fail, Undecided: true}
	decidedFail := report.CriterionResult{ID: "C-003", Verdict: checks.Fail}
	pass := report.CriterionResult{ID: "C-003", Verdict: checks.Pass}
	for _, tc := range []struct {
		expected checks.Verdict
		got      report.CriterionResult
		mismatch bool
	}{
		{Undecided, undecided, false},
		{Undecided, decidedFail, true},
		{Undecided, pass, true},
		{checks.Fail, undecided, false},
		{checks.Fail, decidedFail, false},
		{checks.Pass, undecided, true},
		{checks.Pass, pass, false},
	} {
		row := Row{Criterion: "C-003", Expected: tc.expected, Actual: outcome(tc.got)}
		if row.Mismatch() != tc.mismatch {
			t.Errorf("expected %s, got %+v: mismatch %v, want %v", tc.expected, tc.got, row.Mismatch(), tc.mismatch)
		}
	}
	for raw, ok := range map[string]bool{`"undecided"`: true, `"pass"`: true, `"needs review"`: false, `{"verdict": "undecided", "known": "x"}`: false} {
		_, _, err := parseVerdict(json.RawMessage(raw))
		if (err == nil) != ok {
			t.Errorf("parseVerdict(%s): err %v, want ok %v", raw, err, ok)
		}
	}
}
