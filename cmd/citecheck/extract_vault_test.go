package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// extractVault writes a two-document Vault source folder whose IDs have
// the shape DOC-NNN (no id_pattern in vault.json: it is derived).
func extractVault(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"vault.json": `{"name": "extract-test", "chunk_tokens": 64}`,
		"documents.jsonl": `{"id": "DOC-001", "title": "M/S Bremen v. Zapata Off-Shore Co.", "filename": "bremen opinion.pdf", "kind": "case", "citations": ["407 U.S. 1"], "aliases": ["The Bremen"], "text": "[*10]\nForum-selection clauses are prima facie valid."}
{"id": "DOC-002", "title": "Forum Selection Practice Note", "filename": "practice-note.docx", "kind": "memo", "text": "§ 2 Drafting\nUse exclusive language."}
`,
		"acl.jsonl":        "",
		"principals.jsonl": "",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestExtractWithVault: the Vault's derived ID shape finds an invented
// ID, its file names (even with a space) and titles are citations, and
// doc_id is the document each citation resolves to.
func TestExtractWithVault(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	dir := extractVault(t)
	answer := "Clauses are valid. Bremen, 407 U.S. 1, 10 (1972). See DOC-001 and DOC-999, and bremen opinion.pdf, p. 10, and the \"Forum Selection Practice Note\", § 2. Id. at 10.\n"
	code, out, errOut := extractCLI(t, answer, "extract", "--vault", dir, "--json", "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	extractGolden(t, "vault.json", []byte(out))
	code, out, errOut = extractCLI(t, answer, "extract", "--vault", dir, "-")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	extractGolden(t, "vault.txt", []byte(out))
}

func TestExtractMissingVault(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	code, out, errOut := extractCLI(t, "x", "extract", "--vault", filepath.Join(t.TempDir(), "nope"), "-")
	if code != 2 || out != "" {
		t.Fatalf("exit %d, stdout %q, stderr %q; want exit 2 and no output", code, out, errOut)
	}
}
