package vaulttest

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
)

// update is the one -update flag of every package's golden tests
// (`go test ./... -update`). It lives here, in the lowest package every
// test can import, so that no two test files of a package register it
// twice and every golden file is compared and refreshed the same way.
var update = flag.Bool("update", false, "rewrite golden files instead of comparing with them")

// Updating reports whether golden files are being rewritten (-update).
func Updating() bool { return *update }

// Golden compares got with the file at path byte for byte and reports a
// difference showing both sides; under -update it writes got to path
// instead (creating the folder). Printers are pinned this way: a change
// in output is visible in review as a diff of the golden file.
func Golden(t testing.TB, path string, got []byte) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (refresh with -update if intended):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}
