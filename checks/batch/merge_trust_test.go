package batch

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/report"
	"github.com/citecheck/citecheck/checks/rubric"
)

// Merge reads only what is inside its roots, and believes a scores.json
// only as far as its report.json agrees (issue 22.12).

// allPass edits the scores.json in dir to an all-pass result, consistent
// in itself (every verdict, n_passed, all_pass, score and summary).
func allPass(t *testing.T, dir string) {
	t.Helper()
	p := filepath.Join(dir, "scores.json")
	data, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	s := string(data)
	for _, r := range [][2]string{{`"verdict": "fail"`, `"verdict": "pass"`}, {`"n_passed": 1`, `"n_passed": 2`},
		{`"all_pass": false`, `"all_pass": true`}, {`"score": 0.0`, `"score": 1.0`}} {
		if !strings.Contains(s, r[0]) {
			t.Fatalf("%s does not hold %s", p, r[0])
		}
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestMergeRefusesScoresThatDisagreeWithTheirReport(t *testing.T) {
	dir := t.TempDir()
	shards, _ := gradeShards(t, dir, 2)
	var edited string
	for _, root := range shards { // r04 fails C-002
		if d := report.ResultDir(root, "run/deep/r04"); exists(d) {
			allPass(t, d)
			edited = d
		}
	}
	out := filepath.Join(dir, "merged")
	_, err := MergeResults(shards, MergeOptions{Out: out})
	var ie *rubric.InputError
	if !errors.As(err, &ie) || !strings.Contains(err.Error(), filepath.Join(edited, "scores.json")) ||
		!strings.Contains(err.Error(), filepath.Join(edited, "report.json")) || !strings.Contains(err.Error(), `C-002 is "pass" here and "fail"`) {
		t.Fatalf("err = %v, want a refusal naming both files and C-002", err)
	}
	if exists(out) {
		t.Fatal("the output folder was written despite the refusal")
	}
}

func TestMergeRefusesSymbolicLinks(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "secret.json")
	if err := os.WriteFile(secret, []byte(`{"api_key": "not for the merged folder"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		damage func(t *testing.T, root, r02 string)
	}{
		{"report.json a link to a JSON file elsewhere", func(t *testing.T, root, r02 string) {
			os.Remove(filepath.Join(r02, "report.json"))
			link(t, secret, filepath.Join(r02, "report.json"))
		}},
		{"scores.json a link to the real one moved aside", func(t *testing.T, root, r02 string) {
			os.Rename(filepath.Join(r02, "scores.json"), filepath.Join(root, "aside.json"))
			link(t, filepath.Join(root, "aside.json"), filepath.Join(r02, "scores.json"))
		}},
		{"a result folder a link to another tree", func(t *testing.T, root, r02 string) {
			other := filepath.Join(t.TempDir(), "r02")
			os.Rename(r02, other)
			link(t, other, r02)
		}},
		{"a folder on the way a link", func(t *testing.T, root, r02 string) {
			deep := filepath.Dir(r02)
			other := filepath.Join(t.TempDir(), "deep")
			os.Rename(deep, other)
			link(t, other, deep)
		}},
		{"the results folder a link", func(t *testing.T, root, r02 string) {
			res := filepath.Join(root, "results")
			other := filepath.Join(t.TempDir(), "results")
			os.Rename(res, other)
			link(t, other, res)
		}},
		{"report.json not a regular file", func(t *testing.T, root, r02 string) {
			os.Remove(filepath.Join(r02, "report.json"))
			os.Mkdir(filepath.Join(r02, "report.json"), 0o755)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			shards, _ := gradeShards(t, dir, 2)
			for _, root := range shards {
				if d := report.ResultDir(root, "run/deep/r02"); exists(d) {
					tt.damage(t, root, d)
				}
			}
			out := filepath.Join(dir, "merged")
			_, err := MergeResults(shards, MergeOptions{Out: out})
			var ie *rubric.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v, want an InputError", err)
			}
			if exists(out) {
				t.Fatal("the output folder was written despite the refusal")
			}
		})
	}

	// The output folder holding a link: writing through it would land
	// outside --out.
	dir := t.TempDir()
	shards, _ := gradeShards(t, dir, 2)
	out := filepath.Join(dir, "merged")
	elsewhere := t.TempDir()
	os.MkdirAll(filepath.Join(out, "results"), 0o755)
	link(t, elsewhere, filepath.Join(out, "results", "run"))
	if _, err := MergeResults(shards, MergeOptions{Out: out}); err == nil || !strings.Contains(err.Error(), "symbolic link") {
		t.Fatalf("err = %v, want the link in --out refused", err)
	}
	if entries, _ := os.ReadDir(elsewhere); len(entries) != 0 {
		t.Fatalf("the merge wrote through the link: %v", entries)
	}
}

func link(t *testing.T, target, name string) {
	t.Helper()
	if err := os.Symlink(target, name); err != nil {
		t.Skipf("symbolic links: %v", err)
	}
}

func exists(p string) bool {
	_, err := os.Lstat(p)
	return err == nil
}
