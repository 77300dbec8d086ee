package batch

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/citecheck/citecheck/checks"
	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// fiveResponses writes five response files and returns their inputs.
func fiveResponses(t *testing.T, dir string) *Inputs {
	t.Helper()
	var paths []string
	for i, ans := range []string{"ok", "fail", "ok", "infra", "ok"} {
		paths = append(paths, writeFile(t, dir, fmt.Sprintf("in/r%d.json", i+1), respJSON(fmt.Sprintf("run/r%d", i+1), ans)))
	}
	in, err := NewInputs(paths, InputOptions{CaseID: "case-x"})
	if err != nil {
		t.Fatal(err)
	}
	return in
}

func TestResumeSkipsCompleteAndRegradesDamaged(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	in := fiveResponses(t, dir)
	g := newFakeGrader()
	sum, _, err := collect(t, g, in.Open, Options{Out: out, Workers: 3})
	if err != nil || g.calls.Load() != 5 || sum.Graded != 5 {
		t.Fatalf("first run: err %v, calls %d, summary %+v", err, g.calls.Load(), sum)
	}
	first := tableOf(t, sum)

	// A rerun grades only r4, whose C-002 was left incomplete.
	g = newFakeGrader()
	sum, res, err := collect(t, g, in.Open, Options{Out: out, Workers: 3})
	if err != nil || g.calls.Load() != 1 || sum.Resumed != 4 || !res[3].Scores.Infra() || res[3].Resumed {
		t.Fatalf("rerun: err %v, calls %d, summary %+v", err, g.calls.Load(), sum)
	}
	if got := tableOf(t, sum); strings.Replace(got, "graded 1, resumed 4", "graded 5, resumed 0", 1) != first {
		t.Fatalf("resumed summary differs:\n%s\nvs\n%s", got, first)
	}

	// Damage three results in different ways, and change one response.
	res1 := report.ResultDir(out, "run/r1")
	scores := filepath.Join(res1, "scores.json")
	data, _ := os.ReadFile(scores)
	os.WriteFile(scores, []byte(strings.Replace(string(data), `"verdict": "pass"`, `"verdict": "fail"`, 1)), 0o644) // tampered: n_passed no longer matches
	s3 := filepath.Join(report.ResultDir(out, "run/r3"), "scores.json")
	data, _ = os.ReadFile(s3)
	os.WriteFile(s3, data[:len(data)/2], 0o644)                                      // truncated
	os.Remove(filepath.Join(report.ResultDir(out, "run/r5"), "report.json"))         // report missing
	writeFile(t, dir, "in/r2.json", respJSON("run/r2", "fail, edited"))              // response changed
	stale := writeFile(t, res1, ".scores.json.tmp-123", `{"run_id": "run/r1", "tas`) // a killed run's temporary file, old name
	old := time.Now().Add(-2 * staleAfter)
	os.Chtimes(stale, old, old)

	g = newFakeGrader()
	var graded []string
	sum, res, err = collect(t, g, in.Open, Options{Out: out, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range res {
		if !r.Resumed {
			graded = append(graded, r.RunID)
		}
	}
	if want := "run/r1 run/r2 run/r3 run/r4 run/r5"; strings.Join(graded, " ") != want {
		t.Fatalf("regraded %v, want %s", graded, want)
	}
	if sum.Graded != 5 || sum.Resumed != 0 {
		t.Errorf("summary counts graded %d, resumed %d; want 5 and 0", sum.Graded, sum.Resumed)
	}
	if _, _, ok := Completed(res1, "run/r1", g.Case(), *res[0].Scores.Hashes.Resume, report.DeniedWithheld); !ok {
		t.Fatal("r1 not complete after regrading")
	}
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Fatalf("stale temporary file left after regrading: %v", err)
	}
	// Force regrades everything.
	g = newFakeGrader()
	if sum, _, _ = collect(t, g, in.Open, Options{Out: out, Workers: 2, Force: true}); g.calls.Load() != 5 || sum.Resumed != 0 {
		t.Fatalf("Force: calls %d, summary %+v", g.calls.Load(), sum)
	}
}

func TestCompletedRejects(t *testing.T) {
	dir := t.TempDir()
	g := newFakeGrader()
	r := &rubric.Response{RunID: "x", Answer: "ok", Hash: "sha256:r"}
	s, rep, _ := g.Grade(context.Background(), r)
	s, rep = report.Redact(s, rep) // as a default run writes them
	rd, err := report.WriteResults(dir, s, rep)
	if err != nil {
		t.Fatal(err)
	}
	key, _ := g.ResumeKey(r)
	if _, _, ok := Completed(rd, "x", g.Case(), key, report.DeniedWithheld); !ok {
		t.Fatal("fresh results not complete")
	}
	if _, why, ok := Completed(rd, "x", g.Case(), key, report.DeniedShown); ok || !strings.Contains(why, `denied text "withheld"`) {
		t.Errorf("--show-denied reused a redacted result: %v %q", ok, why)
	}
	other := *g.Case()
	other.Hash = "sha256:other-case"
	fewer := *g.Case()
	fewer.Criteria = fewer.Criteria[:1]
	with := func(edit func(k *report.ResumeKey)) report.ResumeKey {
		k := key
		edit(&k)
		k.Sum += "'"
		return k
	}
	for _, tc := range []struct {
		name  string
		runID string
		c     *rubric.Case
		key   report.ResumeKey
		why   string
	}{
		{"other run id", "y", g.Case(), key, ""},
		{"case with other criteria", "x", &fewer, key, ""},
		{"other case", "x", &other, with(func(k *report.ResumeKey) { k.Case = other.Hash }), "the case changed"},
		{"other response", "x", g.Case(), with(func(k *report.ResumeKey) { k.Response = "sha256:changed" }), "the response changed"},
		{"other user", "x", g.Case(), with(func(k *report.ResumeKey) { k.User = "u-summer-04" }), "the user changed ( -> u-summer-04)"},
		{"other time", "x", g.Case(), with(func(k *report.ResumeKey) { k.AskedAt = "2026-06-16T00:00:00Z" }), "the time asked changed"},
		{"other trace", "x", g.Case(), with(func(k *report.ResumeKey) { k.Trace = "sha256:t" }), "the retrieval trace changed"},
		{"other Vault", "x", g.Case(), with(func(k *report.ResumeKey) { k.Vault = "sha256:v" }), "the Vault changed"},
		{"other grader", "x", g.Case(), with(func(k *report.ResumeKey) { k.Grader = "sha256:g" }), "the grader changed"},
		{"other judge", "x", g.Case(), with(func(k *report.ResumeKey) { k.Judge = "gpt-x" }), "the judge changed"},
		{"a Vault that cannot name its content", "x", g.Case(), with(func(k *report.ResumeKey) { k.Vault = "" }), "the Vault changed"},
	} {
		_, why, ok := Completed(rd, tc.runID, tc.c, tc.key, report.DeniedWithheld)
		if ok || !strings.HasPrefix(why, tc.why) {
			t.Errorf("%s: Completed = %v (%q), want a regrade because %q", tc.name, ok, why, tc.why)
		}
	}
	if _, _, ok := Completed(filepath.Join(dir, "nowhere"), "x", g.Case(), key, report.DeniedWithheld); ok {
		t.Error("missing folder: Completed = true")
	}
	// A result written without a resume key (an older citecheck) is
	// never reused.
	s.Hashes.Resume = nil
	rd2, _ := report.WriteResults(filepath.Join(dir, "old"), s, rep)
	if _, _, ok := Completed(rd2, "x", g.Case(), key, report.DeniedWithheld); ok {
		t.Error("a result without a resume key was reused")
	}
	// A failing result whose scores.json was edited to all-pass, its
	// resume key kept, is graded again (issue 22.12), as is one whose
	// report.json is a link.
	f := &rubric.Response{RunID: "f", Answer: "fail", Hash: "sha256:f"}
	fs, frep, _ := g.Grade(context.Background(), f)
	fs, frep = report.Redact(fs, frep)
	fd, err := report.WriteResults(filepath.Join(dir, "edited"), fs, frep)
	if err != nil {
		t.Fatal(err)
	}
	fkey, _ := g.ResumeKey(f)
	if _, _, ok := Completed(fd, "f", g.Case(), fkey, report.DeniedWithheld); !ok {
		t.Fatal("the failing result is not complete before the edit")
	}
	edited := *fs
	edited.CriteriaResults = append([]report.CriterionResult(nil), fs.CriteriaResults...)
	for i := range edited.CriteriaResults {
		edited.CriteriaResults[i].Verdict = checks.Pass
	}
	edited.NPassed, edited.AllPass, edited.Score = edited.NCriteria, true, 1
	data, _ := report.MarshalIndent(&edited)
	os.WriteFile(filepath.Join(fd, "scores.json"), data, 0o644)
	if _, why, ok := Completed(fd, "f", g.Case(), fkey, report.DeniedWithheld); ok || !strings.Contains(why, "disagree") {
		t.Errorf("an all-pass scores.json beside a failing report.json was reused: %v %q", ok, why)
	}
	ls, lrep, _ := g.Grade(context.Background(), r)
	ls, lrep = report.Redact(ls, lrep)
	ld, _ := report.WriteResults(filepath.Join(dir, "linked"), ls, lrep)
	if _, _, ok := Completed(ld, "x", g.Case(), key, report.DeniedWithheld); !ok {
		t.Fatal("the result to link is not complete")
	}
	os.Rename(filepath.Join(ld, "report.json"), filepath.Join(dir, "aside.json"))
	if err := os.Symlink(filepath.Join(dir, "aside.json"), filepath.Join(ld, "report.json")); err == nil {
		if _, _, ok := Completed(ld, "x", g.Case(), key, report.DeniedWithheld); ok {
			t.Error("a result whose report.json is a link was reused")
		}
	}
}

func TestSummaryIsDeterministic(t *testing.T) {
	var tables []string
	for _, workers := range []int{1, 4, 16} {
		dir := t.TempDir()
		fiveResponses(t, dir)
		writeFile(t, dir, "in/r6.json", respJSON("run/r6", "boom"))
		ins, _ := NewInputs([]string{filepath.Join(dir, "in", "*.json")}, InputOptions{CaseID: "case-x"})
		sum, res, err := collect(t, newFakeGrader(), ins.Open, Options{Out: filepath.Join(dir, "out"), Workers: workers})
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range res {
			if r.Seq != i+1 {
				t.Fatalf("workers %d: result %d has Seq %d (not in input order)", workers, i, r.Seq)
			}
		}
		if res[5].Err == nil || sum.ExitCode() != 3 {
			t.Fatalf("boom: err %v, exit %d", res[5].Err, sum.ExitCode())
		}
		tables = append(tables, tableOf(t, sum))
	}
	want := `responses     6 (graded 5, resumed 0)
all-pass      3
failed        1
infra errors  2

criterion       passed    rate  title
C-001              5/5  100.0%  Citations exist
C-002              3/5   60.0%  Passages support
`
	for i, got := range tables {
		if got != want {
			t.Fatalf("table %d:\n%s\nwant:\n%s", i, got, want)
		}
	}
}

func tableOf(t *testing.T, s *Summary) string {
	t.Helper()
	var b strings.Builder
	if err := s.WriteTable(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

func TestCancelWritesNothingHalfDone(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	var lines []string
	for i := 1; i <= 40; i++ {
		lines = append(lines, respJSON(fmt.Sprintf("c/%02d", i), "ok"))
	}
	p := writeFile(t, dir, "runs.jsonl", strings.Join(lines, "\n"))
	in, _ := NewInputs([]string{p}, InputOptions{CaseID: "c"})
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	g := newFakeGrader()
	g.hook = func(r *rubric.Response) {
		if r.RunID == "c/10" {
			cancel()
		}
	}
	src, _ := in.Open()
	defer src.Close()
	sum, err := Run(ctx, src, Options{Grader: g, Out: out, Workers: 3})
	if err != context.Canceled {
		t.Fatalf("err = %v, want context.Canceled", err)
	}
	if sum.Responses >= 40 {
		t.Fatalf("a cancelled run reported all %d responses", sum.Responses)
	}
	dirs, _ := filepath.Glob(filepath.Join(out, "results", "c", "*"))
	for _, d := range dirs {
		for _, f := range []string{"scores.json", "report.json"} {
			data, err := os.ReadFile(filepath.Join(d, f))
			if err != nil || !json.Valid(data) {
				t.Fatalf("%s/%s: %v (a results folder with a missing or partial file)", d, f, err)
			}
		}
		if tmp, _ := filepath.Glob(filepath.Join(d, ".*.tmp-*")); len(tmp) > 0 {
			t.Fatalf("temporary files left: %v", tmp)
		}
		if filepath.Base(d) == "10" {
			t.Fatal("c/10 was cut short by the cancellation but its results were written")
		}
	}
	if len(dirs) > 9+Window(3) {
		t.Fatalf("%d results written after cancelling at c/10 (window %d)", len(dirs), Window(3))
	}
}
