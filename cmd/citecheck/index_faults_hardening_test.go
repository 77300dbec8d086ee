package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

// Index faults (issue 8): a cache removed or corrupted between runs, two
// processes indexing the same source at once, and a build killed midway.
// Each time the next run must succeed and answer exactly as an
// undisturbed run does.

// cliOut runs citecheck in-process and fails the test unless it exits 0.
func cliOut(t *testing.T, args ...string) string {
	t.Helper()
	var out, errb bytes.Buffer
	if code := run(context.Background(), args, strings.NewReader(""), &out, &errb); code != 0 {
		t.Fatalf("citecheck %s: exit %d: %s", strings.Join(args, " "), code, errb.String())
	}
	return out.String()
}

// cacheEntries lists the index folders in the cache (no temporary or
// discarded ones).
func cacheEntries(t *testing.T, cache string) (entries, leftovers []string) {
	t.Helper()
	des, err := os.ReadDir(cache)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range des {
		if strings.Contains(d.Name(), ".tmp-") || strings.Contains(d.Name(), ".old-") {
			leftovers = append(leftovers, d.Name())
			continue
		}
		entries = append(entries, filepath.Join(cache, d.Name()))
	}
	return entries, leftovers
}

// TestIndexCacheDamagedBetweenRuns indexes the fixture Vault on first
// use, then damages the cache entry in each way a disk or a user can, and
// checks that the next run rebuilds it and answers exactly as before.
func TestIndexCacheDamagedBetweenRuns(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(vault.CacheEnv, cache)
	src := filepath.Join(catFixture, "vault")
	query := []string{"vault", "get", "VLT-0001#c2", "--vault", src, "--json"}
	want := cliOut(t, query...)
	damages := []struct {
		name   string
		damage func(entry string) error
	}{
		{"entry removed", func(e string) error { return os.RemoveAll(e) }},
		{"marker removed", func(e string) error { return os.Remove(filepath.Join(e, "citecheck-index.json")) }},
		{"marker garbage", func(e string) error {
			return os.WriteFile(filepath.Join(e, "citecheck-index.json"), []byte("\x00\x01garbage"), 0o644)
		}},
		{"marker of another source", func(e string) error {
			p := filepath.Join(e, "citecheck-index.json")
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			return os.WriteFile(p, bytes.Replace(data, []byte(`"source_hash": "`), []byte(`"source_hash": "x`), 1), 0o644)
		}},
		{"metadata truncated", func(e string) error {
			p := filepath.Join(e, "meta.bin")
			st, err := os.Stat(p)
			if err != nil {
				return err
			}
			return os.Truncate(p, st.Size()/3)
		}},
		{"metadata removed", func(e string) error { return os.Remove(filepath.Join(e, "meta.bin")) }},
		{"bleve files emptied", func(e string) error {
			return filepath.WalkDir(filepath.Join(e, "bleve"), func(p string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() {
					return os.Truncate(p, 0)
				}
				return err
			})
		}},
		{"bleve folder removed", func(e string) error { return os.RemoveAll(filepath.Join(e, "bleve")) }},
	}
	for _, d := range damages {
		t.Run(d.name, func(t *testing.T) {
			entries, _ := cacheEntries(t, cache)
			if len(entries) != 1 {
				t.Fatalf("cache holds %v, want one index", entries)
			}
			if err := d.damage(entries[0]); err != nil {
				t.Fatal(err)
			}
			if got := cliOut(t, query...); got != want {
				t.Errorf("after the damage the answer differs:\n%s\nwant:\n%s", got, want)
			}
			entries, _ = cacheEntries(t, cache)
			if len(entries) != 1 || !vault.IsBuiltIndex(entries[0]) {
				t.Errorf("after the rebuild the cache holds %v", entries)
			}
		})
	}
}

// TestIndexTwoProcessesFirstUse starts two citecheck processes at once on
// a source folder neither has indexed, sharing one empty cache: both
// succeed with the same answer, and the cache ends with one complete
// index and no half-built folder. Then both open the built index at once.
func TestIndexTwoProcessesFirstUse(t *testing.T) {
	cache := t.TempDir()
	src, _ := filepath.Abs(filepath.Join(catFixture, "vault"))
	for round := 0; round < 2; round++ {
		var wg sync.WaitGroup
		outs := make([]string, 2)
		errs := make([]error, 2)
		for i := range 2 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				var out, errb bytes.Buffer
				cmd := helperCmd(t, cache, "vault", "get", "VLT-0002#c4", "--vault", src, "--json")
				cmd.Stdout, cmd.Stderr = &out, &errb
				errs[i] = cmd.Run()
				outs[i] = out.String()
				if errs[i] != nil {
					errs[i] = errors.New(errs[i].Error() + ": " + errb.String())
				}
			}()
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("round %d, process %d: %v", round, i, err)
			}
		}
		if outs[0] != outs[1] || !strings.Contains(outs[0], "VLT-0002#c4") {
			t.Errorf("round %d: the two processes answered differently:\n%s\n---\n%s", round, outs[0], outs[1])
		}
		entries, leftovers := cacheEntries(t, cache)
		if len(entries) != 1 || !vault.IsBuiltIndex(entries[0]) || len(leftovers) != 0 {
			t.Errorf("round %d: cache holds %v and leftovers %v", round, entries, leftovers)
		}
	}
}

// writeSyntheticVault writes a generated Vault big enough that indexing
// it takes a while, so a kill lands midway.
func writeSyntheticVault(t *testing.T, dir string, docs int) {
	t.Helper()
	src := vaulttest.Synthetic(docs, 8, 7)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(filepath.Join(dir, vault.DocumentsFile))
	if err != nil {
		t.Fatal(err)
	}
	w := bufio.NewWriter(f)
	enc := json.NewEncoder(w)
	for _, d := range src.Documents {
		enc.Encode(map[string]any{"id": d.ID, "title": d.Title, "citations": d.Citations, "text": d.Text})
	}
	w.Flush()
	f.Close()
	for _, name := range []string{vault.ACLFile, vault.PrincipalsFile} {
		if err := os.WriteFile(filepath.Join(dir, name), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// killWhen starts cmd, waits (within a generous deadline) until ready
// reports true, SIGKILLs it and reports whether it was still running.
func killWhen(t *testing.T, cmd *exec.Cmd, ready func() bool) bool {
	t.Helper()
	var errb bytes.Buffer
	cmd.Stderr = &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	deadline := time.After(60 * time.Second)
	tick := time.NewTicker(2 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case err := <-done:
			t.Logf("the process ended before it could be killed midway (%v): %s", err, errb.String())
			return false
		case <-deadline:
			cmd.Process.Kill()
			<-done
			t.Fatal("the build never started within 60 s")
		case <-tick.C:
			if ready() {
				cmd.Process.Signal(syscall.SIGKILL)
				err := <-done
				var ee *exec.ExitError
				if errors.As(err, &ee) && !ee.Exited() {
					return true // killed by the signal
				}
				t.Logf("the process finished before the kill landed (%v)", err)
				return false
			}
		}
	}
}

// hasTemp reports whether dir holds a folder whose name contains ".tmp-".
func hasTemp(dir string) bool {
	des, _ := os.ReadDir(dir)
	for _, d := range des {
		if strings.Contains(d.Name(), ".tmp-") {
			return true
		}
	}
	return false
}

// TestIndexBuildKilledMidway SIGKILLs `vault build` and a first-use
// indexing run while they write their index, then checks that the next
// run succeeds and answers exactly as a build that was never disturbed.
func TestIndexBuildKilledMidway(t *testing.T) {
	root := t.TempDir()
	src := filepath.Join(root, "src")
	writeSyntheticVault(t, src, 300)
	id := vaulttest.DocID(7) + "#c2"

	// The undisturbed answer, from an index built in-process.
	t.Setenv(vault.CacheEnv, filepath.Join(root, "cache-clean"))
	clean := filepath.Join(root, "clean")
	cliOut(t, "vault", "build", src, "--out", clean)
	want := cliOut(t, "vault", "get", id, "--vault", clean, "--json")

	t.Run("vault build", func(t *testing.T) {
		out := filepath.Join(root, "built")
		killed := killWhen(t, helperCmd(t, filepath.Join(root, "cache-build"), "vault", "build", src, "--out", out),
			func() bool { return hasTemp(root) })
		if killed && vault.IsBuiltIndex(out) {
			t.Errorf("a build killed midway left an index at %s", out)
		}
		cliOut(t, "vault", "build", src, "--out", out)
		if got := cliOut(t, "vault", "get", id, "--vault", out, "--json"); got != want {
			t.Errorf("the rebuilt index answers differently:\n%s\nwant:\n%s", got, want)
		}
	})
	t.Run("first use", func(t *testing.T) {
		cache := filepath.Join(root, "cache-first-use")
		os.MkdirAll(cache, 0o755)
		killWhen(t, helperCmd(t, cache, "vault", "get", id, "--vault", src, "--json"),
			func() bool { return hasTemp(cache) })
		entries, _ := cacheEntries(t, cache)
		for _, e := range entries {
			if !vault.IsBuiltIndex(e) {
				t.Errorf("the killed run left a cache entry that is not a complete index: %s", e)
			}
		}
		var out, errb bytes.Buffer
		cmd := helperCmd(t, cache, "vault", "get", id, "--vault", src, "--json")
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("the run after the kill failed: %v: %s", err, errb.String())
		}
		if out.String() != want {
			t.Errorf("after the kill the answer differs:\n%s\nwant:\n%s", out.String(), want)
		}
	})
}
