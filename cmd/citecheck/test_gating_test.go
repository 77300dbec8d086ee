package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeTestExampleExitsZero runs the first `citecheck test` example
// of the regression-tests page (docs/regression-tests.md) exactly as
// written (from the repository root) and wants exit 0 on the bundled
// suite: the example a new user copies must pass.
func TestReadmeTestExampleExitsZero(t *testing.T) {
	f, err := os.Open("../../docs/regression-tests.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var example string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(line, "bin/citecheck test ") || strings.HasPrefix(line, "go run ./cmd/citecheck test ") {
			example = line
			break
		}
	}
	if example == "" {
		t.Fatal("docs/regression-tests.md has no `bin/citecheck test ...` example")
	}
	out := t.TempDir()
	var args []string
	for _, a := range strings.Fields(strings.TrimPrefix(strings.TrimPrefix(example, "go run ./cmd/citecheck "), "bin/citecheck ")) {
		switch {
		case strings.HasPrefix(a, "fixtures/"):
			a = filepath.Join("..", "..", a) // the page runs from the repository root
		case strings.HasSuffix(a, ".xml") || strings.HasSuffix(a, ".html"):
			a = filepath.Join(out, a) // written files go to the test's folder
		}
		args = append(args, a)
	}
	code, stdout, stderr := suiteCLI(t, args...)
	if code != 0 {
		t.Fatalf("the regression-tests page's example %q exits %d, want 0\nstdout tail:\n%s\nstderr:\n%s", example, code, suiteTail(stdout, 2000), stderr)
	}
}

// TestTestGating: --deterministic and --criteria compare only those
// criteria; with only deterministic ones compared no judge is asked (an
// unreachable endpoint does not matter); --json prints the run; a bad
// criterion ID is bad usage naming the one meant.
func TestTestGating(t *testing.T) {
	flip := func(dir string) {
		p := filepath.Join(dir, "expected", "no-locator.json")
		b, _ := os.ReadFile(p)
		os.WriteFile(p, bytes.Replace(b, []byte(`"C-009": "fail"`), []byte(`"C-009": "pass"`), 1), 0o644)
	}
	// mark adds the known mark value for criterion id to an expected file.
	mark := func(name, id, value string) func(dir string) {
		return func(dir string) {
			p := filepath.Join(dir, "expected", name)
			b, _ := os.ReadFile(p)
			for _, v := range []string{`"pass"`, `"fail"`} { // an expectation there already
				b = bytes.Replace(b, []byte(`"`+id+`": `+v+`,`), nil, 1)
			}
			os.WriteFile(p, bytes.Replace(b, []byte("{"), []byte("{\n  \""+id+"\": "+value+","), 1), 0o644)
		}
	}
	down := []string{"--judge", "openai", "--judge-url", "http://127.0.0.1:1/v1", "--judge-model", "m", "--judge-retries", "0", "--judge-timeout", "1s", "--no-judge-cache"}
	tests := []struct {
		name    string
		prepare func(dir string)
		args    []string
		code    int
		stdout  []string
		stderr  string
	}{
		{"deterministic, judge down", nil, append([]string{"--deterministic"}, down...), 0, []string{"12 verdicts compared: 12 match", "Judge verdicts by origin: live 0, cache 0, heuristic 0."}, ""},
		{"criteria leave a mismatch out", flip, []string{"--judge", "heuristic", "--criteria", "C-001,C-002"}, 0, []string{"8 verdicts compared: 8 match", "not selected"}, ""},
		{"criteria include the mismatch", flip, []string{"--judge", "heuristic", "--criteria", "C-009"}, 1, []string{"MISMATCH", "It gives no page, section or paragraph"}, ""},
		// A known mark on a deterministic criterion hid a C-002 change
		// from --deterministic (issue 22.13): refused.
		{"known mark on a deterministic criterion", mark("walled.json", "C-002", `{"verdict": "pass", "known": "pretend the wall is wrong"}`),
			append([]string{"--deterministic"}, down...), 2, nil, "cannot be recorded on C-002"},
		// A known mark accepts only the verdict it records as wrong; the
		// grader giving the other one is a change that fails the run.
		{"known mark changed from", mark("no-locator.json", "C-003", `{"verdict": "pass", "known": "the judge used to fail this"}`),
			[]string{"--judge", "heuristic"}, 1, []string{"CHANGED", `remove the "known" mark`}, ""},
		{"known mark standing", mark("no-locator.json", "C-003", `{"verdict": "fail", "known": "pretend the judge is wrong"}`),
			[]string{"--judge", "heuristic"}, 0, []string{"KNOWN (pretend the judge is wrong)"}, ""},
		{"bad criterion", nil, []string{"--criteria", "C-0O9"}, 2, nil, `did you mean "C-009"`},
		{"both selections", nil, []string{"--criteria", "C-001", "--deterministic"}, 2, nil, "not both"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := suiteCopyDir(t, miniSuite)
			if tc.prepare != nil {
				tc.prepare(dir)
			}
			code, out, errOut := suiteCLI(t, append([]string{"test", dir}, tc.args...)...)
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
		})
	}
}

// TestTestJSONAndJUnitReasons: --json is one JSON document whose
// mismatched row carries its reasons; JUnit's failure message is the
// reason (the failing citation and why), not just the verdicts.
func TestTestJSONAndJUnitReasons(t *testing.T) {
	dir := suiteCopyDir(t, miniSuite)
	p := filepath.Join(dir, "expected", "no-locator.json")
	b, _ := os.ReadFile(p)
	os.WriteFile(p, bytes.Replace(b, []byte(`"C-009": "fail"`), []byte(`"C-009": "pass"`), 1), 0o644)
	junit := filepath.Join(t.TempDir(), "j.xml")
	code, out, errOut := suiteCLI(t, "test", dir, "--judge", "heuristic", "--json", "--junit", junit)
	if code != 1 {
		t.Fatalf("exit %d, want 1: %s", code, errOut)
	}
	var doc struct {
		OK        bool `json:"ok"`
		Responses []struct {
			Name string `json:"name"`
			Rows []struct {
				Criterion, Result string
				Reasons           []string
			} `json:"rows"`
		} `json:"responses"`
		Totals struct {
			Mismatches int `json:"mismatches"`
		} `json:"totals"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("--json output is not one JSON document: %v\n%s", err, out)
	}
	found := false
	for _, r := range doc.Responses {
		for _, row := range r.Rows {
			if r.Name == "no-locator" && row.Criterion == "C-009" {
				found = row.Result == "mismatch" && len(row.Reasons) > 0 && strings.Contains(row.Reasons[0], "gives no page")
			}
		}
	}
	if doc.OK || doc.Totals.Mismatches != 1 || !found {
		t.Errorf("JSON: ok %v, %d mismatches, no-locator C-009 row with reasons found %v:\n%s", doc.OK, doc.Totals.Mismatches, found, out)
	}
	j := suiteReadJUnit(t, junit)
	var msg string
	for _, s := range j.Suites {
		for _, c := range s.Cases {
			if c.Failure != nil {
				msg = c.Failure.Message
			}
		}
	}
	if !strings.Contains(msg, "expected pass, got fail") || !strings.Contains(msg, "It gives no page, section or paragraph") || strings.Contains(msg, "(bytes") {
		t.Errorf("JUnit failure message is not the reason: %q", msg)
	}
}

// TestTestKnownAndReportHTML: a verdict recorded as known to differ does
// not fail the run and is listed; --report-html writes the run's page and
// each response's report beside it.
func TestTestKnownAndReportHTML(t *testing.T) {
	dir := suiteCopyDir(t, miniSuite)
	os.WriteFile(filepath.Join(dir, "expected", "no-locator.json"), []byte("{\n  \"C-003\": {\"verdict\": \"fail\", \"known\": \"pretend the judge is wrong here\"}\n}\n"), 0o644)
	page := filepath.Join(t.TempDir(), "out", "suite.html")
	os.MkdirAll(filepath.Dir(page), 0o755)
	code, out, errOut := suiteCLI(t, "test", dir, "--judge", "heuristic", "--report-html", page)
	if code != 0 {
		t.Fatalf("exit %d, want 0\n%s\n%s", code, out, errOut)
	}
	for _, want := range []string{"KNOWN (pretend the judge is wrong here)", "Known differences", "1 known to differ", "Wrote the run's page"} {
		if !strings.Contains(out, want) {
			t.Errorf("stdout lacks %q:\n%s", want, out)
		}
	}
	html, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(html), `href="suite_files/no-locator.html"`) {
		t.Errorf("the run's page does not link the response reports:\n%s", suiteTail(string(html), 1500))
	}
	rep, err := os.ReadFile(filepath.Join(filepath.Dir(page), "suite_files", "no-locator.html"))
	if err != nil || !strings.Contains(string(rep), `id="failing"`) {
		t.Errorf("no response report with its failing citations: %v", err)
	}
}
