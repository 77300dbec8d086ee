package main

import (
	"archive/zip"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestOwnDocumentsDOCXHTMLSuite grades the fixture suite whose Vault is
// a Word contract and an HTML opinion, read from the files themselves:
// answers pinned to DOCX clauses and HTML star pages grade as expected.
func TestOwnDocumentsDOCXHTMLSuite(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	code, stdout, errs := runCLI(t, "test", "../../fixtures/own-documents-docx-html")
	if code != 0 || !strings.Contains(stdout, "0 mismatch") {
		t.Errorf("exit %d\n%s%s", code, stdout, errs)
	}
}

// TestVaultBuildBadDocumentFiles: a truncated DOCX and a DOCX zip bomb
// given as "file" are exit 2 from vault build, naming the file, with
// nothing written.
func TestVaultBuildBadDocumentFiles(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	good, err := os.ReadFile("../../vault/docfile/testdata/contract.docx")
	if err != nil {
		t.Fatal(err)
	}
	var bomb bytes.Buffer
	zw := zip.NewWriter(&bomb)
	w, _ := zw.Create("word/document.xml")
	w.Write([]byte(`<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>`))
	w.Write(bytes.Repeat([]byte("bomb "), 1<<20)) // 5 MiB inflated, a few KiB deflated
	w.Write([]byte(`</w:t></w:r></w:p></w:body></w:document>`))
	zw.Close()
	for _, c := range []struct {
		name   string
		data   []byte
		flags  []string
		stderr string
	}{
		{"truncated DOCX", good[:len(good)*2/3], nil, "damaged or truncated"},
		{"DOCX zip bomb", bomb.Bytes(), []string{"--max-file-bytes", "1048576"}, "decompressed size"},
	} {
		t.Run(c.name, func(t *testing.T) {
			docs := `{"id": "VLT-0001", "title": "Contract", "kind": "contract", "file": "files/contract.docx"}` + "\n"
			src := copyVaultSrc(t, map[string]string{"documents.jsonl": docs, "acl.jsonl": `{"doc": "VLT-0001", "principal": "*"}` + "\n"})
			if err := os.WriteFile(filepath.Join(src, "files", "contract.docx"), c.data, 0o644); err != nil {
				t.Fatal(err)
			}
			out := filepath.Join(t.TempDir(), "index")
			code, stdout, errs := runCLI(t, append([]string{"vault", "build", src, "--out", out}, c.flags...)...)
			if code != 2 || !strings.Contains(errs, "documents.jsonl:1") || !strings.Contains(errs, "contract.docx") || !strings.Contains(errs, c.stderr) {
				t.Errorf("exit %d, stderr %q; want exit 2 naming documents.jsonl:1, the file and %q", code, errs, c.stderr)
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
