package main

import (
	"bytes"
	"compress/zlib"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

const (
	ownDocumentsSuite = "../../fixtures/own-documents"
	docfileTestdata   = "../../vault/docfile/testdata"
)

// TestOwnDocumentsSuite runs the suite whose Vault is PDF files, as the
// walkthrough of docs/documents.md does: every verdict as expected.
func TestOwnDocumentsSuite(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	for _, args := range [][]string{
		{"test", ownDocumentsSuite, "--deterministic"},
		{"test", ownDocumentsSuite, "--judge", "heuristic"},
	} {
		code, out, errs := runCLI(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s\n%s", args, code, out, errs)
		}
		if !strings.Contains(out, "0 mismatch") {
			t.Errorf("%v: want no mismatch:\n%s", args, out)
		}
	}
}

// pdfVault writes a Vault folder whose one document is the file name
// (written with data) and returns the folder.
func pdfVault(t *testing.T, name string, data []byte, entry string) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "src")
	if err := os.MkdirAll(filepath.Join(dir, "files"), 0o755); err != nil {
		t.Fatal(err)
	}
	if data != nil {
		if err := os.WriteFile(filepath.Join(dir, "files", name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if entry == "" {
		entry = fmt.Sprintf(`{"id": "DOC-001", "title": "A document", "file": "files/%s"}`, name)
	}
	for f, content := range map[string]string{"documents.jsonl": entry + "\n", "acl.jsonl": "", "principals.jsonl": ""} {
		if err := os.WriteFile(filepath.Join(dir, f), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func testPDF(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(docfileTestdata, name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestVaultBuildDocumentFileBadInput: a document file that cannot be read
// whole, or lies outside the Vault folder, or passes a limit, is exit 2
// naming documents.jsonl, the line, the field and the file, and nothing
// is written.
func TestVaultBuildDocumentFileBadInput(t *testing.T) {
	contract := testPDF(t, "contract.pdf")
	outside := filepath.Join(t.TempDir(), "outside.pdf")
	os.WriteFile(outside, contract, 0o644)
	tests := []struct {
		name  string
		file  string
		data  []byte
		entry string
		flags []string
		want  []string
	}{
		{"scan", "scan.pdf", testPDF(t, "scan.pdf"), "", nil, []string{"no text layer", "no OCR"}},
		{"encrypted", "encrypted.pdf", testPDF(t, "encrypted.pdf"), "", nil, []string{"encrypted"}},
		{"truncated", "contract.pdf", contract[:len(contract)/2], "", nil, []string{"damaged or truncated"}},
		{"outside the folder", "x.pdf", nil, `{"id": "DOC-001", "title": "A", "file": "../../outside.pdf"}`, nil, []string{"outside the Vault folder"}},
		{"absolute path", "x.pdf", nil, fmt.Sprintf(`{"id": "DOC-001", "title": "A", "file": %q}`, outside), nil, []string{"must be relative to the Vault folder"}},
		{"missing", "x.pdf", nil, `{"id": "DOC-001", "title": "A", "file": "files/nowhere.pdf"}`, nil, []string{"does not exist"}},
		{"huge page count", "forged.pdf", forgedPageCount(1_000_000), "", nil, []string{"1000000 pages, more than the 5000-page limit"}},
		{"--max-pages", "opinion.pdf", testPDF(t, "opinion.pdf"), "", []string{"--max-pages", "2"}, []string{"3 pages, more than the 2-page limit", "raise it with vault build --max-pages"}},
		{"--max-file-bytes", "contract.pdf", contract, "", []string{"--max-file-bytes", "1000"}, []string{"more than the 1000-byte limit", "--max-file-bytes"}},
		{"inflate bomb", "bomb.pdf", inflateBomb(t), "", []string{"--max-file-bytes", "8388608"}, []string{"inflate to more than the 8388608-byte limit", "--max-file-bytes"}},
		{"--file-timeout", "opinion.pdf", testPDF(t, "opinion.pdf"), "", []string{"--file-timeout", "1ns"}, []string{"time limit", "--file-timeout"}},
		{"two texts", "contract.pdf", contract, `{"id": "DOC-001", "title": "A", "text": "x", "file": "files/contract.pdf"}`, nil, []string{"exactly one of text, pages, text_file or file"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(vault.CacheEnv, t.TempDir())
			src := pdfVault(t, tt.file, tt.data, tt.entry)
			out := filepath.Join(t.TempDir(), "index")
			code, stdout, errs := runCLI(t, append([]string{"vault", "build", src, "--out", out}, tt.flags...)...)
			if code != 2 {
				t.Fatalf("exit %d, want 2\n%s%s", code, stdout, errs)
			}
			want := append([]string{"documents.jsonl:1", `field "file"`}, tt.want...)
			if tt.data != nil && tt.entry == "" {
				want = append(want, `"files/`+tt.file+`"`) // the file is named
			}
			for _, w := range want {
				if tt.name == "two texts" && w == `field "file"` {
					continue
				}
				if !strings.Contains(errs, w) {
					t.Errorf("stderr %q does not say %q", errs, w)
				}
			}
			if _, err := os.Stat(out); !os.IsNotExist(err) {
				t.Errorf("%s was written", out)
			}
		})
	}
}

// TestVaultBuildSymlinkOutside: a file reached through a symbolic link
// that leads outside the Vault folder is refused.
func TestVaultBuildSymlinkOutside(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	outside := filepath.Join(t.TempDir(), "outside.pdf")
	os.WriteFile(outside, testPDF(t, "contract.pdf"), 0o644)
	src := pdfVault(t, "link.pdf", nil, "")
	if err := os.Symlink(outside, filepath.Join(src, "files", "link.pdf")); err != nil {
		t.Skip(err)
	}
	code, _, errs := runCLI(t, "vault", "build", src, "--out", filepath.Join(t.TempDir(), "index"))
	if code != 2 || !strings.Contains(errs, "leads outside the Vault folder") {
		t.Fatalf("exit %d: %s", code, errs)
	}
}

// inflateBomb is a one-page PDF whose content stream inflates to 16 MiB
// of spaces from about 16 KB.
func inflateBomb(t *testing.T) []byte {
	var z bytes.Buffer
	zw, _ := zlib.NewWriterLevel(&z, zlib.BestCompression)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for range 16 {
		zw.Write(chunk)
	}
	zw.Close()
	return pdfWith(1, fmt.Sprintf("<< /Length %d /Filter /FlateDecode >>\nstream\n%s\nendstream", z.Len(), z.Bytes()))
}

// forgedPageCount is a one-page PDF whose page tree claims n pages.
func forgedPageCount(n int) []byte { return pdfWith(n, "") }

// pdfWith is a one-page PDF whose page tree claims count pages, with the
// given content stream object (none when empty).
func pdfWith(count int, content string) []byte {
	n := count
	var b bytes.Buffer
	b.WriteString("%PDF-1.4\n")
	page := "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>"
	if content != "" {
		page = "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>"
	}
	objs := []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		fmt.Sprintf("<< /Type /Pages /Kids [3 0 R] /Count %d >>", n),
		page,
	}
	if content != "" {
		objs = append(objs, content)
	}
	var offs []int
	for i, o := range objs {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", i+1, o)
	}
	xref := b.Len()
	fmt.Fprintf(&b, "xref\n0 %d\n0000000000 65535 f \n", len(objs)+1)
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(objs)+1, xref)
	return b.Bytes()
}

// TestVaultImport: import writes one entry per file, copies files from
// outside the folder, builds, and refuses to overwrite.
func TestVaultImport(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	src := filepath.Join(t.TempDir(), "src")
	files := []string{filepath.Join(docfileTestdata, "opinion.pdf"), filepath.Join(docfileTestdata, "contract.pdf")}
	code, out, errs := runCLI(t, append([]string{"vault", "import", "--into", src, "--allow", "*"}, files...)...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, w := range []string{"DOC-001  case", "DOC-002  contract", "files/opinion.pdf", "SMITH v. JONES DISTRIBUTION CO.", "correct them"} {
		if !strings.Contains(out, w) {
			t.Errorf("output does not show %q:\n%s", w, out)
		}
	}
	docs, _ := os.ReadFile(filepath.Join(src, "documents.jsonl"))
	want := `{"id":"DOC-001","title":"SMITH v. JONES DISTRIBUTION CO.","filename":"opinion.pdf","kind":"case","file":"files/opinion.pdf"}` + "\n" +
		`{"id":"DOC-002","title":"ARTICLE XII","filename":"contract.pdf","kind":"contract","file":"files/contract.pdf"}` + "\n"
	if string(docs) != want {
		t.Errorf("documents.jsonl:\n%s\nwant\n%s", docs, want)
	}
	if code, _, errs := runCLI(t, "vault", "build", src, "--out", filepath.Join(t.TempDir(), "index")); code != 0 {
		t.Fatalf("build: exit %d: %s", code, errs)
	}
	// Again: the same file is already listed; a scan cannot be read.
	for _, tt := range []struct {
		file, want string
	}{
		{files[0], "already in documents.jsonl as DOC-001"},
		{filepath.Join(docfileTestdata, "scan.pdf"), "no text layer"},
	} {
		code, _, errs := runCLI(t, "vault", "import", "--into", src, filepath.Join(docfileTestdata, "labelled.pdf"), tt.file)
		if code != 2 || !strings.Contains(errs, tt.want) {
			t.Errorf("%s: exit %d: %s", tt.file, code, errs)
		}
		after, _ := os.ReadFile(filepath.Join(src, "documents.jsonl"))
		if !bytes.Equal(after, docs) {
			t.Errorf("%s: documents.jsonl changed:\n%s", tt.file, after)
		}
		if _, err := os.Stat(filepath.Join(src, "files", "labelled.pdf")); !os.IsNotExist(err) {
			t.Errorf("%s: labelled.pdf was copied", tt.file)
		}
	}
}

// TestOwnDocumentsRomanPages: a pin on a page named by a PDF page label
// ("p. ii") is a page locator placed on that page, and one on a label the
// document lacks ("p. iv") fails C-009 saying so, not "no locator".
func TestOwnDocumentsRomanPages(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	for _, tt := range []struct {
		response string
		code     int
		want     string
	}{
		{"clean-roman-page", 0, "9/9 criteria passed"},
		{"c009-roman-page-missing", 1, `DOC-003 has no page "iv"`},
	} {
		out := t.TempDir()
		code, stdout, errs := runCLI(t, "grade", "--case", filepath.Join(ownDocumentsSuite, "case.json"),
			filepath.Join(ownDocumentsSuite, "responses", tt.response+".json"), "--out", out, "--judge", "heuristic")
		if code != tt.code || !strings.Contains(stdout, tt.want) {
			t.Errorf("%s: exit %d, want %d and %q:\n%s%s", tt.response, code, tt.code, tt.want, stdout, errs)
		}
	}
}
