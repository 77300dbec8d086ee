package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/checkstest"
	"github.com/citecheck/citecheck/checks/grade"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault"
)

// fixtureGrader is the shared grader over the fixture case and Vault
// (checkstest: in memory, heuristic judge, fixed clock).
func fixtureGrader(t *testing.T) (*grade.Grader, *vault.Index) {
	t.Helper()
	_, ix := checkstest.Fixture(t)
	return checkstest.FixtureGrader(t), ix
}

const fixtureResponses = "../../fixtures/forum-selection/responses/"

// gradeB runs gradeBatch as grade would and returns exit code and output.
func gradeB(t *testing.T, bf batchFlags, json bool, out string, stdin string, args ...string) (int, string, string) {
	t.Helper()
	gr, ix := fixtureGrader(t)
	var stdout, stderr bytes.Buffer
	g := &globalOptions{stdin: strings.NewReader(stdin), stdout: &stdout, stderr: &stderr}
	err := gradeBatch(context.Background(), g, &bf, gradeInputs{grader: gr, texts: ix, out: out, jobs: 2, json: json}, args)
	return exitCode(err, &stderr), stdout.String(), stderr.String()
}

func TestGradeBatchSummaryAndResume(t *testing.T) {
	out := t.TempDir()
	args := []string{fixtureResponses + "clean-b*.json", fixtureResponses + "clean-footnotes.json", fixtureResponses + "c001-fabricated-case.json"}
	code, stdout, _ := gradeB(t, batchFlags{}, false, out, "", args...)
	lines := strings.Split(stdout, "\n")
	if code != exitFailed || !strings.Contains(stdout, "responses     3 (graded 3, resumed 0)") || !strings.HasPrefix(lines[0], "assistant-conversational-qa-forum-selection/acme-rag-v3/clean-bluebook  9/9") {
		t.Fatalf("exit %d:\n%s", code, stdout)
	}
	if !strings.Contains(stdout, "\ncriterion       passed    rate  title\nC-001") {
		t.Fatalf("no criterion table:\n%s", stdout)
	}
	code2, stdout2, _ := gradeB(t, batchFlags{}, false, out, "", args...)
	if code2 != code || strings.Count(stdout2, "\n  (resumed: ") != 3 || !strings.Contains(stdout2, "(graded 0, resumed 3)") {
		t.Fatalf("rerun: exit %d:\n%s", code2, stdout2)
	}
	strip := func(s string) string {
		var keep []string
		for _, l := range strings.SplitAfter(s, "\n") {
			if !strings.HasPrefix(l, "  (resumed: ") {
				keep = append(keep, l)
			}
		}
		s = strings.Join(keep, "")
		return strings.Replace(s, "(graded 0, resumed 3)", "(graded 3, resumed 0)", 1)
	}
	if strip(stdout2) != stdout {
		t.Fatalf("resumed output differs:\n%s\nvs\n%s", stdout2, stdout)
	}
	if _, stdout3, _ := gradeB(t, batchFlags{noResume: true}, false, out, "", args...); stdout3 != stdout {
		t.Fatalf("--no-resume output differs:\n%s", stdout3)
	}
	if _, stdout4, _ := gradeB(t, batchFlags{quiet: true}, false, out, "", args...); !strings.HasPrefix(stdout4, "responses     3 (graded 0, resumed 3)") {
		t.Fatalf("--quiet printed more than the table:\n%s", stdout4)
	}
}

func TestGradeBatchJSONStreamsAnArray(t *testing.T) {
	out := t.TempDir()
	code, stdout, stderr := gradeB(t, batchFlags{}, true, out, "", fixtureResponses+"c009-*.json")
	var got []map[string]any
	if err := json.Unmarshal([]byte(stdout), &got); err != nil || code != exitFailed {
		t.Fatalf("exit %d, not a JSON array (%v):\n%s", code, err, stdout)
	}
	// Each element is the response's scores.json with its report.json
	// under "report", as written to the results folder.
	for _, m := range got {
		dir := report.ResultDir(out, m["run_id"].(string))
		var want map[string]any
		data, _ := os.ReadFile(filepath.Join(dir, "scores.json"))
		json.Unmarshal(data, &want)
		var rep any
		data, _ = os.ReadFile(filepath.Join(dir, "report.json"))
		json.Unmarshal(data, &rep)
		want["report"] = rep
		if !reflect.DeepEqual(m, want) {
			t.Fatalf("streamed element for %s differs from scores.json + report.json", m["run_id"])
		}
	}
	if n, _ := filepath.Glob(fixtureResponses + "c009-*.json"); len(got) != len(n) || !strings.Contains(stderr, "responses     "+strconv.Itoa(len(n))) {
		t.Fatalf("summary table not on stderr: %s", stderr)
	}
}

func TestGradeBatchFormats(t *testing.T) {
	out := t.TempDir()
	one := fixtureResponses + "clean-bluebook.json"
	code, html, _ := gradeB(t, batchFlags{format: "html"}, false, out, "", one)
	if code != exitOK || !strings.Contains(html, "<html") {
		t.Fatalf("html: exit %d %.200s", code, html)
	}
	// A resumed response prints the same report, read back from disk.
	code2, html2, _ := gradeB(t, batchFlags{format: "html"}, false, out, "", one)
	if code2 != exitOK || html2 != html {
		t.Fatalf("resumed html differs (exit %d)", code2)
	}
	for _, tc := range []struct {
		name string
		bf   batchFlags
		json bool
		args []string
		want string
	}{
		{"html for several", batchFlags{format: "html"}, false, []string{fixtureResponses + "clean-*.json"}, "prints one response"},
		{"unknown format", batchFlags{format: "pdf"}, false, []string{one}, "--format \"pdf\""},
		{"json and format", batchFlags{format: "md"}, true, []string{one}, "--json means --format json"},
	} {
		code, _, stderr := gradeB(t, tc.bf, tc.json, t.TempDir(), "", tc.args...)
		if code != exitInput || !strings.Contains(stderr, tc.want) {
			t.Errorf("%s: exit %d %s", tc.name, code, stderr)
		}
	}
}

func TestGradeBatchBadInputWritesNothing(t *testing.T) {
	out := t.TempDir()
	good, _ := os.ReadFile(fixtureResponses + "clean-bluebook.json")
	var m map[string]any
	json.Unmarshal(good, &m)
	line, _ := json.Marshal(m)
	stream := string(line) + "\n" + `{"run_id": "x", "answer": 12}` + "\n"
	code, _, stderr := gradeB(t, batchFlags{}, false, out, stream, "-")
	if code != exitInput || !strings.Contains(stderr, "<stdin>:2: answer: want a string") {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if entries, _ := os.ReadDir(out); len(entries) != 0 {
		t.Fatalf("bad input wrote %d entries", len(entries))
	}
	code, stdout, _ := gradeB(t, batchFlags{}, false, out, string(line)+"\n", "-")
	if code != exitOK || !strings.Contains(stdout, "ALL-PASS") {
		t.Fatalf("stdin: exit %d %s", code, stdout)
	}
}
