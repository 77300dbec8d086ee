package service

import (
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

var suite = filepath.Join("..", "..", "fixtures", "forum-selection")

var (
	detOnce   sync.Once
	detGrader *grade.Grader // the deterministic criteria only
	detErr    error
)

// realGrader is the shared grader over the fixture case and Vault
// (checkstest: in memory, heuristic judge, fixed clock).
func realGrader(t testing.TB) *grade.Grader {
	t.Helper()
	return checkstest.FixtureGrader(t)
}

// deterministicGrader grades the fixture case's deterministic criteria
// only (no judge): the load test's grader, real work at a cost that lets
// 1,000 requests finish in seconds.
func deterministicGrader(t testing.TB) *grade.Grader {
	t.Helper()
	c, ix := checkstest.Fixture(t)
	detOnce.Do(func() {
		det := *c
		det.ID, det.Criteria = c.ID+"-deterministic", nil
		for _, cr := range c.Criteria {
			if b, err := checks.BindingFor(cr); err == nil && b.Kind == checks.Deterministic {
				det.Criteria = append(det.Criteria, cr)
			}
		}
		detGrader, detErr = grade.NewGrader(grade.Options{Case: &det, Vault: ix, Clock: func() time.Time { return checkstest.Clock }})
	})
	if detErr != nil {
		t.Fatal(detErr)
	}
	return detGrader
}

// TestGradesLikeTheCLI posts fixture responses and checks that the reply
// is exactly the scores.json the library writes, with report.json under
// "report".
func TestGradesLikeTheCLI(t *testing.T) {
	g := realGrader(t)
	_, ts := newTest(t, Config{Graders: []Grader{g}})
	for _, name := range []string{"clean-bluebook.json", "c001-fabricated-case.json", "c009-bare-id.json"} {
		data, err := os.ReadFile(filepath.Join(suite, "responses", name))
		if err != nil {
			t.Fatal(err)
		}
		code, _, body := do(t, ts.Client(), "POST", ts.URL+PathGrade, testToken, string(data))
		if code != 200 {
			t.Fatalf("%s: %d %s", name, code, body)
		}
		resp, err := rubric.ParseResponse(BodyName, data)
		if err != nil {
			t.Fatal(err)
		}
		s, rep, err := g.Grade(t.Context(), resp)
		if err != nil {
			t.Fatal(err)
		}
		s, rep = report.Redact(s, rep) // replies are redacted by default, as the CLI's files are
		var got, want map[string]any
		if err := json.Unmarshal([]byte(body), &got); err != nil {
			t.Fatal(err)
		}
		wantBytes, _ := json.Marshal(GradeReply{Scores: s, Report: rep})
		json.Unmarshal(wantBytes, &want)
		delete(got, "judge_usage")
		delete(want, "judge_usage")
		gb, _ := json.Marshal(got)
		wb, _ := json.Marshal(want)
		if string(gb) != string(wb) {
			t.Fatalf("%s: reply differs from the library's scores+report", name)
		}
		if got["report"] == nil || got["run_id"] != s.RunID {
			t.Fatalf("%s: reply lacks report or run_id", name)
		}
	}
}
