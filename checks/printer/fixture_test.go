package printer

import (
	"context"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/judge"
	"github.com/citecheck/citecheck/vault"
)

// fixtureDir is the forum-selection regression suite.
const fixtureDir = "../../fixtures/forum-selection"

var (
	fixtureOnce  sync.Once
	fixtureCase  *checks.Case
	fixtureVault *vault.Index
	fixtureErr   error
)

// gradeFixture grades one fixture response with the offline heuristic
// judge and a fixed clock, over the fixture Vault built in memory (once
// per test binary).
func gradeFixture(t testing.TB, name string) (*checks.Scores, *checks.Report, vault.Reader) {
	t.Helper()
	fixtureOnce.Do(func() {
		fixtureCase, fixtureErr = checks.LoadCase(filepath.Join(fixtureDir, "case.json"))
		if fixtureErr != nil {
			return
		}
		var src *vault.Source
		if src, fixtureErr = vault.LoadSource(fixtureCase.VaultPath); fixtureErr != nil {
			return
		}
		fixtureVault, fixtureErr = vault.BuildMem(src)
	})
	if fixtureErr != nil {
		t.Fatal(fixtureErr)
	}
	g, err := checks.NewGrader(checks.Options{Case: fixtureCase, Vault: fixtureVault, Judge: judge.NewHeuristic(),
		Clock: func() time.Time { return time.Date(2026, 11, 30, 10, 15, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	resp, err := checks.LoadResponse(filepath.Join(fixtureDir, "responses", name+".json"), checks.ResponseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, r, err := g.Grade(context.Background(), resp)
	if err != nil {
		t.Fatal(err)
	}
	return s, r, fixtureVault
}
