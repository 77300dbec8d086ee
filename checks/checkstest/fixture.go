// Package checkstest gives the tests of the packages above checks (batch,
// service, printer, the CLI) one way to grade the forum-selection fixture:
// its case, its Vault built in memory once per test binary, and a Grader
// with the offline heuristic judge and a fixed clock, so their outputs are
// deterministic and comparable.
package checkstest

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
)

// Clock is the fixed grading time of FixtureGrader (scored_at).
var Clock = time.Date(2026, 11, 30, 10, 0, 0, 0, time.UTC)

var (
	once   sync.Once
	dir    string
	fcase  *rubric.Case
	index  *vault.Index
	grader *grade.Grader
	err    error
)

// FixtureDir is the forum-selection suite folder (case.json, vault/,
// responses/, expected/), found from the test's working directory by
// walking up to the module root.
func FixtureDir(tb testing.TB) string {
	tb.Helper()
	load(tb)
	return dir
}

// Fixture returns the fixture case and its Vault, built in memory once.
// The Index is shared: read it, never close it.
func Fixture(tb testing.TB) (*rubric.Case, *vault.Index) {
	tb.Helper()
	load(tb)
	return fcase, index
}

// FixtureGrader returns the shared Grader over the fixture case and Vault,
// with the heuristic judge and Clock. Grader is safe for concurrent use.
func FixtureGrader(tb testing.TB) *grade.Grader {
	tb.Helper()
	load(tb)
	return grader
}

func load(tb testing.TB) {
	tb.Helper()
	once.Do(func() {
		if dir, err = fixtureDir(); err != nil {
			return
		}
		if fcase, err = rubric.LoadCase(filepath.Join(dir, "case.json")); err != nil {
			return
		}
		var src *vault.Source
		if src, err = vault.LoadSource(fcase.VaultPath); err != nil {
			return
		}
		if index, err = vault.BuildMem(src); err != nil {
			return
		}
		grader, err = grade.NewGrader(grade.Options{Case: fcase, Vault: index, Judge: heuristic.New(),
			Clock: func() time.Time { return Clock }})
	})
	if err != nil {
		tb.Fatalf("forum-selection fixture: %v", err)
	}
}

// fixtureDir walks up from the working directory to the folder holding
// go.mod and returns fixtures/forum-selection below it.
func fixtureDir() (string, error) {
	d, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(d, "go.mod")); err == nil {
			return filepath.Join(d, "fixtures", "forum-selection"), nil
		}
		parent := filepath.Dir(d)
		if parent == d {
			return "", os.ErrNotExist
		}
		d = parent
	}
}
