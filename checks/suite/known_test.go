package suite

import (
	"bytes"
	"encoding/xml"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/printer"
	"github.com/citecheck/citecheck/checks/rubric"
)

// TestKnownDifference: a known mark records the one verdict the grader
// is known to give wrongly (the other one than "verdict", the verdict
// deserved). While the grader gives it, the row is reported and listed,
// does not fail the run, and is skipped (with its reason) in JUnit; a
// change from it (the grader now gives the verdict deserved) is reported
// and fails the run until the mark goes (issue 22.13: a mark tolerating
// either verdict let any change through).
func TestKnownDifference(t *testing.T) {
	dir := copySuite(t, mini)
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(dir, "expected", name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// fabricated fails C-003 (judged); recording "pass" as deserved and
	// "fail" as known to be wrong.
	write("fabricated.json", "{\n  \"C-003\": {\"verdict\": \"pass\", \"known\": \"pretend the judge misses this\"},\n  \"C-009\": \"pass\"\n}\n")
	res := runSuite(t, dir, LoadOptions{})
	c := res.Counts()
	if !res.OK() || c.Known != 1 || c.KnownResolved != 0 || c.Mismatches != 0 {
		t.Fatalf("counts %+v OK %v; want one known difference, no mismatch", c, res.OK())
	}
	var table, junit bytes.Buffer
	WriteTable(&table, res)
	for _, want := range []string{"KNOWN (pretend the judge misses this)", "Known differences (recorded in the expected files",
		"fabricated C-003: expected pass, got fail (heuristic): known: pretend the judge misses this", "1 known to differ"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, table.String())
		}
	}
	WriteJUnit(&junit, res)
	var j printer.JUnitSuites
	if err := xml.Unmarshal(junit.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Failures != 0 || !strings.Contains(junit.String(), `message="known difference (pretend the judge misses this): expected pass, got fail`) {
		t.Errorf("JUnit: %d failures:\n%s", j.Failures, junit.String())
	}

	// clean passes C-003: a mark saying the grader wrongly gives "fail"
	// is a change from it, reported everywhere, and fails the run.
	write("clean.json", "{\n  \"C-003\": {\"verdict\": \"pass\", \"known\": \"used to fail\"}\n}\n")
	res = runSuite(t, dir, LoadOptions{})
	if c := res.Counts(); res.OK() || c.KnownResolved != 1 || c.Known != 1 {
		t.Fatalf("counts %+v OK %v; a change from the known verdict must fail the run", c, res.OK())
	}
	table.Reset()
	WriteTable(&table, res)
	for _, want := range []string{"CHANGED (the grader no longer gives fail, recorded as known to be wrong", "clean C-003: now pass, a change from fail",
		"remove the \"known\" mark", "1 changed from a known difference"} {
		if !strings.Contains(table.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, table.String())
		}
	}
	junit.Reset()
	WriteJUnit(&junit, res)
	if err := xml.Unmarshal(junit.Bytes(), &j); err != nil {
		t.Fatal(err)
	}
	if j.Failures != 1 || !strings.Contains(junit.String(), `type="known-changed"`) {
		t.Errorf("JUnit: %d failures, want the change as one:\n%s", j.Failures, junit.String())
	}
	var js bytes.Buffer
	WriteJSON(&js, res)
	if !strings.Contains(js.String(), `"ok": false`) || !strings.Contains(js.String(), `"result": "known-resolved"`) {
		t.Errorf("JSON does not fail the change:\n%s", js.String())
	}

	// --update replaces the resolved mark by the plain verdict and keeps
	// the standing one.
	if _, err := Update(res); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "expected", "clean.json")); !strings.Contains(string(got), `"C-003": "pass"`) {
		t.Errorf("the resolved mark was not replaced:\n%s", got)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "expected", "fabricated.json")); !strings.Contains(string(got), `"known": "pretend the judge misses this"`) {
		t.Errorf("the standing mark was not kept:\n%s", got)
	}
	if res := runSuite(t, dir, LoadOptions{}); !res.OK() {
		t.Error("after --update the run still fails")
	}

	// The same difference without the mark fails the run.
	write("fabricated.json", "{\n  \"C-003\": \"pass\"\n}\n")
	if res := runSuite(t, dir, LoadOptions{}); res.OK() {
		t.Error("an unmarked difference did not fail the run")
	}
}

// TestKnownMarkOnDeterministicCriterion: code decides a deterministic
// criterion, so a known mark on one would only hide a change in that
// code (test --deterministic exited 0 on a C-002 change): it is refused,
// naming the file, line and criterion, whatever run is asked for.
func TestKnownMarkOnDeterministicCriterion(t *testing.T) {
	for _, id := range []string{"C-001", "C-002", "C-009"} {
		dir := copySuite(t, mini)
		body := "{\n  \"C-003\": \"fail\",\n  \"" + id + "\": {\"verdict\": \"fail\", \"known\": \"the check is known to be wrong here\"}\n}\n"
		os.WriteFile(filepath.Join(dir, "expected", "walled.json"), []byte(body), 0o644)
		_, err := Load(dir, LoadOptions{})
		var ie *rubric.InputError
		if !errors.As(err, &ie) || ie.Line != 3 || ie.Field != id || !strings.Contains(ie.Error(), "deterministic") || !strings.Contains(ie.File, "walled.json") {
			t.Errorf("%s: err = %v, want an InputError at walled.json line 3 naming %s as deterministic", id, err, id)
		}
	}
}

// TestKnownLoadErrors: a known-difference object is read strictly; each
// malformed one is an error naming the file, the line and the criterion.
func TestKnownLoadErrors(t *testing.T) {
	tests := []struct{ name, value, msg string }{
		{"no reason", `{"verdict": "fail"}`, `lacks "known"`},
		{"empty reason", `{"verdict": "fail", "known": "  "}`, `lacks "known"`},
		{"no verdict", `{"known": "x"}`, `lacks "verdict"`},
		{"bad verdict", `{"verdict": "failed", "known": "x"}`, `"verdict" must be "pass" or "fail"`},
		{"misspelt verdict", `{"Verdict": "fail", "known": "x"}`, `unknown key "Verdict"; did you mean "verdict"?`},
		{"reason for known", `{"verdict": "fail", "reason": "x"}`, `unknown key "reason"; did you mean "known"?`},
		{"extra key", `{"verdict": "fail", "known": "x", "until": "v2"}`, `unknown key "until"`},
		{"duplicate", `{"verdict": "fail", "verdict": "pass", "known": "x"}`, `duplicate key "verdict"`},
		{"not a string", `{"verdict": "fail", "known": 3}`, `"known" must be a string`},
		{"too long", `{"verdict": "fail", "known": "` + strings.Repeat("x", 501) + `"}`, "longer than 500"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := copySuite(t, mini)
			body := "{\n  \"C-009\": \"pass\",\n  \"C-001\": " + tc.value + "\n}\n"
			os.WriteFile(filepath.Join(dir, "expected", "clean.json"), []byte(body), 0o644)
			_, err := Load(dir, LoadOptions{})
			var ie *rubric.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("want an InputError, got %v", err)
			}
			if ie.Line != 3 || ie.Field != "C-001" || !strings.Contains(ie.Error(), tc.msg) || !strings.Contains(ie.File, "clean.json") {
				t.Errorf("got %q (file %s line %d field %q), want line 3 field C-001 containing %q", ie.Error(), ie.File, ie.Line, ie.Field, tc.msg)
			}
		})
	}
}

// TestSelect resolves --criteria and --deterministic against the case.
func TestSelect(t *testing.T) {
	s, err := Load(mini, LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	c := s.Case
	tests := []struct {
		list string
		det  bool
		want string // joined IDs, or "error: fragment"
	}{
		{"", false, ""},
		{"C-009, C-001", false, "C-001,C-009"},
		{"", true, "C-001,C-002,C-009"},
		{"c-001", false, `error: did you mean "C-001"`},
		{"C-042", false, "error: the case has no such criterion"},
		{"C-001,", false, "error: an empty criterion ID"},
		{"C-001", true, "error: not both"},
	}
	for _, tt := range tests {
		got, err := Select(c, tt.list, tt.det)
		switch {
		case strings.HasPrefix(tt.want, "error: "):
			if err == nil || !strings.Contains(err.Error(), strings.TrimPrefix(tt.want, "error: ")) {
				t.Errorf("Select(%q, %v) = %v, %v; want an error with %q", tt.list, tt.det, got, err, tt.want)
			}
		case err != nil || strings.Join(got, ",") != tt.want:
			t.Errorf("Select(%q, %v) = %v, %v; want %s", tt.list, tt.det, got, err, tt.want)
		}
	}
	if gc := GradedCase(c, []string{"C-001", "C-009"}); len(gc.Criteria) != 2 {
		t.Errorf("deterministic selection grades %d criteria, want 2", len(gc.Criteria))
	}
	if gc := GradedCase(c, []string{"C-001", "C-003"}); gc != c {
		t.Error("a selection with a judge criterion must grade the whole case")
	}
}

// TestRunSelected: with a selection, only the selected criteria are
// compared: a wrong expectation of another does not fail the run, and the
// expectations left out are counted and said.
func TestRunSelected(t *testing.T) {
	dir := copySuite(t, mini)
	os.WriteFile(filepath.Join(dir, "expected", "clean.json"), []byte("{\n  \"C-001\": \"pass\",\n  \"C-009\": \"fail\"\n}\n"), 0o644)
	if res := runSuite(t, dir, LoadOptions{}); res.OK() {
		t.Fatal("the wrong C-009 expectation does not fail the whole run: the test proves nothing")
	}
	res := runSuiteWith(t, dir, RunOptions{Criteria: []string{"C-001"}})
	c := res.Counts()
	if !res.OK() || c.Unselected == 0 || c.Compared != 4 {
		t.Errorf("counts %+v OK %v; want 4 compared (C-001 of each), the rest not selected", c, res.OK())
	}
	var table bytes.Buffer
	WriteTable(&table, res)
	if !strings.Contains(table.String(), "not selected") || !strings.Contains(table.String(), "were left out") {
		t.Errorf("table does not say what was left out:\n%s", table.String())
	}
}

// TestUpdateKeepsKnownAndUnselected: --update rewrites only what the run
// compared; a known difference and the expectations left out stay as
// written.
func TestUpdateKeepsKnownAndUnselected(t *testing.T) {
	dir := copySuite(t, mini)
	p := filepath.Join(dir, "expected", "fabricated.json")
	body := "{\n  \"C-002\": \"fail\",\n  \"C-003\": {\"verdict\": \"pass\", \"known\": \"pretend\"},\n  \"C-009\": \"fail\"\n}\n"
	os.WriteFile(p, []byte(body), 0o644)
	res := runSuiteWith(t, dir, RunOptions{Criteria: []string{"C-003", "C-009"}})
	if _, err := Update(res); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(p)
	want := "{\n  \"C-002\": \"fail\",\n  \"C-003\": {\n    \"verdict\": \"pass\",\n    \"known\": \"pretend\"\n  },\n  \"C-009\": \"pass\"\n}\n"
	if string(got) != want {
		t.Errorf("updated file:\n%s\nwant:\n%s", got, want)
	}
}
