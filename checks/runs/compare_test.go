package runs

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// writeRun writes a results folder of scores.json files: one per entry
// of verdicts, "r1" -> "pp" meaning C-001 pass, C-002 pass.
func writeRun(t *testing.T, model string, verdicts map[string]string) string {
	t.Helper()
	out := t.TempDir()
	for name, vs := range verdicts {
		s := &report.Scores{RunID: "case-x/" + model + "/" + name, Task: "case-x", Model: model, MaxScore: 1, NCriteria: len(vs)}
		for i, v := range vs {
			cr := report.CriterionResult{ID: fmt.Sprintf("C-%03d", i+1), Title: fmt.Sprintf("Criterion %d", i+1), Verdict: checks.Pass,
				Reasoning: fmt.Sprintf("%s under %s passes criterion %d.", name, model, i+1)}
			if v == 'f' {
				cr.Verdict = checks.Fail
				cr.Reasoning = fmt.Sprintf("%s under %s fails criterion %d: the cited passage does not support the proposition, which is a long enough reason to need wrapping on a terminal.", name, model, i+1)
			} else {
				s.NPassed++
			}
			s.CriteriaResults = append(s.CriteriaResults, cr)
		}
		s.AllPass = s.NPassed == s.NCriteria
		if s.AllPass {
			s.Score = 1
		}
		rep := &report.Report{RunID: s.RunID, Task: s.Task, Model: model, Question: "q-" + name}
		for _, cr := range s.CriteriaResults {
			rep.Criteria = append(rep.Criteria, report.CriterionReport{ID: cr.ID, Title: cr.Title, Verdict: cr.Verdict})
		}
		if _, err := report.WriteResults(out, s, rep); err != nil {
			t.Fatal(err)
		}
	}
	return out
}

func TestCompareFindsTheRegression(t *testing.T) {
	a := writeRun(t, "model-a", map[string]string{"r1": "pp", "r2": "pf", "r3": "pp", "gone": "pp"})
	b := writeRun(t, "model-b", map[string]string{"r1": "pp", "r2": "pp", "r3": "fp", "new": "ff"})
	ra, err := Load(a)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := Load(b)
	if err != nil {
		t.Fatal(err)
	}
	d, err := Compare(ra, rb, ByName)
	if err != nil {
		t.Fatal(err)
	}
	if d.Matched != 3 || d.Regressions != 1 || len(d.Changes) != 2 {
		t.Fatalf("matched %d, regressions %d, changes %d; want 3, 1, 2", d.Matched, d.Regressions, len(d.Changes))
	}
	if got := d.Changes[1]; got.Key != "case-x/r3" || got.Criterion != "C-001" || !got.Regression || !strings.Contains(got.ReasonB, "fails criterion 1") {
		t.Fatalf("the regression is %+v", got)
	}
	if strings.Join(d.OnlyA, ",") != "case-x/gone" || strings.Join(d.OnlyB, ",") != "case-x/new" {
		t.Fatalf("only in A %v, only in B %v", d.OnlyA, d.OnlyB)
	}
	var text bytes.Buffer
	if err := WriteText(&text, d, 80); err != nil {
		t.Fatal(err)
	}
	got := strings.NewReplacer(ra.Root, "RUN_A", rb.Root, "RUN_B").Replace(text.String())
	vaulttest.Golden(t, filepath.Join("testdata", "compare.txt"), []byte(got))
}

func TestCompareMatchBy(t *testing.T) {
	a := writeRun(t, "model-a", map[string]string{"r1": "pp", "r2": "pp"})
	b := writeRun(t, "model-b", map[string]string{"r1": "pp", "r2": "pf"})
	ra, _ := Load(a)
	rb, _ := Load(b)
	for _, tc := range []struct {
		by      string
		matched int
		err     string
	}{
		{ByName, 2, ""},
		{ByRunID, 0, ""}, // the model segment differs
		{"question", 2, ""},
		{"metadata.prompt", 0, "no \"metadata.prompt\""},
		{"task", 0, "both match as"},
	} {
		d, err := Compare(ra, rb, tc.by)
		if tc.err != "" {
			if err == nil || !strings.Contains(err.Error(), tc.err) {
				t.Errorf("--match-by %s: error %v, want one with %q", tc.by, err, tc.err)
			}
			continue
		}
		if err != nil || d.Matched != tc.matched {
			t.Errorf("--match-by %s: matched %v (err %v), want %d", tc.by, d, err, tc.matched)
		}
	}
}

func TestLoadRefusesDamagedRuns(t *testing.T) {
	for _, tc := range []struct {
		name, scores, want string
	}{
		{"not json", `{"run_id": "x", `, "not a scores.json"},
		{"no run id", `{"criteria_results": []}`, "run_id"},
		{"odd verdict", `{"run_id": "x", "criteria_results": [{"id": "C-001", "verdict": "maybe"}]}`, "neither pass nor fail"},
	} {
		dir := t.TempDir()
		p := filepath.Join(dir, "results", "x", "scores.json")
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(tc.scores), 0o644)
		_, err := Load(dir)
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), "scores.json") {
			t.Errorf("%s: error %v, want one naming scores.json and %q", tc.name, err, tc.want)
		}
	}
	if _, err := Load(t.TempDir()); err == nil {
		t.Error("an empty folder was accepted as a run")
	}
}
