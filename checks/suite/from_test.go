package suite

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/checks/rubric"
)

const nativeDir = "../../fixtures/forum-selection/native"

// TestLoadFrom: the suite's --from reads every response as a provider
// object; without it the same responses are bad input (citecheck's own
// format knows none of their keys); an expected file's "from" wins for
// its own response, and a wrong one is bad input naming that file.
func TestLoadFrom(t *testing.T) {
	s, err := Load(nativeDir, LoadOptions{From: "auto"})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range s.Entries {
		if e.Response.Format == "" || !strings.HasPrefix(e.Name, e.Response.Format+"-") {
			t.Errorf("%s read as %q", e.Name, e.Response.Format)
		}
	}
	if _, err := Load(nativeDir, LoadOptions{}); err == nil {
		t.Error("provider objects loaded as citecheck's own format")
	}

	dir := t.TempDir()
	copyFile(t, filepath.Join(nativeDir, "case.json"), filepath.Join(dir, "case.json"))
	os.MkdirAll(filepath.Join(dir, "responses"), 0o755)
	os.MkdirAll(filepath.Join(dir, "expected"), 0o755)
	copyFile(t, filepath.Join(nativeDir, "responses", "anthropic-clean.json"), filepath.Join(dir, "responses", "a.json"))
	// The case's Vault is relative to it: point it back at the fixture's.
	c, _ := os.ReadFile(filepath.Join(dir, "case.json"))
	abs, _ := filepath.Abs(filepath.Join(nativeDir, "..", "vault"))
	os.WriteFile(filepath.Join(dir, "case.json"), []byte(strings.Replace(string(c), `"../vault"`, `"`+filepath.ToSlash(abs)+`"`, 1)), 0o644)
	os.WriteFile(filepath.Join(dir, "expected", "a.json"), []byte(`{"from": "anthropic", "C-001": "pass"}`), 0o644)
	s, err = Load(dir, LoadOptions{})
	if err != nil || s.Entries[0].Response.Format != "anthropic" {
		t.Fatalf("expected file's from: %v", err)
	}
	os.WriteFile(filepath.Join(dir, "expected", "a.json"), []byte(`{"from": "cohere", "C-001": "pass"}`), 0o644)
	_, err = Load(dir, LoadOptions{From: "auto"})
	var ie *rubric.InputError
	if !errors.As(err, &ie) || !strings.Contains(ie.Msg, "--from cohere") {
		t.Errorf("wrong format in the expected file: %v", err)
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	b, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
