package batch

import (
	"errors"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestSummaryExitCodes: a response refused as bad input while grading
// (ExitCode 2) is counted apart from infrastructure failures, and the
// batch's exit code follows the precedence of FORMATS.md: exit codes: 3, then 2, then 1.
func TestSummaryExitCodes(t *testing.T) {
	c := &rubric.Case{Criteria: []rubric.Criterion{{ID: "C-001", Title: "t"}}}
	pass := &Result{Scores: &report.Scores{AllPass: true}}
	fail := &Result{Scores: &report.Scores{}}
	refused := &Result{Err: &rubric.InputError{File: "r.json", Field: "answer", Msg: "too many citations"}}
	infra := &Result{Err: errors.New("disk full")}
	tests := []struct {
		name    string
		results []*Result
		want    int
		refused int
		infra   int
	}{
		{"all pass", []*Result{pass, pass}, 0, 0, 0},
		{"one failed", []*Result{pass, fail}, 1, 0, 0},
		{"refused beats failed", []*Result{fail, refused}, 2, 1, 0},
		{"infra beats refused", []*Result{refused, infra, fail}, 3, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSummary(c)
			for _, r := range tt.results {
				s.Add(r)
			}
			if got := s.ExitCode(); got != tt.want {
				t.Errorf("exit code %d, want %d", got, tt.want)
			}
			if s.Refused != tt.refused || s.Infra != tt.infra {
				t.Errorf("refused %d infra %d, want %d and %d", s.Refused, s.Infra, tt.refused, tt.infra)
			}
		})
	}
}

// TestSummaryCountsNeedsReview: criteria the offline judge could not
// decide are counted apart (per criterion and per response), still as
// failures, and the table says so.
func TestSummaryCountsNeedsReview(t *testing.T) {
	c := &rubric.Case{Criteria: []rubric.Criterion{{ID: "C-003", Title: "Passages support"}, {ID: "C-004", Title: "No adverse"}}}
	s := NewSummary(c)
	scores := func(v3 checks.Verdict, undecided bool) *report.Scores {
		return &report.Scores{NCriteria: 2, CriteriaResults: []report.CriterionResult{
			{ID: "C-003", Verdict: v3, Undecided: undecided}, {ID: "C-004", Verdict: checks.Pass}}}
	}
	s.Add(&Result{Scores: scores(checks.Fail, true)})
	s.Add(&Result{Scores: scores(checks.Fail, false)})
	s.Add(&Result{Scores: scores(checks.Pass, false)})
	if s.NeedsReview != 1 || s.Criteria[0].Review != 1 || s.Criteria[0].Passed != 1 || s.Failed != 3 {
		t.Fatalf("needs review %d, C-003 review %d passed %d, failed %d; want 1, 1, 1, 3", s.NeedsReview, s.Criteria[0].Review, s.Criteria[0].Passed, s.Failed)
	}
	var b strings.Builder
	if err := s.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"needs review  1 (", "1/3   33.3%  Passages support (1 need review)"} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, b.String())
		}
	}
}
