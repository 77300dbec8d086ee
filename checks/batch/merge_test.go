package batch

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// gradeShards grades twelve responses (some failing) with the fake grader
// into one out folder per shard of n, and into whole/ unsharded; it
// returns the shard folders and the whole one.
func gradeShards(t *testing.T, dir string, n int) ([]string, string) {
	t.Helper()
	var paths []string
	for i := 1; i <= 12; i++ {
		ans := "ok"
		if i%4 == 0 {
			ans = "fail"
		}
		paths = append(paths, writeFile(t, dir, fmt.Sprintf("in/r%02d.json", i), respJSON(fmt.Sprintf("run/deep/r%02d", i), ans)))
	}
	in, err := NewInputs(paths, InputOptions{CaseID: "case-x"})
	if err != nil {
		t.Fatal(err)
	}
	whole := filepath.Join(dir, "whole")
	if _, _, err := collect(t, newFakeGrader(), in.Open, Options{Out: whole, Workers: 2}); err != nil {
		t.Fatal(err)
	}
	var shards []string
	for k := 0; k < n; k++ {
		out := filepath.Join(dir, fmt.Sprintf("shard-%d", k))
		g := newFakeGrader()
		if _, _, err := collect(t, g, OfShard(in.Open, Shard{k, n}, g), Options{Out: out, Workers: 2}); err != nil {
			t.Fatal(err)
		}
		shards = append(shards, out)
	}
	return shards, whole
}

// treeOf lists every file under dir with its content.
func treeOf(t *testing.T, dir string) map[string]string {
	t.Helper()
	out := map[string]string{}
	filepath.Walk(dir, func(p string, info os.FileInfo, err error) error {
		if err == nil && !info.IsDir() {
			rel, _ := filepath.Rel(dir, p)
			b, _ := os.ReadFile(p)
			out[filepath.ToSlash(rel)] = string(b)
		}
		return nil
	})
	return out
}

func TestMergeShardsIsTheWholeBatch(t *testing.T) {
	dir := t.TempDir()
	shards, whole := gradeShards(t, dir, 3)
	wantSum, err := MergeResults([]string{whole}, MergeOptions{})
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "merged")
	m, err := MergeResults(shards, MergeOptions{Out: out, Case: newFakeGrader().Case()})
	if err != nil {
		t.Fatal(err)
	}
	if m.Results != 12 || m.Duplicates != 0 || len(m.Unfinished) != 0 {
		t.Fatalf("merged %+v", m)
	}
	if got, want := tableOf(t, m.Summary), tableOf(t, wantSum.Summary); got != want || !strings.Contains(got, "responses     12 (read from results folders; none graded here)\nall-pass      9\nfailed        3") {
		t.Fatalf("summary of the shards:\n%s\nof the whole batch:\n%s", got, want)
	}
	got, want := treeOf(t, out), treeOf(t, whole)
	if len(got) != 24 || len(got) != len(want) {
		t.Fatalf("merged %d files, the whole batch has %d", len(got), len(want))
	}
	for name, data := range want {
		if got[name] != data {
			t.Errorf("%s differs from the unsharded run's", name)
		}
	}
	// Merging again into the same folder, or with the merged folder as
	// one of the inputs, changes nothing and counts nothing twice.
	m2, err := MergeResults(append([]string{out}, shards...), MergeOptions{Out: out})
	if err != nil || m2.Results != 12 || m2.Duplicates != 12 {
		t.Fatalf("remerge: %+v, %v", m2, err)
	}
	if again := treeOf(t, out); len(again) != 24 {
		t.Fatalf("remerge left %d files", len(again))
	}
}

// TestMergeSameGradeScoredTwice: a response graded in two folders with the
// same verdicts (another scored_at) is one result.
func TestMergeSameGradeScoredTwice(t *testing.T) {
	dir := t.TempDir()
	shards, whole := gradeShards(t, dir, 2)
	p := filepath.Join(report.ResultDir(whole, "run/deep/r01"), "scores.json")
	data, _ := os.ReadFile(p)
	os.WriteFile(p, []byte(strings.Replace(string(data), "2026-11-30T10:00:00Z", "2026-12-01T09:00:00Z", 1)), 0o644)
	m, err := MergeResults(append(shards, whole), MergeOptions{})
	if err != nil || m.Results != 12 || m.Duplicates != 12 {
		t.Fatalf("%+v, %v", m, err)
	}
}

// TestMergeRefusesBadResults: each damage is bad input naming the file,
// and nothing is written to the output folder.
func TestMergeRefusesBadResults(t *testing.T) {
	editFile := func(name, old, new string) func(t *testing.T, root string) {
		return func(t *testing.T, root string) {
			p := filepath.Join(report.ResultDir(root, "run/deep/r02"), name)
			data, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(data), old) {
				t.Fatalf("%s does not hold %q", p, old)
			}
			os.WriteFile(p, []byte(strings.Replace(string(data), old, new, 1)), 0o644)
		}
	}
	edit := func(old, new string) func(t *testing.T, root string) { return editFile("scores.json", old, new) }
	// editBoth edits a whole result, scores.json and report.json alike.
	editBoth := func(old, new string) func(t *testing.T, root string) {
		return func(t *testing.T, root string) {
			editFile("scores.json", old, new)(t, root)
			editFile("report.json", old, new)(t, root)
		}
	}
	tests := []struct {
		name    string
		damage  func(t *testing.T, root string)
		opt     MergeOptions
		wantErr string
	}{
		{"verdict changed (counts disagree)", edit(`"verdict": "pass"`, `"verdict": "fail"`), MergeOptions{}, "n_passed"},
		{"verdict neither pass nor fail", edit(`"verdict": "pass"`, `"verdict": "maybe"`), MergeOptions{}, `"maybe"`},
		{"run ID of another folder", edit(`"run_id": "run/deep/r02"`, `"run_id": "run/deep/r99"`), MergeOptions{}, "belongs in results/run/deep/r99/"},
		{"run ID escaping", edit(`"run_id": "run/deep/r02"`, `"run_id": "../../etc"`), MergeOptions{}, "belongs in results/_/_/etc/"},
		{"another case", editBoth(`"task": "case-x"`, `"task": "case-y"`), MergeOptions{}, `case "case-y"`},
		{"another case than --case", nil, MergeOptions{Case: &rubric.Case{ID: "case-x", Hash: "sha256:other", Criteria: newFakeGrader().c.Criteria}}, "hash sha256:case"},
		{"truncated", edit(`"criteria_results"`, `"crit`), MergeOptions{}, "not a scores.json"},
		{"two JSON values", edit("\n}\n", "\n}\n{}\n"), MergeOptions{}, "more than one JSON value"},
		{"report missing", func(t *testing.T, root string) {
			os.Remove(filepath.Join(report.ResultDir(root, "run/deep/r02"), "report.json"))
		}, MergeOptions{}, "report.json: missing"},
		{"scores in the results root", func(t *testing.T, root string) {
			writeFile(t, root, "results/scores.json", `{}`)
			writeFile(t, root, "results/report.json", `{}`)
		}, MergeOptions{}, "run_id"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			shards, _ := gradeShards(t, dir, 2)
			if tt.damage != nil {
				for _, root := range shards { // the shard that holds r02
					if _, err := os.Stat(report.ResultDir(root, "run/deep/r02")); err == nil {
						tt.damage(t, root)
					}
				}
			}
			out := filepath.Join(dir, "merged")
			tt.opt.Out = out
			_, err := MergeResults(shards, tt.opt)
			var ie *rubric.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tt.wantErr) {
				t.Fatalf("err = %v, want an InputError containing %q", err, tt.wantErr)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Fatalf("the output folder was created despite the error")
			}
		})
	}
}

// TestMergeConflicts: one run ID graded differently in two folders, or a
// different result already in the output folder, is refused before
// anything is written.
func TestMergeConflicts(t *testing.T) {
	dir := t.TempDir()
	shards, whole := gradeShards(t, dir, 2)
	// whole/ holds r04 failing; a copy of it where r04 passes:
	other := filepath.Join(dir, "other")
	os.CopyFS(other, os.DirFS(whole))
	p := filepath.Join(report.ResultDir(other, "run/deep/r04"), "report.json")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	// The same verdicts, another report: a different grade, consistent.
	os.WriteFile(p, []byte(strings.Replace(string(data), `"task"`, `"changed": true, "task"`, 1)), 0o644)
	out := filepath.Join(dir, "merged")
	_, err = MergeResults([]string{whole, other}, MergeOptions{Out: out})
	if err == nil || !strings.Contains(err.Error(), "different results") {
		t.Fatalf("conflicting roots: %v", err)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Fatal("output written despite the conflict")
	}
	if _, err := MergeResults(shards, MergeOptions{Out: other}); err == nil || !strings.Contains(err.Error(), "already holds a different result") {
		t.Fatalf("conflicting output folder: %v", err)
	}
}

// TestMergeUnfinishedAndEmpty: a folder with report.json only is named
// and not counted; an empty root merges to nothing.
func TestMergeUnfinishedAndEmpty(t *testing.T) {
	dir := t.TempDir()
	shards, _ := gradeShards(t, dir, 2)
	os.Remove(filepath.Join(report.ResultDir(shards[0], "run/deep/r03"), "scores.json"))
	os.Remove(filepath.Join(report.ResultDir(shards[1], "run/deep/r03"), "scores.json"))
	m, err := MergeResults(shards, MergeOptions{})
	if err != nil || m.Results != 11 || len(m.Unfinished) != 1 || !strings.HasSuffix(m.Unfinished[0], filepath.FromSlash("run/deep/r03")) {
		t.Fatalf("%+v, %v", m, err)
	}
	empty := filepath.Join(dir, "empty")
	os.Mkdir(empty, 0o755)
	m, err = MergeResults([]string{empty}, MergeOptions{})
	if err != nil || m.Results != 0 || m.Summary.Responses != 0 {
		t.Fatalf("empty: %+v, %v", m, err)
	}
	if _, err := MergeResults([]string{filepath.Join(dir, "nope")}, MergeOptions{}); err == nil {
		t.Fatal("a missing folder merged")
	}
}
