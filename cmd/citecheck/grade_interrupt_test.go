package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestCtrlCStopsWithinASecond: SIGINT during a long batch of heavy
// responses stops the command within a second (the response being graded
// is cut short, not finished), exit 3, with only complete results left.
func TestCtrlCStopsWithinASecond(t *testing.T) {
	if testing.Short() {
		t.Skip("signal test: skipped with -short")
	}
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("..", "..", "fixtures", "forum-selection", "responses", "clean-bluebook.json"))
	if err != nil {
		t.Fatal(err)
	}
	var r map[string]any
	json.Unmarshal(data, &r)
	var b strings.Builder
	b.WriteString("Forum-selection clauses are prima facie valid. M/S Bremen v. Zapata Off-Shore Co., 407 U.S. 1, 10 (1972).\n\n")
	for i := range 2000 { // 4,002 judge units: under --max-judge-units
		fmt.Fprintf(&b, "- Point %d: a forum-selection clause is enforced unless unreasonable. Id. at %d.\n", i, 10+i%9)
	}
	r["answer"] = b.String()
	var lines []string
	for i := range 40 {
		r["run_id"] = fmt.Sprintf("interrupt/r%02d", i)
		line, _ := json.Marshal(r)
		lines = append(lines, string(line))
	}
	jsonl := filepath.Join(dir, "heavy.jsonl")
	os.WriteFile(jsonl, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	out := filepath.Join(dir, "out")
	cmd := helperCmd(t, filepath.Join(dir, "cache"), "grade", "--jsonl", jsonl, "--case", fixtureCase, "--out", out, "--jobs", "2", "-q")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Wait until grading is under way (the first results are written).
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if done, _ := filepath.Glob(filepath.Join(out, "results", "interrupt", "*", "scores.json")); len(done) > 0 {
			break
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("no result within 2 minutes:\n%s", stderr.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
	sent := time.Now()
	cmd.Process.Signal(syscall.SIGINT)
	err = cmd.Wait()
	took := time.Since(sent)
	if took > time.Second {
		t.Errorf("stopped %s after SIGINT, want within a second", took.Round(time.Millisecond))
	}
	if code := procExit(err); code != exitInfra {
		t.Errorf("exit %d, want %d\n%s", code, exitInfra, stderr.String())
	}
	if !strings.Contains(stderr.String(), "interrupted") {
		t.Errorf("stderr does not say the grade was interrupted:\n%s", stderr.String())
	}
	dirs, _ := filepath.Glob(filepath.Join(out, "results", "interrupt", "*"))
	if len(dirs) >= 40 {
		t.Fatalf("all %d responses were graded: the interrupt came too late to test anything", len(dirs))
	}
	for _, d := range dirs {
		for _, f := range []string{"scores.json", "report.json"} {
			data, err := os.ReadFile(filepath.Join(d, f))
			if err != nil || !json.Valid(data) {
				t.Errorf("%s/%s is missing or not JSON after the interrupt", d, f)
			}
		}
		if tmp, _ := filepath.Glob(filepath.Join(d, ".*.tmp-*")); len(tmp) > 0 {
			t.Errorf("temporary files left in %s: %v", d, tmp)
		}
	}
	t.Logf("stopped %s after SIGINT with %d of 40 responses written", took.Round(time.Millisecond), len(dirs))
}
