package printer

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/vault"
)

// gradeFixture grades one fixture response with the shared fixture
// grader (checkstest: heuristic judge, fixed clock, Vault in memory).
func gradeFixture(t testing.TB, name string) (*report.Scores, *report.Report, vault.Reader) {
	t.Helper()
	_, ix := checkstest.Fixture(t)
	resp, err := rubric.LoadResponse(filepath.Join(checkstest.FixtureDir(t), "responses", name+".json"), rubric.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, r, err := checkstest.FixtureGrader(t).Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	return s, r, ix
}
