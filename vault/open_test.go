package vault

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
)

func cacheEntries(t *testing.T, root string) []string {
	t.Helper()
	es, err := os.ReadDir(root)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	return names
}

func TestOpenSourceCache(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(CacheEnv, cache)
	dir := writeVault(t, nil)
	x, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := x.Chunk("VLT-0001#c1"); !ok {
		t.Fatal("chunk missing after first use")
	}
	first := x.Dir()
	x.Close()
	st1, _ := os.Stat(filepath.Join(first, markerFile))

	// Second use: same entry, not rebuilt.
	x, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	x.Close()
	st2, _ := os.Stat(filepath.Join(first, markerFile))
	if x.Dir() != first || !st1.ModTime().Equal(st2.ModTime()) {
		t.Errorf("second use rebuilt the cache")
	}

	// A changed text_file changes the key.
	if err := os.WriteFile(filepath.Join(dir, "files", "three.txt"), []byte("Changed."), 0o644); err != nil {
		t.Fatal(err)
	}
	x, err = Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	if x.Dir() == first {
		t.Errorf("changed source reused the old cache entry")
	}
	if c, _ := x.Chunk("VLT-0003#c1"); c == nil || c.Text != "Changed." {
		t.Errorf("rebuilt chunk = %+v", c)
	}
	x.Close()

	// A damaged entry is detected and rebuilt.
	os.Remove(filepath.Join(x.Dir(), metaFile))
	x, err = Open(dir)
	if err != nil {
		t.Fatalf("damaged cache not rebuilt: %v", err)
	}
	x.Close()
	if n := len(cacheEntries(t, cache)); n != 2 {
		t.Errorf("cache holds %d entries, want 2: %v", n, cacheEntries(t, cache))
	}
}

func TestOpenSourceConcurrent(t *testing.T) {
	cache := t.TempDir()
	t.Setenv(CacheEnv, cache)
	dir := writeVault(t, nil)
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			x, err := OpenSource(dir)
			if err == nil {
				_, err = x.Search(context.Background(), SearchRequest{Text: "page", K: 3})
				x.Close()
			}
			errs[i] = err
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("opener %d: %v", i, err)
		}
	}
	if es := cacheEntries(t, cache); len(es) != 1 {
		t.Errorf("cache = %v, want one entry and no temporary folders", es)
	}
}

func TestBuildAtomicAndOpenBuilt(t *testing.T) {
	src, err := LoadSource(writeVault(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "idx")
	if err := BuildAtomic(src, out); err != nil {
		t.Fatal(err)
	}
	if err := BuildAtomic(src, out); err != nil { // replacing a built index is fine
		t.Fatal(err)
	}
	x, err := Open(out)
	if err != nil {
		t.Fatal(err)
	}
	d, ok := x.Document("VLT-0001")
	if !ok || d.Text != "[*1]\nFirst page.\n\n[*2]\nSecond page." || len(x.Readable("u-2", ts("2026-06-01"))) != 1 {
		t.Errorf("reopened index lost data: %+v", d)
	}
	x.Close()

	notIndex := t.TempDir()
	os.WriteFile(filepath.Join(notIndex, "keep.txt"), []byte("x"), 0o644)
	var ie *InputError
	if err := BuildAtomic(src, notIndex); !errors.As(err, &ie) {
		t.Errorf("BuildAtomic over a non-index folder: %v", err)
	}

	os.WriteFile(filepath.Join(out, metaFile), []byte("garbage"), 0o644)
	_, err = Open(out)
	var fe *InfraError
	if !errors.As(err, &fe) || fe.ExitCode() != 3 {
		t.Errorf("damaged built index: err = %v, want InfraError (exit 3)", err)
	}
}

func TestOpenBadPaths(t *testing.T) {
	t.Setenv(CacheEnv, t.TempDir())
	for _, p := range []string{filepath.Join(t.TempDir(), "missing"), t.TempDir()} {
		_, err := Open(p)
		var ie *InputError
		if !errors.As(err, &ie) {
			t.Errorf("Open(%s) = %v, want InputError", p, err)
		}
	}
	bad := writeVault(t, map[string]string{ACLFile: `{"doc": "VLT-0009", "principal": "*"}`})
	_, err := Open(bad)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Line != 1 {
		t.Errorf("Open(bad source) = %v", err)
	}
}
