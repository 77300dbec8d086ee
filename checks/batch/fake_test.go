package batch

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// fakeGrader grades by keywords in the answer, so batch behaviour is
// tested without a Vault: "fail" fails C-002, "infra" leaves C-002
// incomplete, "boom" makes Grade return an error.
type fakeGrader struct {
	c     *rubric.Case
	calls atomic.Int64
	hook  func(r *rubric.Response) // called at the start of Grade
}

func newFakeGrader() *fakeGrader {
	return &fakeGrader{c: &rubric.Case{ID: "case-x", Hash: "sha256:case", Criteria: []rubric.Criterion{
		{ID: "C-001", Title: "Citations exist"}, {ID: "C-002", Title: "Passages support"},
	}}}
}

func (f *fakeGrader) Case() *rubric.Case { return f.c }

// ResumeKey keys a response by the case, its bytes and the fake judge.
func (f *fakeGrader) ResumeKey(r *rubric.Response) (report.ResumeKey, error) {
	return report.ResumeKey{Sum: "fake:" + f.c.Hash + ":" + r.Hash, Case: f.c.Hash, Response: r.Hash, Judge: "fake", Vault: "fake-vault"}, nil
}

// Validate refuses a response whose answer says "no-user", as the real
// grader refuses one without a user.
func (f *fakeGrader) Validate(r *rubric.Response) error {
	if strings.Contains(r.Answer, "no-user") {
		return &rubric.InputError{File: r.Path, Field: "user", Msg: "no requesting user"}
	}
	return nil
}
func (f *fakeGrader) RunID(r *rubric.Response) string {
	if r.RunID != "" {
		return report.SanitizeRunID(r.RunID)
	}
	return report.SanitizeRunID(f.c.ID + "/" + strings.TrimSuffix(filepath.Base(r.Path), filepath.Ext(r.Path)))
}

func (f *fakeGrader) Grade(ctx context.Context, r *rubric.Response) (*report.Scores, *report.Report, error) {
	f.calls.Add(1)
	if f.hook != nil {
		f.hook(r)
	}
	if strings.Contains(r.Answer, "boom") {
		return nil, nil, &rubric.InfraError{Op: "retrieval", Err: errors.New("index unreadable")}
	}
	key, _ := f.ResumeKey(r)
	s := &report.Scores{RunID: f.RunID(r), Task: f.c.ID, MaxScore: 1, NCriteria: 2, JudgeModel: "fake",
		ScoredAt: "2026-11-30T10:00:00Z", Hashes: report.Hashes{Case: f.c.Hash, Response: r.Hash, Resume: &key}}
	v2 := checks.Pass
	if strings.Contains(r.Answer, "fail") || strings.Contains(r.Answer, "infra") {
		v2 = checks.Fail
	}
	if strings.Contains(r.Answer, "infra") {
		s.Incomplete = []string{"C-002"}
	}
	s.CriteriaResults = []report.CriterionResult{
		{ID: "C-001", Title: "Citations exist", Verdict: checks.Pass},
		{ID: "C-002", Title: "Passages support", Verdict: v2},
	}
	for _, cr := range s.CriteriaResults {
		if cr.Verdict == checks.Pass {
			s.NPassed++
		}
	}
	s.AllPass = s.NPassed == s.NCriteria
	if s.AllPass {
		s.Score = 1
	}
	s.Summary = report.Summarize(s.NPassed, s.NCriteria)
	rep := &report.Report{RunID: s.RunID, Task: s.Task}
	for _, cr := range s.CriteriaResults {
		rep.Criteria = append(rep.Criteria, report.CriterionReport{ID: cr.ID, Title: cr.Title, Verdict: cr.Verdict})
	}
	return s, rep, nil
}

// writeFile writes data to dir/name, creating folders.
func writeFile(t *testing.T, dir, name, data string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// respJSON is a one-line response (FORMATS.md).
func respJSON(runID, answer string) string {
	return fmt.Sprintf(`{"run_id": %q, "answer": %q}`, runID, answer)
}

// collect runs a batch over inputs and returns the results in order.
func collect(t *testing.T, g Grader, open Opener, opt Options) (*Summary, []*Result, error) {
	t.Helper()
	src, err := open()
	if err != nil {
		t.Fatal(err)
	}
	defer src.Close()
	opt.Grader = g
	var out []*Result
	opt.OnResult = func(r *Result) { out = append(out, r) }
	sum, err := Run(context.Background(), src, opt)
	return sum, out, err
}
