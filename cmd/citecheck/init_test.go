package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

// TestInitStarterGrades: `citecheck init DIR` writes a starter that grade
// passes (exit 0, every criterion), that test runs as a suite, and whose
// output names the next commands with DIR as given.
func TestInitStarterGrades(t *testing.T) {
	t.Setenv(vault.CacheEnv, t.TempDir())
	dir := filepath.Join(t.TempDir(), "my start")
	code, out, errs := runCLI(t, "init", dir)
	if code != 0 || errs != "" {
		t.Fatalf("init: exit %d, %s", code, errs)
	}
	q := "'" + dir
	for _, want := range []string{"citecheck grade " + q + "/responses/answer.json' --case " + q + "/case.json'", "citecheck test " + q + "'", "citecheck schema documents"} {
		if !strings.Contains(out, want) {
			t.Errorf("init output lacks %q:\n%s", want, out)
		}
	}
	for _, f := range []string{"vault/documents.jsonl", "vault/acl.jsonl", "vault/principals.jsonl", "vault/vault.json", "vault/files/bremen-v-zapata.txt", "vault/files/practice-note.md", "vault/files/smith-v-jones.pdf", "vault/files/acme-globex-msa.docx", "vault/files/client-alert.html", "case.json", "responses/answer.json", "expected/answer.json"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
			t.Errorf("starter lacks %s", f)
		}
	}
	code, out, errs = runCLI(t, "grade", filepath.Join(dir, "responses", "answer.json"), "--case", filepath.Join(dir, "case.json"), "--out", filepath.Join(dir, "out"))
	if code != 0 || !strings.Contains(out, "9/9 criteria passed.  ALL-PASS") {
		t.Fatalf("grade of the starter: exit %d\n%s\n%s", code, out, errs)
	}
	if code, out, errs = runCLI(t, "test", dir); code != 0 {
		t.Fatalf("test of the starter: exit %d\n%s\n%s", code, out, errs)
	}
	// Every way a document's text comes in is there, and one file of each
	// kind, its format detected from its content.
	docs, err := os.ReadFile(filepath.Join(dir, "vault", "documents.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"text_file": "files/bremen-v-zapata.txt"`, `"text_file": "files/practice-note.md"`, `"text": "`,
		`"file": "files/smith-v-jones.pdf"`, `"file": "files/acme-globex-msa.docx"`, `"file": "files/client-alert.html"`} {
		if !strings.Contains(string(docs), want) {
			t.Errorf("documents.jsonl lacks %s", want)
		}
	}
	idx := filepath.Join(t.TempDir(), "index")
	if code, _, errs := runCLI(t, "vault", "build", filepath.Join(dir, "vault"), "--out", idx); code != 0 {
		t.Fatalf("vault build: exit %d, %s", code, errs)
	}
	for doc, format := range map[string]string{"DOC-0004": "files/smith-v-jones.pdf (pdf)", "DOC-0005": "files/acme-globex-msa.docx (docx)", "DOC-0006": "files/client-alert.html (html)"} {
		code, out, errs := runCLI(t, "vault", "get", doc, "--vault", idx)
		if code != 0 || !strings.Contains(out, "read from: "+format) {
			t.Errorf("vault get %s: exit %d, want it read from %s:\n%s%s", doc, code, format, out, errs)
		}
	}
	// The answer cites a PDF page and a DOCX clause, and both are graded.
	answer, err := os.ReadFile(filepath.Join(dir, "responses", "answer.json"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"[DOC-0004, p. 456]", "[DOC-0005, § 14.1]", `"DOC-0004#c1"`, `"DOC-0005#c9"`} {
		if !strings.Contains(string(answer), want) {
			t.Errorf("the starter answer lacks %s", want)
		}
	}
}

// TestInitRefuses: a folder that holds anything, or a file, is exit 2 and
// nothing is written; an empty folder is fine.
func TestInitRefuses(t *testing.T) {
	base := t.TempDir()
	full := filepath.Join(base, "full")
	if err := os.MkdirAll(full, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(full, "notes.txt"), []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(base, "a-file")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ dir, want string }{
		{full, "is not empty (it holds notes.txt)"},
		{file, "is a file, not a folder"},
	} {
		code, out, errs := runCLI(t, "init", tt.dir)
		if code != exitInput || out != "" || !strings.Contains(errs, tt.want) {
			t.Errorf("init %s: exit %d, %q, %q", tt.dir, code, out, errs)
		}
	}
	ents, _ := os.ReadDir(full)
	all, _ := os.ReadDir(base)
	if len(ents) != 1 || len(all) != 2 {
		t.Errorf("a refused init wrote something: %d entries in the folder, %d beside it", len(ents), len(all))
	}
	empty := filepath.Join(base, "empty")
	if err := os.Mkdir(empty, 0o755); err != nil {
		t.Fatal(err)
	}
	before, err := os.Stat(empty)
	if err != nil {
		t.Fatal(err)
	}
	t.Chdir(empty) // init with no DIR: the current folder, which must stay the same folder
	if code, _, errs := runCLI(t, "init", "-q"); code != 0 {
		t.Fatalf("init into the empty current folder: exit %d, %s", code, errs)
	}
	after, err := os.Stat(empty)
	if err != nil || !os.SameFile(before, after) {
		t.Fatalf("init replaced the current folder instead of filling it (%v)", err)
	}
	if _, err := os.Stat("case.json"); err != nil {
		t.Fatal(err)
	}
	if left, _ := filepath.Glob(filepath.Join(base, ".citecheck-init-*")); len(left) != 0 {
		t.Errorf("init left %v behind", left)
	}
	if code, _, _ := runCLI(t, "init", "a", "b"); code != exitInput {
		t.Errorf("init with two folders: exit %d", code)
	}
}
