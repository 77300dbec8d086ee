package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// copyVaultSrc copies the CLI test Vault into a temporary folder, with
// the given files' content replaced or added.
func copyVaultSrc(t *testing.T, replace map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"vault.json", "documents.jsonl", "principals.jsonl", "acl.jsonl", "files/bremen.txt"} {
		data, err := os.ReadFile(filepath.Join(vaultTestSrc, f))
		if err != nil {
			t.Fatal(err)
		}
		if r, ok := replace[f]; ok {
			data = []byte(r)
		}
		os.MkdirAll(filepath.Dir(filepath.Join(dir, f)), 0o755)
		if err := os.WriteFile(filepath.Join(dir, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestVaultBuildStrictKeys: a misspelt key in any Vault file, or a
// pretty-printed JSON Lines file, is exit 2 from vault build, naming
// file, line, key and the key meant, with nothing written.
func TestVaultBuildStrictKeys(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	docs, err := os.ReadFile(filepath.Join(vaultTestSrc, "documents.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	first, rest, _ := strings.Cut(string(docs), "\n")
	for _, c := range []struct {
		name, file, content, stderr string
	}{
		{"documents citation", "documents.jsonl", strings.Replace(first, `"citations"`, `"citation"`, 1) + "\n" + rest,
			`documents.jsonl:1: field "citation": unknown field "citation": did you mean "citations"?`},
		{"documents date", "documents.jsonl", first + "\n" + strings.Replace(rest, `"kind": "memo"`, `"kind": "memo", "date": "2026-03-01"`, 1),
			`documents.jsonl:2: field "date": unknown field "date": did you mean "decided"?`},
		{"acl untill", "acl.jsonl", `{"doc": "VLT-0001", "principal": "*", "untill": "2027-01-01T00:00:00Z"}` + "\n",
			`acl.jsonl:1: field "untill": unknown field "untill": did you mean "until"?`},
		{"principals groups", "principals.jsonl", `{"user": "u-1", "name": "One", "group": [{"group": "lit"}]}` + "\n",
			`principals.jsonl:1: field "group": unknown field "group": did you mean "groups"?`},
		{"vault.json chunk_size", "vault.json", "{\n  \"name\": \"cli-test\",\n  \"chunk_size\": 64\n}\n",
			`vault.json:3: field "chunk_size": unknown field "chunk_size": did you mean "chunk_tokens"?`},
		{"pretty-printed documents", "documents.jsonl", "{\n  \"id\": \"VLT-0001\",\n  \"title\": \"T\",\n  \"text\": \"x\"\n}\n",
			"documents.jsonl:1: malformed JSON: a JSON object starts on this line and does not end on it: this file holds one JSON object per line"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := copyVaultSrc(t, map[string]string{c.file: c.content})
			out := filepath.Join(t.TempDir(), "index")
			code, stdout, errs := runCLI(t, "vault", "build", src, "--out", out)
			if code != 2 || !strings.Contains(errs, c.stderr) {
				t.Errorf("exit %d, stderr %q; want exit 2 and %q", code, errs, c.stderr)
			}
			if stdout != "" {
				t.Errorf("stdout %q; want nothing", stdout)
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("a refused build wrote %s", out)
			}
		})
	}
}

// TestVaultBuildLint: a citation that appears nowhere in its document's
// text is a warning on stderr; the build succeeds.
func TestVaultBuildLint(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	docs, err := os.ReadFile(filepath.Join(vaultTestSrc, "documents.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(docs)), "\n")
	lines[2] = strings.Replace(lines[2], `"kind": "other"`, `"kind": "other", "citations": ["2019 WL 1234567"]`, 1)
	src := copyVaultSrc(t, map[string]string{"documents.jsonl": strings.Join(lines, "\n") + "\n"})
	code, stdout, errs := runCLI(t, "vault", "build", src, "--out", filepath.Join(t.TempDir(), "index"))
	want := `warning: documents.jsonl: VLT-0003: citations[0]: "2019 WL 1234567" appears nowhere in the document's text`
	if code != 0 || !strings.Contains(stdout, "3 documents") || !strings.Contains(errs, want) || !strings.Contains(errs, "C-005") {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 0 and the warning %q", code, stdout, errs, want)
	}
	// The test Vault's Bremen text starts at its page 10, without the
	// caption's citations: the lint is right to say so.
	if strings.Count(errs, "warning: ") != 3 || !strings.Contains(errs, `VLT-0001: citations[1]: "92 S. Ct. 1907"`) {
		t.Errorf("stderr %q; want three warnings (VLT-0001's two citations, VLT-0003's)", errs)
	}
}
