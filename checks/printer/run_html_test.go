package printer

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/runs"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// fixtureRun grades the named fixture responses into a results folder
// and reads it back as a run.
func fixtureRun(t testing.TB, names ...string) *runs.Run {
	t.Helper()
	out := t.TempDir()
	for _, name := range names {
		s, r, _ := gradeFixture(t, name)
		if _, err := report.WriteResults(out, s, r); err != nil {
			t.Fatal(err)
		}
	}
	run, err := runs.Load(out)
	if err != nil {
		t.Fatal(err)
	}
	return run
}

func TestRunPageGolden(t *testing.T) {
	run := fixtureRun(t, "clean-bluebook", "c001-fabricated-case", "c002-ethical-wall", "c004-jones-for-enforcement")
	var b bytes.Buffer
	if err := WriteRunHTML(&b, run, RunPageOptions{Title: "forum-selection sample"}); err != nil {
		t.Fatal(err)
	}
	vaulttest.Golden(t, filepath.Join("testdata", "run.html"), b.Bytes())
}

// TestRunPageFiltersAndEscaping: every failing cell marks its row for that
// criterion's filter, an all-pass row is hidden by "failing", and a run ID
// or title full of markup stays text.
func TestRunPageFiltersAndEscaping(t *testing.T) {
	run := &runs.Run{Root: "/r", Responses: []*runs.Response{
		{RunID: `t/<script>alert(1)</script>`, Dir: "/r/t/x", Scores: syntheticScores(`t/<script>alert(1)</script>`, "pf")},
		{RunID: "t/ok", Dir: "/r/t/ok", Scores: syntheticScores("t/ok", "pp")},
	}}
	run.Responses[0].Scores.CriteriaResults[0].Title = `<img src=x onerror=alert(2)>`
	var b bytes.Buffer
	if err := WriteRunHTML(&b, run, RunPageOptions{Title: `<b>run</b>`}); err != nil {
		t.Fatal(err)
	}
	page := b.String()
	for _, bad := range []string{"<script>alert", "<img src=x", "<b>run</b>"} {
		if strings.Contains(page, bad) {
			t.Errorf("unescaped %q in the page", bad)
		}
	}
	if !strings.Contains(page, `<tr id="r1" class="r f-cC-002">`) || !strings.Contains(page, `<tr id="r2" class="r allpass">`) {
		t.Errorf("rows are not marked for the filters:\n%s", page)
	}
	if !strings.Contains(page, "#only-cC-002:checked ~ .matrix tbody tr:not(.f-cC-002){display:none}") {
		t.Error("no filter rule for C-002")
	}
}

// syntheticScores is a scores.json with one criterion per letter of vs
// ("p" pass, "f" fail), all decided deterministically.
func syntheticScores(runID, vs string) *report.Scores {
	s := &report.Scores{RunID: runID, Task: "t", NCriteria: len(vs), JudgeModel: "heuristic"}
	for i, v := range vs {
		cr := report.CriterionResult{ID: fmt.Sprintf("C-%03d", i+1), Title: fmt.Sprintf("Criterion %d", i+1), Verdict: checks.Pass, Method: checks.Deterministic}
		if v == 'f' {
			cr.Verdict = checks.Fail
		} else {
			s.NPassed++
		}
		s.CriteriaResults = append(s.CriteriaResults, cr)
	}
	s.AllPass = s.NPassed == s.NCriteria
	return s
}

// TestRunPrefixAndBands: the run IDs' shared prefix is cut at a "/" and
// never swallows a whole ID; a bar is green only at 90% and above.
func TestRunPrefixAndBands(t *testing.T) {
	for _, tc := range []struct {
		ids  []string
		want string
	}{
		{[]string{"case/model-a/r1", "case/model-a/r2"}, "case/model-a/"},
		{[]string{"case/model-a/r1", "case/model-b/r1"}, "case/"},
		{[]string{"case/model-a/r1", "case/model-ab/r1"}, "case/"},
		{[]string{"a/x", "b/x"}, ""},
		{[]string{"case/m", "case/m/r1"}, "case/"},
		{[]string{"case/", "case/r1"}, ""},
		{[]string{"case/model-a/r1"}, ""},
	} {
		var rows []runRow
		for _, id := range tc.ids {
			rows = append(rows, runRow{RunID: id})
		}
		if got := commonRunPrefix(rows); got != tc.want {
			t.Errorf("commonRunPrefix(%q) = %q, want %q", tc.ids, got, tc.want)
		}
	}
	for _, tc := range []struct {
		passed, total int
		want          string
	}{{10, 10, "hi"}, {9, 10, "hi"}, {89, 100, "mid"}, {7, 10, "mid"}, {6, 10, "mid"}, {59, 100, "lo"}, {0, 3, "lo"}} {
		if got := rateBand(tc.passed, tc.total); got != tc.want {
			t.Errorf("rateBand(%d, %d) = %q, want %q", tc.passed, tc.total, got, tc.want)
		}
	}
}
