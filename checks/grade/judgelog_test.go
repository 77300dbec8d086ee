package grade

import (
	"context"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/internal/fixture"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/judge/heuristic"
)

// TestJudgeRecords checks that a graded report lists each judge unit once,
// with the criteria that asked for it, its verdict and origin, and that
// scores.json names the origin per judge-bound criterion.
func TestJudgeRecords(t *testing.T) {
	tests := []struct {
		name   string
		j      judge.Judge
		origin string
		errs   bool
	}{
		{"scripted-live", fixture.ScriptedJudge{Pass: true}, "live", false},
		{"heuristic", heuristic.New(), "heuristic", false},
		{"down", fixture.FailingJudge{}, "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			g, err := NewGrader(Options{
				Case: testCase(), Vault: fixture.TestVault(), Extractor: fixedExtractor{gradeText: gradeAnswer()}, Judge: tc.j,
				Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC) },
			})
			if err != nil {
				t.Fatal(err)
			}
			s, rep, err := g.Grade(context.Background(), testResponse(true))
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Judgements) == 0 {
				t.Fatal("no judge records")
			}
			seen := map[string]bool{}
			for _, r := range rep.Judgements {
				if seen[r.Unit] {
					t.Errorf("unit %s recorded twice", r.Unit)
				}
				seen[r.Unit] = true
				if len(r.Criteria) == 0 || r.Criteria[0] != "C-003" {
					t.Errorf("unit %s: criteria %v, want C-003", r.Unit, r.Criteria)
				}
				if tc.errs != (r.Error != "") || tc.errs != (r.Assessment == nil) {
					t.Errorf("unit %s: error %q, assessment %v", r.Unit, r.Error, r.Assessment)
				}
				if r.Kind == judge.UnitCitation && (r.Citation < 0 || r.Chunk == "") {
					t.Errorf("unit %s not placed: citation %d chunk %q", r.Unit, r.Citation, r.Chunk)
				}
			}
			for _, cr := range s.CriteriaResults {
				want := ""
				if cr.ID == "C-003" {
					want = tc.origin
				}
				if cr.Origin != want {
					t.Errorf("%s origin %q, want %q", cr.ID, cr.Origin, want)
				}
			}
			if rep.Answer != gradeText {
				t.Errorf("report answer %q", rep.Answer)
			}
		})
	}
}

// TestReportAccess checks the access list behind --redact-denied: every
// mentioned document, denied ones marked, unknown ones counted as denied.
func TestReportAccess(t *testing.T) {
	v := fixture.TestVault()
	v.Deny["VLT-0003"] = v.Deny["VLT-0004"]
	g, err := NewGrader(Options{Case: testCase(), Vault: v, Extractor: fixedExtractor{gradeText: gradeAnswer()}})
	if err != nil {
		t.Fatal(err)
	}
	_, rep, err := g.Grade(context.Background(), testResponse(true))
	if err != nil {
		t.Fatal(err)
	}
	for doc, denied := range map[string]bool{"VLT-0001": false, "VLT-0003": true, "VLT-0777": true} {
		if got := rep.Denied(doc); got != denied {
			t.Errorf("Denied(%s) = %v, want %v (access %+v)", doc, got, denied, rep.Access)
		}
	}
}
