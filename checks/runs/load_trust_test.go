package runs

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

// report and compare read a results folder as merge does (issue 22.12):
// regular files inside it only, and a scores.json only as far as its
// report.json agrees.
func TestLoadRefusesLinksAndEditedScores(t *testing.T) {
	secret := filepath.Join(t.TempDir(), "elsewhere.json")
	os.WriteFile(secret, []byte(`{"run_id": "case-x/model-a/r1", "task": "case-x", "criteria": []}`), 0o600)
	tests := []struct {
		name   string
		damage func(t *testing.T, out, r1 string)
		want   string
	}{
		{"scores.json edited to all-pass where report.json fails", func(t *testing.T, out, r1 string) {
			p := filepath.Join(r1, "scores.json")
			data, _ := os.ReadFile(p)
			s := string(data)
			for _, r := range [][2]string{{`"verdict": "fail"`, `"verdict": "pass"`}, {`"n_passed": 1`, `"n_passed": 2`},
				{`"all_pass": false`, `"all_pass": true`}, {`"score": 0.0`, `"score": 1.0`}} {
				if !strings.Contains(s, r[0]) {
					t.Fatalf("%s does not hold %s", p, r[0])
				}
				s = strings.ReplaceAll(s, r[0], r[1])
			}
			os.WriteFile(p, []byte(s), 0o644)
		}, `C-002 is "pass" here and "fail" in`},
		{"counts edited without the verdicts", func(t *testing.T, out, r1 string) {
			p := filepath.Join(r1, "scores.json")
			data, _ := os.ReadFile(p)
			os.WriteFile(p, []byte(strings.Replace(string(data), `"all_pass": false`, `"all_pass": true`, 1)), 0o644)
		}, "n_passed"},
		{"report.json missing", func(t *testing.T, out, r1 string) {
			os.Remove(filepath.Join(r1, "report.json"))
		}, "report.json"},
		{"report.json a link to a file elsewhere", func(t *testing.T, out, r1 string) {
			os.Remove(filepath.Join(r1, "report.json"))
			symlink(t, secret, filepath.Join(r1, "report.json"))
		}, "symbolic link"},
		{"a result folder a link", func(t *testing.T, out, r1 string) {
			other := filepath.Join(t.TempDir(), "r1")
			os.Rename(r1, other)
			symlink(t, other, r1)
		}, "symbolic link"},
		{"the results folder a link", func(t *testing.T, out, r1 string) {
			other := filepath.Join(t.TempDir(), "results")
			os.Rename(filepath.Join(out, "results"), other)
			symlink(t, other, filepath.Join(out, "results"))
		}, "symbolic link"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := writeRun(t, "model-a", map[string]string{"r1": "pf", "r2": "pp"})
			r1 := filepath.Join(out, "results", "case-x", "model-a", "r1")
			tc.damage(t, out, r1)
			_, err := Load(out)
			var ie *rubric.InputError
			if !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Load: err = %v, want an InputError with %q", err, tc.want)
			}
			if _, err := os.Lstat(r1); err == nil && !strings.Contains(tc.name, "results folder") {
				if _, err := LoadDirs(filepath.Join(out, "results"), []string{r1}); !errors.As(err, &ie) || !strings.Contains(err.Error(), tc.want) {
					t.Errorf("LoadDirs: err = %v, want an InputError with %q", err, tc.want)
				}
			}
		})
	}
}

func symlink(t *testing.T, target, name string) {
	t.Helper()
	if err := os.Symlink(target, name); err != nil {
		t.Skipf("symbolic links: %v", err)
	}
}
