package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"
)

// deterministicChecks are the criteria the kill test grades: crash safety
// is about writing results, so the cheap criteria keep it fast.
var deterministicChecks = map[string]bool{"citations-exist": true, "citations-accessible": true,
	"identifiers-verbatim": true, "passages-on-topic": true, "citations-have-locators": true}

// killTestInputs writes a case (the fixture's deterministic criteria, its
// Vault by absolute path) and a JSONL stream of every fixture response
// three times over, each with its own run_id.
func killTestInputs(t *testing.T, dir string) (casePath, jsonl string, n int) {
	t.Helper()
	var c map[string]any
	data, err := os.ReadFile(fixtureCase)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &c); err != nil {
		t.Fatal(err)
	}
	vaultDir, _ := filepath.Abs(filepath.Join(filepath.Dir(fixtureCase), c["vault"].(string)))
	c["vault"] = vaultDir
	var crit []any
	for _, cr := range c["criteria"].([]any) {
		if ch, _ := cr.(map[string]any)["check"].(string); deterministicChecks[ch] {
			crit = append(crit, cr)
		}
	}
	c["criteria"] = crit
	casePath = filepath.Join(dir, "case.json")
	data, _ = json.Marshal(c)
	os.WriteFile(casePath, data, 0o644)

	names, _ := filepath.Glob(filepath.Join(filepath.Dir(fixtureCase), "responses", "*.json"))
	sort.Strings(names)
	var lines []string
	for copy := 1; copy <= 2; copy++ {
		for _, name := range names {
			var r map[string]any
			data, _ := os.ReadFile(name)
			if json.Unmarshal(data, &r) != nil {
				t.Fatalf("%s: not JSON", name)
			}
			r["run_id"] = fmt.Sprintf("kill/%s/%d", strings.TrimSuffix(filepath.Base(name), ".json"), copy)
			line, _ := json.Marshal(r)
			lines = append(lines, string(line))
		}
	}
	jsonl = filepath.Join(dir, "responses.jsonl")
	os.WriteFile(jsonl, []byte(strings.Join(lines, "\n")+"\n"), 0o644)
	return casePath, jsonl, len(lines)
}

// TestGradeSurvivesKills grades a batch to completion once, then grades
// it again into another folder while killing the process (SIGKILL) at
// random points of its progress, at most 20 times (every run resumes the
// one before), and finally lets a rerun finish: every
// scores.json and report.json must then be present, valid, and identical
// to the uninterrupted run's (scored_at aside), with no temporary file
// left behind.
func TestGradeSurvivesKills(t *testing.T) {
	if testing.Short() {
		t.Skip("kill test: skipped with -short")
	}
	dir := t.TempDir()
	cache := t.TempDir()
	casePath, jsonl, n := killTestInputs(t, dir)
	command := func(out string) *exec.Cmd {
		return helperCmd(t, cache, "grade", "--case", casePath, "--jsonl", jsonl, "--out", out,
			"--jobs", "2", "--judge", "heuristic", "--no-judge-cache")
	}
	finish := func(out string) (time.Duration, string) {
		cmd := command(out)
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		start := time.Now()
		err := cmd.Run()
		if code := cmd.ProcessState.ExitCode(); code != exitOK && code != exitFailed {
			t.Fatalf("grade exited %d (%v): %s", code, err, stderr.String())
		}
		return time.Since(start), stdout.String()
	}
	ref := filepath.Join(dir, "ref")
	finish(ref)                    // also builds the Vault cache
	took, _ := finish(t.TempDir()) // how long a full run takes, cache warm
	const maxKills = 20

	out := filepath.Join(dir, "killed")
	rng := rand.New(rand.NewPCG(7, 11))
	deadline := time.Now().Add(90 * time.Second)
	kills := 0
	for range maxKills {
		if time.Now().After(deadline) {
			break
		}
		// Kill after a random number of results has been printed (and a
		// random moment more), so every kill lands mid-batch, often
		// mid-write, whatever the start-up cost on a loaded machine.
		after := countScores(out) + 1 + rng.IntN(2*n/maxKills)
		cmd := command(out)
		pipe, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(pipe)
		seen, killed := 0, false
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "  judge: ") {
				if seen++; seen == after && !killed {
					time.Sleep(time.Duration(rng.IntN(3000)) * time.Microsecond)
					cmd.Process.Kill()
					killed = true
				}
			}
		}
		cmd.Wait()
		if !killed {
			break // the batch finished before the kill point
		}
		kills++
	}
	_, stdout := finish(out)
	t.Logf("%d responses, full run %s, %d kills; the final run resumed %d", n, took.Round(time.Millisecond), kills, strings.Count(stdout, "\n  (resumed: "))

	compared := 0
	filepath.WalkDir(filepath.Join(ref, "results"), func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(ref, path)
		got, err := os.ReadFile(filepath.Join(out, rel))
		if err != nil {
			t.Errorf("%s missing after the killed runs: %v", rel, err)
			return nil
		}
		want, _ := os.ReadFile(path)
		if d.Name() == "scores.json" {
			got, want = withoutScoredAt(t, rel, got), withoutScoredAt(t, rel, want)
			compared++
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s differs from the uninterrupted run's", rel)
		}
		return nil
	})
	if compared != n {
		t.Fatalf("compared %d scores.json files, want %d", compared, n)
	}
	filepath.WalkDir(out, func(path string, d os.DirEntry, err error) error {
		if err == nil && strings.Contains(d.Name(), ".tmp-") {
			t.Errorf("temporary file left: %s", path)
		}
		return nil
	})
}

// withoutScoredAt is a scores.json with its scored_at removed, re-encoded.
func withoutScoredAt(t *testing.T, name string, data []byte) []byte {
	var m map[string]any
	if err := json.Unmarshal(data, &m); err != nil {
		t.Fatalf("%s: not valid JSON: %v", name, err)
	}
	delete(m, "scored_at")
	out, _ := json.Marshal(m)
	return out
}

// countScores counts the scores.json files under out: results complete
// so far, which a rerun prints (resumed) before reaching new ones.
func countScores(out string) int {
	n := 0
	filepath.WalkDir(out, func(_ string, d os.DirEntry, err error) error {
		if err == nil && d.Name() == "scores.json" {
			n++
		}
		return nil
	})
	return n
}
