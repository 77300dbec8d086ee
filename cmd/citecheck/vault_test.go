package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
	"github.com/citecheck/citecheck/vault/vaulttest"
)

const vaultTestSrc = "testdata/vault/src"

// runCLI runs citecheck with args and a private cache folder.
func runCLI(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(""), &out, &errb)
	return code, out.String(), errb.String()
}

// vaultGolden compares got with testdata/vault/<name> (-update rewrites).
func vaultGolden(t *testing.T, name, got string) {
	t.Helper()
	vaulttest.Golden(t, filepath.Join("testdata", "vault", name), []byte(got))
}

func TestVaultGolden(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	tests := []struct {
		golden string
		args   []string
	}{
		{"get-document.txt", []string{"vault", "get", "VLT-0001", "--vault", vaultTestSrc}},
		{"get-document-pages.txt", []string{"vault", "get", "VLT-0002", "--vault", vaultTestSrc}},
		{"get-document.json", []string{"vault", "get", "VLT-0002", "--vault", vaultTestSrc, "--json"}},
		{"get-chunk.txt", []string{"vault", "get", "VLT-0001#c2", "--vault", vaultTestSrc}},
		{"get-chunk.json", []string{"vault", "get", "VLT-0001#c3", "--vault", vaultTestSrc, "--json"}},
		{"access.txt", []string{"vault", "access", "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00Z", "VLT-0001", "VLT-0002", "VLT-0003", "--vault", vaultTestSrc}},
		{"access-later.txt", []string{"vault", "access", "--user", "u-assoc-17", "--at", "2026-08-01", "VLT-0002", "--vault", vaultTestSrc}},
		{"access-wall.json", []string{"vault", "access", "--user", "u-walled", "--at", "2026-06-15T14:00:00Z", "VLT-0003", "VLT-0001", "--vault", vaultTestSrc, "--json"}},
	}
	for _, tt := range tests {
		t.Run(tt.golden, func(t *testing.T) {
			code, out, errs := runCLI(t, tt.args...)
			if code != 0 {
				t.Fatalf("exit %d: %s", code, errs)
			}
			vaultGolden(t, tt.golden, out)
		})
	}
}

func TestVaultAccessJSONShape(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	code, out, errs := runCLI(t, "vault", "access", "--user", "u-assoc-17", "--at", "2026-06-15T14:00:00Z", "VLT-0002", "VLT-0001", "--vault", vaultTestSrc, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	var got []map[string]any
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0]["doc"] != "VLT-0002" || got[0]["allowed"] != true || got[1]["doc"] != "VLT-0001" {
		t.Fatalf("access --json = %s", out)
	}
	for _, k := range []string{"doc", "allowed", "rule", "reason"} {
		if _, ok := got[0][k]; !ok {
			t.Errorf("missing key %q", k)
		}
	}
}

func TestVaultGetJSONChunksCarryEveryField(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	_, out, _ := runCLI(t, "vault", "get", "VLT-0001", "--vault", vaultTestSrc, "--json")
	var doc struct {
		ID     string           `json:"id"`
		Text   *string          `json:"text"`
		Chunks []map[string]any `json:"chunks"`
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatal(err)
	}
	if doc.ID != "VLT-0001" || doc.Text != nil || len(doc.Chunks) == 0 {
		t.Fatalf("get --json = %s", out)
	}
	for _, c := range doc.Chunks { // c1 has no section or paragraph: the keys are there all the same
		for _, k := range []string{"id", "doc", "page_start", "page_end", "section", "sections", "paragraph_start", "paragraph_end", "start", "end", "tokens", "text"} {
			if _, ok := c[k]; !ok {
				t.Errorf("chunk lacks %q: %v", k, c)
			}
		}
	}
}

func TestVaultBuild(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	out := filepath.Join(t.TempDir(), "index")
	code, stdout, errs := runCLI(t, "vault", "build", vaultTestSrc, "--out", out)
	if code != 0 || !strings.Contains(stdout, `Vault "cli-test": 3 documents`) {
		t.Fatalf("build: exit %d\n%s%s", code, stdout, errs)
	}
	code, stdout, errs = runCLI(t, "vault", "get", "VLT-0001#c2", "--vault", out)
	if code != 0 || !strings.Contains(stdout, "VLT-0001#c2") {
		t.Fatalf("get from built index: exit %d\n%s%s", code, stdout, errs)
	}
	code, stdout, _ = runCLI(t, "vault", "build", vaultTestSrc, "--json")
	var r buildResult
	if code != 0 || json.Unmarshal([]byte(stdout), &r) != nil || r.Documents != 3 || !vault.IsBuiltIndex(r.Index) {
		t.Fatalf("build into cache: exit %d %s", code, stdout)
	}
}

func TestVaultErrors(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	bad := t.TempDir()
	for _, f := range []string{"vault.json", "documents.jsonl", "principals.jsonl", "files/bremen.txt"} {
		data, err := os.ReadFile(filepath.Join(vaultTestSrc, f))
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(bad, f)), 0o755)
		os.WriteFile(filepath.Join(bad, f), data, 0o644)
	}
	os.WriteFile(filepath.Join(bad, "acl.jsonl"), []byte("{\"doc\": \"VLT-0001\", \"principal\": \"*\"}\n{\"doc\": \"VLT-0099\", \"principal\": \"*\"}\n"), 0o644)
	outDir := filepath.Join(t.TempDir(), "never")
	tests := []struct {
		name   string
		args   []string
		code   int
		stderr string
	}{
		{"get without --vault", []string{"vault", "get", "VLT-0001"}, 2, "--vault is required"},
		{"access without --vault", []string{"vault", "access", "--user", "u", "--at", "2026-01-01", "VLT-0001"}, 2, "--vault is required"},
		{"unknown document", []string{"vault", "get", "VLT-0099", "--vault", vaultTestSrc}, 2, `no document or chunk "VLT-0099"`},
		{"unknown chunk", []string{"vault", "get", "VLT-0001#c99", "--vault", vaultTestSrc}, 2, `"VLT-0001#c99"`},
		{"access unknown doc", []string{"vault", "access", "--user", "u-walled", "--at", "2026-01-01", "VLT-0001", "VLT-0099", "--vault", vaultTestSrc}, 2, "VLT-0099"},
		{"access bad time", []string{"vault", "access", "--user", "u-walled", "--at", "yesterday", "VLT-0001", "--vault", vaultTestSrc}, 2, "unparsable time"},
		{"access no user", []string{"vault", "access", "--at", "2026-01-01", "VLT-0001", "--vault", vaultTestSrc}, 2, "--user is required"},
		{"access no ids", []string{"vault", "access", "--user", "u", "--at", "2026-01-01", "--vault", vaultTestSrc}, 2, "at least 1"},
		{"bad source get", []string{"vault", "get", "VLT-0001", "--vault", bad}, 2, "acl.jsonl:2: field \"doc\": unknown document \"VLT-0099\""},
		{"bad source build", []string{"vault", "build", bad, "--out", outDir}, 2, "acl.jsonl:2"},
		{"build no args", []string{"vault", "build"}, 2, "takes 1 argument"},
		{"missing vault folder", []string{"vault", "get", "VLT-0001", "--vault", filepath.Join(bad, "nope")}, 2, "no such Vault folder"},
		{"stray word", []string{"vault", "bogus"}, 2, "unknown command"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, errs := runCLI(t, tt.args...)
			if code != tt.code || !strings.Contains(errs, tt.stderr) {
				t.Errorf("exit %d, stderr %q; want exit %d and %q", code, errs, tt.code, tt.stderr)
			}
		})
	}
	if _, err := os.Stat(outDir); !os.IsNotExist(err) {
		t.Errorf("a failed build wrote %s", outDir)
	}
}
