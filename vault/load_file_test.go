package vault_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/citecheck/citecheck/vault"
)

const ownDocuments = "../fixtures/own-documents/vault"

// TestDocumentFilePages: a PDF's pages become the document's pages,
// named by first_page when given, else by the PDF's page labels; the
// furniture is kept on the document; the file's base name is its
// filename when none is given.
func TestDocumentFilePages(t *testing.T) {
	src, err := vault.LoadSource(ownDocuments)
	if err != nil {
		t.Fatal(err)
	}
	x, err := vault.BuildMem(src)
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for _, tt := range []struct {
		id, filename, first, last string
		marks                     []string
		furniture                 string
	}{
		{"DOC-001", "opinion.pdf", "456", "458", []string{"[*456]", "[*457]", "[*458]"}, "457: SMITH v. JONES DISTRIBUTION CO. | 2"},
		{"DOC-002", "Acme-Globex-MSA.pdf", "1", "3", []string{"[*1]", "[*2]", "[*3]"}, "2: MASTER SERVICES AGREEMENT — ACME CORP. AND GLOBEX LLC | Page 2"},
		{"DOC-003", "labelled.pdf", "1", "2", []string{"[*i]", "[*ii]", "[*1]", "[*2]"}, "ii: EMPLOYEE HANDBOOK | Page ii"},
	} {
		d, ok := x.Document(tt.id)
		if !ok {
			t.Fatalf("%s missing", tt.id)
		}
		if d.Filename != tt.filename || d.Format != "pdf" || d.FirstPage != tt.first || d.LastPage != tt.last {
			t.Errorf("%s: filename %q format %q pages %s-%s", tt.id, d.Filename, d.Format, d.FirstPage, d.LastPage)
		}
		var marks []string
		for _, l := range strings.Split(d.Text, "\n") {
			if strings.HasPrefix(l, "[*") {
				marks = append(marks, l)
			}
		}
		if !slices.Equal(marks, tt.marks) {
			t.Errorf("%s: page markers %q, want %q", tt.id, marks, tt.marks)
		}
		var furn []string
		for _, f := range d.Furniture {
			furn = append(furn, f.Page+": "+strings.Join(f.Lines, " | "))
		}
		if !slices.Contains(furn, tt.furniture) {
			t.Errorf("%s: furniture %q lacks %q", tt.id, furn, tt.furniture)
		}
		if strings.Contains(d.Text, "EMPLOYEE HANDBOOK") || strings.Contains(d.Text, "Page 2") {
			t.Errorf("%s: furniture left in the text", tt.id)
		}
	}
}

// TestDocumentFileFormats: a Markdown or text file given as "file" is
// read by its content, whatever its name says.
func TestDocumentFileFormats(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("memo.pdf", "# Memo\n\n§ 1 Forum selection clauses are enforced.\n") // Markdown, misnamed
	write("documents.jsonl", `{"id": "DOC-001", "title": "Memo", "file": "memo.pdf"}`+"\n")
	write("acl.jsonl", "")
	write("principals.jsonl", "")
	src, err := vault.LoadSource(dir)
	if err != nil {
		t.Fatal(err)
	}
	d := src.Documents[0]
	if d.Format != "markdown" || d.Filename != "memo.pdf" || !strings.HasPrefix(d.Text, "# Memo") {
		t.Errorf("format %q filename %q text %q", d.Format, d.Filename, d.Text)
	}
}
