package suite

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
	"github.com/citecheck/citecheck/judge/heuristic"
	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

const mini = "testdata/mini"

// copySuite copies a suite folder into a temporary folder the test may
// change.
func copySuite(t *testing.T, src string) string {
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

// runSuite loads dir and grades it with the heuristic judge over its
// Vault built in memory.
func runSuite(t *testing.T, dir string, opt LoadOptions) *Result {
	t.Helper()
	return runSuiteOpts(t, dir, opt, RunOptions{})
}

// runSuiteWith is runSuite with run options (a selection grades the case
// GradedCase gives, as citecheck test does).
func runSuiteWith(t *testing.T, dir string, ro RunOptions) *Result {
	t.Helper()
	return runSuiteOpts(t, dir, LoadOptions{}, ro)
}

func runSuiteOpts(t *testing.T, dir string, opt LoadOptions, ro RunOptions) *Result {
	t.Helper()
	s, err := Load(dir, opt)
	if err != nil {
		t.Fatal(err)
	}
	src, err := vault.LoadSource(s.Case.VaultPath)
	if err != nil {
		t.Fatal(err)
	}
	ix, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ix.Close() })
	g, err := grade.NewGrader(grade.Options{Case: GradedCase(s.Case, ro.Criteria), Vault: ix, Judge: heuristic.New()})
	if err != nil {
		t.Fatal(err)
	}
	res, err := RunWith(context.Background(), s, g, ro)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// golden compares got with testdata/name (vaulttest.Golden; -update rewrites).
func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", name), got)
}

// TestMiniSuite runs the small suite: every compared verdict matches, the
// judge-bound criterion is reported as not compared with its origin, and
// the table and JUnit match their golden files.
func TestMiniSuite(t *testing.T) {
	res := runSuite(t, mini, LoadOptions{})
	c := res.Counts()
	if !res.OK() || c.Compared != 12 || c.NotCompared != 4 || c.Mismatches != 0 {
		t.Errorf("counts %+v, OK %v; want 12 compared, 4 not compared, no mismatch", c, res.OK())
	}
	if c.Origins["heuristic"] == 0 {
		t.Errorf("no heuristic verdict counted: %+v", c.Origins)
	}
	for _, rr := range res.Responses {
		for _, row := range rr.Rows {
			if row.Criterion == "C-003" && (row.Compared() || row.Method != checks.Heuristic) {
				t.Errorf("%s C-003: compared %v, method %s", rr.Entry.Name, row.Compared(), row.Method)
			}
		}
	}
}

// fixedResult is a hand-built run covering every kind of row: a match, a
// mismatch, a criterion not compared, one that could not be graded, and
// judge verdicts from a live call and from the cache. The golden files
// rest on it so they change only when the printing does.
func fixedResult() *Result {
	s := &Suite{Dir: "testdata/demo", Warnings: []string{"testdata/demo/expected/orphan.json has no response testdata/demo/responses/orphan.json; it is ignored"}}
	entry := func(name string, exp map[string]checks.Verdict) *Entry {
		return &Entry{Name: name, ResponsePath: "testdata/demo/responses/" + name + ".json", ExpectedPath: "testdata/demo/expected/" + name + ".json", Expected: exp}
	}
	scores := func(name string) *report.Scores {
		return &report.Scores{RunID: "demo/acme/" + name, JudgeModel: "gpt-4.1-mini via http://127.0.0.1:8000/v1", Summary: report.Summarize(1, 3)}
	}
	a := &ResponseResult{Entry: entry("alpha", map[string]checks.Verdict{"C-001": "pass", "C-003": "pass"}), Scores: scores("alpha"), Rows: []Row{
		{Criterion: "C-001", Title: "Sources exist", Expected: "pass", Actual: "pass", Method: checks.Deterministic, Reasoning: "All 2 cited sources resolve."},
		{Criterion: "C-003", Title: "Citations support <propositions>", Expected: "pass", Actual: "fail", Method: checks.ByJudge, Origin: "cache",
			Reasoning: "1 citation(s) rest on a passage that does not support the proposition. Evidence: \"clauses & <b>valid</b>\"."},
		{Criterion: "C-007", Title: "Calibrated", Actual: "pass", Method: checks.ByJudge, Origin: "cache+live", Reasoning: "Every judged proposition is calibrated."},
	}}
	b := &ResponseResult{Entry: entry("beta", map[string]checks.Verdict{"C-001": "fail", "C-003": "pass", "C-007": "fail"}), Scores: scores("beta"), Rows: []Row{
		{Criterion: "C-001", Title: "Sources exist", Expected: "fail", Actual: "fail", Method: checks.Deterministic, Reasoning: "1 citation(s) do not resolve."},
		{Criterion: "C-003", Title: "Citations support <propositions>", Expected: "pass", Actual: "fail", Method: checks.ByJudge, Incomplete: true,
			Reasoning: "Could not be graded, so it fails: judge: endpoint unreachable."},
		{Criterion: "C-007", Title: "Calibrated", Expected: "fail", Actual: "fail", Method: checks.ByJudge, Origin: "live", Reasoning: "1 citation(s) overclaim."},
	}}
	return &Result{Suite: s, Responses: []*ResponseResult{a, b}}
}

// TestGolden compares the table and the JUnit XML of the fixed run with
// their golden files, and reads the JUnit back with encoding/xml.
func TestGolden(t *testing.T) {
	res := fixedResult()
	var table, junit bytes.Buffer
	if err := WriteTable(&table, res); err != nil {
		t.Fatal(err)
	}
	if err := WriteJUnit(&junit, res); err != nil {
		t.Fatal(err)
	}
	golden(t, "demo.table.txt", table.Bytes())
	golden(t, "demo.junit.xml", junit.Bytes())
	var j printer.JUnitSuites
	if err := xml.Unmarshal(junit.Bytes(), &j); err != nil {
		t.Fatalf("JUnit does not parse: %v", err)
	}
	if j.Tests != 6 || j.Failures != 1 || j.Errors != 1 || j.Skipped != 1 || len(j.Suites) != 2 {
		t.Errorf("totals: tests %d failures %d errors %d skipped %d suites %d", j.Tests, j.Failures, j.Errors, j.Skipped, len(j.Suites))
	}
	f := j.Suites[0].Cases[1].Failure
	if f == nil || !strings.HasPrefix(f.Message, "expected pass, got fail (decided by judge (cache)): 1 citation(s) rest on a passage") || !strings.Contains(f.Text, `Evidence: "clauses & <b>valid</b>"`) {
		t.Errorf("alpha C-003 failure: %+v", f)
	}
	if c := res.Counts(); c.Origins["cache"] != 1 || c.Origins["live"] != 1 || c.Origins["cache+live"] != 1 || c.Incomplete != 1 {
		t.Errorf("counts %+v", c)
	}
}

// TestMismatch flips one expectation: the run is not OK, the table marks
// the row, and the JUnit failure carries the reasoning.
func TestMismatch(t *testing.T) {
	dir := copySuite(t, mini)
	p := filepath.Join(dir, "expected", "walled.json")
	b, _ := os.ReadFile(p)
	if err := os.WriteFile(p, bytes.Replace(b, []byte(`"C-002": "fail"`), []byte(`"C-002": "pass"`), 1), 0o644); err != nil {
		t.Fatal(err)
	}
	res := runSuite(t, dir, LoadOptions{})
	if res.OK() || res.Counts().Mismatches != 1 {
		t.Fatalf("want exactly one mismatch, got %+v", res.Counts())
	}
	var table, out bytes.Buffer
	if err := WriteTable(&table, res); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(table.String(), "walled      C-002      pass      fail    deterministic               MISMATCH") {
		t.Errorf("table does not mark the mismatch:\n%s", table.String())
	}
	var brief bytes.Buffer
	if err := WriteTableOpt(&brief, res, TableOptions{MismatchesOnly: true}); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(brief.String(), "\n"); !strings.Contains(brief.String(), "MISMATCH") || strings.Contains(brief.String(), "clean ") || n > 10 {
		t.Errorf("--mismatches-only table (%d lines):\n%s", n, brief.String())
	}
	if err := WriteJUnit(&out, res); err != nil {
		t.Fatal(err)
	}
	var j printer.JUnitSuites
	if err := xml.Unmarshal(out.Bytes(), &j); err != nil {
		t.Fatalf("JUnit does not parse: %v", err)
	}
	if j.Failures != 1 || j.Tests != 16 || j.Skipped != 4 || len(j.Suites) != 4 {
		t.Fatalf("JUnit totals tests %d failures %d skipped %d suites %d", j.Tests, j.Failures, j.Skipped, len(j.Suites))
	}
	for _, s := range j.Suites {
		for _, c := range s.Cases {
			if c.Failure != nil {
				if s.Name != "walled/walled" && !strings.HasSuffix(s.Name, "/walled") || !strings.HasPrefix(c.Name, "C-002") {
					t.Errorf("failure on %s %s", s.Name, c.Name)
				}
				if !strings.Contains(c.Failure.Text, "may not read") || !strings.Contains(c.Failure.Message, "expected pass, got fail") {
					t.Errorf("failure lacks the reasoning: %+v", c.Failure)
				}
			}
		}
	}
}

// TestLoadErrors checks that bad suite input is an InputError naming the
// file, line and field, before anything is graded.
func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name    string
		file    string // relative to the suite, "" to delete responses/
		content string
		line    int
		field   string
		msg     string
	}{
		{"malformed", "expected/clean.json", "{\n  \"C-001\": \"pass\",\n  \"C-002\" \"pass\"\n}\n", 3, "C-002", "malformed JSON"},
		{"bad-verdict", "expected/clean.json", "{\n  \"C-001\": \"pass\",\n  \"C-009\": \"passed\"\n}\n", 3, "C-009", `"pass", "fail" or "undecided"`},
		{"not-object", "expected/clean.json", "[\"C-001\"]\n", 1, "", "JSON object"},
		{"duplicate", "expected/clean.json", "{\"C-001\": \"pass\",\n\"C-001\": \"fail\"}\n", 2, "C-001", "duplicate"},
		{"trailing", "expected/clean.json", "{\"C-001\": \"pass\"}\n{}\n", 2, "", "after the JSON object"},
		{"missing-expected", "expected/clean.json", "", 0, "", "no expected verdicts"},
		{"bad-response", "responses/clean.json", "{\"answer\": 7}\n", -1, "", ""}, // the response loader's own message
		{"no-responses", "", "", 0, "", "cannot read the folder"},
		// Issue 11: a key shaped like a criterion ID that is not one of
		// the case's is an error (it used to compare nothing, exit 0).
		{"lower-case key", "expected/clean.json", "{\"C-001\": \"pass\",\n\"c-002\": \"fail\"}\n", 2, "c-002", `did you mean "C-002"`},
		{"underscore", "expected/clean.json", "{\"C_002\": \"fail\"}\n", 1, "C_002", `did you mean "C-002"`},
		{"trailing space", "expected/clean.json", "{\"C-003 \": \"pass\"}\n", 1, "C-003 ", `did you mean "C-003"`},
		{"letter O for zero", "expected/clean.json", "{\"C-0O1\": \"pass\"}\n", 1, "C-0O1", `did you mean "C-001"`},
		{"non-breaking hyphen", "expected/clean.json", "{\"C\u2011009\": \"pass\"}\n", 1, "C\u2011009", `did you mean "C-009"`},
		{"zero-width space", "expected/clean.json", "{\"C-\u200b001\": \"pass\"}\n", 1, "C-\u200b001", `did you mean "C-001"`},
		{"Cyrillic Es", "expected/clean.json", "{\"\u0421-001\": \"pass\"}\n", 1, "\u0421-001", `did you mean "C-001"`},
		{"fullwidth", "expected/clean.json", "{\"\uff23-001\": \"pass\"}\n", 1, "\uff23-001", `did you mean "C-001"`},
		{"no dash", "expected/clean.json", "{\"C001\": \"pass\"}\n", 1, "C001", `did you mean "C-001"`},
		{"criterion the case lacks", "expected/clean.json", "{\"C-001\": \"pass\",\n\"C-042\": \"fail\"}\n", 2, "C-042", "the case has no such criterion (it has C-001, C-002, C-003, C-009)"},
		{"compares nothing", "expected/clean.json", "{\"why\": \"forgot the verdicts\"}\n", 1, "", "compares nothing"},
		{"only unknown keys", "expected/clean.json", "{\"verdicts\": {\"C-001\": \"pass\"}}\n", 1, "", "compares nothing"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := copySuite(t, mini)
			switch {
			case tc.file == "":
				os.RemoveAll(filepath.Join(dir, "responses"))
			case tc.content == "":
				os.Remove(filepath.Join(dir, tc.file))
			default:
				os.WriteFile(filepath.Join(dir, tc.file), []byte(tc.content), 0o644)
			}
			_, err := Load(dir, LoadOptions{})
			var ie *rubric.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("want an InputError, got %v", err)
			}
			if tc.line < 0 {
				ie.Line, ie.Field = tc.line, tc.field
			}
			if ie.ExitCode() != 2 || ie.Line != tc.line || ie.Field != tc.field || !strings.Contains(ie.Error(), tc.msg) {
				t.Errorf("got %q (line %d field %q), want line %d field %q containing %q", ie.Error(), ie.Line, ie.Field, tc.line, tc.field, tc.msg)
			}
			if tc.file != "" && !strings.Contains(ie.File, filepath.Base(tc.file)) {
				t.Errorf("error names %s, want %s", ie.File, tc.file)
			}
		})
	}
}

// TestLoadWarnings: an expected file with no response is reported, not
// fatal; documented and other free-text keys are kept and not compared.
func TestLoadWarnings(t *testing.T) {
	dir := copySuite(t, mini)
	os.WriteFile(filepath.Join(dir, "expected", "orphan.json"), []byte("{}\n"), 0o644)
	os.WriteFile(filepath.Join(dir, "expected", "clean.json"), []byte("{\"C-001\": \"pass\",\n\"why\": \"w\", \"notes\": [\"n\"], \"reviewer\": \"r\"}\n"), 0o644)
	s, err := Load(dir, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	w := strings.Join(s.Warnings, "\n")
	if !strings.Contains(w, "orphan.json has no response") {
		t.Errorf("warnings:\n%s", w)
	}
	if e := s.Entries[0].Expected; len(e) != 1 || e["C-001"] != checks.Pass {
		t.Errorf("compared %v, want C-001 alone", e)
	}
}
