package report

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

func TestSanitizeRunID(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"case/model/20261130-101500", "case/model/20261130-101500"},
		{"/etc/passwd", "etc/passwd"},
		{"../../x", "_/_/x"},
		{"a/./b", "a/_/b"},
		{`a\..\b`, "a/_/b"},
		{"a//b/", "a/b"},
		{"run id: #1", "run_id___1"},
		{"modèle", "mod_le"},
		{"", "run"},
		{"/", "run"},
		{"..", "_"},
	} {
		if got := SanitizeRunID(tt.in); got != tt.want {
			t.Errorf("SanitizeRunID(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestWriteResults(t *testing.T) {
	out := t.TempDir()
	s := &Scores{RunID: "../case/../run", Task: "t", CriteriaResults: []CriterionResult{}}
	dir, err := WriteResults(out, s, &Report{RunID: s.RunID})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(out, "results", "_", "case", "_", "run"); dir != want {
		t.Errorf("dir %q, want %q (inside OUT/results)", dir, want)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, ",") != "report.json,scores.json" {
		t.Errorf("files %v, want report.json and scores.json only (no temporary files left)", names)
	}
	b, _ := os.ReadFile(filepath.Join(dir, "scores.json"))
	if !strings.Contains(string(b), `"score": 0.0`) || !strings.HasSuffix(string(b), "}\n") {
		t.Errorf("scores.json not in Harvey form:\n%s", b)
	}
	// A second write replaces the files whole.
	s.Task = "t2"
	if _, err := WriteResults(out, s, &Report{RunID: s.RunID}); err != nil {
		t.Fatal(err)
	}
	b, _ = os.ReadFile(filepath.Join(dir, "scores.json"))
	if !strings.Contains(string(b), `"task": "t2"`) {
		t.Errorf("second write did not replace scores.json")
	}
}

func TestWriteResultsUnwritable(t *testing.T) {
	out := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(out, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := WriteResults(out, &Scores{RunID: "r"}, &Report{})
	ie, ok := err.(*rubric.InfraError)
	if !ok || ie.ExitCode() != 3 {
		t.Fatalf("got %v (%T), want an *InfraError (exit 3)", err, err)
	}
}

func TestSummarize(t *testing.T) {
	for _, tt := range []struct {
		p, n int
		want string
	}{
		{9, 9, "9/9 criteria passed.  ALL-PASS."},
		{7, 9, "7/9 criteria passed.  Missed 2 — task FAIL."},
		{0, 1, "0/1 criteria passed.  Missed 1 — task FAIL."},
	} {
		if got := Summarize(tt.p, tt.n); got != tt.want {
			t.Errorf("Summarize(%d, %d) = %q, want %q", tt.p, tt.n, got, tt.want)
		}
	}
}
