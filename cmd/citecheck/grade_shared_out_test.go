package main

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// TestTwoBatchesShareOneOut: two grading processes writing one results
// folder used to delete each other's temporary files, and both exited 3
// with spurious write errors. Both must now finish with complete files.
func TestTwoBatchesShareOneOut(t *testing.T) {
	if testing.Short() {
		t.Skip("process race test: skipped with -short")
	}
	dir := t.TempDir()
	casePath, jsonl, n := killTestInputs(t, dir)
	cache, out := filepath.Join(dir, "cache"), filepath.Join(dir, "out")
	// Build the index once first, so both processes race on writing
	// results rather than on building the Vault.
	if b, err := helperCmd(t, cache, "grade", "--jsonl", jsonl, "--case", casePath, "--out", filepath.Join(dir, "warm"), "-q").CombinedOutput(); err != nil && procExit(err) > 1 {
		t.Fatalf("warm-up run: %v\n%s", err, b)
	}
	for round := range 3 {
		var wg sync.WaitGroup
		outs := make([]bytes.Buffer, 2)
		codes := make([]int, 2)
		for p := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := helperCmd(t, cache, "grade", "--jsonl", jsonl, "--case", casePath, "--out", out, "--no-resume", "--jobs", "2", "-q")
				cmd.Stdout, cmd.Stderr = &outs[p], &outs[p]
				codes[p] = procExit(cmd.Run())
			}()
		}
		wg.Wait()
		for p := range 2 {
			if codes[p] > 1 {
				t.Fatalf("round %d, process %d exited %d:\n%s", round, p, codes[p], outs[p].String())
			}
		}
	}
	scores, _ := filepath.Glob(filepath.Join(out, "results", "kill", "*", "*", "scores.json"))
	if len(scores) != n {
		t.Fatalf("%d complete results, want %d", len(scores), n)
	}
	temps, _ := filepath.Glob(filepath.Join(out, "results", "kill", "*", "*", ".*.tmp-*"))
	if len(temps) > 0 {
		t.Fatalf("temporary files left behind: %v", temps)
	}
	for _, s := range scores {
		if _, err := os.Stat(filepath.Join(filepath.Dir(s), "report.json")); err != nil {
			t.Fatalf("%s has no report.json", filepath.Dir(s))
		}
	}
}

// procExit is a finished command's exit code: 0 for no error, the code
// of an ExitError, or -1 when it did not run.
func procExit(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}
