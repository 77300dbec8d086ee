package grade

import (
	"context"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// suiteGrader is a grader over the case and Vault of the suite at dir,
// with the default (offline) judge.
func suiteGrader(t *testing.T, dir string) *Grader {
	t.Helper()
	c, ix := openSuiteAt(t, dir)
	g, err := NewGrader(Options{Case: c, Vault: ix})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// criterionOf grades the response written as JSON in body and returns
// criterion id's result; a criterion the case lacks fails the test.
func criterionOf(t *testing.T, g *Grader, body, id string) report.CriterionResult {
	t.Helper()
	resp, err := rubric.ParseResponse("r.json", []byte(body))
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	for _, cr := range s.CriteriaResults {
		if cr.ID == id {
			return cr
		}
	}
	t.Fatalf("no %s among the verdicts", id)
	return report.CriterionResult{}
}
