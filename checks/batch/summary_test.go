package batch

import (
	"errors"
	"testing"

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
