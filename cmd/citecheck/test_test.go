package main

import (
	"bytes"
	"context"
	"encoding/xml"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/printer"
)

// miniSuite is the small suite of package checks/suite.
const miniSuite = "../../checks/suite/testdata/mini"

// suiteCopyDir copies a folder tree into a temporary folder.
func suiteCopyDir(t *testing.T, src string) string {
	t.Helper()
	dst := filepath.Join(t.TempDir(), filepath.Base(src))
	err := filepath.WalkDir(src, func(p string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		if d.IsDir() {
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return dst
}

// suiteCLI runs citecheck with args and a private cache folder.
func suiteCLI(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("CITECHECK_CACHE_DIR", t.TempDir())
	t.Setenv("OPENAI_BASE_URL", "")
	t.Setenv("OPENAI_API_KEY", "")
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// suiteReadJUnit parses a JUnit file as a CI system would.
func suiteReadJUnit(t *testing.T, path string) *printer.JUnitSuites {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var j printer.JUnitSuites
	if err := xml.Unmarshal(b, &j); err != nil {
		t.Fatalf("%s does not parse: %v", path, err)
	}
	return &j
}

// TestTestCommand covers the exit codes of `citecheck test`: 0 when all
// match, 1 on a mismatch, 2 for bad suite input (with nothing written), and
// --update turning a mismatch into a match.
func TestTestCommand(t *testing.T) {
	flip := func(dir string) {
		p := filepath.Join(dir, "expected", "no-locator.json")
		b, _ := os.ReadFile(p)
		os.WriteFile(p, bytes.Replace(b, []byte(`"C-009": "fail"`), []byte(`"C-009": "pass"`), 1), 0o644)
	}
	tests := []struct {
		name    string
		prepare func(dir string)
		args    []string
		code    int
		stdout  []string
		stderr  string
		junit   bool // a JUnit file must exist afterwards
	}{
		{name: "all-match", code: 0, junit: true, stdout: []string{"12 verdicts compared: 12 match, 0 mismatch; 4 not compared", "heuristic", "Wrote JUnit XML"}},
		{name: "mismatch", prepare: flip, code: 1, junit: true, stdout: []string{"no-locator  C-009      pass      fail", "MISMATCH", "Mismatches:"}},
		{name: "bad-verdict", prepare: func(dir string) {
			os.WriteFile(filepath.Join(dir, "expected", "clean.json"), []byte("{\n\"C-001\": \"yes\"\n}\n"), 0o644)
		}, code: 2, stderr: "expected/clean.json:2: C-001: expected verdict must be \"pass\", \"fail\" or \"undecided\""},
		{name: "update", prepare: flip, args: []string{"--update"}, code: 0, junit: true, stdout: []string{"updated", "no-locator.json (changed: C-003, C-009)", "Updated 4 expected files."}},
		{name: "no-args", args: []string{"--junit"}, code: 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := suiteCopyDir(t, miniSuite)
			if tc.prepare != nil {
				tc.prepare(dir)
			}
			junit := filepath.Join(t.TempDir(), "out", "junit.xml")
			args := append([]string{"test", dir, "--judge", "heuristic"}, tc.args...)
			if tc.name != "no-args" {
				args = append(args, "--junit", junit)
			}
			code, out, errOut := suiteCLI(t, args...)
			if code != tc.code {
				t.Fatalf("exit %d, want %d\nstdout:\n%s\nstderr:\n%s", code, tc.code, out, errOut)
			}
			for _, want := range tc.stdout {
				if !strings.Contains(out, want) {
					t.Errorf("stdout lacks %q:\n%s", want, out)
				}
			}
			if !strings.Contains(errOut, tc.stderr) {
				t.Errorf("stderr %q lacks %q", errOut, tc.stderr)
			}
			_, statErr := os.Stat(junit)
			if tc.junit != (statErr == nil) {
				t.Errorf("JUnit file exists: %v, want %v", statErr == nil, tc.junit)
			}
			if tc.junit {
				j := suiteReadJUnit(t, junit)
				if j.Tests != 16 || len(j.Suites) != 4 {
					t.Errorf("JUnit has %d tests in %d suites, want 16 in 4", j.Tests, len(j.Suites))
				}
			}
			if tc.name == "update" {
				if code, out, _ := suiteCLI(t, "test", dir, "--judge", "heuristic"); code != 0 {
					t.Errorf("after --update the suite exits %d:\n%s", code, out)
				}
			}
		})
	}
}

// TestTestFixtureSuite runs the real fixture suite. Its verdicts are the
// other checks' business, so this only asserts that it runs (exit 0 or 1,
// never bad input or an infrastructure failure) and writes JUnit with one
// suite per response and one case per criterion.
func TestTestFixtureSuite(t *testing.T) {
	dir := "../../fixtures/forum-selection"
	junit := filepath.Join(t.TempDir(), "fixture.xml")
	code, out, errOut := suiteCLI(t, "test", dir, "--judge", "heuristic", "--junit", junit)
	if code != 0 && code != 1 {
		t.Fatalf("exit %d\nstderr: %s\nstdout tail: %s", code, errOut, suiteTail(out, 2000))
	}
	responses, _ := filepath.Glob(filepath.Join(dir, "responses", "*.json"))
	j := suiteReadJUnit(t, junit)
	if len(j.Suites) != len(responses) || j.Tests == 0 || j.Tests%len(responses) != 0 {
		t.Errorf("JUnit: %d suites, %d tests for %d responses", len(j.Suites), j.Tests, len(responses))
	}
	if (code == 1) != (j.Failures > 0 || j.Errors > 0) {
		t.Errorf("exit %d but JUnit has %d failures, %d errors", code, j.Failures, j.Errors)
	}
}

func suiteTail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[len(s)-n:]
}
